import { useEffect, useId, useRef, useState } from 'react';
import type { PresenceLevel } from '../../../shared/schemas/live';
import { Input } from '../../ui/Input';
import { Label } from '../../ui/Label';
import { Textarea } from '../../ui/Textarea';
import { LevelPresenceMarker } from './presence/LevelPresenceMarker';

/** How long typing pauses before the text is saved. */
export const TYPING_DEBOUNCE_MS = 300;

type DebouncedFieldProps = {
  label: string;
  value: string;
  onCommit: (value: string) => void;
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

  const commit = (text: string) => {
    clearTimeout(timer.current);
    setDirty(false);
    if (required && text.trim() === '') return;
    if (text.trim() !== value.trim()) onCommit(text.trim());
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (text: string) => {
    setDraft(text);
    setDirty(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(text), TYPING_DEBOUNCE_MS);
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
