import { exports } from 'cloudflare:workers';
import { expect } from 'vitest';
import { APP, hiddenFields, submitPageForm } from './page-forms';

/** The browser details the app sends for 3-D Secure. */
export const PAYER_DEVICE = { browser: 'Mozilla/5.0', language: 'en', color_depth: 24, screen_height: 800, screen_width: 1280, time_zone_offset_minutes: 0 };

/** Follows the gateway's redirect html to the sandbox's challenge page and picks its outcome; answers the page's redirect. */
export async function answerChallenge(redirectHtml: string, result: 'authenticated' | 'failed' | 'unavailable'): Promise<Response> {
  const challenge = await exports.default.fetch(new Request(`${APP}${/action="([^"]+)"/.exec(redirectHtml)![1]!.replaceAll('&amp;', '&')}`));
  expect(challenge.status).toBe(200);
  return submitPageForm('/api/sandbox/gateway/challenge', { ...hiddenFields(await challenge.text()), result });
}
