import type { Context } from 'hono';
import type { DomainMessageKey } from '#domain/messages.ts';
import { REQUEST_LIMITS, type LimitedCall, type LimitRule } from '#domain/request-limits.ts';
import { ApiError, RetryLaterError } from './api-error';
import type { ProviderEnv } from './env';
import { sha256Hex } from '#provider/platform/member-token.ts';

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

/**
 * Counts one call per client and, when it has one, per target (REQUEST_LIMITS); over either → 429 and neither
 * counts it. Call it after the input is valid and before anything is created or revealed.
 */
export async function limitRequest(c: Context<ProviderEnv>, call: LimitedCall, target?: string): Promise<void> {
  const hasTarget = target !== undefined && 'target' in REQUEST_LIMITS[call];
  await takeAttempt(c, [{ call, scope: 'client', key: clientIp(c) }, ...(hasTarget ? [{ call, scope: 'target' as const, key: target }] : [])]);
}

/** One of the limits an attempt is counted against: a call's client or target rule (REQUEST_LIMITS). */
export interface AttemptLimit {
  call: LimitedCall;
  scope: Scope;
  key: string;
}

/** An attempt let through under its limits: it counts as a wrong guess unless `succeeded` gives its hits back. */
export interface Attempt {
  succeeded(): Promise<void>;
}

interface TakenHits {
  giveBack(): Promise<void>;
  /** The first limit that was full, if any (its hit was not taken). */
  refused: { limit: AttemptLimit; retryAfterSeconds: number } | null;
}

/** One hit under each limit, each in one atomic step of its limiter; the taken ones can be given back. */
async function takeHits(c: Context<ProviderEnv>, limits: AttemptLimit[]): Promise<TakenHits> {
  const now = Date.now();
  const taken = await Promise.all(
    limits.map(async (limit) => {
      const rule: LimitRule | undefined = (REQUEST_LIMITS[limit.call] as { client: LimitRule; target?: LimitRule })[limit.scope];
      if (!rule) throw new Error(`${limit.call} has no ${limit.scope} limit`);
      const limiter = await limiterFor(c, limit.call, limit.scope, limit.key);
      return { limit, limiter, result: await limiter.takeHit(rule.limit, rule.windowSeconds, now) };
    }),
  );
  let refused: TakenHits['refused'] = null;
  for (const { limit, result } of taken) if (!result.allowed && !refused) refused = { limit, retryAfterSeconds: result.retryAfterSeconds };
  return {
    refused,
    giveBack: async () => void (await Promise.all(taken.map(({ limiter, result }) => (result.allowed ? limiter.giveBack(result.hit) : undefined)))),
  };
}

/**
 * Takes one hit under each limit, each in one atomic step of its limiter (50 parallel guesses from one address
 * against a limit of 10: exactly 10 are checked), or refuses with 429 and counts nothing. Calls that count only
 * wrong guesses (passwords, codes) call `succeeded()` when the guess was right.
 */
export async function takeAttempt(c: Context<ProviderEnv>, limits: AttemptLimit[]): Promise<Attempt> {
  const hits = await takeHits(c, limits);
  if (hits.refused) {
    await hits.giveBack();
    refuse(c, hits.refused.limit.call, hits.refused.limit.scope, hits.refused.retryAfterSeconds);
  }
  return { succeeded: hits.giveBack };
}

/**
 * A guess at something many diners share (a program's access code): it takes a hit under the `wire` (the
 * program's bound on wrong guesses) and the `limits`; when the wire is full it is not refused but held to
 * `limits` and `whenTripped` as well. So the wire bounds guessing exactly, and nobody can use it to lock the
 * thing for everyone.
 */
export async function takeGuess(c: Context<ProviderEnv>, guess: { wire: AttemptLimit; limits: AttemptLimit[]; whenTripped: AttemptLimit[] }): Promise<Attempt> {
  const wire = await takeHits(c, [guess.wire]);
  try {
    const attempt = await takeAttempt(c, wire.refused ? [...guess.limits, ...guess.whenTripped] : guess.limits);
    return { succeeded: async () => void (await Promise.all([attempt.succeeded(), wire.giveBack()])) };
  } catch (error) {
    await wire.giveBack();
    throw error;
  }
}
