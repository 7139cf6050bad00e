import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { domainMessages, type DomainMessageKey } from '#domain/messages.ts';

/** An answer the provider means to give: a status, a machine code and a message translated per diner. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly messageKey: DomainMessageKey,
    readonly values?: Record<string, unknown>,
  ) {
    super(domainMessages[messageKey].message);
    this.name = 'ApiError';
  }
}

export const isDomainMessageKey = (value: string): value is DomainMessageKey => value in domainMessages;

/** A refusal to try again later (429): the answer carries Retry-After. */
export class RetryLaterError extends ApiError {
  constructor(
    code: string,
    messageKey: DomainMessageKey,
    readonly retryAfterSeconds: number,
    values?: Record<string, unknown>,
  ) {
    super(429, code, messageKey, values);
    this.name = 'RetryLaterError';
  }
}
