import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setApiBase } from '../../api/client';
import { loadCurrentUser } from '../auth/currentUser';
import { AdminPage } from './AdminPage';

// A real loopback server plays the admin API; `status` makes it refuse, `requests` records the calls.
let server: Server;
let status = 200;
const requests: string[] = [];
const now = '2026-11-21T10:00:00.000Z';

const ADMIN = { user: { id: 'admin-1', email: 'admin@example.com', isAdmin: true } };

const answers: Record<string, unknown> = {
  '/api/auth/session': ADMIN,
  '/api/admin/analytics': {
    totalSessions: 1234,
    totalPageViews: 1234567,
    totalSpineMaps: 5,
    totalTemplateUses: 0,
    recentActions: [{ action: 'generate', page: '/generator', createdAt: now }],
  },
  '/api/admin/page-views': [
    { page: '/learn', count: 2 },
    { page: '/', count: 1 },
  ],
  '/api/admin/user-actions': [{ action: 'generate', count: 3 }],
  '/api/admin/template-stats': [
    { templateId: 'scrum-team', uses: 2, views: '5', lastUsed: now },
    { templateId: 'kanban', uses: 0, views: 1, lastUsed: null },
  ],
  '/api/admin/spine-map-history': [],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path === '/api/auth/session') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answers[path]));
      return;
    }
    if (path.startsWith('/api/admin/')) requests.push(req.url ?? '');
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(status === 200 ? JSON.stringify(answers[path]) : '{"error":"Forbidden"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBase(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  // Recharts measures its container; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterAll(async () => {
  setApiBase('');
  vi.unstubAllGlobals();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(async () => {
  cleanup();
  status = 200;
  requests.length = 0;
  answers['/api/auth/session'] = ADMIN;
  await loadCurrentUser(true);
});

describe('AdminPage', () => {
  it('shows the title, the four figures with thousands separators and Recent Activity', async () => {
    render(<AdminPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByText('Monitor site usage and user behavior')).toBeTruthy();
    expect((await screen.findByTestId('totalPageViews', {}, { timeout: 8000 })).textContent).toBe(
      (1234567).toLocaleString(),
    );
    expect(screen.getByTestId('totalSessions').textContent).toBe((1234).toLocaleString());
    expect(screen.getByTestId('totalTemplateUses').textContent).toBe('0');
    const recent = screen.getByRole('list', { name: 'Recent activity' });
    expect(within(recent).getByText('generate')).toBeTruthy();
    expect(within(recent).getByText(new Date(now).toLocaleString())).toBeTruthy();
    expect(requests.every((url) => url.endsWith('?range=7d'))).toBe(true);
  });

  it('refetches everything for the chosen range and links the export to it', async () => {
    render(<AdminPage />);
    await screen.findByTestId('totalPageViews', {}, { timeout: 8000 });
    requests.length = 0;
    const select = screen.getByLabelText<HTMLSelectElement>('Time range');
    expect([...select.options].map((o) => o.text)).toEqual([
      'Last 24 hours',
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
    ]);
    fireEvent.change(select, { target: { value: '30d' } });
    await screen.findByTestId('totalPageViews', {}, { timeout: 8000 });
    expect(requests.length).toBe(5);
    expect(requests.every((url) => url.endsWith('?range=30d'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Export Data' }).getAttribute('href')).toBe(
      '/api/admin/export.csv?range=30d',
    );
  });

  it('shows percentages to one decimal and Never for unused templates', async () => {
    render(<AdminPage />);
    await screen.findByTestId('totalPageViews', {}, { timeout: 8000 });
    const pagesTab = screen.getByRole('tab', { name: 'Page Views' });
    act(() => {
      fireEvent.mouseDown(pagesTab);
      fireEvent.keyDown(pagesTab, { key: 'Enter' });
    });
    expect(await screen.findByText('66.7%')).toBeTruthy();
    expect(screen.getByText('33.3%')).toBeTruthy();
    const templatesTab = screen.getByRole('tab', { name: 'Templates' });
    act(() => {
      fireEvent.mouseDown(templatesTab);
    });
    expect(await screen.findByText('Never')).toBeTruthy();
    expect(screen.getByText('kanban')).toBeTruthy();
  });

  it('shows the history empty state', async () => {
    render(<AdminPage />);
    await screen.findByTestId('totalPageViews', {}, { timeout: 8000 });
    act(() => {
      fireEvent.mouseDown(screen.getByRole('tab', { name: 'Spine Map History' }));
    });
    expect(await screen.findByText('No spine map history available yet.')).toBeTruthy();
    expect(screen.getByText('Generate some spine maps to see the activity history here.')).toBeTruthy();
  });

  it('lists history entries with badges, the id line and collapsible prompt and response', async () => {
    answers['/api/admin/spine-map-history'] = [
      {
        id: 'h1',
        type: 'refinement',
        method: 'builtin',
        refinementType: 'values',
        timestamp: now,
        title: 'Water utility',
        sessionId: 'sess-1',
        spineMapId: 'map-2',
        originalSpineMapId: 'map-1',
        prompt: 'Make values sharper',
        response: { ok: true },
      },
    ];
    try {
      render(<AdminPage />);
      await screen.findByTestId('totalPageViews', {}, { timeout: 8000 });
      act(() => {
        fireEvent.mouseDown(screen.getByRole('tab', { name: 'Spine Map History' }));
      });
      expect(await screen.findByText('Refinement')).toBeTruthy();
      expect(screen.getByText('builtin')).toBeTruthy();
      expect(screen.getByText('values')).toBeTruthy();
      expect(screen.getByText('Session: sess-1 | Spine Map ID: map-2 | Original: map-1')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'View Prompt (19 characters)' }));
      expect(screen.getByText('Make values sharper')).toBeTruthy();
      const response = JSON.stringify({ ok: true }, null, 2);
      fireEvent.click(screen.getByRole('button', { name: `View Response (${response.length} characters)` }));
      expect(screen.getByText(/"ok": true/)).toBeTruthy();
    } finally {
      answers['/api/admin/spine-map-history'] = [];
    }
  });

  it("shows 'Admins only' to a logged-out visitor without asking the admin API", async () => {
    answers['/api/auth/session'] = { user: null };
    await loadCurrentUser(true);
    render(<AdminPage />);
    expect(await screen.findByText('Admins only', {}, { timeout: 8000 })).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('says the dashboard needs a connection when the server cannot be reached', async () => {
    await loadCurrentUser(true);
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    try {
      render(<AdminPage />);
      const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
      expect(alert.textContent).toMatch(/^The admin dashboard needs a connection\./);
      expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    } finally {
      vi.stubGlobal('fetch', realFetch);
    }
  });

  it("shows 'Admins only' with a Log In link when the API refuses", async () => {
    status = 403;
    render(<AdminPage />);
    expect(await screen.findByText('Admins only', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      '/api/login?returnTo=%2Fadmin',
    );
  });
});
