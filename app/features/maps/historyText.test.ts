import { describe, expect, it } from 'vitest';
import { conflictSentence } from './historyText';

const show = (value: unknown) => String(value);

describe('conflictSentence', () => {
  it('names both authors of a kept conflict', () => {
    expect(
      conflictSentence(
        { keptValue: 'Fast', lostValue: 'Quick', keptActorName: 'alice', lostActorName: 'bob' },
        show,
      ),
    ).toBe('alice’s “Fast” was kept; bob’s “Quick” was replaced.');
  });

  it('speaks of the values when the authors are unknown, and of no kept value for a dropped item', () => {
    expect(
      conflictSentence(
        { keptValue: null, lostValue: 'Item 51', keptActorName: null, lostActorName: null },
        show,
      ),
    ).toBe('The later value was kept; the other value “Item 51” was replaced.');
  });
});
