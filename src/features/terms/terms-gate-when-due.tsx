import type { PageContext } from '#edge/request-context.ts';
import { termsGateDue } from '#domain/terms-consent.ts';
import { sanitizeRichText } from '#lib/rich-text.ts';
import { TermsGate } from './terms-gate';

/**
 * The terms gate's place in the layout, when the program asks for consent on program start and the diner's is not
 * current. A server module of its own (see waku.config.ts): its client code comes only with the pages that show it.
 */
export function TermsGateWhenDue({ program }: { program: NonNullable<PageContext['program']> }) {
  const { config } = program.bundle;
  if (!termsGateDue(config, 'on_program_start', program.session.termsAcceptedAt, Date.now() / 1000)) return null;
  return (
    <TermsGate
      program={program.slug}
      termsHtml={sanitizeRichText(config.t_and_c)}
      consentHtml={sanitizeRichText(config.tc_consent_content)}
      onProgramStart={config.where_pop_up === 'on_program_start'}
      jumpUrl={program.session.jumpUrl}
    />
  );
}
