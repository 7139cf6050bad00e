import { providerForPage } from '#edge/provider-for-page.ts';
import type { PageContext } from '#edge/request-context.ts';
import { voucherListSchema } from '#domain/contract/voucher.ts';

/**
 * Whether the diner holds any voucher in the page's program (as a member or by their verification): the profile
 * offers 'Redeem a voucher' only to them. A diner with neither credential is not asked about; a failure reads as no.
 */
export async function holdsVouchers(page: PageContext): Promise<boolean> {
  if (!page.program || (!page.memberToken && !page.program.session.access?.token)) return false;
  return providerForPage(page)
    .json(voucherListSchema, `/public/projects/${page.program.slug}/vouchers`, { query: { state: 'all' } })
    .then(({ data }) => data.vouchers.length > 0, () => false);
}
