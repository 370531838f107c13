import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SpineMap } from '../../../shared/schemas/spineMap';
import { setApiBase } from '../../api/client';
import { db } from '../../db/db';
import { ChatPanel } from './ChatPanel';

// The chat panel talks to a real loopback server that records what it is sent.
let server: Server;
const received: { url: string; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const parsed = (body ? JSON.parse(body) : {}) as Record<string, unknown>;
      received.push({ url: req.url ?? '', body: parsed });
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url === '/api/chat/new') {
        res.end(
          JSON.stringify({ sessionId: 's-1', messages: [{ role: 'assistant', content: 'Hi there!' }] }),
        );
        return;
      }
      const question = { role: 'user', content: String(parsed.message) };
      res.end(
        JSON.stringify({
          messages: [
            { role: 'assistant', content: 'Hi there!' },
            question,
            { role: 'assistant', content: 'Noted.' },
          ],
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

afterEach(async () => {
  cleanup();
  received.length = 0;
  await db.chatSessions.clear();
});

const STORED: SpineMap = {
  id: 'map-1',
  shareId: 'share-1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ownerId: null,
  rev: 1,
  deletedAt: null,
  visibility: 'unlisted',
  title: 'Depot Night Shift',
  systemBoundary: 'Our night shift at the bus depot',
  needs:
    'From the perspective of the drivers, the shift exists to ready every bus so that service starts on time.',
  values: ['Safety: nobody drives a bus we would not ride in'],
  principles: ['Fix it once: a fault found twice is a process fault'],
  practices: ['Walk-round check: every bus, every night'],
  tools: ['Fault log: every defect with its fix'],
};

async function ask(question: string): Promise<void> {
  await screen.findByText('Hi there!');
  fireEvent.change(screen.getByLabelText('Message the chat helper'), { target: { value: question } });
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  await screen.findByText('Noted.');
}

describe('ChatPanel', () => {
  it('sends the content of the map on screen with each message, without its stored bookkeeping', async () => {
    render(<ChatPanel systemBoundary="Our night shift at the bus depot" map={STORED} onClose={() => {}} />);
    await ask('What is missing?');
    const sent = received.find((request) => request.url === '/api/chat')?.body;
    expect(sent).toEqual({
      sessionId: 's-1',
      message: 'What is missing?',
      systemBoundary: 'Our night shift at the bus depot',
      map: {
        title: 'Depot Night Shift',
        systemBoundary: 'Our night shift at the bus depot',
        needs: STORED.needs,
        values: STORED.values,
        principles: STORED.principles,
        practices: STORED.practices,
        tools: STORED.tools,
      },
    });
  });

  it('sends no map while none is on screen', async () => {
    render(<ChatPanel systemBoundary="Our night shift" map={null} onClose={() => {}} />);
    await ask('suggest values');
    const sent = received.find((request) => request.url === '/api/chat')?.body;
    expect(sent).toEqual({ sessionId: 's-1', message: 'suggest values', systemBoundary: 'Our night shift' });
  });

  it('moves focus into the helper when it opens, then to its message box once it is ready', async () => {
    render(<ChatPanel systemBoundary="Our night shift" map={null} onClose={() => {}} />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /chat/i }));
    await screen.findByText('Hi there!');
    // The greeting is on screen when React commits; the focus moves in the effect after it, which a
    // loaded machine may run a moment later.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Message the chat helper')),
    );
  });
});
