import OpenAI from 'openai';
import type { z } from 'zod';
import type { RefinedSpineMap } from '../../../shared/schemas/refinement';
import type { Config } from '../config';
import { httpError, HttpError } from '../errors';
import { dropNulls, strictJsonSchema } from './jsonSchema';
import {
  chatMessages,
  generationMessages,
  refinementMessages,
  repairPrompt,
  type PromptMessage,
} from './prompts';
import type { AiCallOptions, AiProvider, GenerateOptions } from './provider';
import { aiProposalSchema, generatedContentSchema, stepFromPartialJson } from './schemas';

/** Messages of the 502s the API answers when the LLM fails (shown to the user as they are). */
export const AI_ERRORS = {
  timeout: 'The AI service timed out',
  invalid: (what: string, problems: string) => `The AI service returned an invalid ${what}: ${problems}`,
  unavailable: (cause: string) => `The AI service is unavailable: ${cause}`,
} as const;

/** Status for a call the client abandoned: nobody reads the answer, but it must not look like a 500. */
const CLIENT_CLOSED = 499;

interface StructuredFormat {
  name: string;
  schema: Record<string, unknown>;
}

interface CallOptions extends AiCallOptions {
  format?: StructuredFormat;
  /** Streams the reply, reporting the text received so far. */
  onText?: (textSoFar: string) => void;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; problems: string };

function short(text: string, max = 300): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1)}…`;
}

/** Reads a JSON reply (tolerating a ```json fence) and validates it; problems are phrased for the model and the user. */
export function parseReply<S extends z.ZodType>(text: string, schema: S): Parsed<z.output<S>> {
  const unfenced = text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');
  let json: unknown;
  try {
    json = JSON.parse(unfenced);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'parse error';
    return {
      ok: false,
      problems: unfenced ? `the reply is not valid JSON (${short(reason, 120)})` : 'the reply was empty',
    };
  }
  const result = schema.safeParse(dropNulls(json));
  if (result.success) return { ok: true, value: result.data };
  const problems = result.error.issues
    .slice(0, 6)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'reply'}: ${issue.message}`)
    .join('; ');
  return { ok: false, problems };
}

function toServiceError(error: unknown, timedOut: boolean, clientGone: boolean): HttpError {
  if (error instanceof HttpError) return error;
  if (clientGone) return httpError(CLIENT_CLOSED, 'The request was cancelled');
  if (timedOut || error instanceof OpenAI.APIConnectionTimeoutError) return httpError(502, AI_ERRORS.timeout);
  if (error instanceof OpenAI.APIConnectionError)
    return httpError(502, AI_ERRORS.unavailable('could not connect'));
  if (error instanceof OpenAI.APIError) {
    const detail = error.status ? error.message : `no response (${error.message})`;
    return httpError(502, AI_ERRORS.unavailable(short(detail, 200)));
  }
  const message = error instanceof Error ? error.message : String(error);
  return httpError(502, AI_ERRORS.unavailable(short(message, 200)));
}

/**
 * The `openai` SDK against any OpenAI-compatible endpoint (OpenAI, Ollama, LM Studio, vLLM, …).
 * Structured output with strict JSON schemas derived from the zod schemas; every reply is validated,
 * repaired once, and otherwise turned into a 502 naming the cause. No SDK retries: a slow or failing
 * LLM must fail fast and clearly, and each call has its own deadline.
 */
export function createOpenAiProvider(settings: Config['openai']): AiProvider {
  const client = new OpenAI({
    apiKey: settings.apiKey ?? 'not-needed',
    baseURL: settings.baseUrl ?? 'https://api.openai.com/v1',
    maxRetries: 0,
    timeout: settings.timeoutMs,
  });
  const model = settings.model;

  async function call(messages: PromptMessage[], options: CallOptions): Promise<string> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, settings.timeoutMs);
    const onAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.signal?.aborted) controller.abort();
    const responseFormat = options.format
      ? {
          type: 'json_schema' as const,
          json_schema: { name: options.format.name, strict: true, schema: options.format.schema },
        }
      : undefined;
    try {
      if (options.onText) {
        const stream = await client.chat.completions.create(
          { model, messages, stream: true, ...(responseFormat ? { response_format: responseFormat } : {}) },
          { signal: controller.signal },
        );
        let text = '';
        for await (const chunk of stream) {
          const delta = chunk.choices[0]?.delta?.content;
          if (!delta) continue;
          text += delta;
          options.onText(text);
        }
        return text;
      }
      const completion = await client.chat.completions.create(
        { model, messages, ...(responseFormat ? { response_format: responseFormat } : {}) },
        { signal: controller.signal },
      );
      const message = completion.choices[0]?.message;
      if (message?.refusal) return '';
      return message?.content ?? '';
    } catch (error) {
      throw toServiceError(error, timedOut, options.signal?.aborted === true);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
  }

  /** One call, validated; on failure one repair call with the problems; then a 502. */
  async function structured<S extends z.ZodType>(
    messages: PromptMessage[],
    schema: S,
    format: StructuredFormat,
    what: string,
    options: CallOptions,
  ): Promise<z.output<S>> {
    const first = await call(messages, { ...options, format });
    const parsed = parseReply(first, schema);
    if (parsed.ok) return parsed.value;
    const repair: PromptMessage[] = [
      ...messages,
      { role: 'assistant', content: first },
      { role: 'user', content: repairPrompt(parsed.problems) },
    ];
    // The repair is not streamed: progress already reached its last step on the first reply.
    const second = await call(repair, { signal: options.signal, format });
    const repaired = parseReply(second, schema);
    if (repaired.ok) return repaired.value;
    throw httpError(502, AI_ERRORS.invalid(what, repaired.problems));
  }

  const generationFormat: StructuredFormat = {
    name: 'spine_map',
    schema: strictJsonSchema(generatedContentSchema),
  };
  const proposalFormat: StructuredFormat = {
    name: 'refinement_proposal',
    schema: strictJsonSchema(aiProposalSchema),
  };

  return {
    name: 'openai',
    model,

    async generate(input, options: GenerateOptions = {}) {
      const { onProgress, signal } = options;
      let step = 0;
      const report = (next: number) => {
        if (next > step) {
          step = next;
          onProgress?.(next);
        }
      };
      report(1);
      const content = await structured(
        generationMessages(input),
        generatedContentSchema,
        generationFormat,
        'map',
        {
          signal,
          onText: onProgress ? (text) => report(stepFromPartialJson(text)) : undefined,
        },
      );
      report(5);
      const map: RefinedSpineMap = { ...content, systemBoundary: input.systemBoundary };
      if (input.context) map.context = input.context;
      return map;
    },

    async proposeRefinement(map, feedback, targetSection, options = {}) {
      const proposal = await structured(
        refinementMessages(map, feedback, targetSection),
        aiProposalSchema,
        proposalFormat,
        'proposal',
        {
          signal: options.signal,
        },
      );
      // The boundary is the user's own scope; a model must not quietly redraw it.
      proposal.refinedSpineMap.systemBoundary = map.systemBoundary;
      if (map.context) proposal.refinedSpineMap.context = map.context;
      else delete proposal.refinedSpineMap.context;
      return proposal;
    },

    async chat(messages, about, options = {}) {
      const text = (await call(chatMessages(messages, about), { signal: options.signal })).trim();
      if (!text) throw httpError(502, AI_ERRORS.invalid('reply', 'the reply was empty'));
      return text;
    },
  };
}
