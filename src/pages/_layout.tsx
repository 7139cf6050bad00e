import '../styles/global.css';
import '../styles/booking-site.css';
import '../styles/account.css';
import '../styles/vouchers.css';
import type { ReactNode } from 'react';
import { getPageContext } from '#edge/request-context.ts';
import { isSharedPagePath } from '#edge/shared-page.ts';
import { isBookingSitePath } from '#domain/booking-frame.ts';
import { PartnerLoginWatch } from '#features/access/partner-login-watch.tsx';
import { ProgramStartVerifyGate } from '#features/access/program-start-verify-gate.tsx';
import { loadLogin } from '#features/account/load-login.ts';
import { LoginLauncher } from '#features/account/login-launcher.tsx';
import { UpgradeAnnouncementGate } from '#features/account/upgrade-announcement-gate.tsx';
import { HeaderAccount } from '#features/member/header-account.tsx';
import { ProgramShell } from '#features/program-shell/program-shell.tsx';
import { FrameShell } from '#features/program-shell/frame-shell.tsx';
import { PlainShell } from '#features/program-shell/plain-shell.tsx';
import { TermsGateWhenDue } from '#features/terms/terms-gate-when-due.tsx';
import { clientLocales, frameLocales } from '#lib/i18n/client-locales.ts';
import { WithMoreMessages } from '#lib/i18n/client-provider.tsx';
import { initPageI18n } from '#lib/i18n/server.ts';

export default async function MainLayout({ children }: { children: ReactNode }) {
  const page = getPageContext();
  initPageI18n(page.uiLocale);
  const LocaleProvider = (page.program && isBookingSitePath(page.url.pathname) ? frameLocales : clientLocales)[page.uiLocale];
  // The pages diners land on carry the messages of their first paint only; the others render with the rest too.
  const content = isSharedPagePath(page.url.pathname) ? children : <WithMoreMessages>{children}</WithMoreMessages>;
  return (
    <LocaleProvider>
      {!page.program ? (
        <PlainShell>{content}</PlainShell>
      ) : isBookingSitePath(page.url.pathname) ? (
        <FrameShell program={page.program}>{children}</FrameShell>
      ) : (
        <ProgramShell
          page={page}
          program={page.program}
          account={<HeaderAccount page={page} />}
          watch={
            page.program.session.access?.method === 'amex' ? <PartnerLoginWatch expiresAt={page.program.session.access.expiresAt} backHref={page.program.session.jumpUrl} /> : null
          }
          dialogs={
            <>
              <TermsGateWhenDue program={page.program} />
              <ProgramStartVerifyGate page={page} />
              <LoginLauncher {...loadLogin(page)} />
              <UpgradeAnnouncementGate page={page} />
            </>
          }
        >
          {content}
        </ProgramShell>
      )}
    </LocaleProvider>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
