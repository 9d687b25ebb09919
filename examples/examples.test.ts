// The examples run (as a user runs them), the room example reproduces the spec's example scene
// update for update, and the package builds into ES modules with declarations that a plain Node
// program imports by the package's name, `.`, `./engine`, `./netplay` and `./netplay/node`, without tsx.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createRoom, runRoom } from "./ps2-room.js";
import { Scene, Scene_Create, Scene_Step } from "../scenes/generated/ps2/scene_room.generated.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const tsx = (file: string) => spawnSync(process.execPath, ["--import", "tsx", join(ROOT, file)], { cwd: ROOT, encoding: "utf8" });

describe("examples", () => {
  it("the PS2 level walk runs: the player is stopped by the box, slides past it, reaches the wall and slides along it", () => {
    const r = tsx("examples/ps2-level-walk.ts");
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("update 60: player (5.140, 5.000, 0.000)");
    expect(r.stdout).toContain("update 300: player (9.640, 12.561, 0.000), contacts so far 225");
  });

  it("the IVP ray cast runs and names the meshes and faces hit", () => {
    const r = tsx("examples/ivp-raycast.ts");
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("down onto box 1: mesh 1 face - at 8.0000, normal (0, 0, 1)");
    expect(r.stdout).toContain("down onto the floor: mesh 0 face 0 at 10.0000");
    expect(r.stdout).toContain("above everything: no hit");
  });

  it("the Ballance ball example runs: a stone ball rolls down the generated level, hits are heard, the state hashes", () => {
    const r = tsx("examples/ballance-ball.ts");
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/frame 300: ball at \(1\d\d\.\d\d, /);
    expect(r.stdout).toMatch(/654 PSIs, [1-9]\d* hits/);
    expect(r.stdout).toMatch(/state hash [0-9a-f]{8}, snapshot \d+ bytes/);
  });

  it("the room through the public API is the spec's example scene, bit for bit, for 480 updates", () => {
    const s = new Scene();
    Scene_Create(s);
    const r = createRoom();
    const mine: number[] = [];
    const spec: number[] = [];
    runRoom(r, 480, () => {
      Scene_Step(s);
      const p = r.world.position(r.player), o = r.world.position(r.other);
      mine.push(p.x, p.y, p.z, o.x, o.y, o.z);
      const sp = s.player.now.position, so = s.other.now.position;
      spec.push(sp.x, sp.y, sp.z, so.x, so.y, so.z);
    });
    expect(mine).toEqual(spec);
  });
});

describe("the package", () => {
  it("builds to ES modules and declarations that plain Node imports as lockstep-physics, /engine, /netplay and /netplay/node", () => {
    const tmp = mkdtempSync(join(tmpdir(), "lockstep-build-"));
    try {
      const pkg = join(tmp, "node_modules", "lockstep-physics");
      const b = spawnSync(process.execPath, [join(ROOT, "node_modules/typescript/bin/tsc"), "-p", join(ROOT, "tsconfig.build.json"), "--outDir", join(pkg, "dist")], { cwd: ROOT, encoding: "utf8" });
      expect(b.status, b.stdout + b.stderr).toBe(0);
      cpSync(join(ROOT, "package.json"), join(pkg, "package.json"));
      expect(readFileSync(join(pkg, "dist/src/index.d.ts"), "utf8")).toContain("createWorld");
      expect(readFileSync(join(pkg, "dist/src/netplay/index.d.ts"), "utf8")).toContain("createSession");
      // the app installs the node entry's peer dependency, ws
      symlinkSync(join(ROOT, "node_modules/ws"), join(tmp, "node_modules", "ws"), "dir");
      mkdirSync(join(tmp, "app"));
      writeFileSync(
        join(tmp, "app", "main.mjs"),
        [
          'import { createLevel, createWorld, vec3 } from "lockstep-physics";',
          'import { PhysicsBody_Sweep, Memory } from "lockstep-physics/engine";',
          "const level = createLevel({ vertices: [0, 0, 0, 10, 0, 0, 10, 10, 0, 0, 10, 0], triangles: [0, 1, 2, 2, 3, 0] });",
          "const world = createWorld({ level });",
          "const h = world.addHuman({ position: vec3(1, 1, 0) });",
          "for (let i = 0; i < 30; i++) world.move(h, vec3(3, 0, 0), 1 / 30);",
          "console.log(typeof PhysicsBody_Sweep, typeof Memory, world.position(h).x.toFixed(3), world.hash().length);",
          'import { createSession, lockstepPs2World, syncTest } from "lockstep-physics/netplay";',
          'import { startRelay, connectPeer } from "lockstep-physics/netplay/node";',
          "const game = { name: 'walk', inputSize: 1, checkInput() {}, create() {",
          "  const w = createWorld({ level, transactional: false }); const b = w.addHuman({ position: vec3(5, 5, 0) });",
          "  return lockstepPs2World(w, { step: ([i]) => void w.move(b, vec3(i[0] / 100, 0, 0), 1 / 30) }); } };",
          "const st = syncTest(game, { ticks: 40, players: 1, inputs: (t, out) => (out[0][0] = t % 50) });",
          "const relay = await startRelay(); const t = await connectPeer(relay.url);",
          "const s = createSession({ game, players: 1, owners: [t.id], transport: t });",
          "for (let f = 0; f < 10; f++) s.advance(new Uint8Array([20]));",
          "console.log(st.rollbacks, s.frame, s.checksum(8).length);",
          "s.close(); await relay.close();",
        ].join("\n"),
      );
      const r = spawnSync(process.execPath, [join(tmp, "app", "main.mjs")], { cwd: join(tmp, "app"), encoding: "utf8" });
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout.trim()).toBe("function function 4.000 8\n40 10 8");
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
