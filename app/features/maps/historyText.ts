import type { StoredConflict } from '../../../shared/schemas/mapHistory';

/**
 * A kept conflict in words, naming both authors when known (issue 10):
 * 'Alice’s “Fast” was kept; Bob’s “Quick” was replaced.' Unknown authors (older conflicts, deleted
 * accounts) read as 'The later value' and 'the other value'.
 */
export function conflictSentence(
  conflict: Pick<StoredConflict, 'keptValue' | 'lostValue' | 'keptActorName' | 'lostActorName'>,
  show: (value: unknown) => string,
): string {
  const kept = conflict.keptActorName ? `${conflict.keptActorName}’s` : 'The later value';
  const lost = conflict.lostActorName ? `${conflict.lostActorName}’s` : 'the other value';
  const keptValue = conflict.keptValue === null ? '' : ` “${show(conflict.keptValue)}”`;
  return `${kept}${keptValue} was kept; ${lost} “${show(conflict.lostValue)}” was replaced.`;
}
