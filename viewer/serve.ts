// A small static server for the viewer: the repository's viewer/, levels/ and dist/ folders.
//   npx tsx viewer/serve.ts [--port N]    then open http://localhost:N/viewer/
import { createServer, type Server } from "node:http";
import { readFile } from "node:fs/promises";
import { dirname, extname, join, normalize, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const TYPES: Record<string, string> = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".json": "application/json", ".bin": "application/octet-stream", ".map": "application/json" };

/** Serves `root` (default the repository) on `port` (0: any free one); resolves with the server and its URL. */
export function serve(port = 0, root = ROOT, overrides: Record<string, string> = {}): Promise<{ server: Server; url: string }> {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)).replace(/^([/\\])+/, "");
    const file = overrides[path] ?? join(root, path.endsWith("/") || path === "viewer" ? join(path, "index.html") : path);
    if (!resolve(file).startsWith(resolve(root)) && !Object.values(overrides).includes(file)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": "no-store" }).end(body);
    } catch {
      res.writeHead(404).end(`not found: ${path}`);
    }
  });
  return new Promise((ok) => server.listen(port, "127.0.0.1", () => {
    const a = server.address();
    ok({ server, url: `http://127.0.0.1:${typeof a === "object" && a ? a.port : port}/` });
  }));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const port = args.includes("--port") ? Number(args[args.indexOf("--port") + 1]) : 8080;
  const { url } = await serve(port);
  console.log(`Ballance viewer: ${url}viewer/  (levels: ?level=../levels/generated-2.json)`);
}
