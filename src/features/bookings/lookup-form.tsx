'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { bookingLookupResultSchema, bookingLookupSchema, type BookingLookupResult } from '#domain/contract/booking-manage.ts';
import type { CountryCode } from '#domain/contract/region.ts';
import { issueMessage } from '#domain/issue-message.ts';
import { PhoneFields } from '#ui/phone-fields.tsx';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { buildRoute, routes } from '#domain/routes.ts';
import { callApi } from '#lib/api-client.ts';

const [byPhone, byVoucher] = bookingLookupSchema.options;

interface LookupFormProps {
  mode: 'phone' | 'voucher';
  lang: CatalogLocale;
  /** The page's query string, so the detail link keeps the program and language. */
  search: string;
  /** The booking frame's dialling codes and the program region's code to start with. */
  phone?: { countryCodes: readonly CountryCode[]; defaultCountryCode: string };
}

type Field = 'reservation_code' | 'country_code' | 'mobile' | 'voucher_code';

/** Finds a booking by reservation code + phone, or by voucher code; validated with the provider's own contract first. */
export function LookupForm({ mode, lang, search, phone }: LookupFormProps) {
  const { t, i18n } = useLingui();
  const [errorField, setErrorField] = useState<Field | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<BookingLookupResult['bookings']>([]);
  const [countryCode, setCountryCode] = useState(phone?.defaultCountryCode ?? '');
  const [mobile, setMobile] = useState('');
  const errorRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const fieldId = (name: Field) => `${id}-${name}`;
  const errorId = `${id}-error`;

  const detailHref = (b: { id: number; reservation_code: string }) => buildRoute(routes.bookingDetail, search, { booking_id: b.id, reservation_code: b.reservation_code });

  function fail(message: string, field: Field | null) {
    setError(message);
    setErrorField(field);
    requestAnimationFrame(() => (field ? (formRef.current?.elements.namedItem(field) as HTMLElement | null)?.focus() : errorRef.current?.focus()));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFound([]);
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = mode === 'voucher' ? byVoucher.safeParse({ voucher_code: data.voucher_code ?? '' }) : byPhone.safeParse({ reservation_code: data.reservation_code ?? '', country_code: countryCode, mobile });
    if (!parsed.success) {
      const issue = issueMessage(parsed.error);
      return fail(i18n._(issue.descriptor.id, undefined, { message: issue.descriptor.message }), (issue.path[0] as Field | undefined) ?? null);
    }
    setBusy(true);
    const answer = await callApi<unknown>('/api/books/lookup', { method: 'POST', body: parsed.data, lang });
    setBusy(false);
    if (!answer.ok) return fail(answer.message || t`We could not look up your reservation right now. Please try again`, null);
    const result = bookingLookupResultSchema.safeParse(answer.data);
    const bookings = result.success ? result.data.bookings : [];
    if (bookings.length === 1) {
      window.location.assign(detailHref(bookings[0]!));
      return;
    }
    setError(null);
    setFound(bookings);
  }

  // A phone error sits under the phone fields; any other error under the form.
  const phoneError = errorField === 'mobile' || errorField === 'country_code' ? error : null;
  const invalid = (name: Field) => (errorField === name ? { 'aria-invalid': true, 'aria-describedby': errorId } : {});
  return (
    <form ref={formRef} className="lookup-form" onSubmit={submit} noValidate data-testid={`lookup-${mode}`}>
      {mode === 'phone' ? (
        <>
          <div className="field">
            <label htmlFor={fieldId('reservation_code')}>
              <Trans>Reservation code</Trans>
            </label>
            <input id={fieldId('reservation_code')} name="reservation_code" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={16} {...invalid('reservation_code')} />
          </div>
          <PhoneFields
            countryCode={countryCode}
            mobile={mobile}
            countryCodes={phone?.countryCodes ?? []}
            onCountryCode={setCountryCode}
            onMobile={setMobile}
            error={phoneError ?? undefined}
          />
        </>
      ) : (
        <div className="field">
          <label htmlFor={fieldId('voucher_code')}>
            <Trans>Voucher code</Trans>
          </label>
          <input id={fieldId('voucher_code')} name="voucher_code" autoComplete="off" spellCheck={false} maxLength={64} {...invalid('voucher_code')} />
        </div>
      )}
      {error && !phoneError ? (
        <p id={errorId} role="alert" className="form-error" tabIndex={-1} ref={errorRef}>
          {error}
        </p>
      ) : null}
      <button type="submit" className="button-primary" disabled={busy}>
        <Trans>Find reservation</Trans>
      </button>
      {found.length ? (
        <ul className="lookup-results">
          {found.map((b) => (
            <li key={b.id}>
              <a href={detailHref(b)}>{b.reservation_code}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
