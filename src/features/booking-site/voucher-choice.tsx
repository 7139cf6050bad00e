'use client';
import { Trans } from '@lingui/react/macro';

interface VoucherChoiceProps {
  /** The diner's vouchers that can be used now. */
  vouchers: readonly { code: string; title: string }[];
  /** The codes the booking will redeem (a code the frame came with may not be among the diner's). */
  chosen: readonly string[];
  onChange: (codes: string[]) => void;
}

/**
 * The vouchers the booking uses (spec §2: a voucher chosen in the frame applies to the booking): one checkbox
 * each. How many one booking may use is the program's and not shown (spec §1); the provider says when it is too many.
 */
export function VoucherChoice({ vouchers, chosen, onChange }: VoucherChoiceProps) {
  const known = new Set(vouchers.map((v) => v.code));
  const options = [...chosen.filter((code) => !known.has(code)).map((code) => ({ code, title: '' })), ...vouchers];
  const toggle = (code: string, on: boolean) => onChange(on ? [...chosen, code] : chosen.filter((c) => c !== code));
  return (
    <fieldset className="form-field voucher-choice">
      <legend>
        <Trans>Vouchers</Trans>
      </legend>
      {options.map((v) => (
        <label key={v.code} className="form-check">
          <input type="checkbox" name="voucher_codes" value={v.code} checked={chosen.includes(v.code)} onChange={(e) => toggle(v.code, e.target.checked)} />
          <span>
            {v.title ? `${v.title} · ` : ''}
            <code>{v.code}</code>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
