import { useEffect, useRef } from 'react';
import { LIVE_SLOTS_PING, liveSlotsMessageSchema, type LiveSlotsMessage } from '#domain/contract/live-slots.ts';
import { LIVE_SLOTS_KEEPALIVE_MS, LIVE_SLOTS_POLL_MS, LIVE_SLOTS_RETRY_MAX_MS, LIVE_SLOTS_RETRY_MS, liveSlotsUrl } from '#domain/live-slots.ts';

export interface LiveSlotsWatch {
  restaurantId: number;
  program: string;
  dealId: number | null;
  /** false while there is nothing to keep up to date (no slots shown yet). */
  enabled: boolean;
}

/**
 * Keeps a screen's slots up to date while it is open: the restaurant's changes arrive over a WebSocket and go to
 * `onChange`; while the socket is not open (it cannot open in some partner iframes and proxies, or it dropped),
 * `poll` is called every 15 s, and once when a dropped socket opens again (what it missed meanwhile).
 */
export function useLiveSlots(watch: LiveSlotsWatch, onChange: (slots: LiveSlotsMessage['slots']) => void, poll: () => void): void {
  const handlers = useRef({ onChange, poll });
  handlers.current = { onChange, poll };
  const { restaurantId, program, dealId, enabled } = watch;

  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined') return;
    let stopped = false;
    let socket: WebSocket | null = null;
    let retryMs = LIVE_SLOTS_RETRY_MS;
    let everOpened = false;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let keepAlive: ReturnType<typeof setInterval> | undefined;
    let polling: ReturnType<typeof setInterval> | undefined;

    const startPolling = () => (polling ??= setInterval(() => handlers.current.poll(), LIVE_SLOTS_POLL_MS));
    const stopPolling = () => {
      clearInterval(polling);
      polling = undefined;
    };

    function open() {
      try {
        socket = new WebSocket(liveSlotsUrl(window.location.origin, { restaurantId, program, dealId }));
      } catch {
        return startPolling();
      }
      socket.addEventListener('open', () => {
        if (everOpened || polling) handlers.current.poll();
        everOpened = true;
        retryMs = LIVE_SLOTS_RETRY_MS;
        stopPolling();
        keepAlive = setInterval(() => socket?.send(LIVE_SLOTS_PING), LIVE_SLOTS_KEEPALIVE_MS);
      });
      socket.addEventListener('message', (event) => {
        if (typeof event.data !== 'string' || event.data === 'pong') return;
        try {
          const message = liveSlotsMessageSchema.safeParse(JSON.parse(event.data));
          if (message.success) handlers.current.onChange(message.data.slots);
        } catch {
          // Not JSON: nothing to show.
        }
      });
      socket.addEventListener('close', () => {
        clearInterval(keepAlive);
        socket = null;
        if (stopped) return;
        startPolling();
        reopen = setTimeout(open, retryMs);
        retryMs = Math.min(retryMs * 2, LIVE_SLOTS_RETRY_MAX_MS);
      });
    }

    open();
    return () => {
      stopped = true;
      clearTimeout(reopen);
      clearInterval(keepAlive);
      stopPolling();
      socket?.close(1000, 'closed');
    };
  }, [restaurantId, program, dealId, enabled]);
}
