// The Durable Object base class of workerd's `cloudflare:workers` module, typed from
// @cloudflare/workers-types (the root tsconfig is DOM-typed, so those types are not global).
declare module 'cloudflare:workers' {
  import type { DurableObjectState } from '@cloudflare/workers-types/index';

  export abstract class DurableObject<Env = unknown> {
    /** The brand DurableObjectNamespace<T> checks (Rpc.DurableObjectBranded). */
    __DURABLE_OBJECT_BRAND: never;
    protected ctx: DurableObjectState;
    protected env: Env;
    constructor(ctx: DurableObjectState, env: Env);
    alarm?(): void | Promise<void>;
  }
}
