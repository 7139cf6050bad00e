import type { Context } from 'hono';

/** The request's waitUntil; where there is no execution context (a test calling the app directly), the task just runs. */
export function waitUntilOf(c: Context): (task: Promise<unknown>) => void {
  try {
    const ctx = c.executionCtx;
    return (task) => ctx.waitUntil(task);
  } catch {
    return (task) => void task.catch(() => undefined);
  }
}
