import { apiErrorSchema } from '../../../shared/schemas/apiError';
import { ApiError } from '../../api/client';

/** The readable part of an API failure: the server's message when the body carries one. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return 'Too many attempts. Please wait a minute and try again.';
    try {
      return apiErrorSchema.parse(JSON.parse(error.bodyText)).message;
    } catch {
      return error.message;
    }
  }
  if (error instanceof TypeError) return 'Could not reach the server. Check your connection and try again.';
  return error instanceof Error ? error.message : fallback;
}
