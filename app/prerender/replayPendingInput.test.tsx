import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { handOverTypedValue, replayPendingInput, type PendingInput } from './replayPendingInput';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A form with one control of each kind; its state is echoed in an <output> the test reads. */
function Form({ onSave }: { onSave: (state: object) => void }) {
  const [title, setTitle] = useState('');
  const [notes, setNotes] = useState('Rendered notes');
  const [level, setLevel] = useState('values');
  const [agreed, setAgreed] = useState(false);
  const [mode, setMode] = useState('a');
  const state = { title, notes, level, agreed, mode };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(state);
      }}
    >
      <input aria-label="title" value={title} onChange={(event) => setTitle(event.target.value)} />
      <textarea aria-label="notes" value={notes} onChange={(event) => setNotes(event.target.value)} />
      <select aria-label="level" value={level} onChange={(event) => setLevel(event.target.value)}>
        <option value="values">Values</option>
        <option value="tools">Tools</option>
      </select>
      <input
        type="checkbox"
        aria-label="agreed"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <input type="radio" name="mode" value="a" checked={mode === 'a'} onChange={() => setMode('a')} />
      <input type="radio" name="mode" value="b" checked={mode === 'b'} onChange={() => setMode('b')} />
      <button type="submit" disabled={title === ''}>
        Save
      </button>
      <output>{JSON.stringify(state)}</output>
    </form>
  );
}

const setNative = (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) => {
  element.value = value; // no React tracker yet: this is what typing leaves in the DOM
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

async function renderTypeAndHydrate(pending: PendingInput, type: (container: HTMLElement) => void) {
  const saved: object[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSave={(state) => saved.push(state)} />);
  document.body.append(container);
  type(container);
  await act(async () => {
    root = hydrateRoot(container, <Form onSave={(state) => saved.push(state)} />);
    await Promise.resolve();
  });
  await act(async () => {
    await replayPendingInput(container, pending);
  });
  const state = JSON.parse(container.querySelector('output')?.textContent ?? '{}') as object;
  return { container, saved, state };
}

const emptyPending = (): PendingInput => ({
  taken: false,
  presses: [],
  values: new Map(),
  handedOver: new WeakSet(),
});

describe('replayPendingInput', () => {
  it('hands React what was typed, selected and ticked before hydration, and keeps the caret', async () => {
    const { container, state } = await renderTypeAndHydrate(emptyPending(), (container) => {
      const title = container.querySelector<HTMLInputElement>('input[aria-label="title"]')!;
      setNative(title, 'Support team');
      title.focus();
      title.setSelectionRange(3, 3);
      setNative(container.querySelector('select')!, 'tools');
      container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
      container.querySelector<HTMLInputElement>('input[value="b"]')!.checked = true;
    });
    expect(state).toEqual({
      title: 'Support team',
      notes: 'Rendered notes',
      level: 'tools',
      agreed: true,
      mode: 'b',
    });
    const title = container.querySelector<HTMLInputElement>('input[aria-label="title"]')!;
    expect(document.activeElement).toBe(title);
    expect([title.selectionStart, title.selectionEnd]).toEqual([3, 3]);
    expect(container.querySelector('button')?.disabled).toBe(false);
  });

  it('replays the value boot.js kept when hydration wrote the rendered one back, then the press', async () => {
    const pending = emptyPending();
    const { saved, state } = await renderTypeAndHydrate(pending, (container) => {
      const notes = container.querySelector('textarea')!;
      setNative(notes, 'Typed notes');
      pending.values.set(notes, { value: 'Typed notes' });
      const title = container.querySelector<HTMLInputElement>('input[aria-label="title"]')!;
      setNative(title, 'Map');
      // Pressed while disabled in the markup would be lost; a press of the enabled button is kept.
      pending.presses.push(container.querySelector('form')!);
    });
    expect(state).toMatchObject({ title: 'Map', notes: 'Typed notes' });
    expect(saved).toEqual([
      { title: 'Map', notes: 'Typed notes', level: 'values', agreed: false, mode: 'a' },
    ]);
    expect(pending.taken).toBe(true);
  });

  it('changes nothing when nothing was done before hydration', async () => {
    const { saved, state } = await renderTypeAndHydrate(emptyPending(), () => undefined);
    expect(state).toEqual({ title: '', notes: 'Rendered notes', level: 'values', agreed: false, mode: 'a' });
    expect(saved).toEqual([]);
  });

  it('hands a value over in the commit that hydrates its control: a render after it and later keys keep it', async () => {
    /** A field with the hand-over ref in a page that renders again once its data has loaded. */
    function Page() {
      const [title, setTitle] = useState('');
      const [, setLoaded] = useState(false);
      useEffect(() => {
        void Promise.resolve().then(() => setLoaded(true));
      }, []);
      return (
        <input
          ref={handOverTypedValue}
          aria-label="title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      );
    }
    const pending = emptyPending();
    (window as { __spineBoot?: PendingInput }).__spineBoot = pending;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const title = container.querySelector('input')!;
    setNative(title, 'Support');
    pending.values.set(title, { value: 'Support' });
    await act(async () => {
      root = hydrateRoot(container, <Page />);
      await Promise.resolve();
    });
    expect(title.value).toBe('Support');
    expect(pending.handedOver.has(title)).toBe(true);
    // A key after the hand-over goes to React alone; the replay of what was left must not undo it.
    act(() => {
      Reflect.set(HTMLInputElement.prototype, 'value', 'Support team', title);
      title.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => {
      await replayPendingInput(container, pending);
    });
    expect(title.value).toBe('Support team');
    delete (window as { __spineBoot?: PendingInput }).__spineBoot;
  });
});
