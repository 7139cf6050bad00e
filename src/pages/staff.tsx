import { Trans, useLingui } from '@lingui/react/macro';
import { providerAnswers } from '#edge/provider-answers.ts';
import { getPageContext } from '#edge/request-context.ts';
import { markUnavailable } from '#edge/unavailable-page.ts';
import { PageHeading } from '#ui/page-heading.tsx';
import { StaffArea } from '#features/staff/staff-area.tsx';
import { initPageI18n } from '#lib/i18n/server.ts';

/** The restaurant staff area (issue 14): their restaurant's bookings, the meal confirmed or the no-show marked, appeals decided. */
export default async function StaffPage() {
  const page = getPageContext();
  initPageI18n(page.uiLocale);
  const { t } = useLingui();
  // The staff area loads everything in the browser, through the provider: down, this is the outage page.
  if (!(await providerAnswers(page))) return markUnavailable(page);
  return (
    <div className="my-bookings staff-page">
      <PageHeading title={t`Restaurant staff`}><Trans>Restaurant staff</Trans></PageHeading>
      <StaffArea lang={page.uiLocale} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
