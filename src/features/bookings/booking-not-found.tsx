import { Trans, useLingui } from '@lingui/react/macro';
import { NotFoundNotice } from '../../components/ui/not-found-notice';
import { domainMessages } from '../../domain/messages';

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
