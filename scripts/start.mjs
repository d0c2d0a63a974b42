// npm start: build the web app and the server if missing or older than their sources, then run
// the compiled server (plain JavaScript: no TypeScript loader at start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverNodeFlags } from '../apps/server/scripts/node-flags.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = 'apps/web/dist/index.html';
const serverBundle = 'apps/server/dist/server.mjs';

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const shared = ['packages/contracts/src', 'packages/core/src'];
const isStale = (output, sources) =>
  !existsSync(output) ||
  sources
    .map((p) => join(root, p))
    .some((p) => existsSync(p) && (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs) > statSync(output).mtimeMs);

function buildIfStale(what, output, sources, workspace) {
  if (!isStale(join(root, output), [...sources, ...shared])) return;
  console.log(`Building the ${what}…`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

buildIfStale('web app', dist, ['apps/web/src', 'apps/web/index.html', 'apps/web/public'], '@exam/web');
buildIfStale('server', serverBundle, ['apps/server/src'], '@exam/server');

const server = spawn(process.execPath, [...serverNodeFlags, serverBundle], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
