import { passwordChangeSchema, type PasswordChange } from '../../../shared/schemas/auth';
import { apiFetch } from '../../api/client';

// The account calls that need no session bookkeeping (issue 18); logging in, out and out everywhere
// are in features/auth/currentUser.ts, which keeps the current user and the device's maps in step.

/** Changes the password; the other devices are logged out. Throws ApiError (403 wrong current password). */
export async function changePassword(change: PasswordChange): Promise<void> {
  await apiFetch('/api/auth/password', { method: 'POST', body: passwordChangeSchema.parse(change) });
}
