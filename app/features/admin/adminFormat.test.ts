import { describe, expect, it } from 'vitest';
import {
  PIE_COLORS,
  formatCount,
  formatLastUsed,
  historyIdLine,
  percentOf,
  pieColor,
  pieLabel,
  prettyResponse,
  routeOf,
  viewsByRoute,
} from './adminFormat';

describe('admin formatting (spec §2, §9)', () => {
  it('separates thousands', () => {
    expect(formatCount(1234567, 'en-US')).toBe('1,234,567');
    expect(formatCount(0, 'en-US')).toBe('0');
  });

  it('shows table percentages to one decimal, 0.0% of nothing', () => {
    expect(percentOf(1, 3)).toBe('33.3%');
    expect(percentOf(2, 3)).toBe('66.7%');
    expect(percentOf(5, 0)).toBe('0.0%');
  });

  it('labels pie slices with the action and a rounded percentage', () => {
    expect(pieLabel('generate', 0.4285)).toBe('generate 43%');
    expect(pieLabel('share', 0.005)).toBe('share 1%');
  });

  it('cycles five colours', () => {
    expect(PIE_COLORS).toHaveLength(5);
    expect(pieColor(5)).toBe(pieColor(0));
    expect(pieColor(7)).toBe(PIE_COLORS[2]);
  });

  it("shows 'Never' for a template never used", () => {
    expect(formatLastUsed(null)).toBe('Never');
    expect(formatLastUsed('2026-11-21T10:00:00.000Z', 'en-US')).toMatch(/11\/2[01]\/2026/);
  });

  it('adds the original map id only when present', () => {
    expect(historyIdLine({ sessionId: 's1', spineMapId: 'm1', originalSpineMapId: null })).toBe(
      'Session: s1 | Spine Map ID: m1',
    );
    expect(historyIdLine({ sessionId: 's1', spineMapId: 'm2', originalSpineMapId: 'm1' })).toBe(
      'Session: s1 | Spine Map ID: m2 | Original: m1',
    );
  });

  it('pretty-prints the response', () => {
    expect(prettyResponse({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});

describe('page views by route', () => {
  it('groups map and share ids under one route label and sums them, most viewed first', () => {
    const stats = [
      { page: '/maps/9ef553fe-0000-4000-8000-000000000001', count: 2 },
      { page: '/maps/9ef553fe-0000-4000-8000-000000000002', count: 3 },
      { page: '/share/AbC_d-123', count: 4 },
      { page: '/share/Zz9?ref=x', count: 1 },
      { page: '/learn', count: 6 },
      { page: '/', count: 1 },
    ];
    expect(viewsByRoute(stats)).toEqual([
      { route: '/learn', count: 6 },
      { route: '/maps/:id', count: 5 },
      { route: '/share/:id', count: 5 },
      { route: '/', count: 1 },
    ]);
    expect(routeOf('/archetypes/scrum')).toBe('/archetypes/:id');
    expect(routeOf('/learn/values')).toBe('/learn/values');
  });

  it('keeps the chart to the most viewed routes', () => {
    const stats = Array.from({ length: 12 }, (_, index) => ({ page: `/p${index}`, count: index + 1 }));
    expect(viewsByRoute(stats, 3).map((row) => row.route)).toEqual(['/p11', '/p10', '/p9']);
  });
});
