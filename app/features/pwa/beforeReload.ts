type Hook = () => Promise<void> | void;

const hooks = new Set<Hook>();

/**
 * Registers work that must finish before a service-worker update reloads the page (design §5: the sync
 * client flushes its outbox here). Returns an unregister function.
 */
export function onBeforeReload(hook: Hook): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

/** Runs every registered hook, each bounded by `timeoutMs` so a stuck flush never blocks the update. */
export async function runBeforeReloadHooks(timeoutMs = 5000): Promise<void> {
  await Promise.allSettled(
    [...hooks].map((hook) =>
      Promise.race([
        Promise.resolve().then(hook),
        new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
      ]),
    ),
  );
}
