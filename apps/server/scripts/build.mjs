// Compiles the server for production into one ES module, dist/server.mjs: the workspace packages
// (@exam/contracts, @exam/core, which export TypeScript source) are bundled in; npm packages stay
// in node_modules. `npm start` then runs plain JavaScript, with no TypeScript loader at start.
import { build } from 'esbuild';

const serverDir = new URL('..', import.meta.url).pathname;

await build({
  entryPoints: [`${serverDir}src/server.ts`],
  outfile: `${serverDir}dist/server.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@exam/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log('Built apps/server/dist/server.mjs');
