import { describe, expect, it } from 'vitest';
import { FEEDBACK_EMAIL_ERROR, FEEDBACK_LIMITS, feedbackFormSchema, feedbackSubmissionSchema } from './feedback';

const valid = {
  type: 'bug',
  title: '  Export button broken  ',
  description: ' Nothing happens when I click it. ',
  timestamp: '2025-03-01T10:00:00.000Z',
  source: 'spine-explorer',
  url: 'https://example.org/generator',
  userAgent: 'Mozilla/5.0',
};

describe('feedbackSubmissionSchema', () => {
  it('trims title and description', () => {
    const parsed = feedbackSubmissionSchema.parse(valid);
    expect(parsed.title).toBe('Export button broken');
    expect(parsed.description).toBe('Nothing happens when I click it.');
  });

  it('rejects a blank title or description', () => {
    expect(feedbackSubmissionSchema.safeParse({ ...valid, title: '   ' }).success).toBe(false);
    expect(feedbackSubmissionSchema.safeParse({ ...valid, description: '\n\t' }).success).toBe(false);
  });

  it('accepts only the feature and bug types', () => {
    expect(feedbackSubmissionSchema.safeParse({ ...valid, type: 'feature' }).success).toBe(true);
    expect(feedbackSubmissionSchema.safeParse({ ...valid, type: 'praise' }).success).toBe(false);
  });

  it('omits an empty email and keeps a valid one trimmed', () => {
    expect(feedbackSubmissionSchema.parse({ ...valid, email: '  ' }).email).toBeUndefined();
    expect(feedbackSubmissionSchema.parse({ ...valid, email: ' a@b.co ' }).email).toBe('a@b.co');
    expect('email' in feedbackSubmissionSchema.parse(valid)).toBe(false);
  });

  it('rejects an invalid email with the spec message', () => {
    for (const email of ['nope', 'a@b', 'a b@c.d', '@b.co']) {
      const result = feedbackFormSchema.safeParse({ type: 'feature', title: 't', description: 'd', email });
      expect(result.success, email).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(FEEDBACK_EMAIL_ERROR);
    }
  });

  it('enforces size limits', () => {
    const long = 'x'.repeat(FEEDBACK_LIMITS.description + 1);
    expect(feedbackSubmissionSchema.safeParse({ ...valid, description: long }).success).toBe(false);
    expect(feedbackSubmissionSchema.safeParse({ ...valid, title: 'x'.repeat(201) }).success).toBe(false);
  });

  it('requires a timestamp, source and url', () => {
    expect(feedbackSubmissionSchema.safeParse({ ...valid, timestamp: 'yesterday' }).success).toBe(false);
    expect(feedbackSubmissionSchema.safeParse({ ...valid, source: '' }).success).toBe(false);
    expect(feedbackSubmissionSchema.safeParse({ ...valid, url: undefined }).success).toBe(false);
  });
});
