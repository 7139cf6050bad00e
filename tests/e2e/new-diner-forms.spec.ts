import { expect, test, type Page } from '@playwright/test';
import { dialogStep, newDiner, signUpByApi, smsCode } from './support/account';
import { noAxeViolations } from './support/axe';
import { bookAsDiner, signInByApi } from './support/member-booking';

// What a new diner trips on: dialogs in turn, a sign-up form that is not red before typing, a member's
// booking frame filled in, My bookings per program.
const dialog = (page: Page) => page.getByTestId('login-dialog');
const submit = (page: Page) => dialog(page).locator('.login-dialog-body form button[type="submit"]');

test('a fresh browser on ?showLogin=1: the terms gate first, the login dialog once the terms are accepted', async ({ page }) => {
  await page.goto('/?program=dine-asia&lang=en&showLogin=1');
  const gate = page.getByTestId('terms-gate');
  await expect(gate).toBeVisible();
  await expect(page.locator('[data-login-launcher="ready"]')).toBeAttached();
  // The login dialog waits: nothing covers the consent checkbox, which takes a real click.
  await expect(dialog(page)).toHaveCount(0);
  await noAxeViolations(page);
  await gate.getByRole('checkbox').click();
  await gate.getByRole('button', { name: 'Next' }).click();
  await expect(gate).toBeHidden();
  await expect(dialog(page)).toBeVisible();
  await dialogStep(page, 'login');
  await noAxeViolations(page);
});

test('sign-up profile: no error before the diner types; a field’s rule shows once it is left; one password rule', async ({ page }) => {
  test.slow(); // sign-up through the SMS outbox, axe on the way
  const diner = newDiner();
  await page.goto('/?program=members-club&lang=en&showLogin=1');
  await expect(dialog(page)).toBeVisible();
  await dialog(page).locator('.dialog-links button').nth(1).click();
  await dialogStep(page, 'signup-mobile');
  await dialog(page).locator('select[name="country_code"]').selectOption('65');
  await dialog(page).locator('input[name="mobile"]').fill(diner.mobile);
  await dialog(page).locator('input[name="privacy"]').check();
  await submit(page).click();
  await dialogStep(page, 'signup-code');
  await dialog(page).locator('input[name="mobile_token"]').fill(await smsCode(page.request, `+65${diner.mobile}`));

  await dialogStep(page, 'signup-profile');
  const form = page.getByTestId('signup-profile-form');
  await expect(form.locator('input[name="email"]')).toBeFocused();
  await expect(form.locator('.form-error')).toHaveCount(0);
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  await noAxeViolations(page);

  // Typing is not an error yet; leaving the field is when its rule shows.
  await form.locator('input[name="email"]').fill('mei@');
  await expect(form.locator('.form-error')).toHaveCount(0);
  await form.locator('input[name="email"]').press('Tab');
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Password must')).toHaveCount(0);

  const password = form.locator('input[name="password"]');
  await password.focus();
  await expect(form.locator('.password-hints li').first()).toHaveText('At least 8 characters');
  await password.fill('abcdefgh');
  await expect(form.locator('.password-hints li[data-met="true"]')).toHaveCount(1);
  await form.locator('input[name="nickname"]').focus();
  await expect(form.getByText('Password must have at least 8 characters and at least 1 number')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await noAxeViolations(page);

  await form.locator('input[name="email"]').fill(diner.email);
  await password.fill(diner.password);
  await expect(form.locator('.form-error')).toHaveCount(0);
  await submit(page).click();
  await expect(page.getByTestId('login-flash')).toBeVisible();
});

test('a submitted empty sign-up profile shows every rule at once and focuses the first field in error', async ({ page }) => {
  test.slow();
  const diner = newDiner();
  await page.goto('/?program=members-club&lang=en&showLogin=1');
  await dialog(page).locator('.dialog-links button').nth(1).click();
  await dialog(page).locator('select[name="country_code"]').selectOption('65');
  await dialog(page).locator('input[name="mobile"]').fill(diner.mobile);
  await dialog(page).locator('input[name="privacy"]').check();
  await submit(page).click();
  await dialog(page).locator('input[name="mobile_token"]').fill(await smsCode(page.request, `+65${diner.mobile}`));
  await dialogStep(page, 'signup-profile');
  const form = page.getByTestId('signup-profile-form');
  await expect(form.locator('.form-error')).toHaveCount(0);
  await submit(page).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Password must have at least 8 characters and at least 1 number')).toBeVisible();
  await expect(form.locator('input[name="email"]')).toBeFocused();
  await dialogStep(page, 'signup-profile');
});

test('a signed-in member’s booking frame starts with their name, e-mail and mobile', async ({ page }) => {
  test.slow();
  const diner = newDiner();
  await signUpByApi(page.request, 'members-club', diner);
  await signInByApi(page.request, 'members-club', diner);
  await bookAsDiner(page.request, { program: 'members-club', restaurant: 3, diner, firstName: 'Aiko', lastName: 'Sato' });

  await page.goto('/restaurants/3/reservation?program=members-club&lang=en');
  await expect(page.locator('.booking-site[data-ready="true"]')).toBeAttached();
  await page.getByRole('button', { name: 'Dinner' }).click();
  await expect(page.locator('.booking-site')).toHaveAttribute('data-step', 'seats');
  await page.locator('.time-choice').first().click();
  await page.locator('select').nth(1).selectOption('2');
  await page.locator('.step-actions .button-primary').click();
  if ((await page.locator('.booking-site').getAttribute('data-step')) === 'deal') await page.locator('.choice-list .choice').first().click();
  await expect(page.locator('.booking-site')).toHaveAttribute('data-step', 'guest');

  await expect(page.locator('input[name="first_name"]')).toHaveValue('Aiko');
  await expect(page.locator('input[name="last_name"]')).toHaveValue('Sato');
  await expect(page.locator('input[name="email"]')).toHaveValue(diner.email);
  await expect(page.locator('select[name="country_code"]')).toHaveValue('65');
  await expect(page.locator('input[name="mobile"]')).toHaveValue(diner.mobile);
  await noAxeViolations(page);
});

test('My bookings in one program lists only that program’s bookings', async ({ page }) => {
  test.slow();
  const diner = newDiner();
  await signUpByApi(page.request, 'members-club', diner);
  // members-club books only for a signed-in member (the provider refuses anyone else).
  await signInByApi(page.request, 'members-club', diner);
  const club = await bookAsDiner(page.request, { program: 'members-club', restaurant: 1, diner, firstName: 'Aiko', lastName: 'Sato' });
  const asia = await bookAsDiner(page.request, { program: 'dine-asia', restaurant: 1, diner, firstName: 'Aiko', lastName: 'Sato' });

  await page.goto('/my-bookings?program=members-club&lang=en');
  const codes = page.getByTestId('member-booking-code');
  await expect(codes).toHaveText([club.reservation_code]);
  await expect(page.getByText(asia.reservation_code)).toHaveCount(0);
  await noAxeViolations(page);
  // Through the API too: the provider filters, not the page.
  const listed = (await (await page.request.get('/api/account/bookings?program=members-club')).json()) as { books: { reservation_code: string }[] };
  expect(listed.books.map((b) => b.reservation_code)).toEqual([club.reservation_code]);
});

test('a login-dialog chunk that fails to load shows a message with Retry, and Retry loads the dialog', async ({ page }) => {
  const chunk = /\/assets\/login-dialog-[^/]+\.js$/;
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  await page.goto('/?program=members-club&lang=en&showLogin=1');
  const notice = page.getByTestId('asset-load-error');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice).toContainText('This part of the page could not load. Check your connection and try again.');
  await expect(dialog(page)).toHaveCount(0);
  await noAxeViolations(page);

  // Back online: Retry requests the chunk again, without reloading the page.
  await page.unroute(chunk);
  const refetched = page.waitForRequest(chunk);
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await notice.getByRole('button', { name: 'Retry' }).click();
  await refetched;
  await expect(dialog(page)).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await dialogStep(page, 'login');
});
