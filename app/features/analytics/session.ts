import { HISTORY_SESSION_HEADER } from '../../../shared/analyticsEvents';
import { captureAllowed } from './privacy';

/** A visit ends after this long without activity; the next event starts a new session. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;

const STORAGE_KEY = 'spine-explorer.analytics-session';

type StoredSession = { id: string; lastActivity: number };

/** The storage the session lives in (localStorage, so tabs of one visit share it). */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function read(storage: SessionStorageLike): StoredSession | null {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<StoredSession> | null;
    return value && typeof value.id === 'string' && typeof value.lastActivity === 'number'
      ? { id: value.id, lastActivity: value.lastActivity }
      : null;
  } catch {
    return null;
  }
}

/**
 * The anonymous session for an event at `now`: the current one, or a new random id after 30 minutes
 * idle (`isNew`, so the caller records a session start). Never linked to an account.
 */
export function touchSession(
  storage: SessionStorageLike,
  now: number,
  newId: () => string = () => crypto.randomUUID(),
): { id: string; isNew: boolean } {
  const current = read(storage);
  const isNew =
    !current || now - current.lastActivity > SESSION_IDLE_MS || now < current.lastActivity - SESSION_IDLE_MS;
  const id = isNew ? newId() : current.id;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ id, lastActivity: now } satisfies StoredSession));
  } catch {
    // Storage full or blocked: the session simply lasts as long as this page.
  }
  return { id, isNew };
}

/** The current session's id without touching it; null when there is none or it has gone idle. */
export function peekSession(storage: SessionStorageLike, now: number): string | null {
  const current = read(storage);
  return current && now - current.lastActivity <= SESSION_IDLE_MS ? current.id : null;
}

/**
 * Headers that name this visit's usage session on AI calls, so the admin history can group them.
 * Empty when the visitor opts out of tracking or no session has started.
 */
export function usageSessionHeaders(): Record<string, string> {
  if (!captureAllowed()) return {};
  try {
    const id = peekSession(window.localStorage, Date.now());
    return id ? { [HISTORY_SESSION_HEADER]: id } : {};
  } catch {
    return {};
  }
}
