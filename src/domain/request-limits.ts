/** A rolling window: at most `limit` counted requests in any `windowSeconds`. */
export interface LimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Every call that creates or reveals something is limited twice: per client (the diner's address, from
 * the app's signed service assertion) and per target (what the call is about: a phone, an account, a
 * reservation code as one client tries it). Generous per client, since a mobile carrier or an office puts
 * many diners behind one address; tight per target, where nobody honest needs more.
 */
export const REQUEST_LIMITS = {
  /** Booking create; target: the guest's phone. */
  booking_create: { client: { limit: 60, windowSeconds: 3600 }, target: { limit: 20, windowSeconds: 3600 } },
  /** Group booking request; target: the guest's phone. */
  group_request: { client: { limit: 20, windowSeconds: 3600 }, target: { limit: 5, windowSeconds: 3600 } },
  /** Review; target: the booking reviewed. */
  review: { client: { limit: 30, windowSeconds: 3600 }, target: { limit: 5, windowSeconds: 3600 } },
  /** Sign-up help (a call-back request); target: the phone to call back. */
  sign_up_help: { client: { limit: 10, windowSeconds: 3600 }, target: { limit: 3, windowSeconds: 3600 } },
  /** Account creation; target: the new account's phone. */
  sign_up: { client: { limit: 10, windowSeconds: 3600 }, target: { limit: 5, windowSeconds: 3600 } },
  /**
   * Sign-in: every attempt counts per client (accounts cannot be tried in bulk from one address); per
   * account only wrong passwords count, so a guesser is slowed wherever they come from.
   */
  sign_in: { client: { limit: 30, windowSeconds: 3600 }, target: { limit: 10, windowSeconds: 900 } },
  /** Answers that tell whether an account exists (exists, reset, sending a code); target: the account. */
  account_lookup: { client: { limit: 20, windowSeconds: 3600 }, target: { limit: 10, windowSeconds: 3600 } },
  /** Checking a verification code, per client; per code, the code itself locks after MAX_CODE_ATTEMPTS wrong tries. */
  code_check: { client: { limit: 30, windowSeconds: 3600 } },
  /**
   * Booking lookup and reading or changing a booking by its reservation code; target: the code as this
   * client tries it, so a guesser holding someone's code locks out only themselves, never its owner.
   */
  booking_lookup: { client: { limit: 10, windowSeconds: 600 }, target: { limit: 5, windowSeconds: 600 } },
  /**
   * Reading, changing or cancelling a booking by its id and reservation code: only wrong codes count (a
   * diner reloads their own booking freely); target: the booking as this client tries it.
   */
  booking_access: { client: { limit: 20, windowSeconds: 600 }, target: { limit: 5, windowSeconds: 600 } },
  /**
   * Access codes and passwords: only wrong guesses count, per client. The program's target is not a refusal
   * but a trip wire: once a program had 300 wrong guesses in 15 minutes it is being guessed at from many
   * addresses, and each address is also held to access_code_under_attack. Nobody is ever refused a first try,
   * so no number of guessers can lock a program's diners out (tests/unit/access-code-guessing.test.ts prints
   * how long guessing a code takes at these limits).
   */
  access_code: { client: { limit: 10, windowSeconds: 900 }, target: { limit: 300, windowSeconds: 900 } },
  /**
   * While the program's trip wire is up: one wrong guess per address a day. An honest diner who mistyped is held
   * only while the attack lasts (the wire falls 15 minutes after it stops); a guesser needs a new address per guess.
   */
  access_code_under_attack: { client: { limit: 1, windowSeconds: 86_400 } },
  /** Program access checks that ask an outside service or a list (card, whitelist, partner login); target: the program. */
  access_check: { client: { limit: 20, windowSeconds: 900 }, target: { limit: 600, windowSeconds: 900 } },
  /** 3-D Secure for a card being added (each one reaches the card's issuer); target: the member. */
  card_authentication: { client: { limit: 30, windowSeconds: 3600 }, target: { limit: 10, windowSeconds: 3600 } },
} as const satisfies Record<string, { client: LimitRule; target?: LimitRule }>;

export type LimitedCall = keyof typeof REQUEST_LIMITS;
/** The calls that are also limited per target. */
export type TargetedCall = { [K in LimitedCall]: (typeof REQUEST_LIMITS)[K] extends { target: LimitRule } ? K : never }[LimitedCall];
