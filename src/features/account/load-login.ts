import type { PageContext } from '#edge/request-context.ts';
import { termsGateDue } from '#domain/terms-consent.ts';
import { sanitizeRichText } from '#lib/rich-text.ts';
import type { LoginLauncherProps } from './login-launcher';

/** What the login launcher needs from the server: the program, the language, and the terms when they come first. */
export function loadLogin(page: PageContext): LoginLauncherProps {
  const program = page.program!;
  const { config } = program.bundle;
  const termsFirst = termsGateDue(config, 'before_authentication', program.session.termsAcceptedAt, Date.now() / 1000);
  return {
    program: program.slug,
    lang: page.uiLocale,
    terms: termsFirst ? { termsHtml: sanitizeRichText(config.t_and_c), consentHtml: sanitizeRichText(config.tc_consent_content) } : null,
  };
}
