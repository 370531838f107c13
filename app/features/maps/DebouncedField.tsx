import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { PresenceLevel } from '../../../shared/schemas/live';
import { holdPendingEdit, type DraftTarget } from '../../sync/pendingEdits';
import { Input } from '../../ui/Input';
import { Label } from '../../ui/Label';
import { Textarea } from '../../ui/Textarea';
import { LevelPresenceMarker } from './presence/LevelPresenceMarker';

/** How long typing pauses before the text is saved. */
export const TYPING_DEBOUNCE_MS = 300;

type DebouncedFieldProps = {
  label: string;
  value: string;
  /** Stores the text; the field counts as unsaved until the returned promise settles. */
  onCommit: (value: string) => Promise<unknown> | void;
  /** Where the text goes, so leaving the page can journal it (pendingEdits.ts). */
  draftTarget?: DraftTarget;
  multiline?: boolean;
  required?: boolean;
  maxLength: number;
  placeholder?: string;
  /** The level this field belongs to, for presence (who is editing what). */
  presenceLevel?: PresenceLevel;
};

/**
 * A text field that saves ~300 ms after typing stops (and on blur). A required field left blank is
 * not saved and says so. Changes from elsewhere (undo, sync) show up unless the user is mid-edit.
 * While a pause runs the text is registered as a pending edit: leaving the page saves it at once,
 * and unmounting (a route change) saves it rather than dropping it.
 */
export function DebouncedField({
  label,
  value,
  onCommit,
  multiline,
  required,
  maxLength,
  placeholder,
  presenceLevel,
  draftTarget,
}: DebouncedFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [dirty, setDirty] = useState(false);
  const [lastValue, setLastValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const blank = required && draft.trim() === '';

  // Adopt outside changes (undo, a pulled edit) while the user is not typing. The echo of our own
  // save is the draft trimmed: adopting it would eat the space just typed and move the caret.
  if (value !== lastValue) {
    setLastValue(value);
    if (!dirty && value !== draft.trim()) setDraft(value);
  }

  // The latest props and draft, for the pending edit's flush (which may run after unmount).
  const latest = useRef({ value, onCommit, required, draftTarget, draft });
  useLayoutEffect(() => {
    latest.current = { value, onCommit, required, draftTarget, draft };
  });
  const release = useRef<(() => void) | null>(null);

  /** Stores `text` if it differs from the map's value; the pending edit is released once it is stored. */
  const store = (text: string): Promise<unknown> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const done = release.current;
    release.current = null;
    const { value: current, onCommit: save, required: needed } = latest.current;
    const skip = (needed && text.trim() === '') || text.trim() === current.trim();
    return Promise.resolve(skip ? undefined : save(text.trim())).finally(() => done?.());
  };

  const commit = (text: string) => {
    setDirty(false);
    void store(text);
  };

  // Unmounting (a route change, the map closing) saves what is typed; it never drops it.
  useEffect(
    () => () => {
      if (release.current) void store(latest.current.draft);
    },
    [],
  );

  const change = (text: string) => {
    setDraft(text);
    setDirty(true);
    latest.current.draft = text;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(text), TYPING_DEBOUNCE_MS);
    release.current ??= holdPendingEdit({
      flush: () => {
        setDirty(false);
        return store(latest.current.draft);
      },
      draft: () => {
        const { draftTarget: target, draft: text, required: needed } = latest.current;
        if (!target || (needed && text.trim() === '')) return null;
        return { target, value: text.trim() };
      },
    });
  };

  const shared = {
    id,
    value: draft,
    maxLength,
    placeholder,
    invalid: blank,
    'aria-describedby': blank ? `${id}-error` : undefined,
    onChange: (event: { target: { value: string } }) => change(event.target.value),
    onBlur: () => commit(draft),
  };

  return (
    <div className="flex flex-col" data-presence-level={presenceLevel}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </Label>
        {presenceLevel && <LevelPresenceMarker level={presenceLevel} />}
      </div>
      {multiline ? <Textarea rows={3} {...shared} /> : <Input {...shared} />}
      {blank && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {label} is required.
        </p>
      )}
    </div>
  );
}
