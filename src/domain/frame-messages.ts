import { z } from 'zod';

/**
 * What the booking site (in an iframe) tells the page that embeds it, by origin-checked postMessage
 * (spec §7 "Booking frame", §9: resize after a 500 ms delay, minimum height 200).
 * The sender posts only to the origin of the `return_url` it was given; the receiver accepts only
 * messages from the booking site's origin and from the frame's own window.
 */
export const FRAME_RESIZE_DELAY_MS = 500;
export const FRAME_MIN_HEIGHT = 200;

export const frameMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('dining:resize'), height: z.number().int().nonnegative().max(100_000) }),
  z.object({ type: z.literal('dining:booked'), booking_id: z.number().int().positive(), reservation_code: z.string().regex(/^[A-Z0-9]{6,16}$/) }),
  z.object({ type: z.literal('dining:close') }),
]);
export type FrameMessage = z.infer<typeof frameMessageSchema>;

/** The frame height to apply for a reported content height. */
export function frameHeight(contentHeight: number): number {
  return Math.max(FRAME_MIN_HEIGHT, Math.ceil(contentHeight));
}

/** Where the frame may post: the origin of its `return_url` when that is a valid http(s) URL, else nowhere. */
export function frameTargetOrigin(returnUrl: string | null | undefined): string | null {
  if (!returnUrl) return null;
  try {
    const url = new URL(returnUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
