import type { GenerateRequest } from '../../../shared/schemas/generate';

/** The five progress steps of a generation (spec §2), in order. */
export const GENERATION_STEPS = [
  'Defining system boundaries',
  'Finding your main goals',
  'Identifying what matters most',
  'Mapping how you work',
  'Suggesting helpful tools',
] as const;

/** Spec §8: shown in the error card when the failure has no message of its own. */
export const GENERATION_FAILED_MESSAGE = 'Failed to generate spine map. Please try again.';

/** Spec §9: the progress panel opens this long after a generation succeeds. */
export const PROGRESS_OPEN_DELAY_MS = 1500;

/** Where a generation is (spec §4): Ready → Generating → Complete, or an error with progress back at 0. */
export type GenerationStatus = 'ready' | 'generating' | 'complete' | 'error';

/** The generator's progress state. `step` is 0 (none) to 5 (all ticked). */
export interface GeneratorState {
  status: GenerationStatus;
  step: number;
  error: string | null;
  progressOpen: boolean;
}

/** What can happen to the progress state. */
export type GeneratorAction =
  | { type: 'start' }
  | { type: 'progress'; step: number }
  | { type: 'complete' }
  | { type: 'fail'; message?: string }
  | { type: 'openProgress' }
  | { type: 'toggleProgress' }
  | { type: 'applied' }
  | { type: 'applyFailed' };

/** The state before anything has been generated. */
export const initialGeneratorState: GeneratorState = {
  status: 'ready',
  step: 0,
  error: null,
  progressOpen: false,
};

const LAST_STEP = GENERATION_STEPS.length;

/** The generator's progress reducer (pure, so the spec's transitions are tested without a browser). */
export function generatorReducer(state: GeneratorState, action: GeneratorAction): GeneratorState {
  switch (action.type) {
    case 'start':
      // Spec §4: the step indicator starts at 1.
      return { status: 'generating', step: 1, error: null, progressOpen: false };
    case 'progress':
      if (state.status !== 'generating') return state;
      return { ...state, step: Math.min(LAST_STEP, Math.max(state.step, Math.trunc(action.step))) };
    case 'complete':
      return { ...state, status: 'complete', step: LAST_STEP, error: null };
    case 'fail':
      return {
        status: 'error',
        step: 0,
        error: action.message?.trim() || GENERATION_FAILED_MESSAGE,
        progressOpen: false,
      };
    case 'openProgress':
      return { ...state, progressOpen: true };
    case 'toggleProgress':
      return { ...state, progressOpen: !state.progressOpen };
    case 'applied':
      // Spec §4: after approve & apply the progress panel is shown.
      return { status: 'complete', step: LAST_STEP, error: null, progressOpen: true };
    case 'applyFailed':
      // Spec §8: apply failure resets progress to 0.
      return { ...state, step: 0 };
  }
}

/** The generator form as typed. */
export interface GeneratorForm {
  systemBoundary: string;
  context: string;
  currentTools: string;
}

/** Spec §5: Generate is disabled while the boundary is blank after trimming or a generation runs. */
export function canGenerate(form: GeneratorForm, status: GenerationStatus): boolean {
  return form.systemBoundary.trim() !== '' && status !== 'generating';
}

/** Spec §5: the request with every field trimmed and empty context and tools omitted. */
export function toGenerateRequest(form: GeneratorForm): GenerateRequest {
  const request: GenerateRequest = { systemBoundary: form.systemBoundary.trim() };
  const context = form.context.trim();
  const currentTools = form.currentTools.trim();
  if (context) request.context = context;
  if (currentTools) request.currentTools = currentTools;
  return request;
}

/** Spec §5: refinement feedback must be non-blank after trimming (and no proposal may be running). */
export function canPropose(feedback: string, proposing: boolean): boolean {
  return feedback.trim() !== '' && !proposing;
}
