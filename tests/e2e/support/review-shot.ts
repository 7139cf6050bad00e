import type { Locator, Page } from '@playwright/test';

/**
 * A screenshot for a person to look at (a layout in a language, at a width), written only when the run is asked for
 * them: `E2E_SCREENSHOTS=1 npx playwright test`. No test reads one, so `npm test` takes none (a full-page PNG of a
 * long page costs its encoding on every run).
 */
export async function reviewShot(target: Page | Locator, path: string, options: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = {}): Promise<void> {
  if (process.env.E2E_SCREENSHOTS) await target.screenshot({ path, ...options });
}
