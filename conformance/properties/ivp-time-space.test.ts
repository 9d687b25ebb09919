// Property tests for 000 chapter 2: the min list (T01) against a reference model under random
// insert/remove sequences with many equal keys, both implementations (the original's sorted linked
// list and the O(log n) one) handle for handle; and the OV tree's candidate set (T24, T31) against
// brute-force sphere overlap, with the tree's invariants after every step.
import { describe, expect, it } from "vitest";
import { Prng } from "../../runtime/prng.js";
import {
  MinList, MinListLinked, min_list_add, min_list_check, min_list_count, min_list_first, min_list_init, min_list_min, min_list_next, min_list_remove, min_list_value,
  min_list_linked_add, min_list_linked_count, min_list_linked_first, min_list_linked_init, min_list_linked_min, min_list_linked_next, min_list_linked_remove, min_list_linked_value,
} from "../../generated/ivp/time/min_list.generated.js";
import { OvTree, ov_elem_new, ov_place, ov_remove, ov_tree_check, ov_tree_init } from "../../generated/ivp/space/ov_tree.generated.js";

const NONE = 0xffff;
const EMPTY_MIN = Math.fround(1e10);

/** The reference: an array of [handle, value], a new element placed before the first whose value
 * is ≥ its own (000 §2.1.5: a new element goes before equals, so ties are newest first). */
class Reference {
  items: [number, number][] = [];
  add(h: number, v: number) {
    const j = this.items.findIndex(([, x]) => x >= v);
    this.items.splice(j < 0 ? this.items.length : j, 0, [h, v]);
  }
  remove(h: number) {
    this.items.splice(this.items.findIndex(([x]) => x === h), 1);
  }
  min() {
    return this.items.length ? this.items[0][1] : EMPTY_MIN;
  }
}

describe("000 §2.1.5 IVP_U_Min_List against a reference model", () => {
  it("random insert/remove sequences with many equal keys: same order, handles, values and min", () => {
    const rng = new Prng(2105);
    for (let run = 0; run < 40; run++) {
      const fast = new MinList();
      const slow = new MinListLinked();
      min_list_init(fast, 16);
      min_list_linked_init(slow, 16);
      const ref = new Reference();
      const live: number[] = [];
      const steps = 200 + rng.int(1200);
      for (let s = 0; s < steps; s++) {
        if (live.length === 0 || rng.unit() < 0.6) {
          // few distinct keys, so ties are common
          const v = Math.fround(rng.int(12) * 0.25);
          const h1 = min_list_add(fast, v);
          const h2 = min_list_linked_add(slow, v);
          expect(h2, "both lists hand out the same handle").toBe(h1);
          ref.add(h1, v);
          live.push(h1);
        } else {
          const k = rng.int(live.length);
          const h = live[k];
          live.splice(k, 1);
          min_list_remove(fast, h);
          min_list_linked_remove(slow, h);
          ref.remove(h);
        }
        expect(min_list_min(fast)).toBe(ref.min());
        expect(min_list_linked_min(slow)).toBe(ref.min());
        expect(min_list_count(fast)).toBe(ref.items.length);
        expect(min_list_linked_count(slow)).toBe(ref.items.length);
        if (s % 25 === 0 || s === steps - 1) {
          expect(min_list_check(fast)).toBe(true);
          const a: [number, number][] = [];
          for (let h = min_list_first(fast); h !== NONE; h = min_list_next(fast, h)) a.push([h, min_list_value(fast, h)]);
          const b: [number, number][] = [];
          for (let h = min_list_linked_first(slow); h !== NONE; h = min_list_linked_next(slow, h)) b.push([h, min_list_linked_value(slow, h)]);
          expect(a).toEqual(ref.items);
          expect(b).toEqual(ref.items);
        }
      }
    }
  });
});

describe("000 §2.6 OV tree against brute force", () => {
  it("the candidate set equals brute-force sphere overlap (<=) for random spheres and moves; invariants hold", () => {
    const rng = new Prng(2606);
    const t = new OvTree();
    ov_tree_init(t);
    const N = 300;
    const elems: number[] = [];
    const placed = new Set<number>();
    for (let i = 0; i < N; i++) elems.push(ov_elem_new(t, i + 1));
    let checks = 0;
    let overlapping = 0;
    for (let step = 0; step < 6000; step++) {
      const e = elems[rng.int(N)];
      if (placed.has(e) && rng.unit() < 0.1) {
        ov_remove(t, e);
        placed.delete(e);
      } else {
        const scale = [1, 10, 100][rng.int(3)];
        const r = rng.range(0.5, 4) * (scale / 10);
        ov_place(t, e, rng.range(-scale, scale), rng.range(-scale, scale), rng.range(-scale, scale), r, true);
        placed.add(e);
        // brute force with the stored (f32) centre and radius
        const me = t.elems[e];
        const want: number[] = [];
        for (const o of placed) {
          if (o === e) continue;
          const x = t.elems[o];
          const dx = x.center.x - me.center.x, dy = x.center.y - me.center.y, dz = x.center.z - me.center.z;
          const rr = x.radius + me.radius;
          if (dx * dx + dy * dy + dz * dz <= rr * rr) want.push(o);
        }
        const got = t.cand.items.slice(0, t.cand.n).filter((c) => c !== e);
        expect([...new Set(got)].sort((a, b) => a - b), `step ${step}`).toEqual(want.sort((a, b) => a - b));
        checks++;
        if (want.length > 0) overlapping++;
      }
      if (step % 50 === 0) expect(ov_tree_check(t), `invariants at step ${step}`).toBe(0);
    }
    expect(ov_tree_check(t)).toBe(0);
    expect(checks).toBeGreaterThan(4000);
    // the comparison is not vacuous: many placements do meet other spheres
    expect(overlapping).toBeGreaterThan(1000);
  });
});
