import { firstErrorMessage } from '#domain/provider-errors.ts';

/** A provider answer that was not 2xx, or no answer at all (status 0: timeout or network). */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
    /** The provider's Retry-After (a limit's 429), passed on to the diner. */
    readonly retryAfter: string | null = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  /** No answer, a timeout, a 5xx or an answer outside the contract: the provider failed, not the request. */
  get isOutage(): boolean {
    return this.status === 0 || this.status >= 500;
  }

  static async fromResponse(response: Response): Promise<ProviderError> {
    const body: unknown = await response.json().catch(() => undefined);
    const code = body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'string' ? (body as { code: string }).code : undefined;
    return new ProviderError(response.status, firstErrorMessage(body) ?? response.statusText, code, response.headers.get('Retry-After'));
  }
}

/** An answer outside the provider contract (a schema it failed): an outage, as the provider failed. */
export const contractViolation = (): ProviderError => new ProviderError(502, 'Provider answered outside the contract', 'contract_violation');
