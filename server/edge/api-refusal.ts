import type { Context } from 'hono';
import { domainMessages, type DomainMessageKey } from '#domain/messages.ts';
import { errorBody } from '#domain/provider-errors.ts';
import { getI18n } from '#lib/i18n/get-i18n.ts';
import { apiLocale } from './api-locale';

/** An /api refusal in the error shape, its message in the diner's language. */
export function refuse(c: Context, status: 400 | 404 | 426, key: DomainMessageKey, code: string) {
  return c.json(errorBody(getI18n(apiLocale(c))._(domainMessages[key]), code), status);
}
