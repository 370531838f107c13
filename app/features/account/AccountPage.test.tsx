import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setApiBase } from '../../api/client';
import { useCurrentUserStore } from '../auth/currentUser';
import { PasswordResetCard } from '../admin/PasswordResetCard';
import { AccountPage } from './AccountPage';

// A loopback server plays the account API (issue 18): it refuses a wrong current password with the
// server's message, accepts the right one, and issues a reset link; `bodies` records what was sent.
let server: Server;
const bodies: { url: string; body: unknown }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      if (req.url === '/api/auth/session') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ user: { id: 'u1', email: 'ada@example.com', isAdmin: false } }));
        return;
      }
      bodies.push({ url: req.url ?? '', body });
      if (req.url === '/api/auth/password') {
        const right = body?.currentPassword === 'old secret';
        res.writeHead(right ? 204 : 403, { 'content-type': 'application/json' });
        res.end(right ? '' : '{"error":"Forbidden","message":"Your current password is not correct."}');
        return;
      }
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          email: 'ada@example.com',
          token: 't'.repeat(43),
          path: `/reset-password/${'t'.repeat(43)}`,
          expiresAt: '2026-11-22T10:00:00.000Z',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBase(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  setApiBase('');
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  cleanup();
  bodies.length = 0;
});

describe('AccountPage', () => {
  it('changes the password, showing the server’s refusal of a wrong current password', async () => {
    useCurrentUserStore.setState({ status: 'done', user: { id: 'u1', email: 'ada@example.com' } });
    render(<AccountPage />);
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    const change = (current: string) => {
      fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
      fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a new secret' } });
      fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    };
    change('wrong one');
    expect((await screen.findByRole('alert')).textContent).toBe('Your current password is not correct.');
    change('old secret');
    await screen.findByRole('button', { name: 'Change Password' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bodies.at(-1)).toEqual({
      url: '/api/auth/password',
      body: { currentPassword: 'old secret', newPassword: 'a new secret' },
    });
    expect(screen.getByRole('button', { name: 'Log Out Everywhere' })).toBeTruthy();
  });

  it('asks for a password of at least 8 characters before sending anything', async () => {
    useCurrentUserStore.setState({ status: 'done', user: { id: 'u1', email: 'ada@example.com' } });
    render(<AccountPage />);
    await screen.findByText('ada@example.com');
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'old secret' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 8 characters');
    expect(bodies).toEqual([]);
  });
});

describe('PasswordResetCard', () => {
  it('issues a reset link for an account and shows it once, with this site’s origin', async () => {
    render(<PasswordResetCard />);
    fireEvent.change(screen.getByLabelText('Account email'), { target: { value: ' Ada@Example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Reset Link' }));
    const url = await screen.findByTestId('reset-url');
    expect(url.textContent).toBe(`${window.location.origin}/reset-password/${'t'.repeat(43)}`);
    expect(bodies).toEqual([{ url: '/api/admin/password-resets', body: { email: 'ada@example.com' } }]);
  });
});
