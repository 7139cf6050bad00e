'use client';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { Redemption, Voucher } from '#domain/contract/voucher.ts';
import { domainMessages } from '#domain/messages.ts';
import { randomToken } from '#domain/random-token.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { buildRoute, routes } from '#domain/routes.ts';
import { redeemVoucher, vouchersUsableAt } from './redeem-api';
import { VoucherBenefit } from './voucher-benefit';

export interface RedeemDialogProps {
  restaurantId: number;
  restaurantName: string;
  program: string;
  lang: CatalogLocale;
  onClose: () => void;
}

type Step = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'choose'; vouchers: Voucher[] } | { kind: 'done'; redemption: Redemption };

/**
 * Spec §2 redeem at a venue: the diner's vouchers usable here, each with Redeem; then the confirmation with what
 * the voucher has left. A modal <dialog>: focus stays inside, Escape closes it, the page's opener gets focus back.
 */
export default function RedeemDialog({ restaurantId, restaurantName, program, lang, onClose }: RedeemDialogProps) {
  const { t, i18n } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [busyCode, setBusyCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // One request key per voucher while the dialog is open: pressing Redeem again after a lost answer is a retry.
  const requestKeys = useRef(new Map<string, string>());

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
    let live = true;
    void vouchersUsableAt(restaurantId, program, lang).then((answer) => {
      if (!live) return;
      setStep(answer.ok ? { kind: 'choose', vouchers: answer.data } : { kind: 'failed', message: answer.message || t`We could not load your vouchers. Please try again` });
    });
    return () => {
      live = false;
    };
  }, []);

  async function redeem(voucher: Voucher) {
    const requestKey = requestKeys.current.get(voucher.code) ?? randomToken(16);
    requestKeys.current.set(voucher.code, requestKey);
    setBusyCode(voucher.code);
    setError(null);
    const answer = await redeemVoucher({ restaurantId, program, lang, voucher, requestKey });
    setBusyCode(null);
    if (answer.ok) setStep({ kind: 'done', redemption: answer.data });
    else setError(answer.message || t`We could not redeem this voucher. Please try again`);
  }

  return (
    <dialog ref={dialog} className="terms-gate redeem-dialog" aria-labelledby={titleId} onClose={onClose} data-testid="redeem-dialog">
      <h2 id={titleId}>
        <Trans>Redeem a voucher at {restaurantName}</Trans>
      </h2>
      {step.kind === 'loading' ? (
        <p role="status">
          <Trans>Loading your vouchers…</Trans>
        </p>
      ) : null}
      {step.kind === 'failed' ? (
        <p role="alert" className="form-error">
          {step.message}
        </p>
      ) : null}
      {step.kind === 'choose' && step.vouchers.length === 0 ? <p data-testid="no-voucher-here">{i18n._(domainMessages.voucherNotAvailableHere)}</p> : null}
      {step.kind === 'choose' && step.vouchers.length > 0 ? (
        <ul className="redeem-list">
          {step.vouchers.map((voucher) => (
            <RedeemChoice key={voucher.code} voucher={voucher} busy={busyCode === voucher.code} disabled={busyCode !== null} onRedeem={() => void redeem(voucher)} />
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="form-error" data-testid="redeem-error">
          {error}
        </p>
      ) : null}
      {step.kind === 'done' ? <RedeemDone redemption={step.redemption} /> : null}
      <div className="dialog-actions">
        <button type="button" className="button-secondary" onClick={() => dialog.current?.close()}>
          <Trans>Close</Trans>
        </button>
      </div>
    </dialog>
  );
}

/** One voucher usable here: what it gives, what is left, and Redeem. */
function RedeemChoice({ voucher, busy, disabled, onRedeem }: { voucher: Voucher; busy: boolean; disabled: boolean; onRedeem: () => void }) {
  const titleId = useId();
  const left = voucher.redeems_left;
  return (
    <li className="redeem-choice" data-testid="redeem-choice" aria-labelledby={titleId}>
      <h3 id={titleId}>{voucher.title}</h3>
      <p>
        <VoucherBenefit voucher={voucher} />
      </p>
      <p className="muted">
        <Plural value={left} one="# redemption left" other="# redemptions left" />
      </p>
      <button type="button" className="button-primary" onClick={onRedeem} disabled={disabled} aria-busy={busy} aria-describedby={titleId}>
        <Trans>Redeem</Trans>
      </button>
    </li>
  );
}

/** The confirmation: where it was redeemed, and the voucher's state now (consumed, or what is left). */
function RedeemDone({ redemption }: { redemption: Redemption }) {
  const title = redemption.title;
  const venue = redemption.restaurant_name;
  const left = redemption.redeems_left;
  const details = buildRoute(routes.voucher(redemption.voucher_code), typeof window === 'undefined' ? '' : window.location.search);
  return (
    <div role="status" className="redeem-done" data-testid="redeem-done" data-state={redemption.state}>
      <p>
        <strong>
          <Trans>
            {title} redeemed at {venue}
          </Trans>
        </strong>
      </p>
      <p data-testid="redeem-done-state">
        {redemption.state === 'consumed' ? (
          <Trans>Fully redeemed</Trans>
        ) : (
          <Plural value={left} one="# redemption left" other="# redemptions left" />
        )}
      </p>
      <p>
        <Trans>Show this screen to the restaurant staff.</Trans>
      </p>
      <p>
        <a href={details}>
          <Trans>Voucher details</Trans>
        </a>
      </p>
    </div>
  );
}
