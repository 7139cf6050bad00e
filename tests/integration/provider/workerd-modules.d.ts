// Types for the workerd-only modules the integration tests import. The root tsconfig is DOM-typed, so
// @cloudflare/workers-types cannot be loaded globally; this declares just what tests use. Bindings are
// typed per Worker by augmenting `Cloudflare.Env` (the workers-types convention). If a global
// declaration of these modules is added elsewhere, delete this file.
declare namespace Cloudflare {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Env {}
}

declare module 'cloudflare:workers' {
  /** A Response whose json() can be typed, as in workerd. */
  type WorkerResponse = Response & { json<T = unknown>(): Promise<T> };

  export const env: Cloudflare.Env;
  export const exports: { default: { fetch(input: Request | string | URL, init?: RequestInit): Promise<WorkerResponse> } };
}

declare module 'cloudflare:test' {
  import type { D1Database } from '@cloudflare/workers-types/index';
  import type { D1Migration } from '@cloudflare/vitest-plugin';

  import type { ExecutionContext, MessageBatch, ScheduledController } from '@cloudflare/workers-types/index';

  export function applyD1Migrations(db: D1Database, migrations: D1Migration[], migrationsTableName?: string): Promise<void>;
  export function createExecutionContext(): ExecutionContext;
  export function waitOnExecutionContext(ctx: ExecutionContext): Promise<void>;
  export function createScheduledController(options?: { scheduledTime?: Date | number; cron?: string }): ScheduledController;
  export function createMessageBatch<Body = unknown>(queueName: string, messages: { id: string; timestamp: Date | number; attempts: number; body: Body }[]): MessageBatch<Body>;
  export interface QueueResult {
    outcome: string;
    ackAll: boolean;
    retryBatch: { retry: boolean; delaySeconds?: number };
    explicitAcks: string[];
    retryMessages: { msgId: string; delaySeconds?: number }[];
  }
  export function getQueueResult(batch: MessageBatch, ctx: ExecutionContext): Promise<QueueResult>;
  import type { DurableObjectState, DurableObjectStub } from '@cloudflare/workers-types/index';
  export function runInDurableObject<O, R>(stub: DurableObjectStub | unknown, callback: (instance: O, state: DurableObjectState) => R | Promise<R>): Promise<R>;
  export function runDurableObjectAlarm(stub: DurableObjectStub | unknown): Promise<boolean>;
}
