import { expect, type Page } from '@playwright/test';
import { smsCode } from './account';
import { bookingFrame, panel, pickAndBook } from './access-journey';
import { opsHeaders } from './ops';

/** mobile-perks: a listed mobile proves itself with an SMS code and receives the program's welcome voucher. */
export const VOUCHER_PROGRAM = 'mobile-perks';
export const VOUCHER_RESTAURANT = 241;

/** A mobile the partner lists for mobile-perks, added through the ops API as a partner's list would be. */
export async function listedMobile(page: Page): Promise<string> {
  const mobile = `8${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const added = await page.request.post(`/api/ops/programs/${VOUCHER_PROGRAM}/access`, {
    headers: opsHeaders(),
    data: { whitelist: [{ country_code: '65', mobile }] },
  });
  expect(added.status(), await added.text()).toBe(200);
  return mobile;
}

/** On the profile's panel: pick a time, Book, and verify the listed mobile in the Verify popup; the frame opens. */
export async function verifyMobileInPanel(page: Page, mobile: string): Promise<void> {
  await pickAndBook(page);
  const popup = panel(page).getByRole('group', { name: 'Verify to book' });
  await popup.getByLabel('Country code').selectOption('65');
  await popup.getByLabel('Mobile number').fill(mobile);
  await popup.getByRole('button', { name: 'Send code' }).click();
  await popup.getByLabel('Verification code').fill(await smsCode(page.request, `+65${mobile}`));
  await popup.getByRole('button', { name: 'Verify' }).click();
  await expect(bookingFrame(page)).toBeVisible();
}
