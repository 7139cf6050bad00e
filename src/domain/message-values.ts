import { NEW_PASSWORD_MIN_LENGTH } from './account-rules';
import { MAX_RESTAURANTS_PER_PAGE } from './constants';
import { MAX_SPECIAL_REQUESTS_LENGTH } from './contract/booking';
import { MAX_SEARCH_LENGTH, MAX_WITHIN_KM } from './contract/restaurant-filters';
import { MAX_REVIEW_COMMENT_LENGTH } from './contract/review';
import { domainMessages, type DomainMessageKey } from './messages';

/** The limits that validation messages name through a placeholder ({max}, {min}). */
export const MESSAGE_VALUES: Partial<Record<DomainMessageKey, Record<string, unknown>>> = {
  perPageInvalid: { max: MAX_RESTAURANTS_PER_PAGE },
  searchTooLong: { max: MAX_SEARCH_LENGTH },
  withinInvalid: { max: MAX_WITHIN_KM },
  reviewCommentInvalid: { max: MAX_REVIEW_COMMENT_LENGTH },
  specialRequestsTooLong: { max: MAX_SPECIAL_REQUESTS_LENGTH },
  partySizeInvalid: { min: 1, max: 100 },
  newPasswordWeak: { min: NEW_PASSWORD_MIN_LENGTH },
};

export const isDomainMessageKey = (value: string): value is DomainMessageKey => value in domainMessages;

/** A zod issue message read as a domain message key (schemas name keys in their `error:` options). */
export function messageKeyOf(issueMessage: string | undefined): DomainMessageKey {
  return issueMessage && isDomainMessageKey(issueMessage) ? issueMessage : 'badRequest';
}
