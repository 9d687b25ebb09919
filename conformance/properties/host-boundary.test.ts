// The host boundary (issue 11 item 3, decision D-GEN-6): values a game's own owners hand to the
// engine through ./engine (the generated code, no facade) are brought to their declared types where
// they enter. Owners that answer with unrounded doubles (a position 0.1 m off the f32 grid, a push
// ratio of 1/3) give bit for bit the same world and the same trajectory as owners that round their
// answers to f32 themselves; an integer answer that is not an integer of its type is an error naming
// the interface, the method and the value, not a silent wrap.
import { describe, expect, it } from "vitest";
import { HostValueError, StateHasher, Vec4 } from "../../src/engine.js";
import type { Owner } from "../../generated/ps2/body.generated.js";
import { Transform } from "../../generated/ps2/unit06_shapes.generated.js";
import { PhysicsShape, PhysShapeSphere_Construct, PhysicsShape_GetBounds, PhysicsSphere_SetPosition } from "../../generated/ps2/unit06_shapes.generated.js";
import { World_AddBody, World_AddShape, World_Create, World_CreateBody } from "../../generated/ps2/unit07_world.generated.js";
import { PhysicsBody_Sweep } from "../../generated/ps2/unit03_sweep.generated.js";
import type { CollisionBackend, IPhysics } from "../../generated/ps2/world.generated.js";
import { hash_IPhysics } from "../../generated/ps2/world.generated.js";
import type { Contact, ContactList } from "../../generated/ps2/unit03_contacts.generated.js";
import type { RayHit } from "../../generated/ps2/world.generated.js";
import type { PsiCoreSpeeds } from "../../generated/ivp/time/simulate_psi.generated.js";
import { createRoom, runRoom } from "../../examples/ps2-room.js";
import { BallanceGame, KEY_PLUS_X, KEY_PLUS_Z, createBallanceWorld, generateLevel, parseLevel } from "../../src/index.js";

const noContacts = {
  sweep_mesh: () => 0,
  overlap_mesh: () => 0,
  sweep_bodies: (list: { count: number }) => list.count,
  ray_cast: () => false,
  triangle_flags: () => 1,
} as unknown as CollisionBackend;

/** A game's owner: it keeps its position as doubles; `round` decides whether it answers in f32 itself. */
class GameOwner {
  x: number;
  y: number;
  z = 0.3;
  constructor(
    i: number,
    private readonly round: boolean,
    private readonly mask = 1,
  ) {
    this.x = 0.1 + i * 1.7;
    this.y = 0.2 + i * 0.9;
  }
  private f(v: number): number {
    return this.round ? Math.fround(v) : v;
  }
  type_mask() {
    return this.mask;
  }
  flags() {
    return 0;
  }
  set_velocity() {}
  get_cached_transform(t: Transform) {
    t.position.x = this.f(this.x);
    t.position.y = this.f(this.y);
    t.position.z = this.f(this.z);
    t.position.w = 1;
    t.rotation.x = 0;
    t.rotation.y = 0;
    t.rotation.z = this.f(Math.SQRT1_2 / 10);
    t.rotation.w = this.f(Math.sqrt(1 - 0.005));
  }
  get_pose_now(t: Transform) {
    this.get_cached_transform(t);
  }
  get_transform(t: Transform) {
    this.get_cached_transform(t);
  }
  set_transform(t: Transform) {
    // the engine hands back f32 values; the owner keeps them and adds its own (unrounded) drift
    this.x = t.position.x + 0.01;
    this.y = t.position.y - 0.02;
    this.z = t.position.z;
  }
  get_bone_transform() {
    return false;
  }
  attribute() {
    return this.f(1 / 3);
  }
  body() {
    return null;
  }
  on_contact() {
    return 1;
  }
  after_move() {}
  human_scale() {
    return this.f(1.1);
  }
}

function run(round: boolean): { hashes: string[]; path: number[] } {
  const w: IPhysics = World_Create();
  w.backend = noContacts;
  const owners: GameOwner[] = [];
  const bodies = [];
  for (let i = 0; i < 12; i++) {
    const o = new GameOwner(i, round);
    const b = World_CreateBody(o as unknown as Owner);
    const s = new PhysicsShape();
    PhysShapeSphere_Construct(s);
    s.radius = 0.5;
    PhysicsSphere_SetPosition(s, Math.fround(o.x), Math.fround(o.y), 0, 1);
    World_AddShape(w, b, s);
    PhysicsShape_GetBounds(b.min, b.max, s);
    World_AddBody(w, b);
    owners.push(o);
    bodies.push(b);
  }
  const disp = new Vec4();
  const hashes: string[] = [];
  const path: number[] = [];
  for (let step = 0; step < 40; step++) {
    for (let i = 0; i < bodies.length; i++) {
      PhysicsBody_Sweep(Math.fround(1 / 30), w, bodies[i], Math.fround(1.5 - i * 0.1), Math.fround(0.5 + i * 0.05), 0, 1, disp, null, null);
      path.push(disp.x, disp.y, disp.z, owners[i].x, owners[i].y);
    }
    const h = new StateHasher(owners);
    hash_IPhysics(w, h);
    hashes.push(h.hex());
  }
  return { hashes, path };
}

describe("the host boundary through ./engine", () => {
  it("unrounded owner answers give the same world hashes and trajectory as f32-rounded ones", () => {
    // the game's values are off the f32 grid, so the boundary has something to do
    expect(Math.fround(0.1) === 0.1 || Math.fround(1 / 3) === 1 / 3).toBe(false);
    const rounded = run(true);
    const raw = run(false);
    expect(raw.hashes).toEqual(rounded.hashes);
    expect(raw.path).toEqual(rounded.path);
    // the engine's displacements are f32 values, and the bodies did move
    expect(raw.path.filter((_, k) => k % 5 < 3).every((v) => Object.is(v, Math.fround(v)))).toBe(true);
    expect(new Set(raw.path).size).toBeGreaterThan(100);
  });

  it("an owner's type mask that is not a u32 is an error naming the interface, the method and the value", () => {
    let err: unknown;
    try {
      const w = World_Create();
      w.backend = noContacts;
      const b = World_CreateBody(new GameOwner(0, true, 2.5) as unknown as Owner);
      const s = new PhysicsShape();
      PhysShapeSphere_Construct(s);
      s.radius = 0.5;
      World_AddShape(w, b, s);
      PhysicsShape_GetBounds(b.min, b.max, s);
      World_AddBody(w, b);
      PhysicsBody_Sweep(Math.fround(1 / 30), w, b, 1, 0, 0, 1, new Vec4(), null, null);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(HostValueError);
    expect((err as Error).message).toMatch(/^Owner\.type_mask \(spec\/ps2\/[\w.]+\.spec:\d+\) gave 2\.5; expected a u32 \(an integer 0 … 4294967295\)/);
  });
});

// ------------------------------------------------------------------ records a host writes (D-GEN-7)

/** A double that an f32 store takes back to `v` exactly (a relative 2^-27 off, or ±1e-46 for a zero), so rounding has work to do. */
function off(v: number): number {
  if (!Number.isFinite(v)) return v;
  if (v === 0) return Object.is(v, -0) ? -1e-46 : 1e-46;
  return v * (1 + 7.450580596923828e-9);
}
let offWrites = 0;
function offVec(v: { x: number; y: number; z: number; w: number }): void {
  v.x = off(v.x);
  v.y = off(v.y);
  v.z = off(v.z);
  v.w = off(v.w);
  offWrites += 4;
}
function offContact(c: Contact): void {
  offVec(c.move_dir);
  offVec(c.normal);
  offVec(c.point);
  offVec(c.slide);
  c.fraction = off(c.fraction);
  c.zero_84 = off(c.zero_84);
  c.start_distance = off(c.start_distance);
  offWrites += 3;
}
function offHit(h: RayHit): void {
  h.distance = off(h.distance);
  offVec(h.normal);
}

type Methods = Record<string, (...a: unknown[]) => unknown>;
/** Makes `o`'s method `m` (on the instance; the object stays the one the world's state refers to) answer as before, then write its record unrounded. */
function unround(o: object, m: string, after: (args: unknown[]) => void, calls: Record<string, number>): void {
  const f = (o as Methods)[m];
  (o as Methods)[m] = function (this: unknown, ...args: unknown[]) {
    const r = f.apply(this, args);
    after(args);
    calls[m] = (calls[m] ?? 0) + 1;
    return r;
  };
}

describe("records a host writes through an inout parameter", () => {
  it("a collision back end and overlap table that write unrounded contacts and hits give the rounded world's hash after every update", () => {
    const clean = createRoom();
    const raw = createRoom();
    const calls: Record<string, number> = {};
    const lists = (args: unknown[]) => (args[0] as ContactList).pool.forEach(offContact);
    for (const m of ["sweep_mesh", "overlap_mesh", "sweep_bodies"]) unround(raw.world.backend, m, lists, calls);
    unround(raw.world.backend, "ray_cast", (args) => offHit(args.at(-1) as RayHit), calls);
    unround(raw.world.engine.overlaps, "overlap", (args) => offContact(args[0] as Contact), calls);
    offWrites = 0;
    const a: string[] = [];
    const b: string[] = [];
    runRoom(clean, 480, () => a.push(clean.world.hash()));
    runRoom(raw, 480, () => b.push(raw.world.hash()));
    // every kind of call happened and wrote values off the f32 grid
    expect(calls.sweep_mesh).toBeGreaterThan(100);
    expect(calls.sweep_bodies).toBeGreaterThan(100);
    expect(calls.ray_cast).toBeGreaterThan(100);
    expect(calls.overlap).toBeGreaterThan(0);
    expect(offWrites).toBeGreaterThan(100000);
    expect(b).toEqual(a);
    expect(new Set(a).size).toBeGreaterThan(400);
    expect(raw.world.position(raw.player)).toEqual(clean.world.position(clean.player));
  });

  it("IVP dynamics that write unrounded core speeds give the rounded world's hash after every frame", () => {
    const run = (unrounded: boolean) => {
      const world = createBallanceWorld({ level: parseLevel(generateLevel({ seed: 1 })) });
      const game = new BallanceGame(world, "Ball_Stone");
      const calls: Record<string, number> = {};
      if (unrounded)
        unround(
          world.engine.world.dyn,
          "integrate_core",
          (args) => {
            const s = args[1] as PsiCoreSpeeds;
            s.current_speed = off(s.current_speed);
            s.rot_surface_speed = off(s.rot_surface_speed);
          },
          calls,
        );
      const hashes: string[] = [];
      for (let f = 1; f <= 60; f++) {
        game.tick(f < 30 ? KEY_PLUS_X : KEY_PLUS_Z);
        hashes.push(world.hash());
      }
      return { hashes, calls };
    };
    const rounded = run(false);
    const raw = run(true);
    expect(raw.calls.integrate_core).toBeGreaterThan(50);
    expect(raw.hashes).toEqual(rounded.hashes);
    expect(new Set(rounded.hashes).size).toBeGreaterThan(30);
  });
});
