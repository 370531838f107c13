import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatNewResponseSchema, chatResponseSchema } from '../../shared/schemas/chat';
import {
  generateResponseSchema,
  generateStreamEventSchema,
  type GenerateResponse,
} from '../../shared/schemas/generate';
import { applyRefinementResponseSchema, refinementProposalSchema } from '../../shared/schemas/refinement';
import { GENERATE_RATE_LIMIT } from '../src/routes/generate';
import { hashToken } from '../src/db/tokens';
import { createMap, mutation, registerUser, sessionCookie } from './accounts';
import { startTestServer, type TestServer } from './helpers';

// The AI routes with the built-in drafter (the default without an LLM): generation, proposals,
// apply (owner in place, anyone else a new map), chat, history and rate limits.

describe('AI routes with the built-in drafter', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (url: string, payload?: unknown, cookie?: string, ip?: string) =>
    server.app.inject({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: cookie ? { cookie } : {},
      ...(ip ? { remoteAddress: ip } : {}),
    });

  async function generate(systemBoundary: string, cookie?: string): Promise<GenerateResponse> {
    const reply = await post(
      '/api/generate-spine-map',
      { systemBoundary, currentTools: 'Miro, Slack' },
      cookie,
    );
    expect(reply.statusCode).toBe(201);
    return generateResponseSchema.parse(reply.json());
  }

  it("records the caller's usage session on history entries, ignoring a malformed one", async () => {
    const send = (session: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/generate-spine-map',
        payload: { systemBoundary: 'Our bakery team' },
        headers: { 'x-spine-session': session },
      });
    const good = generateResponseSchema.parse((await send('9b1c-visit')).json());
    expect((await server.app.repos.history.forMap(good.id))[0]?.sessionId).toBe('9b1c-visit');
    const bad = generateResponseSchema.parse((await send('<script>')).json());
    expect((await server.app.repos.history.forMap(bad.id))[0]?.sessionId).toBeNull();
  });

  it('drafts, saves and returns a complete map, naming the built-in drafter', async () => {
    const map = await generate('Our hospital ward nursing team on night shifts');
    expect(map.provider).toEqual({ name: 'builtin', model: null });
    expect(map.ownerId).toBeNull();
    expect(map.claimToken).toMatch(/^[\w-]{40,}$/);
    expect(map.values.length).toBeGreaterThanOrEqual(3);
    expect(map.tools.join(' ')).toContain('Miro');
    expect((await server.app.repos.maps.get(map.id))?.shareId).toBe(map.shareId);
    const [entry] = await server.app.repos.history.forMap(map.id);
    expect(entry).toMatchObject({
      type: 'generation',
      method: 'builtin',
      spineMapId: map.id,
      title: map.title,
    });
    expect(entry?.prompt).toContain(
      '<<<SYSTEM_BOUNDARY\nOur hospital ward nursing team on night shifts\n>>>',
    );
    expect(entry?.response).toMatchObject({ needs: map.needs });
  });

  it('gives a logged-in caller the map, without a claim token', async () => {
    const user = await registerUser(server.app);
    const map = await generate('Our sales organization', user.cookie);
    expect(map.ownerId).toBe(user.id);
    expect(map.claimToken).toBeUndefined();
  });

  it('streams five progress steps and the map', async () => {
    const reply = await post('/api/generate-spine-map?stream=1', {
      systemBoundary: 'Weekly team retrospective',
    });
    const events = reply.body
      .trim()
      .split('\n')
      .map((line) => generateStreamEventSchema.parse(JSON.parse(line)));
    expect(events.map((event) => (event.type === 'progress' ? event.step : event.type))).toEqual([
      1,
      2,
      3,
      4,
      5,
      'map',
    ]);
  });

  it('rejects a blank boundary with 400 naming the field', async () => {
    const reply = await post('/api/generate-spine-map', { systemBoundary: '   ' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ message: string }>().message).toContain('body.systemBoundary');
  });

  it('drafts from the answers to the questions and records them in the history prompt', async () => {
    const reply = await post('/api/generate-spine-map', {
      systemBoundary: 'Our team',
      answers: {
        served: '  the children in year 5 and their parents ',
        loss: 'a safe place to learn',
        weekly: 'Monday planning huddle',
        tools: 'Google Classroom',
        extra: 'ignored',
      },
    });
    expect(reply.statusCode).toBe(201);
    const map = generateResponseSchema.parse(reply.json());
    expect(map.needs).toBe(
      'From the perspective of the children in year 5 and their parents, the team exists to give them a safe place to learn so that they never have to go without it.',
    );
    expect(map.practices[0]).toMatch(/^Monday planning huddle: \S/);
    expect(map.tools[0]).toMatch(/^Google Classroom: /);
    const prompt = (await server.app.repos.history.forMap(map.id))[0]?.prompt ?? '';
    expect(prompt).toContain('<<<WHO_IT_SERVES\nthe children in year 5 and their parents\n>>>');
    expect(prompt).toContain('<<<WEEKLY_ROUTINES\nMonday planning huddle\n>>>');
    expect(prompt).not.toContain('ignored');
  });

  it('rejects malformed answers with 400 naming each field', async () => {
    const reply = await post('/api/generate-spine-map', {
      systemBoundary: 'Our team',
      answers: { served: 'x'.repeat(501), weekly: 42 },
    });
    expect(reply.statusCode).toBe(400);
    const { message } = reply.json<{ message: string }>();
    expect(message).toContain('body.answers.served');
    expect(message).toContain('body.answers.weekly');
    const notObject = await post('/api/generate-spine-map', {
      systemBoundary: 'Our team',
      answers: 'all of them',
    });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json<{ message: string }>().message).toContain('body.answers');
  });

  it('proposes whole-map and section refinements and records them', async () => {
    const map = await generate('Boutique consulting practice');
    // Only members read a map by id; the anonymous device that made it shows its claim token.
    const anonymous = { spineMapId: map.id, feedback: 'add Pair consulting to practices' };
    expect((await post('/api/propose-spine-map-refinement', anonymous)).statusCode).toBe(404);
    const whole = await post('/api/propose-spine-map-refinement', {
      ...anonymous,
      claimToken: map.claimToken,
    });
    expect(whole.statusCode).toBe(200);
    const proposal = refinementProposalSchema.parse(whole.json());
    expect(proposal.refinedSpineMap.practices.join(' ')).toMatch(/Pair consulting/i);
    expect(proposal.changes.length).toBeGreaterThan(0);

    const section = await post('/api/propose-spine-map-section-refinement', {
      spineMapId: map.id,
      targetSection: 'values',
      feedback: 'make them more specific',
      claimToken: map.claimToken,
    });
    expect(section.statusCode).toBe(200);
    const types = (await server.app.repos.history.forMap(map.id)).map((entry) => entry.refinementType);
    expect(types).toEqual(expect.arrayContaining(['full', 'values']));
  });

  it('answers 404 for an unknown map and 403 for someone else’s private map', async () => {
    expect(
      (await post('/api/propose-spine-map-refinement', { spineMapId: 'nope', feedback: 'x' })).statusCode,
    ).toBe(404);
    const owner = await registerUser(server.app);
    const secret = await createMap(server.app, owner.cookie, { visibility: 'private' });
    const body = { spineMapId: secret.id, feedback: 'add Daily stand-up to practices' };
    expect((await post('/api/propose-spine-map-refinement', body)).statusCode).toBe(403);
    expect((await post('/api/propose-spine-map-refinement', body, owner.cookie)).statusCode).toBe(200);
    const apply = await post('/api/apply-spine-map-refinement', {
      spineMapId: secret.id,
      refinedSpineMap: { ...secret },
    });
    expect(apply.statusCode).toBe(403);
  });

  it('applies in place for the owner: same id and share link, next revision', async () => {
    const owner = await registerUser(server.app);
    const map = await generate('Software team building a mobile app', owner.cookie);
    const proposal = refinementProposalSchema.parse(
      (
        await post(
          '/api/propose-spine-map-refinement',
          { spineMapId: map.id, feedback: 'add Trunk-based development to practices' },
          owner.cookie,
        )
      ).json(),
    );
    const reply = await post(
      '/api/apply-spine-map-refinement',
      { spineMapId: map.id, refinedSpineMap: proposal.refinedSpineMap },
      owner.cookie,
    );
    expect(reply.statusCode).toBe(200);
    const applied = applyRefinementResponseSchema.parse(reply.json());
    expect(applied.id).toBe(map.id);
    expect(applied.shareId).toBe(map.shareId);
    expect(applied.rev).toBe(map.rev + 1);
    expect(applied.practices).toEqual(proposal.refinedSpineMap.practices);
    expect((await server.app.repos.maps.get(map.id))?.practices).toEqual(proposal.refinedSpineMap.practices);
  });

  it('gives anyone else a new map at a new URL and leaves the original alone', async () => {
    const owner = await registerUser(server.app);
    const map = await generate('Retail store team', owner.cookie);
    // Others read a map by id only when it is public (an unlisted one answers 404 to them).
    await server.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { cookie: owner.cookie },
      payload: { protocolVersion: 1, mutations: [mutation(map.id, map.rev, { visibility: 'public' })] },
    });
    const refined = { ...map, title: 'My copy of the store map' };
    const stranger = await registerUser(server.app);
    for (const [cookie, expectedOwner] of [
      [undefined, null],
      [stranger.cookie, stranger.id],
    ] as const) {
      const reply = await post(
        '/api/apply-spine-map-refinement',
        { spineMapId: map.id, refinedSpineMap: refined },
        cookie,
      );
      expect(reply.statusCode).toBe(200);
      const copy = applyRefinementResponseSchema.parse(reply.json());
      expect(copy.id).not.toBe(map.id);
      expect(copy.shareId).not.toBe(map.shareId);
      expect(copy.title).toBe('My copy of the store map');
      expect(copy.ownerId).toBe(expectedOwner);
      expect(Boolean(copy.claimToken)).toBe(expectedOwner === null);
      const [entry] = await server.app.repos.history.forMap(copy.id);
      expect(entry).toMatchObject({
        type: 'refinement',
        refinementType: 'new-map',
        originalSpineMapId: map.id,
      });
    }
    expect((await server.app.repos.maps.get(map.id))?.title).toBe(map.title);
  });

  it('lists history newest first, filtered by time', async () => {
    const before = new Date().toISOString();
    const map = await generate('Customer success team for a SaaS product');
    const recent = await server.app.repos.history.list({ since: before });
    expect(recent[0]?.spineMapId).toBe(map.id);
    expect(
      await server.app.repos.history.list({ since: new Date(Date.now() + 60_000).toISOString() }),
    ).toEqual([]);
  });

  it('starts a chat session with a greeting and answers from the drafter, keeping the session', async () => {
    const started = await post('/api/chat/new');
    expect(started.statusCode).toBe(200);
    const session = chatNewResponseSchema.parse(started.json());
    // The session belongs to this device: its cookie goes with every message.
    const device = sessionCookie(started.headers['set-cookie'], 'did');
    expect(session.messages).toHaveLength(1);
    expect(session.messages[0]?.role).toBe('assistant');

    const reply = await post(
      '/api/chat',
      {
        sessionId: session.sessionId,
        message: 'What is the difference between values and principles?',
        systemBoundary: '',
      },
      device,
    );
    expect(reply.statusCode).toBe(200);
    const { messages } = chatResponseSchema.parse(reply.json());
    expect(messages.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(messages[2]?.content).toMatch(/principle/i);
    const stored = await server.app.repos.chatSessions.get(
      session.sessionId,
      hashToken(device.slice('did='.length)),
    );
    expect(stored !== 'foreign' && stored?.messages).toHaveLength(3);

    const blank = await post('/api/chat', {
      sessionId: session.sessionId,
      message: '  ',
      systemBoundary: '',
    });
    expect(blank.statusCode).toBe(400);
  });

  it('continues a session the device started offline', async () => {
    const reply = await post('/api/chat', {
      sessionId: 'local-4b1f',
      message: 'suggest practices',
      systemBoundary: 'Our support desk',
    });
    expect(reply.statusCode).toBe(200);
    expect(chatResponseSchema.parse(reply.json()).messages).toHaveLength(3);
  });

  it('limits generations per client with 429', async () => {
    const ip = '10.9.8.7';
    const statuses: number[] = [];
    for (let i = 0; i <= GENERATE_RATE_LIMIT.max; i += 1) {
      statuses.push(
        (await post('/api/generate-spine-map', { systemBoundary: `Team ${i}` }, undefined, ip)).statusCode,
      );
    }
    expect(statuses.slice(0, GENERATE_RATE_LIMIT.max).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another client is not affected.
    expect(
      (await post('/api/generate-spine-map', { systemBoundary: 'Other team' }, undefined, '10.9.8.8'))
        .statusCode,
    ).toBe(201);
  });
});
