import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { domainMessages, type DomainMessageKey } from '../../src/domain/messages';

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
