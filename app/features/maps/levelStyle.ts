import { Compass, Heart, Target, Users, Wrench, type LucideIcon } from 'lucide-react';
import type { LevelId } from '../../../shared/levels';

/** Tailwind classes and icon per level, spelled out in full so Tailwind's scanner sees them. */
export const LEVEL_STYLE: Record<
  LevelId,
  { icon: LucideIcon; dot: string; text: string; soft: string; border: string; hex: string }
> = {
  needs: {
    icon: Target,
    dot: 'bg-needs',
    text: 'text-needs',
    soft: 'bg-needs-soft',
    border: 'border-needs',
    hex: '#b91c1c',
  },
  values: {
    icon: Heart,
    dot: 'bg-values',
    text: 'text-values',
    soft: 'bg-values-soft',
    border: 'border-values',
    hex: '#c2410c',
  },
  principles: {
    icon: Compass,
    dot: 'bg-principles',
    text: 'text-principles',
    soft: 'bg-principles-soft',
    border: 'border-principles',
    hex: '#1d4ed8',
  },
  practices: {
    icon: Users,
    dot: 'bg-practices',
    text: 'text-practices',
    soft: 'bg-practices-soft',
    border: 'border-practices',
    hex: '#15803d',
  },
  tools: {
    icon: Wrench,
    dot: 'bg-tools',
    text: 'text-tools',
    soft: 'bg-tools-soft',
    border: 'border-tools',
    hex: '#7e22ce',
  },
};
