import { edgeWorkerdProject } from './workerd-project';

export default edgeWorkerdProject({ name: 'edge', include: ['tests/integration/edge/**/*.test.ts'] });
