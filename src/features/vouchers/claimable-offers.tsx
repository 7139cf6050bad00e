import { Plural, Trans } from '@lingui/react/macro';
import type { ClaimableOffer } from '#domain/contract/voucher.ts';
import { ClaimButton } from './claim-button';

/** The claim state of spec §4, for the member asking. */
function ClaimState({ state }: { state: ClaimableOffer['claim_state'] }) {
  switch (state) {
    case 'claim':
      return null;
    case 'claimed':
      return <Trans>Claimed</Trans>;
    case 'fully_redeemed':
      return <Trans>Fully redeemed</Trans>;
    case 'coming_soon':
      return <Trans>Coming soon</Trans>;
    case 'offer_ended':
      return <Trans>Offer ended</Trans>;
  }
}

/** The program's offers its members claim for points (spec §2 vouchers list: those claimable in this program). */
export function ClaimableOffers({ offers, program, lang, signedIn, loginHref }: { offers: ClaimableOffer[]; program: string; lang: string; signedIn: boolean; loginHref: string }) {
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="claimable-heading" data-testid="claimable-offers">
      <h2 id="claimable-heading">
        <Trans>Offers to claim</Trans>
      </h2>
      {offers.map((offer) => (
        <article key={offer.id} className="manage-section voucher-card" data-testid="claimable-offer" data-state={offer.claim_state}>
          <h3>{offer.title}</h3>
          <p>
            <strong>
              {offer.points === 0 ? <Trans>Free</Trans> : <Plural value={offer.points} one="# point" other="# points" />}
            </strong>{' '}
            <span className="voucher-state">
              <ClaimState state={offer.claim_state} />
            </span>
          </p>
          {offer.terms ? <p>{offer.terms}</p> : null}
          {offer.claim_state === 'claim' ? (
            signedIn ? (
              <ClaimButton program={program} offerId={offer.id} lang={lang} />
            ) : (
              <a className="button-secondary" href={loginHref}>
                <Trans>Log in to claim</Trans>
              </a>
            )
          ) : null}
        </article>
      ))}
    </section>
  );
}
