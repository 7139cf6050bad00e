import { Hono } from 'hono';
import { signUpHelpSchema } from '#domain/contract/account.ts';
import { domainMessages } from '#domain/messages.ts';
import { limitRequest } from '#provider/platform/client-limits.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { translate } from '#provider/platform/i18n.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';
import { insertSignUpHelp } from './sign-up-helps-db';

/** POST /public/sign_up_helps: "I cant get the code / Get help" (spec §3 help form); staff follow up. */
export const signUpHelps = new Hono<ProviderEnv>().post('/public/sign_up_helps', async (c) => {
  const { sign_up_help: help } = readInput(signUpHelpSchema, await readJson(c.req.raw, 2 * 1024));
  await limitRequest(c, 'sign_up_help', help.country_code + help.mobile);
  const id = await insertSignUpHelp(c.env.DB, help);
  return c.json({ id, status: 'received', message: translate(c.get('locale'), domainMessages.signUpHelpReceived) }, 201);
});
