import { Bot, Loader2, RotateCcw, Send, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ChatMap, ChatSession } from '../../../shared/schemas/chat';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cn } from '../../ui/cn';
import { Textarea } from '../../ui/Textarea';
import { sendChatMessage, startChatSession } from './chatApi';
import { CHAT_INIT_FAILED_MESSAGE, canSendChat, isSendKey, type ChatStatus } from './chatState';
import { track } from '../analytics/track';

interface ChatPanelProps {
  /** The generator's current boundary: the helper's suggestions are about it. */
  systemBoundary: string;
  /** The map on screen (generated, refined or loaded to refine); the helper reads it with each message. */
  map?: ChatMap | null;
  onClose: () => void;
}

/** The chat helper (spec §4): starts a session on open; initialising, error with Retry, or ready; typing indicator while sending. */
export function ChatPanel({ systemBoundary, map, onClose }: ChatPanelProps) {
  const [status, setStatus] = useState<ChatStatus>('initialising');
  const [attempt, setAttempt] = useState(0);
  const [session, setSession] = useState<ChatSession | null>(null);
  const [onDevice, setOnDevice] = useState(false);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const boundaryRef = useRef(systemBoundary);
  const endRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const inputFocused = useRef(false);

  // Opening the helper moves focus into it (issue 17): to its title while it starts, then once to
  // the message box as soon as it can take a message, not seven tab stops away on the toggle.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  useEffect(() => {
    if (status !== 'ready' || inputFocused.current || !inputRef.current) return;
    inputFocused.current = true;
    inputRef.current.focus();
  }, [status]);

  useEffect(() => {
    boundaryRef.current = systemBoundary;
  }, [systemBoundary]);

  useEffect(() => {
    let cancelled = false;
    startChatSession(boundaryRef.current).then(
      (turn) => {
        if (cancelled) return;
        setSession(turn.session);
        setOnDevice(turn.answeredOnDevice);
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('error');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const messageCount = session?.messages.length ?? 0;
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messageCount, sending]);

  const retry = () => {
    setStatus('initialising');
    setAttempt((n) => n + 1);
  };

  const send = async () => {
    if (!session || !canSendChat({ message: draft, sessionId: session.sessionId, sending })) return;
    const text = draft.trim();
    track('chat');
    setSending(true);
    setSendError(null);
    // Show the question at once; the answer replaces the list when it arrives.
    setSession({ ...session, messages: [...session.messages, { role: 'user', content: text }] });
    setDraft('');
    try {
      const turn = await sendChatMessage(session, text, systemBoundary, map);
      setSession(turn.session);
      setOnDevice(turn.answeredOnDevice);
    } catch (error) {
      setSession(session);
      setDraft(text);
      setSendError(error instanceof Error ? error.message : 'The helper could not answer. Please try again.');
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Card aria-labelledby="chat-title" className="flex max-h-[36rem] flex-col">
      <Card.Header className="flex-row items-center justify-between pb-3">
        <Card.Title
          as="h2"
          id="chat-title"
          ref={titleRef}
          tabIndex={-1}
          className="flex items-center gap-2 focus:outline-none"
        >
          <Bot className="size-5 text-brand" aria-hidden /> Chat helper
        </Card.Title>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close chat helper">
          <X aria-hidden />
        </Button>
      </Card.Header>
      <Card.Content className="flex min-h-0 flex-1 flex-col gap-3">
        {status === 'initialising' && (
          <p className="flex items-center gap-2 text-sm text-muted" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden /> Starting chat…
          </p>
        )}
        {status === 'error' && (
          <div
            role="alert"
            className="rounded-lg border border-red-200 bg-danger-soft p-3 text-sm text-danger"
          >
            <p>{CHAT_INIT_FAILED_MESSAGE}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={retry}>
              <RotateCcw aria-hidden /> Retry
            </Button>
          </div>
        )}
        {status === 'ready' && session && (
          <>
            {onDevice && (
              <p className="text-xs text-muted">
                Offline — answers come from the built-in helper on this device.
              </p>
            )}
            <div
              className="min-h-0 flex-1 overflow-y-auto"
              aria-live="polite"
              aria-label="Chat messages"
              role="log"
            >
              <ul className="grid gap-2">
                {session.messages.map((message, index) => (
                  <li
                    key={index}
                    className={cn(
                      'max-w-[90%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap',
                      message.role === 'user' ? 'ml-auto bg-brand text-white' : 'bg-slate-100 text-ink',
                    )}
                  >
                    <span className="sr-only">{message.role === 'user' ? 'You: ' : 'Helper: '}</span>
                    {message.content}
                  </li>
                ))}
                {sending && (
                  <li className="w-fit rounded-lg bg-slate-100 px-3 py-2" data-testid="typing-indicator">
                    <span className="sr-only">The helper is typing…</span>
                    <span className="flex gap-1" aria-hidden>
                      <span className="size-1.5 animate-bounce rounded-full bg-slate-500" />
                      <span className="size-1.5 animate-bounce rounded-full bg-slate-500 [animation-delay:150ms]" />
                      <span className="size-1.5 animate-bounce rounded-full bg-slate-500 [animation-delay:300ms]" />
                    </span>
                  </li>
                )}
              </ul>
              <div ref={endRef} />
            </div>
            {sendError && (
              <p role="alert" className="text-sm text-danger">
                {sendError}
              </p>
            )}
            <form
              className="flex items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                void send();
              }}
            >
              <label htmlFor="chat-input" className="sr-only">
                Message the chat helper
              </label>
              <Textarea
                id="chat-input"
                ref={inputRef}
                rows={2}
                style={{ maxHeight: '10rem' }}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onKeyDown}
                placeholder="Ask about a level, or for suggestions… (Enter sends, Shift+Enter for a new line)"
              />
              <Button
                type="submit"
                size="icon"
                aria-label="Send message"
                disabled={!canSendChat({ message: draft, sessionId: session.sessionId, sending })}
              >
                <Send aria-hidden />
              </Button>
            </form>
          </>
        )}
      </Card.Content>
    </Card>
  );
}
