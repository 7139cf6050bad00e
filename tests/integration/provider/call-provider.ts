import { exports } from 'cloudflare:workers';

/** Calls the provider Worker under test, optionally in a diner's language. */
export function callProvider(path: string, init: RequestInit & { locale?: string } = {}): Promise<Response> {
  const { locale, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (locale) headers.set('Accept-Language', locale);
  return exports.default.fetch(new Request(`https://provider.test${path}`, { ...rest, headers }));
}

/** The error body every failure answers with (src/domain/provider-errors.ts `errorBody`). */
export interface ErrorBody {
  errors: string[];
  full_messages: string[];
  code: string;
}
