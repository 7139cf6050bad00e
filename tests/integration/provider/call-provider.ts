import { exports } from 'cloudflare:workers';
import { signedProviderRequest } from '#tests/integration/signed-provider-request.ts';
import { providerEnv } from './seed-database';

let calls = 0;
/**
 * The address a test call comes from unless it names one: a new one per call, as many diners would be,
 * so the per-client limits hold back only the tests that mean to reach them (they name their own).
 */
export const testClientIp = () => `198.18.${(++calls >> 8) & 255}.${calls & 255}`;
/**
 * Tests name the diner's address in this header; callProvider moves it into the signed service assertion,
 * as the edge does with CF-Connecting-IP. The provider itself reads no header for it (a test proves that).
 */
export const TEST_CLIENT_IP_HEADER = 'X-Client-IP';

export interface ProviderCallInit extends RequestInit {
  locale?: string;
  /** The booking site the diner is on (the assertion's site origin); none by default. */
  siteOrigin?: string | null;
}

/** Calls the provider Worker under test as the app's edge does, optionally in a diner's language. */
export async function callProvider(path: string, init: ProviderCallInit = {}): Promise<Response> {
  const { locale, siteOrigin = null, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (locale) headers.set('Accept-Language', locale);
  const clientIp = headers.get(TEST_CLIENT_IP_HEADER) ?? testClientIp();
  headers.delete(TEST_CLIENT_IP_HEADER);
  const request = await signedProviderRequest(`https://provider.test${path}`, { ...rest, headers }, { clientIp, siteOrigin }, providerEnv.SERVICE_KEYS);
  return exports.default.fetch(request);
}

/** The error body every failure answers with (src/domain/provider-errors.ts `errorBody`). */
export interface ErrorBody {
  errors: string[];
  full_messages: string[];
  code: string;
}
