import { DEMO_PROGRAMS } from '#scripts/demo-programs.ts';
import { CITIES } from '#provider/seed/cities/index.ts';
import { DEMO_PROGRAMS as PROGRAM_SETTINGS } from '#provider/seed/programs.ts';
import { freePort } from '#scripts/free-port.ts';
import { freshSeededState } from '#scripts/seed-state.ts';
import { serveWorkers, waitUntilUp } from '#scripts/serve-workers.ts';

/** The built app in workerd on a free port with fresh demo data; call stop() when done. */
export async function startBenchServer(): Promise<{ origin: string; stop: () => void }> {
  const state = '.wrangler/bench-state';
  await freshSeededState(state);
  // BENCH_PORT picks the port on a shared machine; a free one otherwise.
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const server = await serveWorkers({ port, state, quiet: true, exitWithServer: false, ownProcessGroup: true });
  const origin = `http://localhost:${port}`;
  await waitUntilUp(`${origin}/api/health`);
  return { origin, stop: server.stop };
}

/**
 * The pages diners land on: every live demo program's home and one of its restaurants' profiles (with its analytics
 * snippet and terms gate where the program has them, as a first visit sees them), plus deals and a collection.
 */
export function benchPages(origin: string): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const { slug } of DEMO_PROGRAMS.filter((p) => p.slug !== 'summer-2025')) {
    pages[`${slug} home`] = `${origin}/?program=${slug}&lang=en`;
    pages[`${slug} profile`] = `${origin}/profile?program=${slug}&lang=en&restaurant_id=${firstRestaurantId(slug)}`;
  }
  pages['members-club deals'] = `${origin}/deals?program=members-club&lang=en`;
  // Collection 1 belongs to another program (its page says it does not exist); 11 is members-club's first.
  pages['members-club collection'] = `${origin}/collections/11?program=members-club&lang=en`;
  return pages;
}

/**
 * The first restaurant of a program's first region (one with slots: the seed gives slots to each city's first
 * three), as its home lists it: restaurant 1 is in Shanghai, which not every program offers.
 */
function firstRestaurantId(slug: string): number {
  return restaurantIdsOf(slug)[0]!;
}

/** The restaurants of a program's first region, in the order its home lists them. */
export function restaurantIdsOf(slug: string): number[] {
  const region = PROGRAM_SETTINGS[slug]!.regions[0]![0];
  let id = 1;
  for (const city of CITIES) {
    if (city.id === region) return Array.from({ length: city.restaurantCount }, (_, i) => id + i);
    id += city.restaurantCount;
  }
  throw new Error(`${slug}: region ${region} is not a seeded city`);
}
