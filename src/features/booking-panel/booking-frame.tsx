import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { AssetLoadNotice } from '#ui/chunk-boundary.tsx';
import { withLoadTimeout } from '#lib/asset-load.ts';

type FrameMessages = typeof import('#domain/frame-messages.ts');

interface BookingFrameProps {
  src: string;
  /** The booking site's origin: the only origin whose messages count. */
  siteOrigin: string;
  onBooked: (booking: { id: number; code: string }) => void;
  onClose: () => void;
}

const INITIAL_HEIGHT = 560;

/**
 * The booking site in an iframe (spec §7 "Booking frame"). It tells its height and the booking's outcome
 * by postMessage; only messages from the site's origin and from this frame's window are read.
 */
export function BookingFrame({ src, siteOrigin, onBooked, onClose }: BookingFrameProps) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(INITIAL_HEIGHT);
  // The frame's message module failed to load: the frame works, but its height and outcome would go unheard.
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const handlers = useRef({ onBooked, onClose });
  handlers.current = { onBooked, onClose };

  useEffect(() => {
    // The message schema brings zod; it loads with the frame, not with the page.
    const protocol: Promise<FrameMessages | null> = withLoadTimeout(() => import('#domain/frame-messages.ts')).catch(() => {
      setFailed(true);
      return null;
    });
    let resize: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== siteOrigin || !frame.current || event.source !== frame.current.contentWindow) return;
      const data: unknown = event.data;
      void protocol.then((messages) => {
        if (!messages) return;
        const { frameMessageSchema, frameHeight, FRAME_RESIZE_DELAY_MS } = messages;
        const parsed = frameMessageSchema.safeParse(data);
        if (!active || !parsed.success) return;
        const message = parsed.data;
        if (message.type === 'dining:resize') {
          clearTimeout(resize);
          resize = setTimeout(() => setHeight(frameHeight(message.height)), FRAME_RESIZE_DELAY_MS);
        } else if (message.type === 'dining:booked') handlers.current.onBooked({ id: message.booking_id, code: message.reservation_code });
        else handlers.current.onClose();
      });
    };
    window.addEventListener('message', onMessage);
    return () => {
      active = false;
      clearTimeout(resize);
      window.removeEventListener('message', onMessage);
    };
  }, [siteOrigin, attempt]);

  return (
    <>
      {failed ? (
        <AssetLoadNotice
          onRetry={() => {
            setFailed(false);
            setAttempt(attempt + 1);
          }}
        />
      ) : null}
      <iframe ref={frame} className="booking-frame" src={src} title={t`Booking form`} style={{ height }} data-testid="booking-frame" />
    </>
  );
}
