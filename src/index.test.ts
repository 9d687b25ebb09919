// The package's entry points: `.` is the small public API (exactly the names below), `./engine` is
// the runtime with every generated engine module, without the spec's test fixtures, fakes and
// example scene, `./netplay` the session API (browser-safe: nothing of Node in it) and
// `./netplay/node` the WebSocket relay and transport.
import { build } from "esbuild";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as api from "./index.js";
import * as engine from "./engine.js";
import * as netplay from "./netplay/index.js";
import * as netplayNode from "./netplay/node.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

describe("package entry points", () => {
  it("`.` exports the public API's values and nothing else (the PS2 world, the IVP geometry, the Ballance world)", () => {
    expect(Object.keys(api).sort()).toEqual(
      ["Answer", "IDENTITY", "IvpGeometry", "PhysicsInputError", "Ps2Level", "Ps2World", "SnapshotError", "ZERO", "createIvpGeometry", "createLevel", "createWorld", "quat", "vec3",
        "createBallanceWorld", "BallanceWorld", "BallanceGame", "parseLevel", "BallanceLevel", "LevelFormatError", "LEVEL_FORMAT", "LEVEL_VERSION", "generateLevel", "PRESETS", "PRESET_NAMES", "BALL_KINDS", "KEY_PLUS_X", "KEY_MINUS_X", "KEY_PLUS_Z", "KEY_MINUS_Z"].sort(),
    );
  });

  it("`./netplay` exports the session API's values, `./netplay/node` the relay and its transport", () => {
    expect(Object.keys(netplay).sort()).toEqual(
      ["ConditionedInbox", "NOBODY", "PERFECT_LINK", "Ps2LockstepWorld", "Session", "SyncTestFailure", "blankInputOf", "checkInputShape", "createSession", "describeDesync", "firstDifference", "firstDifferentRecord", "lockstepPs2World", "recordHashes", "syncTest"].sort(),
    );
    expect(Object.keys(netplayNode).sort()).toEqual(["connectPeer", "startRelay"]);
  });

  it("`./netplay` bundles for a browser without anything of Node or ws; `./netplay/node` is where ws comes in", async () => {
    const inputsOf = async (entry: string) => {
      const r = await build({ entryPoints: [join(ROOT, entry)], bundle: true, write: false, platform: "browser", format: "esm", metafile: true, logLevel: "silent", external: ["node:*"] });
      return { files: Object.keys(r.metafile.inputs), imports: Object.values(r.metafile.outputs).flatMap((o) => o.imports.map((i) => i.path)) };
    };
    const web = await inputsOf("src/netplay/index.ts");
    expect(web.files.filter((f) => f.includes("node_modules"))).toEqual([]);
    expect(web.imports).toEqual([]);
    const node = await inputsOf("src/netplay/node.ts");
    expect(node.files.some((f) => f.includes("node_modules/ws/")) || node.imports.some((i) => i.startsWith("node:"))).toBe(true);
  });

  it("`./engine` exports runtime and engine names from every document, and no fixture or fake", () => {
    for (const name of ["Memory", "StateHasher", "invsqrt4", "triangle_ledge", "qlen_kk", "min_list_add", "ov_place", "PhysicsVec_Bounce", "PhysicsShape_GetBounds", "PhysicsBody_Sweep", "GameWorld_Move", "SplitLevel_Build"]) {
      expect(typeof (engine as Record<string, unknown>)[name], name).toBe("function");
    }
    for (const name of ["FakeOwner", "ScriptedMesh", "chull_test_cube", "TestLcg", "U3Scene", "Scene", "SceneActor"]) {
      expect((engine as Record<string, unknown>)[name], name).toBeUndefined();
    }
  });

  it("the generated index that src/engine.ts re-exports names every generated module, and generated/ holds no fixture or example", () => {
    const all: string[] = [];
    const walk = (d: string) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(d, e.name));
        else if (e.name.endsWith(".generated.ts")) all.push(relative(join(ROOT, "generated"), join(d, e.name)).split("\\").join("/"));
      }
    };
    walk(join(ROOT, "generated"));
    expect(all.filter((f) => /(^|\/)(tests|examples)\//.test(f))).toEqual([]);
    const listed = [...readFileSync(join(ROOT, "generated/index.ts"), "utf8").matchAll(/from "\.\/([^"]+)\.js"/g)].map((m) => `${m[1]}.ts`).sort();
    expect(listed).toEqual(all.sort());
    expect(readFileSync(join(ROOT, "src/engine.ts"), "utf8")).toContain('export * from "../generated/index.js";');
  });
});
