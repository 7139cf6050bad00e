import { edgeWorkerdProject } from '#tests/integration/edge/workerd-project.ts';

// Benchmarks run in workerd like the edge tests, but only on demand (npm run bench:cache).
export default edgeWorkerdProject({ name: 'bench', include: ['tests/bench/*.bench.test.ts'] });
