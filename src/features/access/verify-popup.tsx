'use client';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { PanelVerification } from '../../domain/booking-panel';
import { AccessCodeForm } from './access-code-form';
import { BankRedirect } from './bank-redirect';
import { CardNumberForm } from './card-number-form';
import { WhitelistForm, type WhitelistFormProps } from './whitelist-form';

export interface VerifyPopupProps {
  verification: Exclude<PanelVerification, null>;
  program: string;
  lang: string;
  accessCodeLength: number | null;
  authHref: string;
  whitelist: Pick<WhitelistFormProps, 'countryCodes' | 'defaultCountryCode' | 'regionId'>;
  /** The partner bank's words (spec §7 bank info): before its login (sanitized rich text), and after a failed one. */
  bank: { descHtml: string; errorMsg: string } | null;
  onVerified: () => void;
}

/**
 * The Verify popup of spec §4: CHOOSE (card number or bank), BANK (a card number), DBS (the bank login's redirect
 * dialog), and the access code, whitelisted mobile and partner login of the other programs.
 */
export default function VerifyPopup(props: VerifyPopupProps) {
  const [chosen, setChosen] = useState<'card' | 'bank' | null>(null);
  const { verification, program, lang, onVerified } = props;
  const form = verification === 'choose' ? chosen : verification;
  return (
    <div className="verify-popup" role="group" aria-labelledby="verify-popup-heading">
      <h3 id="verify-popup-heading">
        <Trans>Verify to book</Trans>
      </h3>
      {form === null ? (
        <>
          <p>
            <Trans>This program is for Mastercard World and World Elite cardholders and the partner bank's customers. How would you like to verify?</Trans>
          </p>
          <button type="button" className="button-primary panel-action" onClick={() => setChosen('card')}>
            <Trans>With my card number</Trans>
          </button>
          <button type="button" className="button-secondary panel-action" onClick={() => setChosen('bank')}>
            <Trans>With my bank login</Trans>
          </button>
        </>
      ) : form === 'card' ? (
        <>
          <p>
            <Trans>This program is for Mastercard World and World Elite cardholders. Verify your card before booking.</Trans>
          </p>
          <CardNumberForm program={program} lang={lang} onVerified={onVerified} />
        </>
      ) : form === 'bank' ? (
        <BankRedirect program={program} descHtml={props.bank?.descHtml ?? ''} />
      ) : form === 'access_code' ? (
        <>
          <p>
            <Trans>This program is by invitation. Enter the access code or password you received to book.</Trans>
          </p>
          <AccessCodeForm program={program} lang={lang} length={props.accessCodeLength} authHref={props.authHref} onVerified={onVerified} />
        </>
      ) : form === 'mobile_whitelist' ? (
        <WhitelistForm program={program} lang={lang} {...props.whitelist} onVerified={onVerified} />
      ) : (
        <p>
          <Trans>This program opens from our partner's app. Please go back to the app and open the restaurant from there to book.</Trans>
        </p>
      )}
    </div>
  );
}
