import type { Context } from 'hono';
import { domainMessages, type DomainMessageKey } from '../../src/domain/messages';
import { errorBody } from '../../src/domain/provider-errors';
import { getI18n } from '../../src/lib/i18n/get-i18n';
import { apiLocale } from './api-locale';

/** An /api refusal in the error shape, its message in the diner's language. */
export function refuse(c: Context, status: 400 | 404, key: DomainMessageKey, code: string) {
  return c.json(errorBody(getI18n(apiLocale(c))._(domainMessages[key]), code), status);
}
