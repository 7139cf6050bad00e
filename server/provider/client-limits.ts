import type { Context } from 'hono';
import type { DomainMessageKey } from '../../src/domain/messages';
import { REQUEST_LIMITS, type LimitedCall, type LimitRule, type TargetedCall } from '../../src/domain/request-limits';
import { ApiError, RetryLaterError } from './api-error';
import type { ProviderEnv } from './env';
import { sha256Hex } from './member-token';
import type { LimitResult } from './objects/client-limiter';

type Scope = 'client' | 'target';

/** The calls whose refusal the diner reads in words of their own (spec §8: authentication limit exceeded); others: too many attempts. */
const REFUSAL_MESSAGES: Partial<Record<LimitedCall, DomainMessageKey>> = { card_authentication: 'cardAuthenticationLimit' };

/**
 * The diner's address, from the app's signed service assertion (the edge took it from CF-Connecting-IP).
 * A call without one is refused rather than counted in a bucket shared by everybody.
 */
export function clientIp(c: Context<ProviderEnv>): string {
  const ip = c.get('caller')?.clientIp;
  if (!ip) throw new ApiError(400, 'client_address_missing', 'clientAddressMissing');
  return ip;
}

/** The limiter for one client or target of one call; targets (phones, accounts, codes) are named by digest only. */
async function limiterFor(c: Context<ProviderEnv>, call: LimitedCall, scope: Scope, key: string) {
  const name = scope === 'client' ? `${call}|client|${key}` : `${call}|target|${await sha256Hex(key)}`;
  return c.env.CLIENT_LIMITER.get(c.env.CLIENT_LIMITER.idFromName(name));
}

/** 429 with Retry-After and the localized message; each refusal is logged, so probing shows in the log. */
function refuse(c: Context<ProviderEnv>, call: LimitedCall, scope: Scope, retryAfterSeconds: number): never {
  console.warn(JSON.stringify({ event: 'limit_refused', call, scope, client: c.get('caller')?.clientIp ?? null, retryAfterSeconds }));
  throw new RetryLaterError('too_many_attempts', REFUSAL_MESSAGES[call] ?? 'tooManyAttempts', retryAfterSeconds, { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
}

async function take(c: Context<ProviderEnv>, call: LimitedCall, scope: Scope, key: string, rule: LimitRule): Promise<LimitResult> {
  return (await limiterFor(c, call, scope, key)).take(rule.limit, rule.windowSeconds, Date.now());
}

/**
 * Counts one call per client and, when it has one, per target (REQUEST_LIMITS); over either → 429. Call it
 * after the input is valid and before anything is created or revealed.
 */
export async function limitRequest(c: Context<ProviderEnv>, call: LimitedCall, target?: string): Promise<void> {
  const rules: { client: LimitRule; target?: LimitRule } = REQUEST_LIMITS[call];
  const ip = clientIp(c);
  const [byClient, byTarget] = await Promise.all([
    take(c, call, 'client', ip, rules.client),
    target === undefined || !rules.target ? ({ allowed: true } as const) : take(c, call, 'target', target, rules.target),
  ]);
  if (!byClient.allowed) refuse(c, call, 'client', byClient.retryAfterSeconds);
  if (!byTarget.allowed) refuse(c, call, 'target', byTarget.retryAfterSeconds);
}

/** Refuses when the client or target has used up its limit, without counting this call (see countFailure). */
export async function requireUnderLimit(c: Context<ProviderEnv>, call: TargetedCall, scope: Scope, key: string): Promise<void> {
  const rule = REQUEST_LIMITS[call][scope];
  const result = await (await limiterFor(c, call, scope, key)).check(rule.limit, rule.windowSeconds, Date.now());
  if (!result.allowed) refuse(c, call, scope, result.retryAfterSeconds);
}

/** Counts a failed attempt (a wrong password, a wrong reservation code) against the client or target. */
export async function countFailure(c: Context<ProviderEnv>, call: TargetedCall, scope: Scope, key: string): Promise<void> {
  await (await limiterFor(c, call, scope, key)).record(REQUEST_LIMITS[call][scope].windowSeconds, Date.now());
}
