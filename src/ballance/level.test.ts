// The Ballance level format: its checker names the file and the JSON path of every bad value; the
// presets and overrides resolve as Physicalize reads them; binary side files; the generator is
// deterministic and its committed levels are what it makes; the committed levels are valid.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { generateLevel } from "./generator.js";
import { LevelFormatError, parseLevel, type LevelDescription } from "./level.js";
import { loadLevelFile } from "./node.js";
import { PRESETS } from "./presets.js";
import { createBallanceWorld } from "./world.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");

const small = (): LevelDescription => ({
  format: "lockstep-physics/ballance-level",
  version: 1,
  name: "small",
  meshes: {
    floor: { vertices: [-10, 0, -10, 10, 0, -10, 10, 0, 10, -10, 0, 10], faces: [0, 1, 2, 0, 2, 3] },
    box: { vertices: [-1, -1, -1, 1, -1, -1, 1, 1, -1, -1, 1, -1, -1, -1, 1, 1, -1, 1, 1, 1, 1, -1, 1, 1] },
    flat: { vertices: [0, 0, 0, 1, 0, 0, 1, 0, 1, 0, 0, 1, 0.5, 0, 0.5] },
  },
  objects: [
    { id: 1, name: "Floor", position: [0, 0, 0], preset: "Phys_Floors", physicalize: { concave: ["floor"] } },
    { id: 2, name: "Box", position: [0, 5, 0], preset: "P_Box", physicalize: { convex: ["box"], startFrozen: true } },
  ],
  start: { position: [5, 2.5, 0] },
});

/** The error a mutation of the small level gives. */
function errorOf(mutate: (d: LevelDescription & Record<string, unknown>) => void): LevelFormatError {
  const d = small() as LevelDescription & Record<string, unknown>;
  mutate(d);
  try {
    createBallanceWorld({ level: parseLevel(d, { file: "levels/broken.json" }), transactional: false });
  } catch (e) {
    expect(e).toBeInstanceOf(LevelFormatError);
    return e as LevelFormatError;
  }
  throw new Error("the level was accepted");
}

describe("level format: errors name the file and the JSON path", () => {
  // the cases write values of the wrong type into a level document on purpose
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const cases: [string, (d: any) => void, string, RegExp][] = [
    ["wrong format tag", (d) => (d.format = "ballance"), "$.format", /is not "lockstep-physics\/ballance-level"/],
    ["a newer version", (d) => (d.version = 2), "$.version", /the version this package reads/],
    ["unknown top-level key", (d) => (d.extra = 1), "$.extra", /unknown key/],
    ["a vertex that is not a number", (d) => (d.meshes.floor.vertices[4] = "1"), '$.meshes["floor"].vertices[4]', /is not a finite number/],
    ["a vertex list not in triples", (d) => d.meshes.floor.vertices.pop(), '$.meshes["floor"].vertices', /is not one or more vertices/],
    ["a face index past the vertices", (d) => (d.meshes.floor.faces[5] = 9), '$.meshes["floor"].faces[5]', /vertex 9 does not exist \(the mesh has 4 vertices\)/],
    ["a duplicate CK_ID", (d) => (d.objects[1].id = 1), "$.objects[1].id", /CK_ID 1 is used twice/],
    ["an unknown preset", (d) => (d.objects[0].preset = "Phys_Floor"), "$.objects[0].preset", /"Phys_Floor" is not a preset/],
    ["a negative friction", (d) => (d.objects[0].physicalize.friction = -1), "$.objects[0].physicalize.friction", /-1 is out of range; pass a number from 0 to 1000000/],
    ["a misspelt Physicalize key", (d) => (d.objects[0].physicalize.fricton = 1), "$.objects[0].physicalize.fricton", /unknown key/],
    ["a mesh name that is not in $.meshes", (d) => (d.objects[0].physicalize.concave = ["floor_9"]), "$.objects[0].physicalize.concave[0]", /there is no mesh "floor_9" in \$\.meshes/],
    ["an object with no body", (d) => (d.objects[0] = { id: 1, position: [0, 0, 0] }), "$.objects[0].physicalize", /needs a preset, a ball radius or meshes/],
    ["a zero quaternion", (d) => (d.objects[1].rotation = [0, 0, 0, 0]), "$.objects[1].rotation", /zero quaternion/],
    ["a zero scale", (d) => (d.objects[1].scale = [1, 0, 1]), "$.objects[1].scale[1]", /out of range/],
    ["an unknown ball kind at the start", (d) => (d.start.ball = "Ball_Glass"), "$.start.ball", /not a ball kind/],
    ["the ball's CK_ID taken by an object", (d) => (d.start.entity = 2), "$.start.entity", /is an object's/],
    ["a flat convex mesh the hull builder refuses", (d) => (d.objects[1].physicalize.convex = ["flat"]), '$.meshes["flat"]', /mesh "flat": flat convex mesh \(all points coplanar\); fix the mesh or leave it out/],
  ];
  for (const [what, mutate, path, problem] of cases) {
    it(what, () => {
      const e = errorOf(mutate);
      expect(e.file).toBe("levels/broken.json");
      expect(e.path).toBe(path);
      expect(e.problem).toMatch(problem);
      expect(e.message).toBe(`levels/broken.json: ${path}: ${e.problem}`);
    });
  }
});

describe("level format: values", () => {
  it("a preset's values apply, the object's override them, and the rest are Physicalize's prototype defaults", () => {
    const d = small();
    d.objects.push({ id: 3, position: [3, 5, 0], preset: "P_Ball_Wood", physicalize: { mass: 4 } }, { id: 4, position: [6, 5, 0], physicalize: { convex: ["box"] } });
    const l = parseLevel(d);
    const wood = l.objects[2].physicalize!;
    expect(wood.mass).toBe(4);
    expect(wood.friction).toBe(PRESETS.P_Ball_Wood.friction);
    expect(wood.linearDamping).toBe(0.6);
    expect(wood.ballRadius).toEqual([2]);
    expect(wood.autoMassCenter).toBe(false);
    const plain = l.objects[3].physicalize!;
    expect([plain.friction, plain.elasticity, plain.mass, plain.linearDamping, plain.autoMassCenter, plain.surface]).toEqual([0.7, 0.4, 1, 0.1, true, "box"]);
  });

  it("an entity's matrix: rows are the rotated axes times the scale, row 3 the position (f32)", () => {
    const d = small();
    d.objects[1].rotation = [0, Math.SQRT1_2, 0, Math.SQRT1_2];
    d.objects[1].scale = [2, 1, 1];
    const m = parseLevel(d).objects[1].matrix;
    // a quarter turn about y: the x axis (scaled 2) along −z
    expect(Array.from(m.subarray(0, 3)).map((v) => Math.round(v * 1e6) / 1e6 + 0)).toEqual([0, 0, -2]);
    expect(Array.from(m.subarray(12, 16))).toEqual([0, 5, 0, 1]);
  });

  it("meshes in a binary side file read as the inline ones (levels/generated-2: the same world hash as its inline form)", () => {
    const bin = loadLevelFile(join(ROOT, "levels/generated-2.json"));
    const inline = parseLevel(generateLevel({ seed: 2, segments: 16 }));
    expect(bin.fingerprint).toBe(inline.fingerprint);
    expect(createBallanceWorld({ level: bin, transactional: false }).hash()).toBe(createBallanceWorld({ level: inline, transactional: false }).hash());
  });

  it("a binary slice outside its file is refused with its path", () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a binary slice where the type has none
    const d = small() as any;
    d.meshes.floor = { binary: { file: "x.bin", vertexOffset: 0, vertexCount: 4, faceOffset: 48, faceCount: 2 } };
    expect(() => parseLevel(d, { file: "l.json", readBinary: () => new Uint8Array(60) })).toThrow(/l\.json: \$\.meshes\["floor"\]\.binary: faces at 48 \(2 × 12 bytes\) do not fit the 60 bytes of "x\.bin"/);
    expect(() => parseLevel(d, { file: "l.json" })).toThrow(/l\.json: \$\.meshes\["floor"\]\.binary\.file: "x\.bin" cannot be read: this loader has no side files/);
  });
});

describe("level generator", () => {
  it("the same seed gives the same level, another seed another one, and every coordinate is exact in f32", () => {
    const a = JSON.stringify(generateLevel({ seed: 7 }));
    expect(JSON.stringify(generateLevel({ seed: 7 }))).toBe(a);
    expect(JSON.stringify(generateLevel({ seed: 8 }))).not.toBe(a);
    const d = generateLevel({ seed: 7, segments: 30 });
    for (const m of Object.values(d.meshes)) {
      if ("vertices" in m) for (const v of m.vertices) expect(Math.fround(v)).toBe(v);
    }
    for (const o of d.objects) for (const v of o.position) expect(Math.fround(v)).toBe(v);
    // no −0 anywhere: JSON would turn it into 0 and the file into another level
    expect(JSON.stringify(d, (_k, v) => (Object.is(v, -0) ? "MINUS ZERO" : v))).not.toContain("MINUS ZERO");
  });

  it("makes the Ballance-like parts: floors with seams, rails, ramps, a stopper, sector balls, a dome, loose boxes", () => {
    const d = generateLevel({ seed: 1 });
    const presets = new Map<string, number>();
    for (const o of d.objects) presets.set(o.preset ?? "", (presets.get(o.preset ?? "") ?? 0) + 1);
    expect(presets.get("Phys_Floors")).toBeGreaterThan(10);
    expect(presets.get("Phys_FloorRails")).toBeGreaterThan(10);
    expect(presets.get("Phys_FloorStopper")).toBe(1);
    expect((presets.get("P_Ball_Wood") ?? 0) + (presets.get("P_Ball_Stone") ?? 0) + (presets.get("P_Ball_Paper") ?? 0)).toBeGreaterThanOrEqual(3);
    expect(presets.get("P_Box")).toBe(1);
    expect(presets.get("P_Modul_34_Kiste")).toBe(1);
    expect((d.info as { ramps: number }).ramps).toBeGreaterThan(0);
    // one object per tile: adjacent tiles meet at a seam
    expect(d.objects.filter((o) => o.preset === "Phys_Floors" && o.physicalize && (o.physicalize.concave ?? [])[0]?.startsWith("floor_")).length).toBeGreaterThan(10);
  });

  it("the committed levels are the generator's output and valid", () => {
    const committed = JSON.parse(readFileSync(join(ROOT, "levels/generated-1.json"), "utf8"));
    expect(committed).toEqual(JSON.parse(JSON.stringify(generateLevel({ seed: 1 }))));
    expect(loadLevelFile(join(ROOT, "levels/generated-1.json")).fingerprint).toBe(parseLevel(generateLevel({ seed: 1 })).fingerprint);
  });
});
