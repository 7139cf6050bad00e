import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from './base-url';

/** How each gated demo program lets a diner in, through the product's own calls. */
function accessCall(program: string): { path: string; data: unknown } | null {
  if (program === 'members-club') return { path: `/api/account/sign-in?program=${program}`, data: { account: 'demo@example.com', password: 'dining123' } };
  if (program === 'mc-world') return { path: '/api/access', data: { program, method: 'card_bin', card_number: '5111111111111118' } };
  return null;
}

/**
 * Gives an API context access to a demo program as a diner would have it: members-club signs the demo member in;
 * mc-world verifies a World Elite card in the program session (a page visit makes the session first).
 */
export async function grantAccess(request: APIRequestContext, program: string): Promise<void> {
  const call = accessCall(program);
  if (!call) return;
  expect((await request.get(`/?program=${program}&lang=en`)).status()).toBe(200);
  const answer = await request.post(call.path, { headers: { 'Content-Type': 'application/json', Origin: baseURL }, data: call.data });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * The same from inside a browser page already on the program (its own partitioned cookies, as the diner's
 * browser keeps them): the call runs in the page.
 */
export async function grantAccessInPage(page: Page, program: string): Promise<void> {
  const call = accessCall(program);
  if (!call) return;
  const status = await page.evaluate(async ({ path, data }) => {
    const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data), credentials: 'same-origin' });
    return response.status;
  }, call);
  expect(status).toBe(200);
}
