import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { errorText, isNetworkFailure } from './networkError';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

afterEach(() => setOnline(true));

describe('network failures in words', () => {
  it('turns "Failed to fetch" into "needs a connection", naming the screen', () => {
    const offline = new TypeError('Failed to fetch');
    expect(isNetworkFailure(offline)).toBe(true);
    const text = errorText(offline, 'The admin dashboard');
    expect(text).toMatch(/^The admin dashboard needs a connection\./);
    expect(text).not.toContain('Failed to fetch');
  });

  it("keeps a server's answer as it is, even offline", () => {
    setOnline(false);
    const refused = new ApiError(500, 'Internal error', 'Internal Server Error');
    expect(isNetworkFailure(refused)).toBe(false);
    expect(errorText(refused, 'This page')).toBe('500: Internal error');
  });

  it('counts any failure while the browser says it is offline as needing a connection', () => {
    setOnline(false);
    expect(isNetworkFailure(new Error('boom'))).toBe(true);
    setOnline(true);
    expect(isNetworkFailure(new Error('boom'))).toBe(false);
    expect(isNetworkFailure(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});
