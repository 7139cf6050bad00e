import type { PageContext } from '#edge/request-context.ts';
import { panelAccessOf } from '#edge/panel-availability.ts';
import { requiredVerification } from '#domain/booking-panel.ts';
import { accessRequirement } from '#domain/program-access.ts';
import { loadVerify } from './load-verify';
import { PartnerAppNotice } from './partner-app-notice';
import { ProgramStartVerify } from './program-start-verify';
import { VerifyForm } from './verify-form';

/** The Verify popup on program start, for a program whose config asks for it there and a diner without access yet. */
export async function ProgramStartVerifyGate({ page }: { page: PageContext }) {
  const program = page.program!;
  const { config, verifyOptions } = program.bundle;
  if (config.where_pop_up !== 'on_program_start') return null;
  const verification = requiredVerification(accessRequirement({ authentication_method: config.authentication_method, verify_options: verifyOptions }));
  if (!verification || panelAccessOf(program.bundle, program.session, page.memberToken).joined) return null;
  // A partner login has nothing to fill in: its words come from the server, without the forms' client code.
  return (
    <ProgramStartVerify title={config.title}>
      {verification === 'partner' ? <PartnerAppNotice /> : <VerifyForm verification={verification} {...await loadVerify(page, verification)} />}
    </ProgramStartVerify>
  );
}
