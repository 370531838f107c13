import { describe, expect, it } from 'vitest';
import { displayNameOf, initialsOf, presenceColour, presenceLevelTitle } from './presence';

/** WCAG relative luminance of an `hsl(H S% L%)` colour. */
function luminance(hsl: string): number {
  const [h, s, l] = (hsl.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number];
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
}

describe('displayNameOf', () => {
  it("shows the email's local part", () => {
    expect(displayNameOf('ana.lopez@example.com')).toBe('ana.lopez');
  });

  it('falls back to the whole text when there is no local part', () => {
    expect(displayNameOf('@example.com')).toBe('@example.com');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('ana.lopez')).toBe('AL');
    expect(initialsOf('mary-jane_watson')).toBe('MJ');
  });

  it('takes two letters of a single word, whole characters only', () => {
    expect(initialsOf('sam')).toBe('SA');
    expect(initialsOf('𝒳avier')).toBe('𝒳A');
  });

  it('never returns an empty string', () => {
    expect(initialsOf('...')).toBe('?');
  });
});

describe('presenceColour', () => {
  it('gives the same user the same colour and different users different ones', () => {
    expect(presenceColour('user-1')).toBe(presenceColour('user-1'));
    const colours = new Set(Array.from({ length: 50 }, (_, i) => presenceColour(`user-${i}`)));
    expect(colours.size).toBeGreaterThan(40);
  });

  it('keeps white initials readable (contrast at least 4.5:1) on every hue', () => {
    for (let i = 0; i < 500; i += 1) {
      const contrast = 1.05 / (luminance(presenceColour(`someone-${i}`)) + 0.05);
      expect(contrast).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('presenceLevelTitle', () => {
  it('names the boundary and the levels as the editor does', () => {
    expect(presenceLevelTitle('boundary')).toBe('System boundary');
    expect(presenceLevelTitle('values')).toBe('Values');
  });
});
