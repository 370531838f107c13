import { useState, type FormEvent } from 'react';
import { errorText } from './errorText';

/** What a form's check found: the input to send, or the words of what is wrong with it. */
export type Checked<T> = { ok: true; data: T } | { ok: false; error: string };
export const valid = <T>(data: T): Checked<T> => ({ ok: true, data });
export const invalid = (error: string): Checked<never> => ({ ok: false, error });

/**
 * A form's submit: `check` returns the parsed input or an error to show (nothing is sent then);
 * `send` runs with it while the form says it is pending; a failure shows the server's words, or
 * `fallback`.
 */
export function useFormSubmit<T>(
  check: () => Checked<T>,
  send: (data: T) => Promise<void>,
  fallback: string,
) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check();
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await send(checked.data);
    } catch (failure) {
      setError(errorText(failure, fallback));
    } finally {
      setPending(false);
    }
  };
  return { error, pending, onSubmit: (event: FormEvent) => void submit(event) };
}
