import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { providerWorkerdProject } from '#tests/integration/provider/workerd-project.ts';

// The search benchmark runs against the provider alone, in workerd, only on demand (npm run bench:search).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export default providerWorkerdProject({ name: 'bench-search', root, include: ['tests/bench/search/*.bench.test.ts'] });
