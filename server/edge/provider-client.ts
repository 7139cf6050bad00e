import type { z } from 'zod';
import { bodyHashOf, SERVICE_ASSERTION_HEADER, signServiceAssertion, type ServiceCall } from '#crypto/service-assertion.ts';
import type { Locale } from '#domain/locales.ts';
import type { AppEnv } from './env';
import { contractViolation, ProviderError } from './provider-error';

/** Header that carries the signed-in member's token to the provider (spec §7). */
export const MEMBER_TOKEN_HEADER = 'X-Member-Token';

// Only these provider paths may be called from the app; anything else is refused before it leaves.
const ALLOWED_PATHS: readonly RegExp[] = [
  /^\/health$/,
  /^\/public\/project_configs\/[a-z0-9_-]+(\/(imgs|verify_options|seo_info))?$/,
  /^\/public\/access_codes\/[a-z0-9_-]+$/,
  /^\/public\/projects\/[a-z0-9_-]+\/regions$/,
  /^\/[a-z0-9_-]+\/regions(\/\d+\/(restaurants(\/query_params)?|collections))?$/,
  /^\/[a-z0-9_-]+\/collections\/\d+$/,
  /^\/[a-z0-9_-]+\/deals(\/\d+)?$/,
  /^\/public\/restaurants\/\d+(\/(reviews|last_available_time_slots_by_date|booking_conditions|block_justifications|booking_availability|books|group_requests|vouchers|redeems|slots\/live))?$/,
  /^\/public\/booking_restricts\/explain$/,
  /^\/public\/books\/(lookup|\d+(\/(operational|no_show_appeal|orders\/\d+\/(card_session|three_ds|pay)))?)$/,
  /^\/staff\/(auth\/(sign_in|sign_out)|bookings(\/\d+\/(meal|no_show|orders))?|appeals\/\d+\/decision)$/,
  /^\/public\/group_requests\/[A-Z0-9]{6,16}$/,
  /^\/public\/ads\/program_placement$/,
  /^\/public\/regions\/\d+\/guide$/,
  /^\/public\/countries\/country_codes$/,
  /^\/public\/members\/(exist|generate_nickname|reset_password)$/,
  /^\/public\/mobile_tokens(\/(send_token_by_email|verify))?$/,
  /^\/public\/sign_up_helps$/,
  /^\/member(\/(level|points|partner_level|upgrade(\/seen)?|books|vouchers|auth(\/(sign_in|sign_out))?))?$/,
  /^\/public\/images\/[a-z-]+\/[a-z0-9-]+\/[a-z0-9-]+\.svg$/,
  /^\/ops\/programs\/[a-z0-9_-]+(\/access|\/voucher_offers)?$/,
  /^\/public\/access_codes\/wide_valid$/,
  /^\/public\/members\/authenticate$/,
  /^\/public\/projects\/[a-z0-9_-]+\/(whitelists\/\d{6,24}(\/tokens)?|vouchers\/verify_and_auto_assign|card_verifications|partner_logins|bank_verifications(\/start)?|bank_info|vouchers(\/[A-Za-z0-9-]{4,64})?|voucher_offers(\/\d+\/claim)?|invite_leaderboard)$/,
  /^\/public\/mpgs\/(js_urls|three_ds_authentication)$/,
  /^\/member\/bank_cards(\/\d+(\/default)?)?$/,
  // Sandboxes of outside services (they answer 404 when the provider runs the real adapters).
  /^\/sandbox\/mail(\/\d+\/ics)?$/,
  /^\/sandbox\/sms$/,
  /^\/sandbox\/bank\/(authorize|login|consent)$/,
  /^\/sandbox\/gateway\/(session\.js|field(\.js|-validity)?|form-session-update|challenge)$/,
  /^\/sandbox\/cron$/,
  /^\/sandbox\/bookings\/\d+\/(reserved_at|payment)$/,
  /^\/sandbox\/gateway\/sessions\/[0-9A-Za-z_-]+\/expire$/,
  /^\/sandbox\/card-issuer\/link$/,
];

export interface ProviderRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** 'manual': a redirect is the answer (the sandbox bank's way back to the app), not something to follow. */
  redirect?: 'manual';
  /** A WebSocket upgrade (live slots): the answer is the socket, which outlives any call timeout. */
  webSocket?: boolean;
}

/** Header that carries the diner's access grant for a program (the provider checks it on gated calls). */
export const ACCESS_GRANT_HEADER = 'X-Access-Grant';

export interface ProviderCallContext {
  locale: Locale;
  memberToken?: string | undefined;
  accessGrant?: string | undefined;
  /** The diner's address as the platform gave it (CF-Connecting-IP); the provider's limits count by it. */
  clientIp?: string | null;
  /** The booking site the diner is on; the provider links back to it when the program allows it. */
  siteOrigin?: string | null;
}

export function isAllowedProviderPath(path: string): boolean {
  return ALLOWED_PATHS.some((pattern) => pattern.test(path));
}

/** How long one provider call may take before it is abandoned (PROVIDER_TIMEOUT_MS). */
function providerTimeoutMs(env: AppEnv): number {
  return Number(env.PROVIDER_TIMEOUT_MS ?? 3000) || 3000;
}

/**
 * How long a request waits on provider work another request of the isolate started (shared-work.ts): longer than a
 * call may take, so it only does the work itself when the one it waits on was abandoned.
 */
export function sharedCallPatienceMs(env: AppEnv): number {
  return providerTimeoutMs(env) + 1000;
}

/**
 * Calls the provider over the PROVIDER service binding, or PROVIDER_ORIGIN when there is none. Every call
 * carries a service assertion signed with SERVICE_KEYS: without that secret nothing is sent.
 */
export function createProviderClient(env: AppEnv, context: ProviderCallContext) {
  const timeoutMs = providerTimeoutMs(env);

  async function raw(path: string, request: ProviderRequest = {}): Promise<Response> {
    if (!isAllowedProviderPath(path)) throw new ProviderError(403, `Provider path not allowed: ${path}`, 'path_not_allowed');
    if (!env.PROVIDER && !env.PROVIDER_ORIGIN?.startsWith('https://')) throw new ProviderError(0, 'No provider is configured', 'no_provider');
    const url = new URL(path, env.PROVIDER ? 'https://provider.internal' : env.PROVIDER_ORIGIN);
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
    }
    const method = request.method ?? 'GET';
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const headers: Record<string, string> = { 'Accept-Language': context.locale, Accept: 'application/json', ...request.headers };
    if (context.memberToken) headers[MEMBER_TOKEN_HEADER] = context.memberToken;
    if (context.accessGrant) headers[ACCESS_GRANT_HEADER] = context.accessGrant;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (request.webSocket) headers.Upgrade = 'websocket';
    headers[SERVICE_ASSERTION_HEADER] = await assertionFor({ method, path: url.pathname + url.search, bodyHash: await bodyHashOf(body) });
    const init = { method, headers, body, ...(request.webSocket ? {} : { signal: AbortSignal.timeout(timeoutMs) }), ...(request.redirect ? { redirect: request.redirect } : {}) };
    try {
      if (env.PROVIDER) return (await env.PROVIDER.fetch(url.toString(), init as never)) as unknown as Response;
      return await fetch(url, init);
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new ProviderError(0, timedOut ? 'Provider timed out' : 'Provider unreachable', timedOut ? 'timeout' : 'unreachable');
    }
  }

  async function assertionFor(call: ServiceCall): Promise<string> {
    try {
      return await signServiceAssertion(call, { clientIp: context.clientIp ?? null, siteOrigin: context.siteOrigin ?? null }, env.SERVICE_KEYS);
    } catch (error) {
      // A missing or malformed SERVICE_KEYS: the provider would refuse the call, so it is not sent.
      console.error(JSON.stringify({ event: 'provider_call_unsigned', error: error instanceof Error ? error.message : String(error) }));
      throw new ProviderError(0, 'The provider link is not configured', 'not_configured');
    }
  }

  /** GETs a provider path and parses the body with its contract schema; non-2xx throws ProviderError. */
  async function json<T>(schema: z.ZodType<T>, path: string, request: ProviderRequest = {}): Promise<{ data: T; headers: Headers }> {
    const response = await raw(path, request);
    if (!response.ok) throw await ProviderError.fromResponse(response);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw contractViolation();
    return { data: parsed.data, headers: response.headers };
  }

  return { raw, json };
}
