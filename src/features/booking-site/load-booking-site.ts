import { loadBookingAvailability, type BookingAvailability } from '#edge/booking-availability.ts';
import { loadResource } from '#edge/load-resource.ts';
import { askingAsProgramAnswers, defaultCountryCode, loadPhoneChoices } from '#edge/phone-choices.ts';
import { pageCallContext, providerForPage } from '#edge/provider-for-page.ts';
import { ProviderError } from '#edge/provider-error.ts';
import type { PageContext } from '#edge/request-context.ts';
import { readBookingFrameParams, type BookingFrameParam } from '#domain/booking-frame.ts';
import type { PaymentPolicy } from '#domain/contract/booking-payment.ts';
import type { CountryCode } from '#domain/contract/region.ts';
import { restaurantDetailSchema } from '#domain/contract/restaurant-detail.ts';
import { voucherListSchema } from '#domain/contract/voucher.ts';

export interface BookingSiteData {
  restaurant: { id: number; name: string; timeZone: string };
  deals: { id: number; name: string }[];
  availability: BookingAvailability;
  countryCodes: CountryCode[];
  /** The dialling code and privacy policy of the restaurant's region (matched by time zone). */
  region: { phoneCode: string; privacyPolicyUrl: string | null };
  params: Partial<Record<BookingFrameParam, string>>;
  /** The diner's vouchers that can be used now. */
  vouchers: { code: string; title: string }[];
  /** The card guarantee or prepayment a booking here takes, or null. */
  paymentPolicy: PaymentPolicy | null;
}

export type BookingSiteLoad =
  | { kind: 'found'; data: BookingSiteData }
  | { kind: 'not_found' }
  | { kind: 'unavailable' }
  /** The program lets only verified diners (or members) book, and this diner is not (spec §6). */
  | { kind: 'no_access'; restaurantId: number; message: string };

/** Everything the booking site's first render needs; the browser refetches availability when the deal changes. */
export async function loadBookingSite(page: PageContext, id: string): Promise<BookingSiteLoad> {
  const program = page.program!.slug;
  const restaurant = await loadResource(page, id, restaurantDetailSchema, (value) => `/public/restaurants/${value}`, { query: { program }, sameForEveryDiner: true });
  if (restaurant.kind !== 'found') return restaurant;
  const params = readBookingFrameParams(page.url.searchParams);
  const deals = restaurant.data.deals.map((d) => ({ id: d.id, name: d.name }));
  const dealId = deals.find((d) => String(d.id) === params.deal_id)?.id ?? null;
  const provider = providerForPage(page);
  try {
    const [availability, phone, vouchers] = await Promise.all([
      loadBookingAvailability(page.env, pageCallContext(page), { restaurant: restaurant.data.id, program, dealId }),
      loadPhoneChoices(askingAsProgramAnswers(page), program),
      // The diner's vouchers are a convenience here: without them the booking goes on (a code can still come with the frame).
      provider.json(voucherListSchema, `/public/projects/${program}/vouchers`).then((answer) => answer.data.vouchers, () => []),
    ]);
    const region = phone.regions.find((r) => r.time_zone === restaurant.data.time_zone);
    return {
      kind: 'found',
      data: {
        restaurant: { id: restaurant.data.id, name: restaurant.data.name, timeZone: restaurant.data.time_zone },
        deals,
        availability,
        countryCodes: phone.countryCodes,
        region: { phoneCode: defaultCountryCode(phone, region), privacyPolicyUrl: region?.country.privacy_policy_url ?? null },
        params,
        vouchers: vouchers.filter((v) => v.state === 'available').map((v) => ({ code: v.code, title: v.title })),
        paymentPolicy: restaurant.data.payment_policy,
      },
    };
  } catch (error) {
    if (error instanceof ProviderError && error.status === 404) return { kind: 'not_found' };
    // The provider refuses a gated program's availability to a diner without access: opened in a tab, say, not through the panel.
    if (error instanceof ProviderError && (error.status === 401 || error.status === 403)) return { kind: 'no_access', restaurantId: restaurant.data.id, message: error.message };
    console.error('booking site unavailable', id, error);
    return { kind: 'unavailable' };
  }
}
