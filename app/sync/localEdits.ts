// "The outbox grew": mapStore calls notifyLocalEdit after each committed write; the sync client
// listens and schedules a debounced push. Other tabs hear it through a BroadcastChannel, since
// only one tab (the lock holder) syncs.

type Listener = () => void;

const listeners = new Set<Listener>();
const CHANNEL = 'spine-explorer-local-edits';
let channel: BroadcastChannel | null | undefined;

function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    channel?.addEventListener('message', () => listeners.forEach((listener) => listener()));
  }
  return channel;
}

/** Tells this tab's and other tabs' sync clients that the outbox has new mutations. */
export function notifyLocalEdit(): void {
  listeners.forEach((listener) => listener());
  getChannel()?.postMessage('edit');
}

/** Subscribes to local edits (this tab and others); returns the unsubscribe function. */
export function onLocalEdit(listener: Listener): () => void {
  getChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
