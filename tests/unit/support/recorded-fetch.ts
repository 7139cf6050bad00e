/** One answer of a recorded exchange: a status with a JSON body, raw text, or an error the fetch throws. */
export type RecordedAnswer = { status: number; json?: unknown; text?: string } | Error;

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string;
  signal: AbortSignal | null | undefined;
}

/** A fetch that records each request and gives the recorded answers in turn (the last one repeats). */
export function recordedFetch(answers: RecordedAnswer[]) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: String(init?.body ?? ''), signal: init?.signal });
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    const body = answer.text ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
    return new Response(body || null, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** What an AbortSignal.timeout firing looks like to the caller. */
export const timeoutError = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError');
