import type { Context } from 'hono';
import { domainMessages } from '#domain/messages.ts';
import { errorBody } from '#domain/provider-errors.ts';
import { getI18n } from '#lib/i18n/get-i18n.ts';
import { apiLocale } from './api-locale';
import type { ProviderError } from './provider-error';

/** How long diners, browsers and crawlers are asked to wait before trying again while the provider is down. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

/**
 * The API's answer when the provider failed, in the spec's error shape: 503 with Retry-After when nobody
 * answered in time (or the provider said 503 itself), 502 when it answered something broken.
 */
export function providerOutageAnswer(c: Context, error: ProviderError): Response {
  console.error('provider outage', c.req.method, c.req.path, error.status, error.code, error.message);
  const body = errorBody(getI18n(apiLocale(c))._(domainMessages.providerUnavailable), 'provider_unavailable');
  if (error.status === 0 || error.status === 503) return c.json(body, 503, { 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS) });
  return c.json(body, 502);
}
