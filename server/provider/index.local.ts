import provider, { providerApp } from './index';
import { localSandboxes } from './local-sandboxes';
import { installSandboxes } from './platform/sandboxes';

/**
 * The provider for local development (wrangler.toml's top-level main): the production Worker plus the
 * sandboxes of the outside services and their pages. They still answer only where LOCAL_SANDBOXES = "on"
 * (the generated .dev.vars), so even this build, deployed by mistake, sends nothing through a sandbox.
 */
installSandboxes(localSandboxes);
providerApp.route('/', localSandboxes.routes);

export default provider;
export { ClientLimiter, SeatInventory, VerificationCodes } from './index';
