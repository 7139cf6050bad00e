import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { providerWorkerdProject } from '#tests/integration/provider/workerd-project.ts';

// npx vitest run --config tests/load/vitest.config.ts (LOAD_ROUNDS and LOAD_CONCURRENCY to scale). The tests
// run in workerd, which sees no process environment: the two settings reach them as bindings.
const scale = Object.fromEntries(['LOAD_ROUNDS', 'LOAD_CONCURRENCY'].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));

export default providerWorkerdProject({ name: 'load', root: path.dirname(fileURLToPath(import.meta.url)), include: ['**/*.load.test.ts'], bindings: scale });
