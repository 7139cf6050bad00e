// A provider that fails the way its FAILURE binding says, on every call: what no real provider can be
// made to do on cue. Plain JS, because miniflare runs the extra Workers of a test project as they are.
export default {
  async fetch(request, env) {
    switch (env.FAILURE) {
      case 'hangs':
        // Longer than PROVIDER_TIMEOUT_MS; a pending timer, so workerd does not cut the request short itself.
        await new Promise((resolve) => setTimeout(resolve, 60_000));
        return Response.json({});
      case 'crashes':
        throw new Error('provider crashed');
      case 'answers-500':
        return Response.json({ errors: ['Internal failure'] }, { status: 500 });
      case 'answers-503-text':
        return new Response('Worker "dining-provider" not found. Make sure it is running locally.', { status: 503, headers: { 'Content-Type': 'application/json' } });
      case 'answers-html-404':
        return new Response('<html><body>Not Found</body></html>', { status: 404, headers: { 'Content-Type': 'text/html' } });
      case 'answers-garbage':
        return new Response('<html><body>OK</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
      default:
        throw new Error(`unknown FAILURE ${env.FAILURE}`);
    }
  },
};
