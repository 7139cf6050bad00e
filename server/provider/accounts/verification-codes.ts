import type { DurableObjectState } from '@cloudflare/workers-types/index';
import { DurableObject } from 'cloudflare:workers';
import { CODE_SENDS_PER_HOUR, MAX_CODE_ATTEMPTS, VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_TTL_SECONDS, VERIFIED_CODE_TTL_SECONDS } from '#domain/constants.ts';
import { sha256Hex } from '#provider/platform/member-token.ts';

const HOUR_MS = 3_600_000;

export type IssueResult =
  | { ok: true; code: string }
  | { ok: false; reason: 'too_soon' | 'hourly_cap'; retryAfterSeconds: number };

/**
 * 'verify' (the code step) marks the code verified and keeps it; 'peek' only checks it; 'consume' uses it
 * up (sign-up, reset). Peek and consume accept a verified code for 30 minutes after verification.
 */
export type CheckMode = 'verify' | 'peek' | 'consume';
export type CheckResult = 'ok' | 'invalid' | 'expired' | 'locked';

type CodeRow = {
  code_id: string;
  code_hash: string;
  salt: string;
  issued_at: number;
  verified_at: number | null;
};

const CODE_RANGE = 10 ** VERIFICATION_CODE_LENGTH;
// The largest multiple of 10^4 that 16 bits reach: samples at or above it are drawn again.
const SAMPLE_LIMIT = Math.floor(65_536 / CODE_RANGE) * CODE_RANGE;

/** The code a 16-bit sample gives, or undefined for a sample that would bias the low codes (rejection sampling). */
export function codeOfSample(sample: number): string | undefined {
  return sample < SAMPLE_LIMIT ? String(sample % CODE_RANGE).padStart(VERIFICATION_CODE_LENGTH, '0') : undefined;
}

/** A uniformly random 4-digit code from the CSPRNG. */
export function randomCode(): string {
  const sample = new Uint16Array(1);
  for (;;) {
    crypto.getRandomValues(sample);
    const code = codeOfSample(sample[0]!);
    if (code !== undefined) return code;
  }
}

const hashCode = (salt: string, code: string) => sha256Hex(`${salt}:${code}`);

/**
 * The verification code of one destination and purpose (idFromName('<purpose>|<destination>')), with its
 * counters: sends in the rolling hour, and failed guesses, which a resend does not reset. One instance
 * runs one request at a time between awaits, so the counters are exact; every method hashes first and
 * then reads and writes storage without awaiting (SQLite storage is synchronous). Callers pass `now`
 * (ms), which lets tests move the clock.
 */
export class VerificationCodes extends DurableObject {
  private readonly sql = this.ctx.storage.sql;

  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS code (k INTEGER PRIMARY KEY CHECK (k = 1), code_id TEXT NOT NULL, code_hash TEXT NOT NULL,
      salt TEXT NOT NULL, issued_at INTEGER NOT NULL, verified_at INTEGER)`);
    this.sql.exec('CREATE TABLE IF NOT EXISTS sends (at INTEGER NOT NULL)');
    this.sql.exec('CREATE TABLE IF NOT EXISTS failures (k INTEGER PRIMARY KEY CHECK (k = 1), count INTEGER NOT NULL, first_at INTEGER NOT NULL)');
  }

  /** A new code, unless the last one was sent less than 180 s ago or the hour's sends are used up. */
  async issue(codeId: string, now: number): Promise<IssueResult> {
    const code = randomCode();
    const salt = crypto.randomUUID();
    const codeHash = await hashCode(salt, code);
    // From here on no await: the checks and the write are one step.
    this.sql.exec('DELETE FROM sends WHERE at <= ?', now - HOUR_MS);
    const sends = this.sql.exec<{ at: number }>('SELECT at FROM sends ORDER BY at').toArray();
    const last = sends.at(-1);
    if (last && now - last.at < VERIFICATION_CODE_TTL_SECONDS * 1000) {
      return { ok: false, reason: 'too_soon', retryAfterSeconds: Math.ceil((last.at + VERIFICATION_CODE_TTL_SECONDS * 1000 - now) / 1000) };
    }
    if (sends.length >= CODE_SENDS_PER_HOUR) {
      return { ok: false, reason: 'hourly_cap', retryAfterSeconds: Math.ceil((sends[0]!.at + HOUR_MS - now) / 1000) };
    }
    this.sql.exec('INSERT INTO sends (at) VALUES (?)', now);
    this.sql.exec('INSERT OR REPLACE INTO code (k, code_id, code_hash, salt, issued_at, verified_at) VALUES (1, ?, ?, ?, ?, NULL)', codeId, codeHash, salt, now);
    await this.ctx.storage.setAlarm(now + 2 * HOUR_MS);
    return { ok: true, code };
  }

  /** Checks a guess. After MAX_CODE_ATTEMPTS wrong guesses every guess is refused, the right one too, until the hour of the first failure ends. */
  async check(guess: string, mode: CheckMode, now: number): Promise<CheckResult> {
    const before = this.currentCode();
    if (!before) return 'invalid';
    const guessHash = await hashCode(before.salt, guess);
    // No await below.
    const current = this.currentCode();
    const failures = this.sql.exec<{ count: number; first_at: number }>('SELECT count, first_at FROM failures').toArray()[0];
    const failureCount = failures && now - failures.first_at < HOUR_MS ? failures.count : 0;
    if (failureCount >= MAX_CODE_ATTEMPTS) return 'locked';
    // A resend replaced the code while this guess was hashed: it was not evaluated.
    if (!current || current.code_id !== before.code_id) return 'invalid';
    const validUntil = current.verified_at !== null && mode !== 'verify' ? current.verified_at + VERIFIED_CODE_TTL_SECONDS * 1000 : current.issued_at + VERIFICATION_CODE_TTL_SECONDS * 1000;
    if (now > validUntil) return 'expired';
    if (guessHash !== current.code_hash) {
      if (failureCount === 0) this.sql.exec('INSERT OR REPLACE INTO failures (k, count, first_at) VALUES (1, 1, ?)', now);
      else this.sql.exec('UPDATE failures SET count = count + 1');
      return 'invalid';
    }
    if (mode === 'consume') {
      this.sql.exec('DELETE FROM code');
      this.sql.exec('DELETE FROM failures');
    } else if (mode === 'verify' && current.verified_at === null) {
      this.sql.exec('UPDATE code SET verified_at = ?', now);
    }
    return 'ok';
  }

  /** Forget everything once the hour of the last send has passed. */
  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }

  private currentCode(): CodeRow | undefined {
    return this.sql.exec<CodeRow>('SELECT code_id, code_hash, salt, issued_at, verified_at FROM code').toArray()[0];
  }
}
