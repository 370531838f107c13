import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A small OpenAI-compatible server on 127.0.0.1 for the AI tests (design §6): the real `openai`
// client talks to it over HTTP, so the SDK's request, streaming and error paths all run for real.

/** What the fake does with the next chat-completion request. */
export type FakeReply =
  /** Answers `content` — as one completion, or as SSE chunks when the request asked to stream. */
  | { kind: 'content'; content: string }
  /** Waits `delayMs` before answering (beyond the server's timeout, to test it). */
  | { kind: 'slow'; delayMs: number; content: string }
  /** Fails with an HTTP status, as an overloaded or broken service does. */
  | { kind: 'status'; status: number; message?: string };

/** A request the fake received. */
export interface FakeRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
    response_format?: {
      type: string;
      json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> };
    };
  };
}

/** The running fake. */
export interface FakeOpenAi {
  /** The base URL to give the SDK (…/v1). */
  baseUrl: string;
  /** Every request so far, in order. */
  requests: FakeRequest[];
  /** Queues replies for the next requests, in order; when the queue is empty `fallback` answers. */
  enqueue(...replies: FakeReply[]): void;
  /** Connections the client closed before the fake answered (cancellations). */
  abortedRequests: () => number;
  reset(): void;
  close(): Promise<void>;
}

/** Content chunk size when streaming: small, so progress arrives in many steps. */
const CHUNK = 24;

function completion(model: string, content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function chunk(model: string, delta: Record<string, unknown>, finish: string | null) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
  };
}

async function writeStream(res: ServerResponse, model: string, content: string): Promise<void> {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  send(chunk(model, { role: 'assistant', content: '' }, null));
  for (let i = 0; i < content.length; i += CHUNK) {
    send(chunk(model, { content: content.slice(i, i + CHUNK) }, null));
    // A real tick between chunks, so the reader sees them arrive separately.
    await new Promise((resolve) => setImmediate(resolve));
  }
  send(chunk(model, {}, 'stop'));
  res.end('data: [DONE]\n\n');
}

/** Starts the fake on 127.0.0.1:0. `fallback` answers when nothing is queued. */
export async function startFakeOpenAi(fallback: () => FakeReply): Promise<FakeOpenAi> {
  const requests: FakeRequest[] = [];
  let queue: FakeReply[] = [];
  let aborted = 0;

  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      void (async () => {
        const text = Buffer.concat(parts).toString('utf8');
        const body = (text ? JSON.parse(text) : {}) as FakeRequest['body'];
        requests.push({ path: req.url ?? '', headers: req.headers, body });
        if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
          res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
          return;
        }
        const reply = queue.shift() ?? fallback();
        const model = body.model ?? 'fake-model';
        if (reply.kind === 'status') {
          const message = reply.message ?? `fake failure ${reply.status}`;
          res.writeHead(reply.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message, type: 'server_error', code: null } }));
          return;
        }
        if (reply.kind === 'slow') {
          const gone = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), reply.delayMs);
            res.once('close', () => {
              clearTimeout(timer);
              resolve(true);
            });
          });
          if (gone) {
            aborted += 1;
            return;
          }
        }
        if (body.stream) await writeStream(res, model, reply.content);
        else
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify(completion(model, reply.content)));
      })();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    abortedRequests: () => aborted,
    reset: () => {
      requests.length = 0;
      queue = [];
      aborted = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
