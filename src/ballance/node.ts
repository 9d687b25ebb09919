// Node's door to level files: reads a level's JSON and its binary side files (named relative to the
// level file) and checks it with parseLevel. Kept out of the package's main entry so that a browser
// bundle of the package does not pull in node:fs; import it from `lockstep-physics/node`.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { LevelFormatError, parseLevel, type BallanceLevel, type LevelDescription } from "./level.js";

/** Reads and checks the level file at `path` (JSON; binary meshes from side files beside it). */
export function loadLevelFile(path: string): BallanceLevel {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    throw new LevelFormatError(path, "$", `cannot be read (${(e as Error).message})`, { cause: e });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new LevelFormatError(path, "$", `is not JSON (${(e as Error).message})`, { cause: e });
  }
  const dir = dirname(path);
  return parseLevel(json, { file: path, readBinary: (f) => new Uint8Array(readFileSync(join(dir, f))) });
}

/**
 * Writes a level as a JSON file and, when `binary` is set, its meshes into one side file
 * `<name>.bin` beside it (f32 vertices and u32 faces, little-endian), replacing the inline lists.
 */
export function saveLevelFile(path: string, level: LevelDescription, binary = false): void {
  if (!binary) {
    writeFileSync(path, `${JSON.stringify(level, null, 1)}\n`);
    return;
  }
  const bin = path.replace(/\.json$/, "") + ".bin";
  const file = bin.split(/[\\/]/).pop()!;
  const chunks: Uint8Array[] = [];
  let at = 0;
  const meshes: LevelDescription["meshes"] = {};
  for (const [name, m] of Object.entries(level.meshes)) {
    if (!("vertices" in m)) {
      meshes[name] = m;
      continue;
    }
    const v = new Float32Array(m.vertices);
    const f = new Uint32Array(m.faces ?? []);
    const vo = at;
    chunks.push(new Uint8Array(v.buffer));
    at += v.byteLength;
    const fo = at;
    chunks.push(new Uint8Array(f.buffer));
    at += f.byteLength;
    meshes[name] = { binary: { file, vertexOffset: vo, vertexCount: v.length / 3, ...(f.length ? { faceOffset: fo, faceCount: f.length / 3 } : {}) } };
  }
  const out = new Uint8Array(at);
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  writeFileSync(bin, out);
  writeFileSync(path, `${JSON.stringify({ ...level, meshes }, null, 1)}\n`);
}
