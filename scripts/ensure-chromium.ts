import { existsSync } from 'node:fs';
import { run } from './run';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PACKAGES = ['chromium', 'fonts-noto-cjk', 'fonts-thai-tlwg', 'fonts-noto-core'];

/**
 * The e2e tests drive Debian's Chromium (browser downloads do not work on these machines). As root we
 * install it; otherwise we stop and say how.
 */
export async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it, then run the tests again:\n  sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing Chromium and fonts from Debian packages: ${PACKAGES.join(' ')}`);
  await run('apt-get', ['update']);
  await run('apt-get', ['install', '-y', '--no-install-recommends', ...PACKAGES], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
