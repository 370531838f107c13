import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../db/db';
import { sendChatMessage, startChatSession } from './chatApi';

// Offline, the helper runs in the browser: the built-in greeting and answers, kept in Dexie.
describe('chat helper offline', () => {
  beforeEach(async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await db.chatSessions.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts a local session with a greeting about the boundary and keeps it on the device', async () => {
    const { session, answeredOnDevice } = await startChatSession('Our weekly retrospective');
    expect(answeredOnDevice).toBe(true);
    expect(session.messages).toHaveLength(1);
    expect(session.messages[0]?.content).toContain('Our weekly retrospective');
    expect(await db.chatSessions.get(session.sessionId)).toMatchObject({
      systemBoundary: 'Our weekly retrospective',
    });
  });

  it('answers from the built-in helper and stores the conversation', async () => {
    const { session } = await startChatSession('');
    const turn = await sendChatMessage(
      session,
      '  What is the difference between values and principles?  ',
      '',
    );
    expect(turn.session.messages.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(turn.session.messages[1]?.content).toBe('What is the difference between values and principles?');
    expect(turn.session.messages[2]?.content).toMatch(/principle/i);
    expect((await db.chatSessions.get(session.sessionId))?.messages).toHaveLength(3);
  });

  it('answers from the map on screen, like the server does', async () => {
    const { session } = await startChatSession('');
    const map = {
      title: 'Depot Night Shift',
      systemBoundary: 'Our night shift at the bus depot',
      needs: '',
      values: [],
      principles: ['Fix it once: a fault found twice is a process fault'],
      practices: ['Walk-round check: every bus, every night'],
      tools: ['Kettle: boils water for tea'],
    };
    const turn = await sendChatMessage(session, 'What is missing?', '', map);
    const answer = turn.session.messages[2]?.content ?? '';
    expect(answer).toContain('“Depot Night Shift”');
    expect(answer).toMatch(/Values is empty/);
    expect(answer).toContain('“Kettle”');
    expect(turn.answeredOnDevice).toBe(true);
  });
});
