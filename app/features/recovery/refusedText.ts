import { levelById, type ListLevelId } from '../../../shared/levels';
import type { MapOp } from '../../../shared/schemas/mapOps';

const FIELD_NAMES: Readonly<Record<string, string>> = {
  title: 'the title',
  systemBoundary: 'the system boundary',
  context: 'the context',
  needs: 'needs',
  industry: 'the industry',
  teamSize: 'the team size',
  visibility: 'who can see it',
};

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** What refused operations did, in a short sentence: "changed the title; added 2 items to Values". */
export function refusedText(ops: readonly MapOp[], levelOf: (itemId: string) => ListLevelId | null): string {
  const parts: string[] = [];
  const fields = [...new Set(ops.flatMap((op) => (op.type === 'set' ? [op.field] : [])))];
  if (fields.length > 0) parts.push(`changed ${fields.map((field) => FIELD_NAMES[field] ?? `"${field}"`).join(', ')}`);
  const tally = (type: MapOp['type'], verb: string, preposition: string) => {
    const byLevel = new Map<ListLevelId, number>();
    for (const op of ops) {
      if (op.type !== type) continue;
      const level = op.type === 'add' ? op.level : 'item' in op ? levelOf(op.item) : null;
      if (level) byLevel.set(level, (byLevel.get(level) ?? 0) + 1);
    }
    for (const [level, n] of byLevel) parts.push(`${verb} ${count(n, 'item')} ${preposition} ${levelById(level).title}`);
  };
  tally('add', 'added', 'to');
  tally('text', 'edited', 'in');
  tally('remove', 'removed', 'from');
  tally('move', 'moved', 'in');
  if (ops.some((op) => op.type === 'delete')) parts.push('moved the map to Trash');
  if (ops.some((op) => op.type === 'restore')) parts.push('restored the map from Trash');
  return parts.length > 0 ? `${parts.join('; ')}.` : '';
}
