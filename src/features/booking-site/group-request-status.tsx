import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeading } from '#ui/page-heading.tsx';
import type { GroupRequest } from '#domain/contract/booking-manage.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { formatTime } from '#lib/i18n/format.ts';
import { formatDay } from './format-day';

/** The status view at `?group_request=<reference>`: what was asked and where it stands, or why it is not shown. */
export function GroupRequestStatus({ request, error, backHref, locale }: { request: GroupRequest | null; error: string | null; backHref: string; locale: CatalogLocale }) {
  const { t } = useLingui();
  return (
    <div className="booking-site">
      <PageHeading title={t`Group booking request`}><Trans>Group booking request</Trans></PageHeading>
      {request ? (
        <dl className="review-list" data-testid="group-status">
          <div><dt><Trans>Reference code</Trans></dt><dd>{request.reference_code}</dd></div>
          <div><dt><Trans>Status</Trans></dt><dd>{request.status_lng}</dd></div>
          <div><dt><Trans>Date</Trans></dt><dd>{formatDay(request.date, locale)}{request.time ? ` ${formatTime(request.time, locale)}` : ''}</dd></div>
          <div><dt><Trans>Number of guests</Trans></dt><dd>{request.guest_count}</dd></div>
        </dl>
      ) : (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p>
        <a href={backHref}>
          <Trans>Back to booking</Trans>
        </a>
      </p>
    </div>
  );
}
