import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PageContext } from '#edge/request-context.ts';
import { buildRoute, routes } from '#domain/routes.ts';
import { LanguagePicker } from './language-picker';

type Program = NonNullable<PageContext['program']>;

/** Program header: logo and title, main navigation, the language picker and the diner's account area (a slot). */
export function ProgramHeader({ page, program, account }: { page: PageContext; program: Program; account?: ReactNode }) {
  const { t } = useLingui();
  const { config, images } = program.bundle;
  const logo = images.find((image) => image.name === 'logo');
  const query = page.url.searchParams;
  return (
    <header className="shell-header">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <a className="brand" href={buildRoute(routes.home, query)}>
        {logo ? <img src={logo.img_url} alt="" width={32} height={32} /> : null}
        <span>{config.title}</span>
      </a>
      <nav aria-label={t`Main`} className="shell-nav">
        <a href={buildRoute(routes.home, query)} aria-current={page.url.pathname === routes.home ? 'page' : undefined}>
          <Trans>Restaurants</Trans>
        </a>
        <a href={buildRoute(routes.deals, query)} aria-current={page.url.pathname.startsWith(routes.deals) ? 'page' : undefined}>
          <Trans>Deals</Trans>
        </a>
        <a href={buildRoute(routes.myBookings, query)} aria-current={page.url.pathname === routes.myBookings ? 'page' : undefined}>
          <Trans>My bookings</Trans>
        </a>
        {page.memberToken ? (
          <a href={buildRoute(routes.myCards, query)} aria-current={page.url.pathname === routes.myCards ? 'page' : undefined}>
            <Trans>My cards</Trans>
          </a>
        ) : null}
        <a href={buildRoute(routes.vouchers, query)} aria-current={page.url.pathname === routes.vouchers ? 'page' : undefined}>
          <Trans>Vouchers</Trans>
        </a>
        {config.invite_leaderboard ? (
          <a href={buildRoute(routes.leaderboard, query)} aria-current={page.url.pathname === routes.leaderboard ? 'page' : undefined}>
            <Trans>Leaderboard</Trans>
          </a>
        ) : null}
      </nav>
      <LanguagePicker page={page} languages={config.languages} />
      {account}
    </header>
  );
}
