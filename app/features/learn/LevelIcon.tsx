import { Compass, Heart, Target, Users, Wrench, type LucideProps } from 'lucide-react';
import type { LevelId } from '../../../shared/levels';

// shared/levels.ts names the icon; this is the one place the name becomes a component.
const ICONS = { needs: Target, values: Heart, principles: Compass, practices: Users, tools: Wrench } as const;

/** A level's lucide icon (decorative: the level's name is always written beside it). */
export function LevelIcon({ level, ...props }: LucideProps & { level: LevelId }) {
  const Icon = ICONS[level];
  return <Icon aria-hidden="true" focusable="false" {...props} />;
}
