// The test runner's own Worker: the built app (pages and /api) and the provider run beside it.
export default { fetch: () => new Response('page tests', { status: 404 }) };
