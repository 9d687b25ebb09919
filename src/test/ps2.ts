// Test support for the PS2 public API (not part of the package): a small level and world, the
// standard update, and a scan of the whole state for NaN.
import { createLevel, createWorld, vec3, type Ps2Hooks, type Ps2Level, type Ps2World } from "../index.js";
import { RecordingWriter } from "../state/codec.js";
import { snapshot_WorldActor } from "../../generated/ps2/world_actor.generated.js";
import { snapshot_IPhysics } from "../../generated/ps2/world.generated.js";

/** A 20 × 20 m floor and a 3 m wall at x = 10 facing −x. */
export const WALKWAY = {
  vertices: [0, 0, 0, 20, 0, 0, 20, 20, 0, 0, 20, 0, 10, 0, 0, 10, 0, 3, 10, 20, 3, 10, 20, 0],
  triangles: [0, 1, 2, 2, 3, 0, 4, 5, 6, 6, 7, 4],
};

let shared: Ps2Level | null = null;
export const walkway = (): Ps2Level => (shared ??= createLevel(WALKWAY));

/** The standard world: a player (1), another human (2), a box (3), a sphere (4). */
export function standardWorld(hooks?: Ps2Hooks): Ps2World {
  const w = createWorld({ level: walkway(), hooks });
  w.addHuman({ position: vec3(2, 5, 0), player: 0 });
  w.addHuman({ position: vec3(4, 7, 0) });
  w.addBox({ position: vec3(6, 5, 0.5), width: 1, height: 1 });
  w.addSphere({ position: vec3(3, 12, 0.5), radius: 0.5 });
  return w;
}

/** One update of the standard world: the player walks (its direction turns every 45 updates), the others stand or roll. */
export function update(w: Ps2World, i: number): void {
  if (w.has(1)) w.move(1, vec3(3, i % 90 < 45 ? 1 : -1, 0), 1 / 30);
  if (w.has(2)) w.move(2, vec3(0, 0, 0), 1 / 30);
  if (w.has(4)) w.move(4, vec3(-1, 0.5, 0), 1 / 30);
  w.step();
}

/** Every value of the world's state (owners, the world record, the written pool groups). */
export function stateValues(w: Ps2World): Float64Array {
  const st = w.stateForTests;
  const rec = new RecordingWriter(st.codes);
  for (const h of st.live) snapshot_WorldActor(st.actors.get(h)!, rec.asWriter);
  snapshot_IPhysics(w.engine.phys, rec.asWriter);
  st.groups.forEach((g, k) => {
    if (!st.dirty[k]) return;
    rec.group(k);
    for (const p of g.parts) p.snap(p.rec as never, rec.asWriter);
    rec.group(-1);
  });
  return rec.take();
}

/** True when no value of the state is NaN or infinite. */
export const allFinite = (w: Ps2World): boolean => stateValues(w).every((v) => Number.isFinite(v));
