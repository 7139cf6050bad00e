/** The e2e server's port (E2E_PORT) and address: the built app in workerd that playwright.config.ts starts. */
export const port = Number(process.env.E2E_PORT ?? 8797);
export const baseURL = `http://localhost:${port}`;
