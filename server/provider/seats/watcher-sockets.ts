import type { Response as WorkerResponse, WebSocket, WebSocketPair as Pair, WebSocketRequestResponsePair as AutoResponse } from '@cloudflare/workers-types/index';

// workerd's own globals, typed from its types package (the project's lib is the DOM's, which has none of them).
declare const WebSocketPair: typeof Pair;
declare const WebSocketRequestResponsePair: typeof AutoResponse;
declare const Response: typeof WorkerResponse;

export type WatcherSocket = WebSocket;

/** A socket pair: the watcher's end goes out in the 101 answer, the object keeps the other. */
export function watcherSocketPair(): { answer: WorkerResponse; kept: WebSocket } {
  const pair = new WebSocketPair();
  return { answer: new Response(null, { status: 101, webSocket: pair[0] }), kept: pair[1] };
}

/** A request and the answer the runtime gives for it without waking a hibernated object (a watcher's keep-alive). */
export const autoResponse = (request: string, response: string) => new WebSocketRequestResponsePair(request, response);
