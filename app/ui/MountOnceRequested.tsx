import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts its (lazy) children the first time they are requested and keeps them mounted, so closing
 * animations and focus return work. A dialog's chunk (and Radix) then loads when it is first opened,
 * not with the page that can open it.
 */
export function MountOnceRequested({ requested, children }: { requested: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(requested);
  if (requested && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
