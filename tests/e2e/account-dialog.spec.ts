import { expect, test, type Page } from '@playwright/test';
import { dialogStep, mailCode, newDiner, openLoginDialog, signedInMember, signUpByApi, smsCode, typingPause, type Diner } from './support/account';
import { noAxeViolations } from './support/axe';
import { acceptTermsGate } from './support/terms';
import { reviewShot } from './support/review-shot';

// The login dialog (spec §2, §4, §5) through the real edge and provider: codes come from the sandbox SMS
// outbox and mailbox. Selectors avoid visible words, so the same flows run in en and in ja.

const dialog = (page: Page) => page.getByTestId('login-dialog');
const submit = (page: Page) => dialog(page).locator('.login-dialog-body form button[type="submit"]');

const launcherReady = (page: Page) => expect(page.locator('[data-login-launcher="ready"]')).toBeAttached();
const headerLogin = (page: Page) => page.getByTestId('account-area').locator('[data-opens-login]');

/** Signs out with the header's button; the header offers Log in again. */
async function signOut(page: Page, program: string) {
  await launcherReady(page);
  await page.getByTestId('sign-out').click();
  await expect(headerLogin(page)).toBeVisible();
  expect(await signedInMember(page, program)).toBeNull();
}

/** Opens the login dialog with the header's Log in, on the page (no navigation). */
async function openFromHeader(page: Page) {
  await launcherReady(page);
  await headerLogin(page).click();
  await expect(dialog(page)).toBeVisible();
}

/** The login step by phone or by e-mail; the privacy box ticked first. */
async function logIn(page: Page, diner: Diner, by: 'phone' | 'email', password = diner.password) {
  await dialogStep(page, 'login');
  if (by === 'phone') {
    await dialog(page).locator('input[value="phone"]').check({ force: true });
    await dialog(page).locator('select[name="country_code"]').selectOption(diner.countryCode);
    await dialog(page).locator('input[name="mobile"]').fill(diner.mobile);
  } else {
    await dialog(page).locator('input[value="email"]').check({ force: true });
    await dialog(page).locator('input[name="email"]').fill(diner.email);
  }
  await dialog(page).locator('input[name="password"]').fill(password);
  await dialog(page).locator('input[name="privacy"]').check();
  await submit(page).click();
  await expect(page.getByTestId('login-flash')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(page).not.toHaveURL(/showLogin/);
}

for (const { lang, width, program } of [
  { lang: 'en', width: 1280, program: 'members-club' },
  { lang: 'ja', width: 375, program: 'dine-asia' },
]) {
  test(`${lang} at ${width} px: sign up with the SMS code, log out, log in by phone and by e-mail`, async ({ page }) => {
    test.slow(); // a long journey with axe at every step
    await page.setViewportSize({ width, height: 900 });
    const diner = newDiner();
    await page.goto(`/?program=${program}&lang=${lang}`);
    if (program === 'dine-asia') await acceptTermsGate(page);
    await page.goto(`/?program=${program}&lang=${lang}&showLogin=1`);
    await expect(dialog(page)).toBeVisible();
    await noAxeViolations(page);

    await dialog(page).locator('.dialog-links button').nth(1).click();
    await dialogStep(page, 'signup-mobile');
    await dialog(page).locator('select[name="country_code"]').selectOption('65');
    await dialog(page).locator('input[name="mobile"]').fill(diner.mobile);
    // Without the privacy box the code is not sent.
    await submit(page).click();
    await expect(dialog(page).locator('input[name="privacy"]')).toHaveAttribute('aria-invalid', 'true');
    await noAxeViolations(page);
    await dialog(page).locator('input[name="privacy"]').check();
    await submit(page).click();

    await dialogStep(page, 'signup-code');
    await noAxeViolations(page);
    const code = await smsCode(page.request, `+65${diner.mobile}`);
    await dialog(page).locator('input[name="mobile_token"]').fill(code);

    await dialogStep(page, 'signup-profile');
    await expect(dialog(page).locator('input[name="nickname"]')).toHaveValue(/^diner_/);
    await dialog(page).locator('input[name="email"]').fill(diner.email);
    await dialog(page).locator('input[name="password"]').focus();
    await expect(dialog(page).locator('.password-hints li')).toHaveCount(2);
    await dialog(page).locator('input[name="password"]').fill(diner.password);
    await expect(dialog(page).locator('.password-hints li[data-met="true"]')).toHaveCount(2);
    await noAxeViolations(page);
    await submit(page).click();

    await expect(page.getByTestId('login-flash')).toBeVisible();
    await expect(page).not.toHaveURL(/showLogin/);
    expect((await signedInMember(page, program))?.email).toBe(diner.email);
    await expect(page.getByTestId('account-member')).toContainText('diner_');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await reviewShot(page, `test-results/screenshots/account-signed-up-${lang}-${width}.png`);

    await signOut(page, program);
    await openFromHeader(page);
    await logIn(page, diner, 'phone');
    expect((await signedInMember(page, program))?.email).toBe(diner.email);

    await signOut(page, program);
    await openLoginDialog(page, `/?program=${program}&lang=${lang}&showLogin=1`);
    await logIn(page, diner, 'email');
    expect((await signedInMember(page, program))?.email).toBe(diner.email);
  });
}

test('forgot password by e-mail: the code from the mailbox, a new password, back to login, log in with it', async ({ page }) => {
  await page.clock.install(); // for typingPause
  test.slow(); // a long journey with axe at every step
  const diner = newDiner();
  await signUpByApi(page.request, 'members-club', diner);
  await openLoginDialog(page, '/?program=members-club&showLogin=1');
  await dialog(page).locator('.dialog-links button').first().click();
  await dialogStep(page, 'forgot-mobile');
  await dialog(page).locator('input[value="email"]').check({ force: true });
  await dialog(page).locator('input[name="email"]').fill(diner.email);
  await noAxeViolations(page);
  await submit(page).click();

  await dialogStep(page, 'forgot-code');
  await dialog(page).locator('input[name="mobile_token"]').fill(await mailCode(page.request, diner.email));

  await dialogStep(page, 'forgot-password');
  await dialog(page).locator('input[name="password"]').fill('newer2026');
  await dialog(page).locator('input[name="password_confirmation"]').fill('newer2027');
  await submit(page).click();
  await expect(dialog(page).locator('input[name="password_confirmation"]')).toHaveAttribute('aria-invalid', 'true');
  await noAxeViolations(page);
  await dialog(page).locator('input[name="password_confirmation"]').fill('newer2026');
  await typingPause(page);
  await submit(page).click();

  await dialogStep(page, 'forgot-success');
  await expect(page.getByTestId('login-notice')).not.toBeEmpty();
  await noAxeViolations(page);
  await dialog(page).getByTestId('reset-success').locator('button').click();
  await logIn(page, diner, 'email', 'newer2026');
  expect((await signedInMember(page, 'members-club'))?.email).toBe(diner.email);
});

test('a wrong code is shown and cleared; when the countdown ends, Get help sends a help request', async ({ page }) => {
  test.slow(); // a long journey with axe at every step
  await page.clock.install();
  const diner = newDiner();
  await openLoginDialog(page, '/?program=members-club&showLogin=1');
  await dialog(page).locator('.dialog-links button').nth(1).click();
  await dialog(page).locator('select[name="country_code"]').selectOption('65');
  await dialog(page).locator('input[name="mobile"]').fill(diner.mobile);
  await dialog(page).locator('input[name="privacy"]').check();
  await submit(page).click();
  await dialogStep(page, 'signup-code');
  const right = await smsCode(page.request, `+65${diner.mobile}`);
  const wrong = right === '0000' ? '1111' : '0000';
  await dialog(page).locator('input[name="mobile_token"]').fill(wrong);
  await expect(page.getByTestId('code-error')).toBeVisible();
  await expect(dialog(page).locator('input[name="mobile_token"]')).toHaveValue('');
  await expect(page.getByTestId('get-help')).toHaveCount(0);
  await noAxeViolations(page);

  // Closing mid-flow asks first; Keep going stays on the step.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('confirm-quit')).toBeVisible();
  await noAxeViolations(page);
  await page.getByTestId('confirm-quit').locator('.button-primary').click();
  await expect(page.getByTestId('confirm-quit')).toBeHidden();
  await dialogStep(page, 'signup-code');

  await page.clock.fastForward(181_000);
  await page.getByTestId('get-help').click();
  await dialogStep(page, 'help-profile');
  await submit(page).click();
  await expect(dialog(page).locator('input[name="first_name"]')).toHaveAttribute('aria-invalid', 'true');
  await dialog(page).locator('input[name="first_name"]').fill('Mei');
  await dialog(page).locator('input[name="last_name"]').fill('Lin');
  await dialog(page).locator('input[name="email"]').fill(diner.email);
  await noAxeViolations(page);
  await submit(page).click();
  await dialogStep(page, 'help-policy');
  await dialog(page).locator('input[name="privacy"]').check();
  await noAxeViolations(page);
  await submit(page).click();
  await dialogStep(page, 'help-call');
  await expect(dialog(page)).toContainText(`+65 ${diner.mobile}`);
  await noAxeViolations(page);
  await submit(page).click();
  await dialogStep(page, 'help-done');
  await noAxeViolations(page);

  // Back twice would undo nothing now: done offers only the way back to login.
  await expect(page.getByTestId('login-back')).toHaveCount(0);
  await dialog(page).getByTestId('help-done').locator('button').click();
  await dialogStep(page, 'login');
  await page.getByTestId('login-close').click();
  await expect(dialog(page)).toBeHidden();
  await expect(page).not.toHaveURL(/showLogin/);
});

test('logging in before ticking the privacy box asks with I agree / Cancel; a wrong password shows above the button', async ({ page }) => {
  const diner = newDiner();
  await signUpByApi(page.request, 'members-club', diner);
  await openLoginDialog(page, '/?program=members-club&showLogin=1');
  await dialog(page).locator('input[value="email"]').check({ force: true });
  await dialog(page).locator('input[name="email"]').fill(diner.email);
  // Spec §5: Log in stays disabled until the password is longer than 5 characters.
  await dialog(page).locator('input[name="password"]').fill('12345');
  await expect(submit(page)).toBeDisabled();
  await dialog(page).locator('input[name="password"]').fill('wrong-password');
  await submit(page).click();
  await expect(page.getByTestId('policy-popup')).toBeVisible();
  await noAxeViolations(page);
  await page.getByTestId('policy-popup').locator('.button-secondary').click();
  await expect(page.getByTestId('policy-popup')).toBeHidden();
  await submit(page).click();
  await page.getByTestId('policy-popup').locator('.button-primary').click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(dialog(page).locator('input[name="privacy"]')).toBeChecked();
  expect(await signedInMember(page, 'members-club')).toBeNull();
});

test('a program with terms before authentication asks for them first; its level upgrade is congratulated', async ({ page }) => {
  const diner = newDiner();
  await signUpByApi(page.request, 'members-club', diner);
  await openLoginDialog(page, '/?program=mc-world&showLogin=1');
  await dialogStep(page, 'terms');
  const next = dialog(page).locator('.dialog-actions .button-primary');
  await expect(next).toBeDisabled();
  await dialog(page).locator('.terms-gate-consent input').check();
  await noAxeViolations(page);
  await next.click();
  await dialogStep(page, 'login');
  await dialog(page).locator('input[value="email"]').check({ force: true });
  await dialog(page).locator('input[name="email"]').fill(diner.email);
  await dialog(page).locator('input[name="password"]').fill(diner.password);
  await dialog(page).locator('input[name="privacy"]').check();
  await submit(page).click();
  await expect(page.getByTestId('upgrade-dialog')).toBeVisible();
  await noAxeViolations(page);
  await page.getByTestId('upgrade-dialog').locator('.button-primary').click();
  await expect(page.getByTestId('login-flash')).toBeVisible();
  expect(await signedInMember(page, 'mc-world')).not.toBeNull();
});

test('keyboard only: sign up without touching the mouse', async ({ page }) => {
  const diner = newDiner();
  await page.goto('/?program=members-club&showLogin=1');
  await expect(dialog(page)).toBeVisible();
  const focused = () => page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return { name: el?.getAttribute('name') ?? '', testid: el?.closest('[data-testid]')?.getAttribute('data-testid') ?? '', text: el?.textContent ?? '', type: el?.type ?? '' };
  });
  /** Presses Tab until the focused element matches. */
  async function tabTo(match: (f: Awaited<ReturnType<typeof focused>>) => boolean) {
    for (let i = 0; i < 30; i++) {
      if (match(await focused())) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`focus never reached the element; last: ${JSON.stringify(await focused())}`);
  }
  await tabTo((f) => /Create an account/.test(f.text));
  await page.keyboard.press('Enter');
  await dialogStep(page, 'signup-mobile');
  await tabTo((f) => f.name === 'country_code');
  await page.keyboard.type('+65');
  await tabTo((f) => f.name === 'mobile');
  await page.keyboard.type(diner.mobile);
  await tabTo((f) => f.name === 'privacy');
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await dialogStep(page, 'signup-code');
  await tabTo((f) => f.name === 'mobile_token');
  await page.keyboard.type(await smsCode(page.request, `+65${diner.mobile}`));
  await dialogStep(page, 'signup-profile');
  await tabTo((f) => f.name === 'email');
  await page.keyboard.type(diner.email);
  await tabTo((f) => f.name === 'password');
  await page.keyboard.type(diner.password);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('login-flash')).toBeVisible();
  expect((await signedInMember(page, 'members-club'))?.email).toBe(diner.email);
});
