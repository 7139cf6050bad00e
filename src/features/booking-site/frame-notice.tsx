'use client';
import { useEffect } from 'react';
import { postToParent, useFrameResize } from './frame-bridge';

/** On a page without the step machine (payment return): keep the frame sized, and report the booking once. */
export function FrameNotice({ returnUrl, booked }: { returnUrl: string | undefined; booked: { booking_id: number; reservation_code: string } | null }) {
  useFrameResize(returnUrl);
  useEffect(() => {
    if (booked) postToParent(returnUrl, { type: 'dining:booked', ...booked });
  }, [returnUrl, booked]);
  return null;
}
