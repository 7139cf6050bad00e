import { spawn, type SpawnOptions } from 'node:child_process';

/** Runs a command with inherited output; rejects with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Runs an npx tool (wrangler, waku, lingui …) from the project's own node_modules. */
export function npx(args: string[], options: SpawnOptions = {}): Promise<void> {
  return run('npx', ['--no-install', ...args], options);
}
