import { z } from 'zod';
import { lazySchema } from './lazySchema';

/** One request field that failed validation, e.g. `{ path: 'body.title', message: 'Too small…' }`. */
export const apiErrorFieldSchema = lazySchema(() =>
  z.object({
    path: z.string(),
    message: z.string(),
  }),
);
export type ApiErrorField = z.infer<typeof apiErrorFieldSchema>;

/**
 * Every non-2xx JSON body the API sends: the HTTP status text, a message safe to show, and for
 * 400s caused by validation the list of every bad field.
 */
export const apiErrorSchema = lazySchema(() =>
  z.object({
    error: z.string(),
    message: z.string(),
    fields: z.array(apiErrorFieldSchema).optional(),
  }),
);
export type ApiError = z.infer<typeof apiErrorSchema>;
