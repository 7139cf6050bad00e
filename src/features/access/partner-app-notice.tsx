import { Trans } from '@lingui/react/macro';

/** A partner login (UnionPay, Amex): access comes only from the partner's app, so there is nothing to fill in here. */
export function PartnerAppNotice() {
  return (
    <p>
      <Trans>This program opens from our partner's app. Please go back to the app and open the restaurant from there to book.</Trans>
    </p>
  );
}
