import { expect } from 'vitest';
import type { AccessGrantAnswer } from '#domain/contract/access.ts';
import { send, signUp } from './account-fixtures';

/** A grant by restaurant-week's demo access code, through POST /public/members/authenticate. */
export async function accessCodeGrant(code = '246810', headers: Record<string, string> = {}): Promise<AccessGrantAnswer> {
  const answer = await send('POST', '/public/members/authenticate', { code, project: 'restaurant-week' }, headers);
  expect(answer.status).toBe(200);
  return answer.json<AccessGrantAnswer>();
}

export const grantHeader = (grant: { private_token: string }) => ({ 'X-Access-Grant': grant.private_token });

/**
 * The headers a diner of this demo program books with, made through the product's calls: none for an open
 * program, a new member's token for members-club, an access-code grant for restaurant-week.
 */
export async function dinerHeadersFor(program: string): Promise<Record<string, string>> {
  if (program === 'members-club') return { 'X-Member-Token': (await signUp()).token };
  if (program === 'restaurant-week') return grantHeader(await accessCodeGrant());
  return {};
}
