import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatResponseSchema, type ChatMap } from '../../shared/schemas/chat';
import { startFakeOpenAi, type FakeOpenAi } from './fakeOpenAi';
import { startTestServer, type TestServer } from './helpers';

// POST /api/chat with the map on screen: the built-in helper answers from it, a malformed map is a
// 400 naming its fields, no map keeps the old behaviour, and an LLM receives the map in its prompt.

const MAP: ChatMap = {
  title: 'Depot Night Shift',
  systemBoundary: 'Our night shift at the bus depot',
  needs:
    'From the perspective of the morning drivers, the night shift exists to have every bus clean and safe by 5 am so that service starts on time.',
  values: ['Safety: nobody drives a bus we would not ride in', 'Courage: we say the hard thing out loud'],
  principles: ['Fix it once: a fault found twice is a process fault'],
  practices: ['Walk-round check: every bus, every night, against the same list'],
  tools: ['Fault log: every defect with its bus and fix', 'Kettle: boils water for tea'],
};

/** A device cookie as the server hands them out (256 bits, base64url). */
const DEVICE_ID = 'd'.repeat(43);

describe('POST /api/chat with the map on screen, built-in helper', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const chat = (payload: Record<string, unknown>) =>
    server.app.inject({
      method: 'POST',
      url: '/api/chat',
      // One device throughout: a chat session belongs to the device that started it (issue 18).
      cookies: { did: DEVICE_ID },
      payload: { sessionId: 'map-chat', ...payload },
    });

  it('answers from the map it is sent: gaps, and suggestions that are not on it', async () => {
    const gaps = await chat({ message: 'What is missing from our map?', systemBoundary: '', map: MAP });
    expect(gaps.statusCode).toBe(200);
    const answer = chatResponseSchema.parse(gaps.json()).messages.at(-1)?.content ?? '';
    expect(answer).toContain('“Depot Night Shift”');
    expect(answer).toContain('“Kettle”');

    const values = await chat({ message: 'suggest values', systemBoundary: MAP.systemBoundary, map: MAP });
    const suggested = chatResponseSchema.parse(values.json()).messages.at(-1)?.content ?? '';
    expect(suggested).toContain('Your map already has 2 values');
    expect(suggested).not.toMatch(/^- (?:Safety|Courage):/im);
  });

  it('rejects a malformed map with 400 naming the fields', async () => {
    const reply = await chat({
      message: 'suggest tools',
      map: { title: '', values: ['ok', ''], tools: 'Jira', practices: ['x'.repeat(501)] },
    });
    expect(reply.statusCode).toBe(400);
    const { message } = reply.json<{ message: string }>();
    for (const field of [
      'body.map.systemBoundary',
      'body.map.title',
      'body.map.values.1',
      'body.map.tools',
      'body.map.practices.0',
    ]) {
      expect(message).toContain(field);
    }
  });

  it('keeps the old behaviour without a map', async () => {
    const reply = await chat({ message: 'What is missing?', systemBoundary: 'Our night shift' });
    expect(reply.statusCode).toBe(200);
    expect(chatResponseSchema.parse(reply.json()).messages.at(-1)?.content).toMatch(/once one is on screen/);
    const plain = await chat({ message: 'suggest values', systemBoundary: 'Our night shift' });
    expect(chatResponseSchema.parse(plain.json()).messages.at(-1)?.content).toMatch(
      /^Some values for "Our night shift"/,
    );
  });
});

describe('POST /api/chat with the map on screen, OpenAI provider', () => {
  let fake: FakeOpenAi;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakeOpenAi(() => ({ kind: 'content', content: 'Add a value about punctuality.' }));
    server = await startTestServer({
      env: { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'test-key', OPENAI_MODEL: 'fake-model' },
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const chat = (payload: Record<string, unknown>) =>
    server.app.inject({
      method: 'POST',
      url: '/api/chat',
      cookies: { did: DEVICE_ID },
      payload: { sessionId: 'llm-map-chat', ...payload },
    });

  it('sends the map to the model as a delimited data block, with the boundary taken from it', async () => {
    const reply = await chat({ message: 'What is missing?', systemBoundary: '', map: MAP });
    expect(reply.statusCode).toBe(200);
    expect(chatResponseSchema.parse(reply.json()).messages.at(-1)?.content).toBe(
      'Add a value about punctuality.',
    );
    const system = fake.requests[0]?.body.messages?.[0]?.content ?? '';
    expect(system).toContain(`<<<CURRENT_MAP\n${JSON.stringify(MAP, null, 2)}\n>>>`);
    expect(system).toContain(`<<<SYSTEM_BOUNDARY\n${MAP.systemBoundary}\n>>>`);
    expect(system).toMatch(/only items it does not already hold/);
  });

  it('says no map is on screen when none is sent', async () => {
    await chat({ message: 'What are values?', systemBoundary: 'Our night shift' });
    const system = fake.requests[0]?.body.messages?.[0]?.content ?? '';
    expect(system).not.toContain('<<<CURRENT_MAP');
    expect(system).toContain('No map is on screen yet.');
  });
});
