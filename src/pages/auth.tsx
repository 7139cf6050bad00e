import { Trans, useLingui } from '@lingui/react/macro';
import { getPageContext } from '#edge/request-context.ts';
import { providerForPage } from '#edge/provider-for-page.ts';
import { markUnavailable } from '#edge/unavailable-page.ts';
import { PageHeading } from '#ui/page-heading.tsx';
import { accessCodeInfoSchema } from '#domain/contract/program-config.ts';
import { initPageI18n } from '#lib/i18n/server.ts';
import { sanitizeRichText } from '#lib/rich-text.ts';
import { appLink, routes } from '#domain/routes.ts';
import { accessRequirement } from '#domain/program-access.ts';
import { AuthAccessCode } from '#features/access/auth-access-code.tsx';

/** Spec §2 /auth: the provider's access-code description, sanitized rich text. */
export default async function AuthPage() {
  const page = getPageContext();
  initPageI18n(page.uiLocale);
  const { t } = useLingui();
  const program = page.program!;
  const info = await providerForPage(page)
    .json(accessCodeInfoSchema, `/public/access_codes/${program.slug}`, { query: { project: program.slug, handle: program.session.handle ?? undefined } })
    .catch(() => null);
  if (!info) return markUnavailable(page);
  const requirement = accessRequirement({ authentication_method: program.bundle.config.authentication_method, verify_options: program.bundle.verifyOptions });
  const offersAccessCode = requirement.kind === 'grant' && requirement.methods.includes('access_code');
  return (
    <div className="notice-page">
      <PageHeading title={t`How to get access`}><Trans>How to get access</Trans></PageHeading>
      <div className="rich-text" data-testid="access-code-desc" dangerouslySetInnerHTML={{ __html: sanitizeRichText(info.data.desc) }} />
      {offersAccessCode ? (
        <AuthAccessCode program={program.slug} lang={page.uiLocale} length={program.bundle.config.access_code_length} homeHref={appLink(routes.home, page.url.searchParams)} />
      ) : null}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
