import type { z } from 'zod';
import type { payerDeviceSchema } from '#domain/contract/bank-cards.ts';

/** The browser details 3-D Secure 2 passes to the issuer (adding a card, paying a bill with a new one). */
export function payerDevice(): z.input<typeof payerDeviceSchema> {
  return {
    browser: navigator.userAgent.slice(0, 256),
    accept_headers: 'text/html',
    language: navigator.language.slice(0, 16),
    color_depth: screen.colorDepth,
    screen_height: screen.height,
    screen_width: screen.width,
    time_zone_offset_minutes: new Date().getTimezoneOffset(),
    java_enabled: false,
  };
}
