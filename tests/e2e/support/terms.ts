import { expect, type FrameLocator, type Page } from '@playwright/test';

/** Accepts the terms gate of a program that shows it on program start. */
export async function acceptTermsGate(scope: Page | FrameLocator): Promise<void> {
  const gate = scope.getByTestId('terms-gate');
  await expect(gate).toBeVisible();
  await gate.getByRole('checkbox').check();
  await gate.getByRole('button', { name: 'Next' }).click();
  await expect(gate).toBeHidden();
}
