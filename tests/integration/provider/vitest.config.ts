import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { providerWorkerdProject } from './workerd-project';

export default providerWorkerdProject({ name: 'provider', root: path.dirname(fileURLToPath(import.meta.url)), include: ['**/*.test.ts'] });
