/**
 * The e2e servers' addresses. Each Playwright worker talks to a server of its own, with a database of its own: worker
 * N (TEST_PARALLEL_INDEX, which Playwright sets in its worker processes) to the one on E2E_PORT + N. Outside a worker
 * (the runner, or serve.ts, which the runner starts with E2E_PORT set to its port) the index is 0.
 */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 8797);
export const port = BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const baseURL = `http://localhost:${port}`;
