import { Trans } from '@lingui/react/macro';
import type { MemberState } from './load-member';
import { SignOutButton } from './sign-out-button';

/**
 * The header's account area for a signed-in member: level, nickname and Sign out. A server module of its own (see
 * waku.config.ts): Sign out's client code comes only with members' pages.
 */
export function SignedInAccount({ state, program, lang }: { state: Exclude<MemberState, { kind: 'guest' }>; program: string; lang: string }) {
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
      <SignOutButton program={program} lang={lang} />
    </div>
  );
}
