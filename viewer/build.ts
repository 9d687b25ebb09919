// Bundles the viewer (viewer/main.ts, three.js) into viewer/dist/viewer.js for the browser, with the
// engine taken from the built package: the page's imports of src/index.js resolve to
// <dist>/src/index.js, what `npm run build` (tsc -p tsconfig.build.json) writes.
//   npx tsx viewer/build.ts [--dist DIR] [--out FILE]
import { build } from "esbuild";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Bundles the viewer against the package built in `dist`; returns the output file. */
export async function buildViewer(dist = join(ROOT, "dist"), out = join(ROOT, "viewer/dist/viewer.js")): Promise<string> {
  const entry = join(dist, "src/index.js");
  if (!existsSync(entry)) throw new Error(`${entry} does not exist: run npm run build first`);
  await build({
    entryPoints: [join(ROOT, "viewer/main.ts")],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    outfile: out,
    logLevel: "warning",
    plugins: [
      {
        name: "built-package",
        setup(b) {
          b.onResolve({ filter: /\/src\/index\.js$/ }, () => ({ path: entry }));
        },
      },
    ],
  });
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = (k: string) => (args.includes(k) ? resolve(args[args.indexOf(k) + 1]) : undefined);
  const out = await buildViewer(at("--dist"), at("--out"));
  console.log(`viewer bundled into ${out}`);
}
