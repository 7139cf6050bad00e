import { spawn } from 'node:child_process';

/** A step's name and how long it took, for the table `npm test` ends with. */
export interface StepTime {
  name: string;
  seconds: number;
}

const times: StepTime[] = [];
const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

/**
 * Runs a command; its output goes to the terminal as it comes when `live`, else it is held and printed in one
 * piece when the command ends (steps that run side by side stay readable). Rejects with the exit code.
 */
export function command(cmd: string, args: string[], options: { live?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: options.live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: options.env ?? process.env });
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (held.length > 0) process.stdout.write(Buffer.concat(held));
      if (code === 0) resolve();
      else reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`));
    });
  });
}

/** A named step: announced, timed, and recorded (also when it fails). */
export async function step(name: string, task: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  console.log(`▶ ${name}`);
  try {
    await task();
    console.log(`✓ ${name} (${seconds(started)} s)`);
  } finally {
    times.push({ name, seconds: seconds(started) });
  }
}

/** Steps that do not depend on each other, side by side; fails when any fails, after all have ended. */
export async function together(...tasks: Promise<void>[]): Promise<void> {
  const results = await Promise.allSettled(tasks);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Each step's time, in the order the steps ended. */
export function stepTimes(): string {
  const width = Math.max(...times.map((time) => time.name.length));
  return times.map((time) => `  ${time.name.padEnd(width)}  ${time.seconds.toFixed(1).padStart(6)} s`).join('\n');
}
