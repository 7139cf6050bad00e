import { expect, type FrameLocator, type Page } from '@playwright/test';

/** Accepts the terms gate of a program that shows it on program start. */
export async function acceptTermsGate(scope: Page | FrameLocator): Promise<void> {
  const gate = scope.getByTestId('terms-gate');
  await expect(gate).toBeVisible();
  await gate.getByRole('checkbox').check();
  // Next (the primary button), whatever the language.
  await gate.locator('button.button-primary').click();
  await expect(gate).toBeHidden();
}
