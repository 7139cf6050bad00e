import { expect, test } from '@playwright/test';
import { bookWithCard, cancelOnManageScreen, GUARANTEE, PROGRAM, savedCards } from './support/booking-money';
import { hydrated, memberWithSavedCard } from './support/cards';

// A card that guarantees an upcoming booking stays: My cards says why and what to do; once the booking is cancelled
// the card is removed as any other.
test.use({ extraHTTPHeaders: { 'CF-Connecting-IP': `198.51.100.${1 + Math.floor(Math.random() * 250)}` } });

test('My cards refuses to remove a card that guarantees an upcoming booking, and removes it after the booking is cancelled', async ({ page }) => {
  test.slow(); // adds a card through 3-D Secure, books and cancels
  const diner = await memberWithSavedCard(page, PROGRAM);
  const [card] = await savedCards(page.request);
  const booking = await bookWithCard(page.request, { restaurant: GUARANTEE, diner, cardId: card!.id, dayIndex: 8 });

  await page.goto(`/my-cards?program=${PROGRAM}&lang=en`);
  await hydrated(page, '[data-testid="add-card"]');
  const removeFromList = async () => {
    await page.getByRole('button', { name: 'Remove Mastercard ending in 0008' }).click();
    await page.getByTestId('remove-card-dialog').getByRole('button', { name: 'Remove card' }).click();
  };
  await removeFromList();
  await expect(page.getByTestId('card-error')).toHaveText(
    /^This card guarantees an upcoming booking at .+\. Cancel that booking or wait until it is over before removing the card$/,
  );
  await expect(page.getByTestId('saved-card')).toHaveCount(1);
  expect(await savedCards(page.request)).toHaveLength(1);

  await cancelOnManageScreen(page, booking);
  await page.goto(`/my-cards?program=${PROGRAM}&lang=en`);
  await hydrated(page, '[data-testid="add-card"]');
  await removeFromList();
  await expect(page.getByTestId('card-notice')).toHaveText('Your card was removed');
  await expect(page.getByTestId('no-cards')).toBeVisible();
});
