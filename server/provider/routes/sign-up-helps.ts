import { Hono } from 'hono';
import { signUpHelpSchema } from '../../../src/domain/contract/account';
import { domainMessages } from '../../../src/domain/messages';
import { limitRequest } from '../client-limits';
import type { ProviderEnv } from '../env';
import { translate } from '../i18n';
import { readInput } from '../read-input';
import { readJson } from '../read-json';

/** POST /public/sign_up_helps: "I cant get the code / Get help" (spec §3 help form); staff follow up. */
export const signUpHelps = new Hono<ProviderEnv>().post('/public/sign_up_helps', async (c) => {
  const { sign_up_help: help } = readInput(signUpHelpSchema, await readJson(c.req.raw, 2 * 1024));
  await limitRequest(c, 'sign_up_help', help.country_code + help.mobile);
  const row = await c.env.DB.prepare('INSERT INTO sign_up_helps (first_name, last_name, email, country_code, mobile) VALUES (?, ?, ?, ?, ?) RETURNING id')
    .bind(help.first_name, help.last_name, help.email, help.country_code, help.mobile)
    .first<{ id: number }>();
  return c.json({ id: row!.id, status: 'received', message: translate(c.get('locale'), domainMessages.signUpHelpReceived) }, 201);
});
