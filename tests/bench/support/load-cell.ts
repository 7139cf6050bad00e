export interface CellResult {
  requests: number;
  failures: number;
  seconds: number;
  latenciesMs: number[];
}

/**
 * Keeps `connections` requests in flight for `seconds`, each connection asking again as soon as it has its answer
 * (read to the end); stops by itself. `urlFor` gets the request's number (for pages that must differ each time).
 */
export async function runCell(urlFor: (n: number) => string, connections: number, seconds: number, headers: Record<string, string> = {}): Promise<CellResult> {
  const latenciesMs: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const connection = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      const response = await fetch(urlFor(next++), { headers }).catch(() => null);
      const body = await response?.arrayBuffer().catch(() => null);
      if (!response || response.status !== 200 || !body) failures++;
      latenciesMs.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  return { requests: latenciesMs.length, failures, seconds: (performance.now() - started) / 1000, latenciesMs };
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};
