import type { ReactNode } from 'react';
import type { CSSProperties } from 'react';
import type { PageContext } from '../../../server/edge/request-context';
import { termsGateDue } from '../../domain/terms-consent';
import { sanitizeRichText } from '../../lib/rich-text';
import { TermsGate } from '../terms/terms-gate';
import { Analytics } from './analytics';
import { ProgramHeader } from './program-header';
import { ProgramMeta } from './program-meta';

type Program = NonNullable<PageContext['program']>;

/** The main layout for a valid program: theme and accent colour, header, SEO, analytics, terms gate. */
export function ProgramShell({ page, program, children }: { page: PageContext; program: Program; children: ReactNode }) {
  const { config } = program.bundle;
  const style = { '--accent': config.accent_color } as CSSProperties;
  return (
    <div className={`shell theme-${config.theme}`} style={style}>
      <ProgramMeta bundle={program.bundle} />
      {config.analytic_type === 'google_analytics' && config.analytic_code ? <Analytics code={config.analytic_code} nonce={page.nonce} /> : null}
      {program.session.hideNavigation ? null : <ProgramHeader page={page} program={program} />}
      <main id="main" className="shell-main">
        {children}
      </main>
      {termsGateDue(config, 'on_program_start', program.session.termsAcceptedAt, Date.now() / 1000) ? (
        <TermsGate
          program={program.slug}
          termsHtml={sanitizeRichText(config.t_and_c)}
          consentHtml={sanitizeRichText(config.tc_consent_content)}
          onProgramStart={config.where_pop_up === 'on_program_start'}
          jumpUrl={program.session.jumpUrl}
        />
      ) : null}
    </div>
  );
}
