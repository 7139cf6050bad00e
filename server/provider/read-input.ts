import type { z } from 'zod';
import { MAX_RESTAURANTS_PER_PAGE } from '../../src/domain/constants';
import { MAX_SEARCH_LENGTH, MAX_WITHIN_KM } from '../../src/domain/contract/restaurant-filters';
import { MAX_REVIEW_COMMENT_LENGTH } from '../../src/domain/contract/review';
import { MAX_SPECIAL_REQUESTS_LENGTH } from '../../src/domain/contract/booking';
import type { DomainMessageKey } from '../../src/domain/messages';
import { ApiError, isDomainMessageKey } from './api-error';

// The limits that validation messages name through a {max} placeholder.
const MESSAGE_VALUES: Partial<Record<DomainMessageKey, Record<string, unknown>>> = {
  perPageInvalid: { max: MAX_RESTAURANTS_PER_PAGE },
  searchTooLong: { max: MAX_SEARCH_LENGTH },
  withinInvalid: { max: MAX_WITHIN_KM },
  reviewCommentInvalid: { max: MAX_REVIEW_COMMENT_LENGTH },
  specialRequestsTooLong: { max: MAX_SPECIAL_REQUESTS_LENGTH },
  partySizeInvalid: { min: 1, max: 100 },
};

/**
 * Validates request input before anything is read or written. A schema may name a message of
 * src/domain/messages.ts as its issue message (e.g. `{ error: 'pageInvalid' }`); anything else reads
 * as the generic bad-request message.
 */
export function readInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = issue && isDomainMessageKey(issue.message) ? issue.message : 'badRequest';
  throw new ApiError(400, 'invalid_request', key, MESSAGE_VALUES[key]);
}
