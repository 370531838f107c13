import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { createBuiltinProvider } from './builtinProvider';
import { createOpenAiProvider } from './openaiProvider';
import type { AiProvider } from './provider';

export type { AiProvider } from './provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The AI that answers generation, refinement and chat (design §6). */
    ai: AiProvider;
  }
}

/** The provider the configuration asks for: an OpenAI-compatible LLM when one is set, else the built-in drafter. */
export function createAiProvider(config: Config): AiProvider {
  return config.aiProvider === 'openai' ? createOpenAiProvider(config.openai) : createBuiltinProvider();
}

/** Decorates the app with `ai`. */
export function registerAi(app: FastifyInstance, config: Config): void {
  app.decorate('ai', createAiProvider(config));
}
