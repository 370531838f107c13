/**
 * Hands the app what a person did on a rendered page (prerendered or server-rendered) before the app
 * had taken it over: public/boot.js keeps it, this replays it. A control's value is handed over right
 * after the commit that hydrates it (`handOverTypedValue`, the form controls' ref), before any later
 * render can write the rendered value back over what the person typed and before their next key;
 * what is left (a control without that ref) and the presses are replayed once every control is
 * hydrated.
 *
 * Hydration keeps the server's nodes, so a typed value stays in the DOM, but React's state never saw
 * it: React starts its value tracker from the DOM at hydration, so a later `input` event finds "no
 * change" and fires no onChange. Each control whose value differs from what was rendered is set
 * back to the rendered value through the element (the tracker records that), then to the person's
 * value through the prototype's own setter (the tracker does not see it) and the event React listens
 * to is dispatched: onChange runs with the person's value. Focus and caret stay where they were.
 * Then every button pressed (and form submitted) is pressed again, in order, each after the
 * previous one's render.
 */

import { useComposedRefs } from '@radix-ui/react-compose-refs';
import type { Ref } from 'react';

/** A control's last value before the app was ready, and its caret then (text controls). */
export interface KeptValue {
  value?: string;
  checked?: boolean;
  selection?: { start: number; end: number };
}

/** What public/boot.js keeps on `window.__spineBoot`. */
export interface PendingInput {
  taken: boolean;
  presses: Element[];
  values: Map<Element, KeptValue>;
  /** Controls whose value the app has taken: boot.js keeps no more of theirs. */
  handedOver: WeakSet<Element>;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** A macrotask later: React has rendered and committed what the previous step scheduled. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Whether React has hydrated a node (it keeps the node's props on it; public/boot.js asks the same). */
function hydrated(node: Element): boolean {
  return Object.keys(node).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Resolves once React has hydrated every control under `root`. The frame commits first; a page's
 * Suspense boundaries hydrate in later passes (React defers them), and a control not yet hydrated
 * would hydrate on the replayed event itself, its tracker already holding the replayed value.
 * Gives up after `limitMs` (a control React does not render is never hydrated).
 */
async function allHydrated(root: ParentNode, limitMs = 10_000): Promise<void> {
  const started = performance.now();
  const pending = () =>
    [...root.querySelectorAll('input, textarea, select, button')].some((node) => !hydrated(node));
  while (pending() && performance.now() - started < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The value the person left in a control, or undefined when it is still the rendered one. The DOM
 * holds their latest key (boot.js hears of a key after React has); when the DOM shows the rendered
 * value, a render may have written it back over what they typed, and boot.js kept that.
 */
function wantedValue(control: Control, kept: KeptValue | undefined): string | boolean | undefined {
  const [current, rendered, keptValue]: (string | boolean | undefined)[] = isCheckable(control)
    ? [control.checked, control.defaultChecked, kept?.checked]
    : [control.value, renderedValue(control), kept?.value];
  if (current !== rendered) return current;
  return keptValue !== undefined && keptValue !== rendered ? keptValue : undefined;
}

/** The value React last rendered into a text control, or the option a select was rendered with. */
function renderedValue(control: Control): string {
  if (!(control instanceof HTMLSelectElement)) return control.defaultValue;
  const option = [...control.options].find((candidate) => candidate.defaultSelected) ?? control.options[0];
  return option?.value ?? '';
}

/** Sets a control's value the way a person's input would reach React's onChange. */
function replayValue(
  control: Control,
  value: string | boolean,
  keptSelection?: KeptValue['selection'],
): void {
  if (isCheckable(control)) {
    if (typeof value !== 'boolean' || (control.type === 'radio' && !value)) return;
    // Through the element: React's tracker now holds the opposite; the click flips it back.
    control.checked = !value;
    control.click();
    return;
  }
  if (typeof value !== 'string') return;
  const focused = document.activeElement === control;
  // The caret now, or where it was when the value was typed if a render has written the old value back.
  const selection =
    focused && !(control instanceof HTMLSelectElement)
      ? control.value === value
        ? readSelection(control)
        : keptSelection
      : undefined;
  const prototype = Object.getPrototypeOf(control) as object;
  // The prototype's own setter, called on the control: the value changes, React's tracker is not told.
  const setNatively = (next: string) => Reflect.set(prototype, 'value', next, control);
  if (control instanceof HTMLSelectElement) {
    setNatively(value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // Through the element: React's tracker now holds the rendered value...
  control.value = control.defaultValue === value ? '' : control.defaultValue;
  // ...and not this one, so the input event below reads as a change.
  setNatively(value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  if (focused) restoreSelection(control, selection ?? { start: value.length, end: value.length });
}

function readSelection(control: HTMLInputElement | HTMLTextAreaElement) {
  try {
    const { selectionStart: start, selectionEnd: end } = control;
    return start === null || end === null ? undefined : { start, end };
  } catch {
    return undefined; // types without a selection (email, number)
  }
}

function restoreSelection(
  control: HTMLInputElement | HTMLTextAreaElement,
  at: { start: number; end: number },
) {
  try {
    control.setSelectionRange(at.start, at.end);
  } catch {
    // types without a selection (email, number): the browser keeps the caret at the end
  }
}

/** A control boot.js can keep a value for (a file input's value cannot be set). */
function replayable(control: Control): boolean {
  return !control.disabled && !(control instanceof HTMLInputElement && control.type === 'file');
}

/**
 * The ref of every form control on a rendered page: React attaches it in the commit that hydrates the
 * control. The value to hand over is read now, before a render writes the rendered one back, and
 * replayed in a microtask: after the commit, before the browser runs the person's next key. A control
 * mounted by the app itself holds its rendered value, so nothing is replayed.
 */
export function handOverTypedValue(control: Control | null): void {
  const pending = (window as { __spineBoot?: PendingInput }).__spineBoot;
  if (!control || !pending || pending.taken || pending.handedOver.has(control)) return;
  pending.handedOver.add(control);
  const kept = pending.values.get(control);
  pending.values.delete(control);
  const value = replayable(control) ? wantedValue(control, kept) : undefined;
  if (value !== undefined) queueMicrotask(() => replayValue(control, value, kept?.selection));
}

/** A form control's ref: `handOverTypedValue`, composed with the control's own ref if it has one. */
export function useHandOverRef<T extends Control>(ref: Ref<T> | undefined): (node: T | null) => void {
  return useComposedRefs(ref, handOverTypedValue);
}

/** Replays under way (StrictMode runs an effect twice in development). */
const replaying = new WeakSet<PendingInput>();

/** Replays `pending` into the app under `root`; resolves once every press has been handled. */
export async function replayPendingInput(root: ParentNode, pending: PendingInput | undefined): Promise<void> {
  if (!pending || pending.taken || replaying.has(pending)) return;
  replaying.add(pending);
  await allHydrated(root);
  pending.taken = true;
  // Every wanted value is read before any is replayed: the render that one replay causes writes the
  // rendered state back into the other controls of the same component.
  const wanted: [Control, string | boolean][] = [];
  for (const control of root.querySelectorAll<Control>('input, textarea, select')) {
    if (!replayable(control) || pending.handedOver.has(control)) continue;
    const value = wantedValue(control, pending.values.get(control));
    if (value !== undefined) wanted.push([control, value]);
  }
  for (const [control, value] of wanted) {
    // A control React has not finished hydrating would hydrate on the replayed event itself, its
    // tracker starting from the replayed value (no onChange). An event no one handles ('reset',
    // not bubbling) makes React hydrate the control's boundary at once (it does for every discrete
    // event that reaches a boundary still dehydrated).
    control.dispatchEvent(new Event('reset'));
    replayValue(control, value, pending.values.get(control)?.selection);
  }
  pending.values.clear();
  const presses = pending.presses.splice(0);
  for (const target of presses) {
    await nextTask();
    if (!target.isConnected) continue;
    if (target instanceof HTMLFormElement) target.requestSubmit();
    else if (target instanceof HTMLButtonElement && !target.disabled) target.click();
  }
}
