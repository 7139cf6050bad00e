import { askingAsProgramAnswers, defaultCountryCode, loadPhoneChoices } from '#edge/phone-choices.ts';
import { programAnswer } from '#edge/program-answers.ts';
import { providerForPage } from '#edge/provider-for-page.ts';
import type { PageContext } from '#edge/request-context.ts';
import type { PanelVerification } from '#domain/booking-panel.ts';
import { bankInfoSchema } from '#domain/contract/program-config.ts';
import { sanitizeRichText } from '#lib/rich-text.ts';
import { appLink, routes } from '#domain/routes.ts';
import type { VerifyData } from '#domain/verify-data.ts';

/** What the Verify popup needs from the server; only a whitelist program's asks the provider for the phone choices. */
export async function loadVerify(page: PageContext, verification: PanelVerification): Promise<VerifyData> {
  const program = page.program!;
  const handle = program.session.handle ?? undefined;
  const bankInfoPath = `/public/projects/${program.slug}/bank_info`;
  const [phoneChoices, bank] = await Promise.all([
    verification === 'mobile_whitelist' ? loadPhoneChoices(askingAsProgramAnswers(page), program.slug).catch(() => null) : null,
    verification === 'bank' || verification === 'choose'
      ? // The program's bank texts are the same for every diner who came without a handle; a handle's are asked each time.
        (handle === undefined
          ? programAnswer(page, bankInfoSchema, bankInfoPath)
          : providerForPage(page).json(bankInfoSchema, bankInfoPath, { query: { handle } }).then((answer) => answer.data)
        ).catch(() => null)
      : null,
  ]);
  return {
    program: program.slug,
    lang: page.uiLocale,
    accessCodeLength: program.bundle.config.access_code_length,
    authHref: appLink(routes.auth, page.url.searchParams),
    whitelist: {
      countryCodes: phoneChoices?.countryCodes ?? [],
      defaultCountryCode: phoneChoices ? defaultCountryCode(phoneChoices, undefined) : '',
      regionId: phoneChoices?.regions[0]?.id ?? null,
    },
    bank: bank ? { descHtml: sanitizeRichText(bank.desc), errorMsg: bank.error_msg } : null,
  };
}
