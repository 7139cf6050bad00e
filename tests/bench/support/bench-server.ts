import { freePort } from '../../../scripts/free-port';
import { freshSeededState } from '../../../scripts/seed-state';
import { serveWorkers, waitUntilUp } from '../../../scripts/serve-workers';

/** The built app in workerd on a free port with fresh demo data; call stop() when done. */
export async function startBenchServer(): Promise<{ origin: string; stop: () => void }> {
  const state = '.wrangler/bench-state';
  await freshSeededState(state);
  const port = await freePort();
  const server = await serveWorkers({ port, state, quiet: true, exitWithServer: false, ownProcessGroup: true });
  const origin = `http://localhost:${port}`;
  await waitUntilUp(`${origin}/api/health`);
  return { origin, stop: server.stop };
}

/** The pages the performance goals name: home, a profile, deals and a collection. */
export function benchPages(origin: string): Record<string, string> {
  const program = 'members-club';
  return {
    home: `${origin}/?program=${program}&lang=en`,
    profile: `${origin}/profile?program=${program}&lang=en&restaurant_id=1`,
    deals: `${origin}/deals?program=${program}&lang=en`,
    // Collection 1 belongs to another program (its page says it does not exist); 11 is this program's first.
    collection: `${origin}/collections/11?program=${program}&lang=en`,
  };
}
