// The API server and the web's production server, each bundled by esbuild into one file
// (docs/decisions/0051-servers-start-from-bundles.md): our TypeScript and @kraam/shared inside, every
// other package imported from node_modules as it is. Started through tsx instead, each process resolved
// and transformed its ~300 files through tsx's loader hooks, which also sat in front of every module Next
// loads, and the battery alone starts the API some fifty times.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { ROOT } from './paths.mjs';

// Each bundle sits as deep in its app as its entry does, so the paths the code takes from its own
// location (the repository's root in apps/api/src/config.ts, the web app's folder in web-server.ts)
// hold for both.
const API_BUNDLE = path.join(ROOT, 'apps/api/dist/server.mjs');
const WEB_SERVER_BUNDLE = path.join(ROOT, 'apps/web/dist/server/web-server.mjs');
const BUNDLES = [
  { entry: 'apps/api/src/server.ts', outfile: API_BUNDLE },
  { entry: 'apps/web/src/server/web-server.ts', outfile: WEB_SERVER_BUNDLE },
];

/** What a bundled server is started with: V8 keeps the compiled code of node_modules between starts. */
const SERVER_ENV = { NODE_COMPILE_CACHE: path.join(os.tmpdir(), 'kraam-node-compile-cache') };

/** The API from its bundle, in the repository's root, with `env` as its whole environment. */
export const spawnApiBundle = (env, stdio) =>
  spawn(process.execPath, ['--enable-source-maps', API_BUNDLE], {
    cwd: ROOT,
    env: { ...SERVER_ENV, ...env },
    stdio,
  });

/** The web's production server from its bundle, in the web app's folder. */
export const spawnWebBundle = (env, stdio) =>
  spawn(process.execPath, ['--enable-source-maps', WEB_SERVER_BUNDLE], {
    cwd: path.join(ROOT, 'apps/web'),
    env: { ...SERVER_ENV, ...env, NODE_ENV: 'production' },
    stdio,
  });

/** Bare imports stay imports, except our own workspace package, which is TypeScript. */
const packagesStayOutside = {
  name: 'packages-stay-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kraam/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Bundles both servers (about a second). Each file is written beside its place and renamed into it, so
 * builds running side by side (the battery beside scale-out) never leave a half-written bundle.
 */
export async function buildServerBundles() {
  await Promise.all(
    BUNDLES.map(async ({ entry, outfile }) => {
      const result = await esbuild.build({
        entryPoints: [path.join(ROOT, entry)],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node24',
        sourcemap: 'linked',
        write: false,
        logLevel: 'warning',
        plugins: [packagesStayOutside],
      });
      fs.mkdirSync(path.dirname(outfile), { recursive: true });
      for (const file of result.outputFiles) {
        const temporary = `${file.path}.${process.pid}.tmp`;
        fs.writeFileSync(temporary, file.contents);
        fs.renameSync(temporary, file.path);
      }
    }),
  );
}
