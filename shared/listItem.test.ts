import { describe, expect, it } from 'vitest';
import { parseListItem } from './listItem';
import { seededRandom } from './seededRandom';

const ALPHABET = ['a', 'Z', '7', ' ', ' ', ':', '-', '–', '/', '\t', '\n', 'é', '🚀', '#', '*', '.', 'ß', ' '];

function randomText(next: () => number, maxLength: number): string {
  const length = Math.floor(next() * maxLength);
  let text = '';
  for (let i = 0; i < length; i++) text += ALPHABET[Math.floor(next() * ALPHABET.length)];
  return text;
}

describe('parseListItem', () => {
  it.each([
    ['Speed: ship small changes often', { name: 'Speed', detail: 'ship small changes often' }],
    ['Speed - ship small changes often', { name: 'Speed', detail: 'ship small changes often' }],
    ['Speed – ship often', { name: 'Speed', detail: 'ship often' }],
    ['  Speed  :   fast  ', { name: 'Speed', detail: 'fast' }],
    ['Jira', { name: 'Jira' }],
  ])('splits %j', (text, expected) => {
    expect(parseListItem(text)).toEqual(expected);
  });

  it('splits at the first separator only', () => {
    expect(parseListItem('Review: weekly - with the team: all')).toEqual({
      name: 'Review',
      detail: 'weekly - with the team: all',
    });
    expect(parseListItem('Review - weekly: with the team')).toEqual({ name: 'Review', detail: 'weekly: with the team' });
  });

  it('does not split URLs, times or hyphenated words', () => {
    expect(parseListItem('https://example.org/path')).toEqual({ name: 'https://example.org/path' });
    expect(parseListItem('Standup at 10:30')).toEqual({ name: 'Standup at 10:30' });
    expect(parseListItem('follow-up calls')).toEqual({ name: 'follow-up calls' });
    expect(parseListItem('Docs: see https://x.org at 10:30')).toEqual({ name: 'Docs', detail: 'see https://x.org at 10:30' });
  });

  it('gives no detail when the detail is empty', () => {
    expect(parseListItem('Speed:')).toEqual({ name: 'Speed' });
    expect(parseListItem('Speed:   ')).toEqual({ name: 'Speed' });
    expect(parseListItem('Speed - ')).toEqual({ name: 'Speed' });
  });

  it('does not treat a leading separator as one', () => {
    expect(parseListItem(': detail')).toEqual({ name: ': detail' });
    expect(parseListItem('- bullet text')).toEqual({ name: '- bullet text' });
    expect(parseListItem(': a: b')).toEqual({ name: ': a', detail: 'b' });
  });

  it('handles empty, symbol-only, unicode and emoji input', () => {
    expect(parseListItem('')).toEqual({ name: '' });
    expect(parseListItem('   \n\t ')).toEqual({ name: '' });
    expect(parseListItem(':')).toEqual({ name: ':' });
    expect(parseListItem(' - ')).toEqual({ name: '-' });
    expect(parseListItem('::: --- ***')).toEqual({ name: '::', detail: '--- ***' });
    expect(parseListItem('🚀 Launch: 🎉 party')).toEqual({ name: '🚀 Launch', detail: '🎉 party' });
    expect(parseListItem('Qualität – Übersicht')).toEqual({ name: 'Qualität', detail: 'Übersicht' });
    expect(parseListItem('日本語：テスト')).toEqual({ name: '日本語：テスト' });
  });

  it('handles very long input', () => {
    const name = 'n'.repeat(50_000);
    const detail = 'd'.repeat(50_000);
    expect(parseListItem(`${name}: ${detail}`)).toEqual({ name, detail });
    expect(parseListItem(name)).toEqual({ name });
  });

  it('keeps its invariants on random input', () => {
    for (let seed = 1; seed <= 3000; seed++) {
      const text = randomText(seededRandom(seed), 40);
      const { name, detail } = parseListItem(text);
      const context = `seed ${seed}: ${JSON.stringify(text)}`;
      expect(name, context).toBe(name.trim());
      expect(text.trim().startsWith(name), context).toBe(true);
      // The name holds no separator of its own that has something after it.
      expect(parseListItem(name).detail, context).toBeUndefined();
      if (detail === undefined) {
        // Either nothing was split off, or only a trailing separator with nothing after it.
        expect(['', ':', '-', '–'], context).toContain(text.trim().slice(name.length).trim());
        continue;
      }
      expect(detail, context).toBe(detail.trim());
      expect(detail, context).not.toBe('');
      expect(name, context).not.toBe('');
      expect(text.trim().endsWith(detail), context).toBe(true);
      // Writing the parts back parses the same.
      expect(parseListItem(`${name}: ${detail}`), context).toEqual({ name, detail });
    }
  });

  it('parses what it is given as name and detail back into the same parts', () => {
    const next = seededRandom(42);
    for (let i = 0; i < 2000; i++) {
      const name = parseListItem(randomText(next, 20)).name;
      const detail = randomText(next, 30).trim();
      if (name === '' || detail === '') continue;
      expect(parseListItem(`${name}: ${detail}`), JSON.stringify([name, detail])).toEqual({ name, detail });
    }
  });
});
