import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setApiBase } from '../../api/client';
import { FeedbackDialog } from './FeedbackDialog';
import { useFeedbackStore } from './feedbackStore';
import { FEEDBACK_SOURCE } from './feedbackQueue';

// A real server receives the POST; `status` decides how it answers.
let server: Server;
let status = 201;
const received: unknown[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, body: JSON.parse(body) as unknown });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status < 400 ? '{"id":"fb-1"}' : '{"error":"boom"}');
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
  received.length = 0;
  status = 201;
  useFeedbackStore.setState({ open: false, initialType: null });
});

function fillForm() {
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Dark mode  ' } });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: ' Please add it ' } });
}

describe('FeedbackDialog', () => {
  it('starts on the type choice when opened without a type', () => {
    act(() => useFeedbackStore.getState().openFeedback());
    render(<FeedbackDialog />);
    fireEvent.click(screen.getByRole('button', { name: /Feature/ }));
    expect(screen.getByRole('heading', { name: 'Request a feature' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: /Bug/ })).toBeTruthy();
  });

  it('gives focus back to what opened it when it closes (not to <body>)', async () => {
    const opener = document.createElement('button');
    opener.textContent = 'Send Feedback';
    document.body.append(opener);
    try {
      opener.focus();
      act(() => useFeedbackStore.getState().openFeedback());
      render(<FeedbackDialog />);
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
      await waitFor(() => expect(useFeedbackStore.getState().open).toBe(false));
      await waitFor(() => expect(document.activeElement).toBe(opener));
    } finally {
      opener.remove();
    }
  });

  it('posts the trimmed feedback with source, url and user agent, then thanks the user', async () => {
    act(() => useFeedbackStore.getState().openFeedback('feature'));
    render(<FeedbackDialog />);
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you!')).toBeTruthy();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/api/feedback',
      body: {
        type: 'feature',
        title: 'Dark mode',
        description: 'Please add it',
        source: FEEDBACK_SOURCE,
        url: window.location.href,
      },
    });
    expect((received[0] as { body: Record<string, unknown> }).body).not.toHaveProperty('email');
  });

  it('checks the e-mail while typing: message, red border, helper text, Submit disabled', () => {
    act(() => useFeedbackStore.getState().openFeedback('feature'));
    render(<FeedbackDialog />);
    fillForm();
    expect(screen.getByText("We'll only use this to follow up on your feedback")).toBeTruthy();
    const email = screen.getByLabelText<HTMLInputElement>('Email (optional)');
    fireEvent.change(email, { target: { value: 'ada@example' } });
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' }).disabled).toBe(true);
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' }).disabled).toBe(false);
  });

  it('shows Submitting... while the request runs', async () => {
    act(() => useFeedbackStore.getState().openFeedback('bug'));
    render(<FeedbackDialog />);
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submitting...' }).disabled).toBe(true);
    expect(await screen.findByText('Thank you!')).toBeTruthy();
  });

  it('keeps the form and shows the branded error when the server fails', async () => {
    status = 500;
    act(() => useFeedbackStore.getState().openFeedback('bug'));
    render(<FeedbackDialog />);
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Failed to submit feedback. Please try again or email support@${window.location.hostname}`,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('  Dark mode  ');
  });
});
