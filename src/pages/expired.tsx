import { Trans, useLingui } from '@lingui/react/macro';
import { getPageContext } from '#edge/request-context.ts';
import { domainMessages } from '#domain/messages.ts';
import { buildRoute, routes } from '#domain/routes.ts';
import { initPageI18n } from '#lib/i18n/server.ts';

/** Spec §2 /expired: the program is expired or invalid; Back to Home starts over on the default program. */
export default async function ExpiredPage() {
  const page = getPageContext();
  const i18n = initPageI18n(page.uiLocale);
  const { t } = useLingui();
  const lang = page.url.searchParams.get('lang');
  return (
    <div className="notice-page">
      <title>{t`Program unavailable`}</title>
      <h1>{i18n._(domainMessages.programInvalid)}</h1>
      <p>
        <Trans>Please check the link you followed, or go back to the home page.</Trans>
      </p>
      <a className="button-primary" href={buildRoute(routes.loading, '', { lang })} data-testid="back-home">
        <Trans>Back to Home</Trans>
      </a>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
