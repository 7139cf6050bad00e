import { Hono, type Context } from 'hono';
import {
  accountExistSchema,
  type AccountOptions,
  codeVerifySchema,
  emailTokenSendSchema,
  memberCreateSchema,
  memberSessionSchema,
  mobileTokenSendSchema,
  partnerLevelSchema,
  programQuerySchema,
  resetPasswordSchema,
  signInSchema,
  signUpHelpSchema,
} from '#domain/contract/account.ts';
import { domainMessages } from '#domain/messages.ts';
import { errorBody } from '#domain/provider-errors.ts';
import { getI18n } from '#lib/i18n/get-i18n.ts';
import { apiLocale } from '#edge/api-locale.ts';
import type { AppEnv } from '#edge/env.ts';
import { clearedMemberCookie, memberCookie, sessionSettingsOf, signMemberSession } from '#edge/member-session.ts';
import { askingProvider, loadPhoneChoices } from '#edge/phone-choices.ts';
import { providerFor } from '#edge/provider-for-request.ts';
import { ProviderError } from '#edge/provider-error.ts';
import { answerInvalidInput, callProvider, jsonBody, passOn, relay, validate } from '#edge/relay.ts';
import { asMember, tokenIn } from '#edge/member-call.ts';

type Env = { Bindings: AppEnv };

// The member cookie belongs to one program (its JWT audience): calls that read or set it name the program.
const programOf = (c: Context<Env>) => validate(c, programQuerySchema, { program: c.req.query('program') }).program;


/**
 * A sign-in or sign-up answer: on success the provider's token goes into the member cookie and the diner
 * gets the member and the message, never the token. Anything else passes on as the provider said it.
 */
async function startSession(c: Context<Env>, program: string, answer: Response): Promise<Response> {
  if (!answer.ok) return passOn(answer);
  const session = memberSessionSchema.safeParse(await answer.json().catch(() => undefined));
  if (!session.success) throw new ProviderError(502, 'Provider answered outside the contract', 'contract_violation');
  const jwt = await signMemberSession(session.data.token, program, sessionSettingsOf(c.env));
  c.header('Set-Cookie', memberCookie(jwt));
  c.header('Cache-Control', 'no-store');
  return c.json({ member: session.data.member, message: session.data.message }, answer.status as 200 | 201);
}

/** The account calls of spec §7, validated with the shared contracts and proxied to the provider. */
export const accountRoutes = new Hono<Env>()
  .onError(answerInvalidInput)
  .post('/sign-in', async (c) => {
    const program = programOf(c);
    const body = validate(c, signInSchema, await jsonBody(c));
    return startSession(c, program, await callProvider(c, '/member/auth/sign_in', { method: 'POST', body }));
  })
  .post('/sign-up', async (c) => {
    const program = programOf(c);
    const body = validate(c, memberCreateSchema, await jsonBody(c));
    return startSession(c, program, await callProvider(c, '/member/auth', { method: 'POST', body }));
  })
  .post('/sign-out', async (c) => {
    const program = programOf(c);
    const token = await tokenIn(c, program);
    // Signing out always clears the cookie; the provider revokes the token when it still knows it.
    c.header('Set-Cookie', clearedMemberCookie());
    c.header('Cache-Control', 'no-store');
    if (token) {
      let answer: Response | undefined;
      try {
        answer = await callProvider(c, '/member/auth/sign_out', { method: 'DELETE' }, { memberToken: token });
      } catch (error) {
        if (!(error instanceof ProviderError) || !error.isOutage) throw error;
      }
      // 401: the provider no longer knows the token (already revoked or expired), which is the goal.
      if (!answer || (!answer.ok && answer.status !== 401)) {
        return c.json(errorBody(getI18n(apiLocale(c))._(domainMessages.providerUnavailable), 'sign_out_incomplete'), 502);
      }
    }
    return c.json({ status: 'signed_out' });
  })
  .get('/options', async (c) => {
    const program = programOf(c);
    const phone = await loadPhoneChoices(askingProvider(providerFor(c)), program);
    const options: AccountOptions = {
      regions: phone.regions.map((r) => ({ id: r.id, name: r.name, phone_code: r.phone_code, privacy_policy_url: r.country.privacy_policy_url })),
      countries: phone.countryCodes,
    };
    return c.json(options, 200, { 'Cache-Control': 'private, max-age=300' });
  })
  .get('/me', (c) => asMember(c, programOf(c), '/member'))
  .get('/levels', (c) => asMember(c, programOf(c), '/member/level'))
  .get('/upgrade', (c) => asMember(c, programOf(c), '/member/upgrade'))
  .post('/upgrade/seen', (c) => asMember(c, programOf(c), '/member/upgrade/seen', { method: 'POST', body: {} }))
  .get('/bookings', (c) => {
    const program = programOf(c);
    return asMember(c, program, '/member/books', { query: { program } });
  })
  .put('/partner-level', async (c) => {
    const body = validate(c, partnerLevelSchema, await jsonBody(c));
    return asMember(c, body.project, '/member/partner_level', { method: 'PUT', body });
  })
  .post('/reset-password', async (c) => relay(c, '/public/members/reset_password', { method: 'POST', body: validate(c, resetPasswordSchema, await jsonBody(c)) }))
  .post('/exists', async (c) => relay(c, '/public/members/exist', { method: 'POST', body: validate(c, accountExistSchema, await jsonBody(c)) }))
  .get('/nickname', (c) => relay(c, '/public/members/generate_nickname'))
  .post('/codes', async (c) => relay(c, '/public/mobile_tokens', { method: 'POST', body: validate(c, mobileTokenSendSchema, await jsonBody(c)) }))
  .post('/codes/email', async (c) => relay(c, '/public/mobile_tokens/send_token_by_email', { method: 'POST', body: validate(c, emailTokenSendSchema, await jsonBody(c)) }))
  .post('/codes/verify', async (c) => relay(c, '/public/mobile_tokens/verify', { method: 'POST', query: validate(c, codeVerifySchema, await jsonBody(c)) }))
  .post('/sign-up-help', async (c) => relay(c, '/public/sign_up_helps', { method: 'POST', body: validate(c, signUpHelpSchema, await jsonBody(c)) }));
