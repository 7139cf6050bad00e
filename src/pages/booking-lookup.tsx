import { Trans, useLingui } from '@lingui/react/macro';
import { askingAsProgramAnswers, defaultCountryCode, loadPhoneChoices } from '#edge/phone-choices.ts';
import { getPageContext } from '#edge/request-context.ts';
import { markUnavailable } from '#edge/unavailable-page.ts';
import { LookupForm } from '#features/bookings/lookup-form.tsx';
import { initPageI18n } from '#lib/i18n/server.ts';

/** Reservation lookup for diners without an account (spec §1): code + phone, or voucher code. */
export default async function BookingLookupPage() {
  const page = getPageContext();
  initPageI18n(page.uiLocale);
  const { t } = useLingui();
  const search = page.url.search;
  const program = page.program!;
  const choices = await loadPhoneChoices(askingAsProgramAnswers(page), program.slug).catch((error: unknown) => {
    console.error('booking lookup: phone choices unavailable', error);
    return null;
  });
  if (!choices) return markUnavailable(page);
  // The region the diner browses (region_id, kept across pages), else the program's first.
  const region = choices.regions.find((r) => String(r.id) === page.url.searchParams.get('region_id'));
  const phone = { countryCodes: choices.countryCodes, defaultCountryCode: defaultCountryCode(choices, region) };
  return (
    <div className="booking-lookup">
      <title>{`${t`Find your reservation`} · ${program.bundle.config.title}`}</title>
      <h1>
        <Trans>Find your reservation</Trans>
      </h1>
      <section className="manage-section" aria-labelledby="lookup-phone">
        <h2 id="lookup-phone">
          <Trans>With your reservation code and phone</Trans>
        </h2>
        <LookupForm mode="phone" lang={page.uiLocale} search={search} phone={phone} />
      </section>
      <section className="manage-section" aria-labelledby="lookup-voucher">
        <h2 id="lookup-voucher">
          <Trans>With a voucher code</Trans>
        </h2>
        <LookupForm mode="voucher" lang={page.uiLocale} search={search} />
      </section>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
