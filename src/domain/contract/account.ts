import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  isLoginPassword,
  isNickname,
  isNewPassword,
  isValidMobile,
  isVerificationCode,
  readAccount,
} from '#domain/account-rules.ts';
import { VERIFICATION_CODE_TTL_SECONDS } from '#domain/constants.ts';
import { PROGRAM_SLUG } from '#domain/program-slug.ts';
import { BOOKING_STATUSES } from './booking';
import { bookingPaymentSchema } from './booking-payment';
import { countryCodeListSchema } from './region';

// Request and response shapes of spec §7 "Account". Messages are keys of src/domain/messages.ts.

const emailField = z.string({ error: 'emailInvalid' }).trim().max(EMAIL_MAX_LENGTH, { error: 'emailInvalid' }).pipe(z.email({ error: 'emailInvalid' }));
export const countryCodeField = z.string({ error: 'phoneInvalid' }).regex(/^\d{1,4}$/, { error: 'phoneInvalid' });
export const mobileField = z.string({ error: 'phoneInvalid' }).regex(/^\d{5,20}$/, { error: 'phoneInvalid' });
const accountField = z.string({ error: 'accountInvalid' }).max(EMAIL_MAX_LENGTH, { error: 'accountInvalid' }).refine((v) => readAccount(v) !== undefined, { error: 'accountInvalid' });
export const codeField = z.string({ error: 'codeInvalid' }).refine(isVerificationCode, { error: 'codeInvalid' });
const nicknameField = z.string({ error: 'nicknameRequired' }).refine(isNickname, { error: 'nicknameRequired' }).transform((v) => v.trim());
const passwordString = (error: string) => z.string({ error });
const nameField = (error: string) => z.string({ error }).trim().min(1, { error }).max(100, { error });

export const CODE_PURPOSES = ['sign_up', 'reset', 'login'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
export const TOKEN_SENDERS = ['sms', 'voice'] as const;

/** POST /member/auth/sign_in. */
export const signInSchema = z.object({
  account: accountField,
  password: passwordString('passwordTooShort').refine(isLoginPassword, { error: 'passwordTooShort' }),
});

/** POST /member/auth: the account creation payload of spec §3; needs the sign-up code sent to the mobile. */
/** Spec §5 invite code: letters and digits as printed, any case. */
export const inviteCodeField = z
  .string({ error: 'inviteCodeIncorrect' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{6,16}$/, { error: 'inviteCodeIncorrect' });

export const memberCreateSchema = z
  .object({
    mobile_token: codeField,
    country_code: countryCodeField,
    mobile: mobileField,
    email: emailField,
    nickname: nicknameField,
    password: passwordString('newPasswordWeak').refine(isNewPassword, { error: 'newPasswordWeak' }),
    region_id: z.number({ error: 'regionNotFound' }).int({ error: 'regionNotFound' }).positive({ error: 'regionNotFound' }).max(2 ** 31, { error: 'regionNotFound' }),
    /** A friend's invite code (spec §1, §5): both get points. */
    invite_code: inviteCodeField.optional(),
  })
  .strict()
  .refine((b) => isValidMobile(b.country_code, b.mobile), { error: 'phoneInvalid', path: ['mobile'] });
export type MemberCreate = z.infer<typeof memberCreateSchema>;

/** POST /public/members/reset_password: `token` is the reset code sent to the account. */
export const resetPasswordSchema = z
  .object({
    account: accountField,
    token: codeField,
    password: passwordString('newPasswordWeak').refine(isNewPassword, { error: 'newPasswordWeak' }),
    password_confirmation: z.string({ error: 'passwordsMismatch' }),
  })
  .refine((b) => b.password === b.password_confirmation, { error: 'passwordsMismatch', path: ['password_confirmation'] });

/** POST /public/members/exist. */
export const accountExistSchema = z.object({ account: accountField });
export const accountExistResultSchema = z.object({ result: z.boolean() });

/** POST /public/mobile_tokens: a code by SMS or by a voice call. */
export const mobileTokenSendSchema = z
  .object({
    country_code: countryCodeField,
    mobile: mobileField,
    token_sender: z.enum(TOKEN_SENDERS).default('sms'),
    purpose: z.enum(CODE_PURPOSES).default('sign_up'),
  })
  .refine((b) => isValidMobile(b.country_code, b.mobile), { error: 'phoneInvalid', path: ['mobile'] });

/** POST /public/mobile_tokens/send_token_by_email. */
export const emailTokenSendSchema = z.object({ email: emailField, purpose: z.enum(CODE_PURPOSES).default('reset') });

/** The answer to a code send: `id` names the code for /verify; the countdown is `expired_seconds`. */
export const codeSentSchema = z.object({
  id: z.string(),
  status: z.literal('sent'),
  expired_seconds: z.literal(VERIFICATION_CODE_TTL_SECONDS),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

/** POST /public/mobile_tokens/verify?id=…&token=…. */
export const codeVerifySchema = z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/, { error: 'codeInvalid' }), token: codeField });
export const codeVerifiedSchema = z.object({ status: z.literal('verified') });

/** POST /public/sign_up_helps. */
export const signUpHelpSchema = z.object({
  sign_up_help: z
    .object({
      first_name: nameField('firstNameRequired'),
      last_name: nameField('lastNameRequired'),
      email: emailField,
      country_code: countryCodeField,
      mobile: mobileField,
    })
    .refine((b) => isValidMobile(b.country_code, b.mobile), { error: 'phoneInvalid', path: ['mobile'] }),
});

/** PUT /member/partner_level. */
export const partnerLevelSchema = z.object({ project: z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/, { error: 'programInvalid' }) });

export const levelSchema = z.object({ id: z.number().int().positive(), name: z.string(), icon_url: z.string(), min_points: z.number().int().nonnegative() });
export type Level = z.infer<typeof levelSchema>;

/** GET /member (and the member in a session answer). */
export const memberSchema = z.object({
  id: z.number().int().positive(),
  nickname: z.string(),
  email: z.string(),
  country_code: z.string(),
  mobile: z.string(),
  region_id: z.number().int().positive().nullable(),
  points: z.number().int().nonnegative(),
  /** The member's own invite code, to give to friends. */
  invite_code: z.string(),
  level: levelSchema,
  created_at: z.string(),
});

/** GET /member/points: the member's points ledger, newest first (spec: points history). */
export const POINT_REASONS = ['opening_balance', 'invite_given', 'invite_joined', 'booking_completed', 'review', 'voucher', 'expiry'] as const;
export const pointHistorySchema = z.object({
  entries: z.array(z.object({ delta: z.number().int(), reason: z.enum(POINT_REASONS), created_at: z.string() })),
});
export type PointHistory = z.infer<typeof pointHistorySchema>;
export type Member = z.infer<typeof memberSchema>;

/** Sign-in and sign-up answer a new member token; the edge keeps it in an HttpOnly cookie. */
export const memberSessionSchema = z.object({ token: z.string(), expires_at: z.string(), member: memberSchema, message: z.string() });

/** GET /member/level. */
export const memberLevelSchema = z.object({ level: levelSchema, points: z.number().int().nonnegative(), next_level: levelSchema.nullable() });
export type MemberLevel = z.infer<typeof memberLevelSchema>;

/**
 * PUT /member/partner_level and GET /member/upgrade: the upgrade info of spec §3, visible when the member's level
 * (lifted by the program or by their points) is above the one they were last congratulated on.
 */
export const upgradeInfoSchema = z.object({ visible: z.boolean(), levelText: z.string(), levelIcon: z.string() });
export type UpgradeInfo = z.infer<typeof upgradeInfoSchema>;

/** POST /member/upgrade/seen: whether this call recorded the congratulation (false when it already was). */
export const upgradeSeenSchema = z.object({ announced: z.boolean() });

export const nicknameSuggestionSchema = z.object({ nickname: z.string() });

/** `?program=` of the account calls; GET /member/books lists only that program's bookings. */
export const programQuerySchema = z.object({ program: z.string({ error: 'programInvalid' }).regex(PROGRAM_SLUG, { error: 'programInvalid' }) });

/** GET /member/books: the member's bookings in one program, newest meal first. */
export const memberBookingSchema = z.object({
  id: z.number().int().positive(),
  reservation_code: z.string(),
  status: z.enum(BOOKING_STATUSES),
  restaurant: z.object({ id: z.number().int().positive(), name: z.string() }),
  program: z.string(),
  reservation_date: z.string().nullable(),
  formated_time: z.string().nullable(),
  time_zone: z.string().nullable(),
  reservation_at: z.string(),
  reservation_seats: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string(),
  /** After the meal, the member may review the booking once (from My bookings or its manage screen). */
  can_review: z.boolean(),
  /** The booking's money, as on its manage screen, or null when its restaurant asks for none. */
  payment: bookingPaymentSchema.nullable().default(null),
});
export type MemberBooking = z.infer<typeof memberBookingSchema>;
export const memberBooksSchema = z.object({ books: z.array(memberBookingSchema) });

/** GET /api/account/options: what the dialog's forms offer — the program's regions (sign-up) and dialling codes. */
export const accountOptionsSchema = z.object({
  regions: z.array(z.object({ id: z.number().int().positive(), name: z.string(), phone_code: z.string(), privacy_policy_url: z.string().url() })),
  countries: countryCodeListSchema,
});
export type AccountOptions = z.infer<typeof accountOptionsSchema>;
