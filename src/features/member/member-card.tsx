import { Plural, Trans } from '@lingui/react/macro';
import type { Member, MemberLevel } from '#domain/contract/account.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { intlLocale } from '#lib/i18n/format.ts';

/** The member's card on My bookings: nickname, level, points and the next level (spec §6 account levels). */
export function MemberCard({ member, level, locale }: { member: Member; level: MemberLevel | null; locale: CatalogLocale }) {
  const next = level?.next_level ?? null;
  const pointsToGo = next ? Math.max(0, next.min_points - member.points) : 0;
  return (
    <section className="manage-section member-card" aria-labelledby="member-card-name" data-testid="member-card">
      <img src={member.level.icon_url} alt="" width={56} height={56} />
      <div>
        <h2 id="member-card-name">{member.nickname}</h2>
        <dl className="detail-list">
          <dt>
            <Trans>Level</Trans>
          </dt>
          <dd data-testid="member-level">{member.level.name}</dd>
          <dt>
            <Trans>Points</Trans>
          </dt>
          <dd data-testid="member-points">{new Intl.NumberFormat(intlLocale(locale)).format(member.points)}</dd>
          <dt>
            <Trans>Your invite code</Trans>
          </dt>
          <dd data-testid="member-invite-code">
            <code>{member.invite_code}</code>
            <span className="muted member-points-to-go">
              <Trans>A friend who signs up with it gives you both 10 points.</Trans>
            </span>
          </dd>
          {next ? (
            <>
              <dt>
                <Trans>Next level</Trans>
              </dt>
              <dd data-testid="member-next-level">
                {next.name}
                <span className="muted member-points-to-go">
                  <Plural value={pointsToGo} one="# point to go" other="# points to go" />
                </span>
              </dd>
            </>
          ) : null}
        </dl>
      </div>
    </section>
  );
}
