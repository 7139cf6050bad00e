'use client';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { domainMessages } from '#domain/messages.ts';

/** The event ManageActions sends once a cancel succeeded, so the status on the same screen follows. */
export const BOOKING_CANCELLED_EVENT = 'booking-cancelled';

/** The booking's status in words; turns to 'Cancelled' when the diner cancels on this screen. */
export function BookingStatus({ id, text }: { id: number; text: string }) {
  const { i18n } = useLingui();
  const [cancelled, setCancelled] = useState(false);
  useEffect(() => {
    const onCancelled = (event: Event) => {
      if ((event as CustomEvent<number>).detail === id) setCancelled(true);
    };
    window.addEventListener(BOOKING_CANCELLED_EVENT, onCancelled);
    return () => window.removeEventListener(BOOKING_CANCELLED_EVENT, onCancelled);
  }, [id]);
  return <>{cancelled ? i18n._(domainMessages.bookingStatusCancelled) : text}</>;
}
