import { watch } from 'node:fs';
import { prepareLocal, STATE_DIR } from './prepare-local';
import { run } from './run';
import { serveWorkers, waitUntilUp } from './serve-workers';

// npm run dev: the real Workers in workerd, rebuilt on every change. wrangler reloads the provider
// from source itself and the app when its build output changes.
const port = Number(process.env.PORT ?? 8787);
await prepareLocal();
await serveWorkers({ port, state: STATE_DIR });
await waitUntilUp(`http://localhost:${port}/api/health`);
console.log(`\nDev server on http://localhost:${port}/?program=dine-asia — edits in src/, server/edge/ and locales/ rebuild the app.\n`);

let timer: NodeJS.Timeout | undefined;
let building: Promise<void> = Promise.resolve();
const rebuild = () => {
  clearTimeout(timer);
  timer = setTimeout(() => {
    building = building.then(() => run('npm', ['run', 'build', '--silent']).catch((error: Error) => console.error(error.message)));
  }, 200);
};
for (const folder of ['src', 'server/edge', 'locales']) {
  watch(folder, { recursive: true }, (_event, file) => {
    if (file && !file.endsWith('messages.ts')) rebuild();
  });
}
