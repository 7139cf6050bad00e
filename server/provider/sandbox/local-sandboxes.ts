import { Hono } from 'hono';
import { ApiError } from '../api-error';
import type { ProviderEnv } from '../env';
import { sandboxMail } from '../routes/sandbox-mail';
import { sandboxPosPay } from '../routes/sandbox-pos-pay';
import { sandboxSms } from '../routes/sandbox-sms';
import { sandboxesFor, type Sandboxes } from '../sandboxes';
import { sandboxMailAdapter } from './mail-sandbox';
import { sandboxSmsAdapter } from './sms-sandbox';

/** The sandbox pages answer only where local development turned the sandboxes on; elsewhere they do not exist. */
const sandboxRoutes = new Hono<ProviderEnv>()
  .use('/sandbox/*', async (c, next) => {
    if (!sandboxesFor(c.env)) throw new ApiError(404, 'not_found', 'notFound');
    await next();
  })
  .route('/', sandboxMail)
  .route('/', sandboxSms)
  .route('/', sandboxPosPay);

/** What local development runs on instead of outside services: the mailbox, the SMS outbox and the pos-pay page. */
export const localSandboxes: Sandboxes = { mail: sandboxMailAdapter, sms: sandboxSmsAdapter, routes: sandboxRoutes };
