import type { ChatMessage, ChatRequest } from '../../../shared/schemas/chat';
import type { GenerateRequest } from '../../../shared/schemas/generate';
import type { AiProvider as AiProviderName } from '../../../shared/schemas/health';
import type { RefinedSpineMap, RefinementProposal, TargetSection } from '../../../shared/schemas/refinement';

/** The generator's five progress steps (spec §2), 1-based as the UI counts them. */
export const GENERATION_STEP_COUNT = 5;

/** Cancellation and progress for one AI call. */
export interface AiCallOptions {
  /** Aborted when the client goes away; the provider stops work and rejects. */
  signal?: AbortSignal;
}

/** Generation also reports which of the five steps it has reached (monotonic, 1–5). */
export interface GenerateOptions extends AiCallOptions {
  onProgress?: (step: number) => void;
}

/**
 * One interface for every AI (design §6): the built-in drafter or an OpenAI-compatible LLM. Every
 * method returns a value that passed the shared zod schema, or rejects with an HttpError (502 with
 * a message naming the cause) — never an invalid map.
 */
export interface AiProvider {
  readonly name: AiProviderName;
  /** The LLM's model name; null for the built-in drafter. */
  readonly model: string | null;
  /**
   * Drafts the map content for a boundary, using the answers to the generator's questions when given.
   * systemBoundary and context are the caller's, verbatim; only the built-in drafter appends a note to
   * the context when the input is not English (it cannot read it).
   */
  generate(input: GenerateRequest, options?: GenerateOptions): Promise<RefinedSpineMap>;
  /** Proposes changes to the whole map, or to one section when `targetSection` is given. */
  proposeRefinement(
    map: RefinedSpineMap,
    feedback: string,
    targetSection?: TargetSection,
    options?: AiCallOptions,
  ): Promise<RefinementProposal>;
  /** Answers the last user message of a chat about the Spine Model, the user's boundary and the map on screen. */
  chat(messages: readonly ChatMessage[], about: ChatAbout, options?: AiCallOptions): Promise<string>;
}

/** What a chat is about: the generator's boundary, and the map on screen when there is one. */
export type ChatAbout = Pick<ChatRequest, 'systemBoundary' | 'map'>;

/** How history records which provider answered: `builtin` or `openai:{model}`. */
export function providerMethod(provider: AiProvider): string {
  return provider.model ? `${provider.name}:${provider.model}` : provider.name;
}
