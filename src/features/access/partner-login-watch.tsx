'use client';
import { useEffect } from 'react';
import { PARTNER_LOGIN_CHECK_MS, PARTNER_LOGIN_EXPIRED_ALERT } from '#domain/program-access.ts';

interface PartnerLoginWatchProps {
  /** When the Amex login ends (ISO time). */
  expiresAt: string;
  /** Where the diner goes back to: the partner's page they came from, if the program allows it. */
  backHref: string | null;
}

/**
 * Spec §8/§9: an Amex login opens booking for 30 minutes; the page checks every 5 seconds and, once it has
 * ended, says so in Chinese (the partner's mini-program is Chinese) and sends the diner back to rebook.
 */
export function PartnerLoginWatch({ expiresAt, backHref }: PartnerLoginWatchProps) {
  useEffect(() => {
    const end = Date.parse(expiresAt);
    const timer = setInterval(() => {
      if (Date.now() < end) return;
      clearInterval(timer);
      window.alert(PARTNER_LOGIN_EXPIRED_ALERT);
      if (backHref) window.location.assign(backHref);
      else window.history.back();
    }, PARTNER_LOGIN_CHECK_MS);
    return () => clearInterval(timer);
  }, [expiresAt, backHref]);
  return null;
}
