import { describe, expect, it } from 'vitest';
import { draftSpineMap } from './draft';
import { DRAFTED_IN_ENGLISH, isLikelyEnglish } from './language';

describe('isLikelyEnglish', () => {
  it.each([
    'Our customer support team',
    'Café team for our neighbourhood',
    'Design team in Zürich and München',
    'Sales team in Los Angeles',
    'x',
    '🚀',
    'Verkaufsteam',
  ])('reads "%s" as English or too short to tell', (text) => expect(isLikelyEnglish(text)).toBe(true));

  it.each([
    'Bäckerei für Familien',
    'Équipe de développement à Montréal — 5 personnes',
    'Equipo de ventas para clientes en Madrid',
    'Wir sind ein Team',
    '東京のソフトウェア開発チーム',
    'Команда поддержки клиентов',
  ])('reads "%s" as not English', (text) => expect(isLikelyEnglish(text)).toBe(false));
});

describe('drafting from input that is not English', () => {
  it('says on the map that it was drafted in English, after the user’s own context', () => {
    // Issue 16: a boundary the drafter cannot place also gets the note that asks what it is.
    expect(draftSpineMap({ systemBoundary: 'Bäckerei für Familien' }).context).toMatch(
      new RegExp(`^${DRAFTED_IN_ENGLISH.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    const withContext = draftSpineMap({
      systemBoundary: 'Bäckerei für Familien',
      context: 'zwölf Leute, zwei Läden',
    });
    expect(withContext.context?.startsWith(`zwölf Leute, zwei Läden\n\n${DRAFTED_IN_ENGLISH}`)).toBe(true);
  });

  it('keeps the title and the system’s name exactly as written', () => {
    const map = draftSpineMap({ systemBoundary: 'Bäckerei für Familien in Köln' });
    expect(map.title).toBe('Bäckerei für Familien in Köln');
    expect(map.needs).toContain('the system “Bäckerei für Familien in Köln”');
    expect(draftSpineMap({ systemBoundary: '東京のソフトウェア開発チーム' }).title).toBe(
      '東京のソフトウェア開発チーム',
    );
  });

  it('adds nothing to an English map', () => {
    expect(draftSpineMap({ systemBoundary: 'Our retail store team' }).context).toBeUndefined();
    expect(draftSpineMap({ systemBoundary: 'Our retail store team', context: 'two shops' }).context).toBe(
      'two shops',
    );
  });
});
