import { describe, expect, it } from 'vitest';
import { canSendChat, isSendKey } from './chatState';

describe('chat input rules', () => {
  it('sends only a non-blank message, with a session, when nothing is being sent', () => {
    expect(canSendChat({ message: 'What are values?', sessionId: 's1', sending: false })).toBe(true);
    expect(canSendChat({ message: '  \n', sessionId: 's1', sending: false })).toBe(false);
    expect(canSendChat({ message: 'Hi', sessionId: null, sending: false })).toBe(false);
    expect(canSendChat({ message: 'Hi', sessionId: 's1', sending: true })).toBe(false);
  });

  it('sends on Enter, not on Shift+Enter or while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});
