import { useEffect } from 'react';
import type { User } from '../../../shared/schemas/auth';
import { loadCurrentUser, useCurrentUserStore } from './currentUser';

/** The logged-in user, null when nobody is, undefined while the first request is under way. */
export function useCurrentUser(): User | null | undefined {
  const { status, user } = useCurrentUserStore();
  useEffect(() => {
    void loadCurrentUser();
  }, []);
  return status === 'done' ? user : undefined;
}
