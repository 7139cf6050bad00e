import type { PageContext } from '#edge/request-context.ts';
import { loadMember } from './load-member';
import { LoginLink } from './login-link';
import { SignedInAccount } from './signed-in-account';

/** The header's account area (spec §4 login state): the member's level and nickname with Sign out, or Log in. */
export async function HeaderAccount({ page }: { page: PageContext }) {
  const state = await loadMember(page);
  if (state.kind !== 'guest') return <SignedInAccount state={state} program={page.program!.slug} lang={page.uiLocale} />;
  return (
    <div className="account-area" data-testid="account-area">
      <LoginLink url={page.url} className="account-action account-login" />
    </div>
  );
}
