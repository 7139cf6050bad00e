/**
 * The header the app sends with a booking create: the origin of the booking site the diner used, so the
 * provider's manage links (in answers and e-mails) lead back to it. The provider trusts it only because
 * nothing but the app reaches it, and keeps it only when it is a plain http(s) origin.
 */
export const SITE_ORIGIN_HEADER = 'X-Booking-Site-Origin';

/** The value as an origin (scheme, host, port; nothing else), or null. */
export function readSiteOrigin(value: string | null | undefined): string | null {
  if (!value || value.length > 200) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value ? value : null;
  } catch {
    return null;
  }
}
