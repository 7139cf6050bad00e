import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const STAMP = '.out/build-fingerprint';
/** What the build reads: every file git would see, but not the tests and docs the build never opens. */
const NOT_BUILD_INPUTS = /^(tests|docs)\/|\.md$/;
/** What the build writes; a start with any of them missing builds again. */
const OUTPUTS = ['dist', '.out/provider/index.local.js'];

/** A hash of every build input (tracked or new, not ignored), by path and content. */
function fingerprint(): string {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !NOT_BUILD_INPUTS.test(file) && existsSync(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** Whether the last build was of exactly these sources and its output is all there. */
export function buildIsCurrent(): boolean {
  if (!existsSync(STAMP) || !OUTPUTS.every((output) => existsSync(output))) return false;
  return readFileSync(STAMP, 'utf8').trim() === fingerprint();
}

/** Records that the output now matches the sources (after a build that succeeded). */
export function recordBuild(): void {
  mkdirSync(dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, `${fingerprint()}\n`);
}
