import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusBar } from './StatusBar';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  cleanup();
  setOnline(true);
});

describe('StatusBar', () => {
  it('announces offline and clears the notice when back online', () => {
    render(<StatusBar />);
    expect(screen.queryByText('Offline — your work is saved on this device')).toBeNull();
    act(() => setOnline(false));
    expect(screen.getByRole('status').textContent).toBe('Offline — your work is saved on this device');
    act(() => setOnline(true));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('offers Install only after the browser fired beforeinstallprompt', () => {
    render(<StatusBar />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('button', { name: 'Install app' })).toBeTruthy();
  });
});
