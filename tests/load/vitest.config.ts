import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { providerWorkerdProject } from '../integration/provider/workerd-project';

// npx vitest run --config tests/load/vitest.config.ts (LOAD_ROUNDS and LOAD_CONCURRENCY to scale).
export default providerWorkerdProject({ name: 'load', root: path.dirname(fileURLToPath(import.meta.url)), include: ['**/*.load.test.ts'] });
