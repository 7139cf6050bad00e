import { Trans } from '@lingui/react/macro';
import { loginLink } from '#domain/routes.ts';

/** Log in: opens the login dialog (its launcher intercepts `data-opens-login`; before hydration the link does it). */
export function LoginLink({ url, className }: { url: URL; className?: string }) {
  return (
    <a className={className} href={loginLink(url)} data-opens-login>
      <Trans>Log in</Trans>
    </a>
  );
}
