import { ApiError } from './client';

/**
 * Whether a failed API call never reached the server (offline, server down, DNS): fetch rejects
 * with a TypeError ("Failed to fetch"), which is no message for people.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return false;
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  return error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/** What a screen that needs the server says when it cannot be reached, naming the screen. */
export function needsConnectionText(what: string): string {
  return `${what} needs a connection. You seem to be offline: connect and try again. Your own maps, the lessons and the examples work offline.`;
}

/** A failed call's message for people: the words for "needs a connection", else the error's own message. */
export function errorText(error: unknown, what: string): string {
  if (isNetworkFailure(error)) return needsConnectionText(what);
  return error instanceof Error ? error.message : String(error);
}
