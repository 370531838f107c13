import type { LevelId } from '../../../shared/levels';

/** Tailwind classes per level, spelled out in full so Tailwind's scanner finds them. */
export const LEVEL_STYLES: Record<
  LevelId,
  { text: string; soft: string; border: string; bar: string; ring: string }
> = {
  needs: {
    text: 'text-needs',
    soft: 'bg-needs-soft',
    border: 'border-needs',
    bar: 'bg-needs-bright',
    ring: 'ring-needs/30',
  },
  values: {
    text: 'text-values',
    soft: 'bg-values-soft',
    border: 'border-values',
    bar: 'bg-values-bright',
    ring: 'ring-values/30',
  },
  principles: {
    text: 'text-principles',
    soft: 'bg-principles-soft',
    border: 'border-principles',
    bar: 'bg-principles-bright',
    ring: 'ring-principles/30',
  },
  practices: {
    text: 'text-practices',
    soft: 'bg-practices-soft',
    border: 'border-practices',
    bar: 'bg-practices-bright',
    ring: 'ring-practices/30',
  },
  tools: {
    text: 'text-tools',
    soft: 'bg-tools-soft',
    border: 'border-tools',
    bar: 'bg-tools-bright',
    ring: 'ring-tools/30',
  },
};
