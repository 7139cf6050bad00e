import { Trans, useLingui } from '@lingui/react/macro';
import { NotFoundNotice } from '#ui/not-found-notice.tsx';
import { domainMessages } from '#domain/messages.ts';

/** What a manage page says when the booking is not found (or the code is wrong). */
export function BookingNotFound({ backHref }: { backHref: string }) {
  const { t, i18n } = useLingui();
  return (
    <NotFoundNotice
      title={t`Reservation unavailable`}
      heading={i18n._(domainMessages.bookingNotFound)}
      action={{ href: backHref, label: <Trans>Find a reservation</Trans> }}
    />
  );
}
