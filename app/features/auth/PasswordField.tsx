import { useId } from 'react';
import { PASSWORD_MIN } from '../../../shared/schemas/auth';
import { Input } from '../../ui/Input';
import { Label } from '../../ui/Label';

/**
 * A password input with its label. A new password (`isNew`) says the minimum length and asks the
 * browser's password manager for a new one; an existing one asks for the saved one.
 */
export function PasswordField({
  label,
  value,
  onChange,
  isNew,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  isNew: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        autoComplete={isNew ? 'new-password' : 'current-password'}
        required
        minLength={isNew ? PASSWORD_MIN : undefined}
        aria-describedby={isNew ? `${id}-hint` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {isNew && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          At least {PASSWORD_MIN} characters.
        </p>
      )}
    </div>
  );
}
