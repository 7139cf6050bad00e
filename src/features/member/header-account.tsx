import { Trans } from '@lingui/react/macro';
import type { PageContext } from '../../../server/edge/request-context';
import { loadMember } from './load-member';
import { LoginLink } from './login-link';
import { SignOutButton } from './sign-out-button';

/** The header's account area (spec §4 login state): the member's level and nickname with Sign out, or Log in. */
export async function HeaderAccount({ page }: { page: PageContext }) {
  const state = await loadMember(page);
  const program = page.program!.slug;
  if (state.kind === 'guest') {
    return (
      <div className="account-area" data-testid="account-area">
        <LoginLink url={page.url} className="account-action account-login" />
      </div>
    );
  }
  return (
    <div className="account-area" data-testid="account-area">
      {state.kind === 'member' ? (
        <span className="account-member" data-testid="account-member">
          <img src={state.member.level.icon_url} alt={state.member.level.name} width={24} height={24} />
          <span className="account-nickname">{state.member.nickname}</span>
        </span>
      ) : (
        <span className="account-member">
          <Trans>Signed in</Trans>
        </span>
      )}
      <SignOutButton program={program} lang={page.uiLocale} />
    </div>
  );
}
