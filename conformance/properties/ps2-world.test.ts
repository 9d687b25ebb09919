// Property tests for 002 Unit 7: the x-sorted body list against a reference model of the documented
// insert/remove/reinsert rules (including the direction-dependent tie order, L831-849) under random
// operations; IPhysics_QueryBox with no start against brute-force AABB overlap (inclusive on every
// axis) on random worlds.
import { describe, expect, it } from "vitest";
import { Prng } from "../../runtime/prng.js";
import { Vec4 } from "../../runtime/vec.js";
import { AABB } from "../../generated/ps2/unit03_contacts.generated.js";
import type { Body, Owner } from "../../generated/ps2/body.generated.js";
import type { IPhysics } from "../../generated/ps2/world.generated.js";
import { BodyList_Reinsert, IPhysics_RemoveBody, World_AddBody, World_Create, World_CreateBody, World_QueryBox } from "../../generated/ps2/unit07_world.generated.js";

/** An owner for the properties: a type mask and nothing else asked. */
function owner(mask: number): Owner {
  const none = () => {
    throw new Error("not asked by these properties");
  };
  return {
    type_mask: () => mask, flags: () => 0, set_velocity: none, get_cached_transform: none, get_pose_now: none, get_transform: none,
    set_transform: none, get_bone_transform: none, attribute: none, body: () => null, on_contact: none, after_move: none, human_scale: () => 1,
  } as unknown as Owner;
}

function setBox(b: Body, x0: number, y0: number, z0: number, x1: number, y1: number, z1: number) {
  b.min.x = x0; b.min.y = y0; b.min.z = z0; b.min.w = 1;
  b.max.x = x1; b.max.y = y1; b.max.z = z1; b.max.w = 1;
}

/** The list as the world links it, as body references (index + 1), from the head. */
function listed(w: IPhysics): Body[] {
  const out: Body[] = [];
  for (let r = w.list_head; r !== 0; r = w.bodies[r - 1]!.next) out.push(w.bodies[r - 1]!);
  return out;
}

/** The reference: the documented BodyList rules on a plain array of bodies. */
class RefList {
  items: Body[] = [];
  insert(b: Body, hint: Body | null) {
    if (this.items.length === 0) return void this.items.push(b);
    const start = hint ? this.items.indexOf(hint) : 0;
    if (b.min.x < this.items[start].min.x) {
      // backward: from start.prev, link after the first n with n.min.x < b.min.x; else the head
      for (let i = start - 1; i >= 0; i--) if (this.items[i].min.x < b.min.x) return void this.items.splice(i + 1, 0, b);
      this.items.unshift(b);
    } else {
      // forward: from start.next, link before the first n with b.min.x < n.min.x; else the tail
      for (let i = start + 1; i < this.items.length; i++) if (b.min.x < this.items[i].min.x) return void this.items.splice(i, 0, b);
      this.items.push(b);
    }
  }
  remove(b: Body): Body | null {
    const i = this.items.indexOf(b);
    this.items.splice(i, 1);
    return i > 0 ? this.items[i - 1] : null;
  }
  reinsert(b: Body) {
    this.insert(b, this.remove(b));
  }
}

describe("002 Unit 7: the x-sorted body list against a reference model", () => {
  it("random add / remove / move-and-reinsert sequences with many equal min x give the same order", () => {
    const rng = new Prng(7007);
    for (let run = 0; run < 30; run++) {
      const w = World_Create();
      const ref = new RefList();
      const live: Body[] = [];
      const own = owner(1);
      for (let step = 0; step < 300; step++) {
        const op = live.length === 0 ? 0 : rng.int(3);
        if (op === 0) {
          const b = World_CreateBody(own);
          const x = rng.int(8); // few distinct min x values: ties everywhere
          setBox(b, x, 0, 0, x + 1 + rng.int(3), 1, 1);
          World_AddBody(w, b);
          ref.insert(b, null);
          live.push(b);
        } else if (op === 1) {
          const k = rng.int(live.length);
          const b = live.splice(k, 1)[0];
          IPhysics_RemoveBody(w, b);
          ref.remove(b);
        } else {
          const b = live[rng.int(live.length)];
          if (rng.unit() < 0.7) {
            const x = rng.int(8);
            setBox(b, x, 0, 0, x + 1, 1, 1);
          }
          BodyList_Reinsert(w, b);
          ref.reinsert(b);
        }
        expect(listed(w), `run ${run} step ${step}`).toEqual(ref.items);
      }
    }
  });
});

describe("002 Unit 7: IPhysics_QueryBox with no start against brute force", () => {
  it("finds exactly the bodies whose boxes overlap the query box (inclusive), in list order", () => {
    const rng = new Prng(7017);
    let nonEmpty = 0;
    for (let world = 0; world < 40; world++) {
      const w = World_Create();
      const own = owner(1);
      const bodies: Body[] = [];
      const n = 20 + rng.int(200);
      for (let i = 0; i < n; i++) {
        const b = World_CreateBody(own);
        const x = Math.fround(rng.range(-50, 50)), y = Math.fround(rng.range(-50, 50)), z = Math.fround(rng.range(-5, 5));
        // sizes on a coarse grid so that touching boxes (equal edges) occur
        setBox(b, x, y, z, Math.fround(x + rng.int(8) * 0.5), Math.fround(y + rng.int(8) * 0.5), Math.fround(z + rng.int(4) * 0.5));
        World_AddBody(w, b);
        bodies.push(b);
      }
      for (let q = 0; q < 50; q++) {
        const box = new AABB();
        const v = (x: number, y: number, z: number) => Object.assign(new Vec4(), { x: Math.fround(x), y: Math.fround(y), z: Math.fround(z), w: 1 });
        const x = rng.range(-55, 55), y = rng.range(-55, 55), z = rng.range(-6, 6);
        box.min = v(x, y, z);
        box.max = v(x + rng.range(0, 30), y + rng.range(0, 30), z + rng.range(0, 8));
        const out: number[] = [];
        World_QueryBox(w, out, box, null, 1, 0);
        const got = out.map((r) => w.bodies[r - 1]!);
        const want = listed(w).filter((b) =>
          b.min.x <= box.max.x && box.min.x <= b.max.x && b.min.y <= box.max.y && box.min.y <= b.max.y && b.min.z <= box.max.z && box.min.z <= b.max.z);
        expect(got, `world ${world} query ${q}`).toEqual(want);
        if (want.length > 0) nonEmpty++;
      }
    }
    expect(nonEmpty).toBeGreaterThan(500);
  });
});
