import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from '#scripts/free-port.ts';
import { serveWorkers, waitUntilDown, waitUntilUp } from '#scripts/serve-workers.ts';
import { PRISTINE_STATE } from './e2e-state';

const ROOT = '.wrangler/e2e-separate';

/**
 * The app Worker and the provider Worker in wrangler processes of their own, joined only through a private
 * dev registry (so no other copy on the machine can answer for the provider). Stopping the provider's process
 * is a real outage for the app, which keeps running with what it has cached; starting it again ends it.
 */
export async function startSeparateWorkers() {
  rmSync(ROOT, { recursive: true, force: true });
  cpSync(PRISTINE_STATE, `${ROOT}/provider-state`, { recursive: true });
  mkdirSync(`${ROOT}/registry`, { recursive: true });
  // Their logs (full of the outage's expected errors) go to files beside their state.
  const common = { exitWithServer: false, ownProcessGroup: true, registry: resolve(`${ROOT}/registry`) };
  const providerPort = await freePort();
  const providerUrl = `http://127.0.0.1:${providerPort}/`;
  const startProvider = async () => {
    const server = await serveWorkers({ ...common, configs: ['server/provider/wrangler.toml'], port: providerPort, state: `${ROOT}/provider-state`, logFile: `${ROOT}/provider.log` });
    await waitUntilUp(providerUrl);
    return server;
  };
  let provider = await startProvider();
  const appPort = await freePort();
  const app = await serveWorkers({ ...common, configs: ['wrangler.toml'], port: appPort, state: `${ROOT}/app-state`, logFile: `${ROOT}/app.log` });
  const appUrl = `http://127.0.0.1:${appPort}`;
  // A 404 of the API: up, whatever the provider is doing (its health check would say 503 during an outage).
  await waitUntilUp(`${appUrl}/api/up`);
  return {
    appUrl,
    stopProvider: async () => {
      provider.stop();
      await waitUntilDown(providerUrl);
    },
    restartProvider: async () => {
      provider = await startProvider();
    },
    stop: () => {
      provider.stop();
      app.stop();
    },
  };
}
