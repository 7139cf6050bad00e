import { edgeApi } from '#edge/index.ts';

// The edge API as its own Worker, the way the app Worker mounts it at /api.
export default { fetch: edgeApi.fetch };
