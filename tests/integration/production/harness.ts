// The test runner's own Worker: the production app and provider run beside it as they were bundled.
export default { fetch: () => new Response('production bundle tests', { status: 404 }) };
