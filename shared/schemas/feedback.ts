import { z } from 'zod';
import { lazySchema } from './lazySchema';

/** Size limits for a feedback submission: generous for prose, small enough to store and mail. */
export const FEEDBACK_LIMITS = {
  title: 200,
  description: 5000,
  email: 254,
  source: 100,
  url: 2048,
  userAgent: 1000,
} as const;

/** The spec's simple e-mail rule (§5): non-space text, an @, and a domain with a dot. */
export const FEEDBACK_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Shown live and on submit when the optional e-mail does not look like one (spec §5, §8). */
export const FEEDBACK_EMAIL_ERROR = 'Please enter a valid email address';

/** The two kinds of feedback the dialog offers. */
export const feedbackTypeSchema = lazySchema(() => z.enum(['feature', 'bug']));
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;

/** The optional e-mail: trimmed, and an empty field counts as not given (spec §5 omits it). */
export const feedbackEmailSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .max(FEEDBACK_LIMITS.email)
    .refine((value) => value === '' || FEEDBACK_EMAIL_PATTERN.test(value), FEEDBACK_EMAIL_ERROR)
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
);

/** What the person fills in; title and description must be non-blank after trimming. */
export const feedbackFormSchema = lazySchema(() =>
  z.object({
    type: feedbackTypeSchema,
    title: z.string().trim().min(1).max(FEEDBACK_LIMITS.title),
    description: z.string().trim().min(1).max(FEEDBACK_LIMITS.description),
    email: feedbackEmailSchema,
  }),
);
export type FeedbackForm = z.infer<typeof feedbackFormSchema>;

/** The body of POST /api/feedback: the form plus what the client adds on send (spec §3). */
export const feedbackSubmissionSchema = lazySchema(() =>
  feedbackFormSchema.extend({
    timestamp: z.iso.datetime({ offset: true }),
    source: z.string().trim().min(1).max(FEEDBACK_LIMITS.source),
    url: z.string().trim().min(1).max(FEEDBACK_LIMITS.url),
    userAgent: z.string().trim().max(FEEDBACK_LIMITS.userAgent),
  }),
);
export type FeedbackSubmission = z.infer<typeof feedbackSubmissionSchema>;

/** The reply to POST /api/feedback; the spec shows no fields, so only an id is promised. */
export const feedbackReceiptSchema = lazySchema(() => z.object({ id: z.string().min(1) }).loose());
export type FeedbackReceipt = z.infer<typeof feedbackReceiptSchema>;

/**
 * What the client POSTs: a submission plus the id the device gave it when queued, so the server
 * stores a re-sent item once (offline queue, lost reply).
 */
export const feedbackRequestSchema = lazySchema(() =>
  feedbackSubmissionSchema.extend({ clientId: z.uuid().optional() }),
);
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
