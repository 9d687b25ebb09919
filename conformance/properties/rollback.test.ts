// Rollback: the generated snapshot/restore functions capture a whole simulation, references
// included. The PS2 example scene is snapshotted mid-run, then (1) restored into the same scene
// after it ran on, and (2) restored into a second, separately built scene that had run a different
// number of updates; both must continue bit-identically to the original (compared by state hash),
// and every reference of the restored scene must point into that scene, not into the original.
import { describe, expect, it } from "vitest";
import { SnapshotReader, SnapshotWriter } from "../../runtime/snapshot.js";
import { StateHasher } from "../../runtime/hash.js";
import { Scene, Scene_Create, Scene_Step, hash_Scene, restore_Scene, snapshot_Scene } from "../../scenes/generated/ps2/scene_room.generated.js";

const hashOf = (s: Scene) => {
  const h = new StateHasher();
  hash_Scene(s, h);
  return h.hex();
};
const steps = (s: Scene, n: number) => {
  for (let i = 0; i < n; i++) Scene_Step(s);
};
const snap = (s: Scene) => {
  const w = new SnapshotWriter();
  snapshot_Scene(s, w);
  const data = w.finish();
  expect(w.unresolved, "every reference of the scene points inside it").toBe(0);
  return data;
};
const restore = (s: Scene, data: Float64Array) => {
  const r = new SnapshotReader(data);
  restore_Scene(s, r);
  expect(r.finish(), "no reference left unresolved").toBe(0);
  expect(r.done()).toBe(true);
};

describe("rollback of the PS2 example scene", () => {
  it("restoring a snapshot continues bit-identically, in place and into a separately built scene", () => {
    const a = new Scene();
    Scene_Create(a);
    steps(a, 200); // the player is near the other human and pushing him
    const data = snap(a);
    const atSnapshot = hashOf(a);
    steps(a, 150);
    const ahead = hashOf(a);
    expect(ahead).not.toBe(atSnapshot);

    // (1) in place
    restore(a, data);
    expect(hashOf(a)).toBe(atSnapshot);
    steps(a, 150);
    expect(hashOf(a)).toBe(ahead);

    // (2) into another scene that ran a different history
    const b = new Scene();
    Scene_Create(b);
    steps(b, 37);
    // scramble its references: the restore alone must put every one back
    b.phys.backend = null;
    b.level.phys = null;
    b.phys.bodies.reverse();
    b.player.hb = b.other.hb;
    b.hosts.player_body = null;
    restore(b, data);
    expect(hashOf(b)).toBe(atSnapshot);
    // its references were re-linked to its own records
    expect(b.phys.backend).toBe(b.level);
    expect(b.level.phys).toBe(b.phys);
    expect(b.phys.overlaps).toBe(b.overlaps);
    expect(b.player.hb).not.toBe(a.player.hb);
    expect(b.player.hb).not.toBe(b.other.hb);
    expect(b.hosts.player_body).toBe(b.player.hb!.body);
    expect(b.phys.bodies).toContain(b.player.hb!.body);
    expect(b.phys.bodies.every((x) => !a.phys.bodies.includes(x))).toBe(true);
    steps(b, 150);
    expect(hashOf(b)).toBe(ahead);
  });

  it("the state hash sees references: re-pointing one changes it", () => {
    const a = new Scene();
    Scene_Create(a);
    steps(a, 10);
    const before = hashOf(a);
    const saved = a.hosts.player_body;
    a.hosts.player_body = a.other.me; // same nullness, another target
    expect(hashOf(a)).not.toBe(before);
    a.hosts.player_body = saved;
    expect(hashOf(a)).toBe(before);
  });
});
