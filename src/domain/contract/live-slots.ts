import { z } from 'zod';

/**
 * What a watcher of a restaurant's slots hears (GET /public/restaurants/{id}/slots/live?deal_id=, a WebSocket): the
 * slots whose seats changed, with the party sizes each can take now (empty: full), in the slot answers' terms.
 */
export const liveSlotsMessageSchema = z.object({
  slots: z.array(
    z.object({
      date: z.iso.date(),
      time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
      available: z.array(z.number().int().positive()),
    }),
  ),
});
export type LiveSlotsMessage = z.infer<typeof liveSlotsMessageSchema>;

/** A watcher says this now and then so that proxies keep the socket open; the object answers 'pong' without waking. */
export const LIVE_SLOTS_PING = 'ping';
