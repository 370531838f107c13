import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_BATCH_MAX,
  analyticsBatchSchema,
  analyticsPage,
  analyticsSummarySchema,
  templateStatSchema,
  timeRangeSchema,
} from './analytics';

const event = {
  id: '7f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  type: 'page_view',
  page: '/templates',
  sessionId: 'abc_123',
  createdAt: '2025-03-01T10:00:00.000Z',
};

describe('timeRangeSchema', () => {
  it('defaults to 7d and accepts only the four ranges', () => {
    expect(timeRangeSchema.parse(undefined)).toBe('7d');
    expect(timeRangeSchema.parse('90d')).toBe('90d');
    expect(timeRangeSchema.safeParse('2d').success).toBe(false);
  });
});

describe('analyticsSummarySchema', () => {
  it('parses totals and recent actions', () => {
    const summary = {
      totalSessions: 3,
      totalPageViews: 10,
      totalSpineMaps: 2,
      totalTemplateUses: 0,
      recentActions: [{ action: 'generate', page: '/generator', createdAt: '2025-03-01T10:00:00Z' }],
    };
    expect(analyticsSummarySchema.parse(summary)).toEqual(summary);
    expect(analyticsSummarySchema.safeParse({ ...summary, totalSessions: -1 }).success).toBe(false);
  });
});

describe('templateStatSchema', () => {
  it('accepts views as a numeric string and lastUsed as null', () => {
    const stat = templateStatSchema.parse({ templateId: 't1', uses: '4', views: '12', lastUsed: null });
    expect(stat).toEqual({ templateId: 't1', uses: 4, views: 12, lastUsed: null });
  });

  it('rejects views that are not a count', () => {
    for (const views of ['', 'twelve', '-1', '1.5', null, true]) {
      expect(templateStatSchema.safeParse({ templateId: 't', uses: 0, views, lastUsed: null }).success, String(views)).toBe(
        false,
      );
    }
  });
});

describe('analyticsBatchSchema', () => {
  it('accepts each event type with its own field', () => {
    const events = [
      event,
      { ...event, type: 'session_start' },
      { ...event, type: 'action', action: 'export_markdown' },
      { ...event, type: 'template_view', templateId: 'tpl-1' },
      { ...event, type: 'template_use', templateId: 'tpl-1' },
    ];
    expect(analyticsBatchSchema.parse({ events }).events).toHaveLength(5);
  });

  it('rejects an empty or oversized batch', () => {
    expect(analyticsBatchSchema.safeParse({ events: [] }).success).toBe(false);
    const many = Array.from({ length: ANALYTICS_BATCH_MAX + 1 }, () => event);
    expect(analyticsBatchSchema.safeParse({ events: many }).success).toBe(false);
  });

  it('rejects fields that could carry personal data', () => {
    expect(analyticsBatchSchema.safeParse({ events: [{ ...event, email: 'a@b.co' }] }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: [{ ...event, page: '/x?email=a@b.co' }] }).success).toBe(false);
    const freeText = { ...event, type: 'action', action: 'typed my name Ada Lovelace' };
    expect(analyticsBatchSchema.safeParse({ events: [freeText] }).success).toBe(false);
  });

  it('rejects an event without a uuid id or of an unknown type', () => {
    expect(analyticsBatchSchema.safeParse({ events: [{ ...event, id: '1' }] }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: [{ ...event, type: 'click' }] }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: [{ ...event, type: 'template_use' }] }).success).toBe(false);
  });
});

describe('analyticsPage', () => {
  it('drops origin, query and fragment', () => {
    expect(analyticsPage('https://spine.example/generator?refine=abc#top')).toBe('/generator');
    expect(analyticsPage('/catalogue?search=ada')).toBe('/catalogue');
  });

  it('masks share ids', () => {
    expect(analyticsPage('/share/Zx9_secret-Id')).toBe('/share/:shareId');
  });

  it('always yields a path the batch schema accepts', () => {
    for (const input of ['', 'learn', 'http://h', '/a b', '//x?y']) {
      const page = analyticsPage(input);
      expect(analyticsBatchSchema.safeParse({ events: [{ ...event, page }] }).success, input).toBe(true);
    }
  });
});
