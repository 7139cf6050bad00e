import { Trans, useLingui } from '@lingui/react/macro';
import type { ResourceLoad } from '../../../server/edge/load-resource';
import { NoticePage } from '../../components/ui/notice-page';
import { domainMessages } from '../../domain/messages';

/** What a manage page says when the booking is not found (or the code is wrong) or the provider failed. */
export function BookingUnavailable({ load, backHref }: { load: Exclude<ResourceLoad<unknown>, { kind: 'found' }>; backHref: string }) {
  const { t, i18n } = useLingui();
  return (
    <NoticePage
      title={t`Reservation unavailable`}
      heading={load.kind === 'not_found' ? i18n._(domainMessages.bookingNotFound) : t`We could not load this reservation right now. Please try again in a moment.`}
      action={{ href: backHref, label: <Trans>Find a reservation</Trans> }}
    />
  );
}
