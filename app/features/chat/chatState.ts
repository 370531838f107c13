/** The chat helper's states (spec §4). */
export type ChatStatus = 'initialising' | 'error' | 'ready';

/** Spec §8: shown when a session cannot be started, with a Retry button. */
export const CHAT_INIT_FAILED_MESSAGE = 'Failed to initialize chat. Please try again.';

/** Spec §5: a message is sent only when non-blank, a session exists and no send is in progress. */
export function canSendChat(input: {
  message: string;
  sessionId: string | null | undefined;
  sending: boolean;
}): boolean {
  return input.message.trim() !== '' && Boolean(input.sessionId) && !input.sending;
}

/** Spec §5: Enter sends; Shift+Enter (and Enter while an IME is composing) makes a new line. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}
