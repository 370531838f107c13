import { apiFetch } from '../../api/client';
import {
  feedbackReceiptSchema,
  feedbackSubmissionSchema,
  type FeedbackForm,
  type FeedbackReceipt,
} from '../../../shared/schemas/feedback';

/** The fixed app label every submission carries as `source` (spec §3). */
export const FEEDBACK_SOURCE = 'spine-explorer-web';

/** Adds what the client attaches on send (timestamp, source, page URL, user agent) and POSTs it. */
export async function submitFeedback(form: FeedbackForm): Promise<FeedbackReceipt> {
  const submission = feedbackSubmissionSchema.parse({
    ...form,
    timestamp: new Date().toISOString(),
    source: FEEDBACK_SOURCE,
    url: window.location.href,
    userAgent: navigator.userAgent,
  });
  return feedbackReceiptSchema.parse(await apiFetch('/api/feedback', { method: 'POST', body: submission }));
}
