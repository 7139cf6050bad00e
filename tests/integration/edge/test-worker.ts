import { edgeApi } from '../../../server/edge/index';

// The edge API as its own Worker, the way the app Worker mounts it at /api.
export default { fetch: edgeApi.fetch };
