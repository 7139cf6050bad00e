import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from './base-url';
import { BUTTON_DEBOUNCE_MS } from '#domain/constants.ts';

/** A new diner: a Singapore mobile and an e-mail no other test uses. */
export function newDiner() {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return { countryCode: '65', mobile: `8${digits}`, email: `diner-${digits}-${Date.now() % 1e6}@example.com`, password: 'tasty2026' };
}
export type Diner = ReturnType<typeof newDiner>;

/** The 4-digit code in the newest message a dev outbox lists (texts by `body`, mails by `text`). */
async function newestCode(request: APIRequestContext, url: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get(url)).json()) as { messages: { body?: string; text?: string }[] };
      code = (messages[0]?.body ?? messages[0]?.text)?.match(/\b(\d{4})\b/)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/** The newest code the sandbox SMS adapter sent to a phone (+<country code><mobile>). */
export const smsCode = (request: APIRequestContext, phone: string) => newestCode(request, `/api/dev/sms.json?to=${encodeURIComponent(phone)}`);

/** The newest code the sandbox mailbox holds for an address. */
export const mailCode = (request: APIRequestContext, email: string) => newestCode(request, `/api/dev/outbox.json?to=${encodeURIComponent(email)}`);

const json = { 'Content-Type': 'application/json', Origin: baseURL };

/** Creates an account through the edge API (the sign-up the dialog makes), then signs it out again. */
export async function signUpByApi(request: APIRequestContext, program: string, diner: Diner): Promise<void> {
  const sent = await request.post(`/api/account/codes?program=${program}`, { headers: json, data: { country_code: diner.countryCode, mobile: diner.mobile, purpose: 'sign_up' } });
  expect(sent.status()).toBe(200);
  const code = await smsCode(request, `+${diner.countryCode}${diner.mobile}`);
  const created = await request.post(`/api/account/sign-up?program=${program}`, {
    headers: json,
    data: { mobile_token: code, country_code: diner.countryCode, mobile: diner.mobile, email: diner.email, nickname: `d${diner.mobile}`, password: diner.password, region_id: 3 },
  });
  expect(created.status()).toBe(201);
  expect((await request.post(`/api/account/sign-out?program=${program}`, { headers: json, data: {} })).status()).toBe(200);
}

/** The member the page's cookies sign in, or null. */
export async function signedInMember(page: Page, program: string): Promise<{ nickname: string; email: string } | null> {
  const response = await page.request.get(`/api/account/me?program=${program}`);
  return response.ok() ? ((await response.json()) as { nickname: string; email: string }) : null;
}

/** Opens the login dialog through the showLogin address and waits for it. */
export async function openLoginDialog(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('login-dialog')).toBeVisible();
}

/** The dialog's current step. */
export const dialogStep = (page: Page, step: string) => expect(page.getByTestId('login-dialog')).toHaveAttribute('data-step', step);

/**
 * A diner's pause before pressing a form's button again: the app ignores a second press within the spec's
 * 300 ms debounce (BUTTON_DEBOUNCE_MS), which a person never trips and a test would. The page's clock jumps past it
 * (Playwright's clock, which the test installs before the page loads: `await page.clock.install()`), no real wait.
 */
export const typingPause = (page: Page) => page.clock.fastForward(BUTTON_DEBOUNCE_MS + 100);
