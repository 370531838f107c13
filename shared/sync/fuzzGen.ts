import type { SpineMapContent } from '../schemas/spineMap';
import { LIST_LEVEL_IDS } from '../levels';

// Seeded generators for the sync property tests: deterministic, so a failing seed reproduces.

/** A seeded PRNG (mulberry32) returning floats in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Small helpers over one PRNG. */
export interface Gen {
  random: () => number;
  int: (max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
  /** A number no earlier call on this generator returned, for unique item names. */
  nextId: () => number;
}

/** Wraps a seed in the helpers the generators use. */
export function createGen(seed: number): Gen {
  const random = createRandom(seed);
  const int = (max: number) => Math.floor(random() * max);
  let serial = 0;
  return {
    nextId: () => (serial += 1),
    random,
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p: number) => random() < p,
  };
}

const NAMES = [
  'Speed',
  'Safety',
  'Focus',
  'Clarity',
  'Trust',
  'Flow',
  'Learning',
  'Quality',
  'Autonomy',
  'Cost',
];
const DETAILS = [
  'ship weekly',
  'no surprises',
  'one goal',
  'small steps',
  'measure it',
  'talk daily',
  'automate',
];

/** A list item that no other call returns: a distinct name, sometimes with a detail. */
export function freshItem(gen: Gen): string {
  const name = `${gen.pick(NAMES)} ${gen.nextId()}`;
  return gen.chance(0.7) ? `${name}: ${gen.pick(DETAILS)}` : name;
}

/** A random valid map content with short lists. */
export function randomContent(gen: Gen): SpineMapContent {
  const list = () => Array.from({ length: gen.int(6) }, () => freshItem(gen));
  const content: SpineMapContent = {
    title: `Map ${gen.int(1000)}`,
    systemBoundary: `Boundary ${gen.int(1000)}`,
    needs: `Needs ${gen.int(1000)}`,
    values: list(),
    principles: list(),
    practices: list(),
    tools: list(),
    visibility: gen.pick(['private', 'unlisted', 'public'] as const),
  };
  if (gen.chance(0.5)) content.context = `Context ${gen.int(1000)}`;
  if (gen.chance(0.5)) content.industry = gen.pick(['Retail', 'Fintech', 'Health']);
  return content;
}

/** How a random edit may touch lists: only add items, or also remove, edit and reorder. */
export type ListEditMode = 'add-only' | 'any';

/** Edits a list the way a person would: add, remove, edit the detail of, or move items. */
export function editList(gen: Gen, items: readonly string[], mode: ListEditMode): string[] {
  const next = [...items];
  const steps = 1 + gen.int(3);
  for (let step = 0; step < steps; step += 1) {
    const action = mode === 'add-only' ? 'add' : gen.pick(['add', 'remove', 'edit', 'move'] as const);
    const at = gen.int(next.length + 1);
    if (action === 'add' || next.length === 0) next.splice(at, 0, freshItem(gen));
    else if (action === 'remove') next.splice(at % next.length, 1);
    else if (action === 'edit') {
      const index = at % next.length;
      const name = (next[index] ?? '').split(':')[0] ?? '';
      next[index] = `${name}: edited ${gen.int(1e6)}`;
    } else {
      const [moved] = next.splice(at % next.length, 1);
      if (moved !== undefined) next.splice(gen.int(next.length + 1), 0, moved);
    }
  }
  return next;
}

/** A concurrent edit of a map: a few scalars and/or lists changed. */
export function randomEdit(
  gen: Gen,
  content: SpineMapContent,
  mode: ListEditMode,
  scalars = true,
): SpineMapContent {
  const next: SpineMapContent = { ...content };
  for (const field of LIST_LEVEL_IDS) if (gen.chance(0.5)) next[field] = editList(gen, content[field], mode);
  if (scalars) {
    if (gen.chance(0.4)) next.title = `Title ${gen.int(1e6)}`;
    if (gen.chance(0.3)) next.needs = `Needs ${gen.int(1e6)}`;
    if (gen.chance(0.2)) next.visibility = gen.pick(['private', 'unlisted', 'public'] as const);
    if (gen.chance(0.2)) {
      if (next.context === undefined) next.context = `Context ${gen.int(1e6)}`;
      else delete next.context;
    }
  }
  return next;
}
