// The package's two entry points: `.` is the small public API (exactly the names below), and
// `./engine` is the runtime with every generated engine module, without the spec's test fixtures,
// fakes and example scene.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as api from "./index.js";
import * as engine from "./engine.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

describe("package entry points", () => {
  it("`.` exports the public API's values and nothing else (the PS2 world, the IVP geometry, the Ballance world)", () => {
    expect(Object.keys(api).sort()).toEqual(
      ["Answer", "IDENTITY", "IvpGeometry", "PhysicsInputError", "Ps2Level", "Ps2World", "SnapshotError", "ZERO", "createIvpGeometry", "createLevel", "createWorld", "quat", "vec3",
        "createBallanceWorld", "BallanceWorld", "BallanceGame", "parseLevel", "BallanceLevel", "LevelFormatError", "LEVEL_FORMAT", "LEVEL_VERSION", "generateLevel", "PRESETS", "PRESET_NAMES", "BALL_KINDS", "KEY_PLUS_X", "KEY_MINUS_X", "KEY_PLUS_Z", "KEY_MINUS_Z"].sort(),
    );
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
