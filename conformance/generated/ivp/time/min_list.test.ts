// GENERATED FILE: do not edit. Conformance tests of module ivp.time.min_list from spec/ivp/time/min_list.spec (sha256 bd935a570ecaef69).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { bits32 } from "../../../../runtime/index.js";
import { MIN_LIST_NONE, MinList, MinListLinked, min_list_add, min_list_capacity, min_list_check, min_list_count, min_list_first, min_list_init, min_list_linked_add, min_list_linked_capacity, min_list_linked_count, min_list_linked_first, min_list_linked_init, min_list_linked_min, min_list_linked_next, min_list_linked_rebase, min_list_linked_remove, min_list_linked_value, min_list_min, min_list_next, min_list_rebase, min_list_remove, min_list_value } from "../../../../generated/ivp/time/min_list.generated.js";

describe("000 §2.1.5: IVP_U_Min_List order, min value and handles (both lists)", () => {
  it("an empty list's min value is 1e10 = f32 0x501502f9 [000:L831]", () => {
    const mode = { "kind": "exact" } as const;
    const a: MinListLinked = new MinListLinked();
    const b: MinList = new MinList();
    min_list_linked_init(a, 16);
    min_list_init(b, 16);
    $expect.compare(bits32(min_list_linked_min(a)), "==", 0x501502f9, "u32", mode, "spec/ivp/time/min_list.spec:789");
    $expect.compare(bits32(min_list_min(b)), "==", 0x501502f9, "u32", mode, "spec/ivp/time/min_list.spec:790");
    $expect.compare(min_list_min(b), "==", 10000000000, "f32", mode, "spec/ivp/time/min_list.spec:791");
    $expect.compare(min_list_linked_first(a), "==", MIN_LIST_NONE, "u16", mode, "spec/ivp/time/min_list.spec:792");
    $expect.compare(min_list_first(b), "==", MIN_LIST_NONE, "u16", mode, "spec/ivp/time/min_list.spec:793");
    $expect.compare(min_list_linked_count(a), "==", 0, "i32", mode, "spec/ivp/time/min_list.spec:794");
    $expect.compare(min_list_count(b), "==", 0, "i32", mode, "spec/ivp/time/min_list.spec:795");
  });

  it("equal keys: the newest goes first, in front of all earlier equals [000:L840]", () => {
    const mode = { "kind": "exact" } as const;
    const a: MinListLinked = new MinListLinked();
    const b: MinList = new MinList();
    min_list_linked_init(a, 16);
    min_list_init(b, 16);
    // adds 1.0 (h0), 2.0 (h1), 1.0 (h2), 2.0 (h3), 2.0 (h4): order h2 h0 h4 h3 h1
    const ha0: number = min_list_linked_add(a, 1);
    const ha1: number = min_list_linked_add(a, 2);
    const ha2: number = min_list_linked_add(a, 1);
    const ha3: number = min_list_linked_add(a, 2);
    const ha4: number = min_list_linked_add(a, 2);
    const hb0: number = min_list_add(b, 1);
    const hb1: number = min_list_add(b, 2);
    const hb2: number = min_list_add(b, 1);
    const hb3: number = min_list_add(b, 2);
    const hb4: number = min_list_add(b, 2);
    $expect.compare(ha0, "==", 0, "u16", mode, "spec/ivp/time/min_list.spec:814");
    $expect.compare(ha4, "==", 4, "u16", mode, "spec/ivp/time/min_list.spec:815");
    $expect.compare(hb0, "==", 0, "u16", mode, "spec/ivp/time/min_list.spec:816");
    $expect.compare(hb4, "==", 4, "u16", mode, "spec/ivp/time/min_list.spec:817");
    let h: number = min_list_linked_first(a);
    $expect.compare(h, "==", ha2, "u16", mode, "spec/ivp/time/min_list.spec:819");
    h = min_list_linked_next(a, h);
    $expect.compare(h, "==", ha0, "u16", mode, "spec/ivp/time/min_list.spec:821");
    h = min_list_linked_next(a, h);
    $expect.compare(h, "==", ha4, "u16", mode, "spec/ivp/time/min_list.spec:823");
    h = min_list_linked_next(a, h);
    $expect.compare(h, "==", ha3, "u16", mode, "spec/ivp/time/min_list.spec:825");
    h = min_list_linked_next(a, h);
    $expect.compare(h, "==", ha1, "u16", mode, "spec/ivp/time/min_list.spec:827");
    h = min_list_linked_next(a, h);
    $expect.compare(h, "==", MIN_LIST_NONE, "u16", mode, "spec/ivp/time/min_list.spec:829");
    let g: number = min_list_first(b);
    $expect.compare(g, "==", hb2, "u16", mode, "spec/ivp/time/min_list.spec:831");
    g = min_list_next(b, g);
    $expect.compare(g, "==", hb0, "u16", mode, "spec/ivp/time/min_list.spec:833");
    g = min_list_next(b, g);
    $expect.compare(g, "==", hb4, "u16", mode, "spec/ivp/time/min_list.spec:835");
    g = min_list_next(b, g);
    $expect.compare(g, "==", hb3, "u16", mode, "spec/ivp/time/min_list.spec:837");
    g = min_list_next(b, g);
    $expect.compare(g, "==", hb1, "u16", mode, "spec/ivp/time/min_list.spec:839");
    g = min_list_next(b, g);
    $expect.compare(g, "==", MIN_LIST_NONE, "u16", mode, "spec/ivp/time/min_list.spec:841");
    $expect.compare(min_list_linked_min(a), "==", 1, "f32", mode, "spec/ivp/time/min_list.spec:842");
    $expect.compare(min_list_min(b), "==", 1, "f32", mode, "spec/ivp/time/min_list.spec:843");
    $expect.truth(min_list_check(b), "spec/ivp/time/min_list.spec:844");
  });

  it("remove the first: min is the next value; remove the last: 1e10 again [000:L841]", () => {
    const mode = { "kind": "exact" } as const;
    const a: MinListLinked = new MinListLinked();
    const b: MinList = new MinList();
    min_list_linked_init(a, 16);
    min_list_init(b, 16);
    const a5: number = min_list_linked_add(a, 0.5);
    const a3: number = min_list_linked_add(a, 0.25);
    const a7: number = min_list_linked_add(a, 0.75);
    const b5: number = min_list_add(b, 0.5);
    const b3: number = min_list_add(b, 0.25);
    const b7: number = min_list_add(b, 0.75);
    $expect.compare(min_list_linked_min(a), "==", 0.25, "f32", mode, "spec/ivp/time/min_list.spec:858");
    $expect.compare(min_list_min(b), "==", 0.25, "f32", mode, "spec/ivp/time/min_list.spec:859");
    // removing a non-first element leaves the min alone
    min_list_linked_remove(a, a5);
    min_list_remove(b, b5);
    $expect.compare(min_list_linked_min(a), "==", 0.25, "f32", mode, "spec/ivp/time/min_list.spec:863");
    $expect.compare(min_list_min(b), "==", 0.25, "f32", mode, "spec/ivp/time/min_list.spec:864");
    min_list_linked_remove(a, a3);
    min_list_remove(b, b3);
    $expect.compare(min_list_linked_min(a), "==", 0.75, "f32", mode, "spec/ivp/time/min_list.spec:867");
    $expect.compare(min_list_min(b), "==", 0.75, "f32", mode, "spec/ivp/time/min_list.spec:868");
    $expect.compare(min_list_linked_first(a), "==", a7, "u16", mode, "spec/ivp/time/min_list.spec:869");
    $expect.compare(min_list_first(b), "==", b7, "u16", mode, "spec/ivp/time/min_list.spec:870");
    min_list_linked_remove(a, a7);
    min_list_remove(b, b7);
    $expect.compare(bits32(min_list_linked_min(a)), "==", 0x501502f9, "u32", mode, "spec/ivp/time/min_list.spec:873");
    $expect.compare(bits32(min_list_min(b)), "==", 0x501502f9, "u32", mode, "spec/ivp/time/min_list.spec:874");
    $expect.compare(min_list_linked_count(a), "==", 0, "i32", mode, "spec/ivp/time/min_list.spec:875");
    $expect.compare(min_list_count(b), "==", 0, "i32", mode, "spec/ivp/time/min_list.spec:876");
    $expect.truth(min_list_check(b), "spec/ivp/time/min_list.spec:877");
  });

  it("a value equal to the min goes first and a larger one before the first >= it [000:L840]", () => {
    const mode = { "kind": "exact" } as const;
    const b: MinList = new MinList();
    min_list_init(b, 16);
    const h1: number = min_list_add(b, 3);
    const h2: number = min_list_add(b, 1);
    const h3: number = min_list_add(b, 2);
    const h4: number = min_list_add(b, 1);
    const h5: number = min_list_add(b, 5);
    // 1.0 (h4), 1.0 (h2), 2.0 (h3), 3.0 (h1), 5.0 (h5)
    let g: number = min_list_first(b);
    $expect.compare(g, "==", h4, "u16", mode, "spec/ivp/time/min_list.spec:890");
    g = min_list_next(b, g);
    $expect.compare(g, "==", h2, "u16", mode, "spec/ivp/time/min_list.spec:892");
    g = min_list_next(b, g);
    $expect.compare(g, "==", h3, "u16", mode, "spec/ivp/time/min_list.spec:894");
    g = min_list_next(b, g);
    $expect.compare(g, "==", h1, "u16", mode, "spec/ivp/time/min_list.spec:896");
    g = min_list_next(b, g);
    $expect.compare(g, "==", h5, "u16", mode, "spec/ivp/time/min_list.spec:898");
    $expect.truth(min_list_check(b), "spec/ivp/time/min_list.spec:899");
  });

  it("handles: the most recently freed is reused first; growth 16 -> 33 hands out 16 next (decision) [000:L827]", () => {
    const mode = { "kind": "exact" } as const;
    const a: MinListLinked = new MinListLinked();
    const b: MinList = new MinList();
    min_list_linked_init(a, 16);
    min_list_init(b, 16);
    for (let i = 0; i < 16; i++) {
      const x: number = min_list_linked_add(a, Math.fround(i));
      const y: number = min_list_add(b, Math.fround(i));
      $expect.compare(x, "==", i, "i32", mode, "spec/ivp/time/min_list.spec:910");
      $expect.compare(y, "==", i, "i32", mode, "spec/ivp/time/min_list.spec:911");
    }
    $expect.compare(min_list_linked_capacity(a), "==", 16, "i32", mode, "spec/ivp/time/min_list.spec:913");
    $expect.compare(min_list_capacity(b), "==", 16, "i32", mode, "spec/ivp/time/min_list.spec:914");
    const x16: number = min_list_linked_add(a, 100);
    const y16: number = min_list_add(b, 100);
    $expect.compare(x16, "==", 16, "u16", mode, "spec/ivp/time/min_list.spec:917");
    $expect.compare(y16, "==", 16, "u16", mode, "spec/ivp/time/min_list.spec:918");
    $expect.compare(min_list_linked_capacity(a), "==", 33, "i32", mode, "spec/ivp/time/min_list.spec:919");
    $expect.compare(min_list_capacity(b), "==", 33, "i32", mode, "spec/ivp/time/min_list.spec:920");
    min_list_linked_remove(a, 3);
    min_list_linked_remove(a, 7);
    min_list_remove(b, 3);
    min_list_remove(b, 7);
    const xa: number = min_list_linked_add(a, 0.5);
    const ya: number = min_list_add(b, 0.5);
    $expect.compare(xa, "==", 7, "u16", mode, "spec/ivp/time/min_list.spec:927");
    $expect.compare(ya, "==", 7, "u16", mode, "spec/ivp/time/min_list.spec:928");
    const xb: number = min_list_linked_add(a, 0.5);
    const yb: number = min_list_add(b, 0.5);
    $expect.compare(xb, "==", 3, "u16", mode, "spec/ivp/time/min_list.spec:931");
    $expect.compare(yb, "==", 3, "u16", mode, "spec/ivp/time/min_list.spec:932");
    const xc: number = min_list_linked_add(a, 0.5);
    const yc: number = min_list_add(b, 0.5);
    $expect.compare(xc, "==", 17, "u16", mode, "spec/ivp/time/min_list.spec:935");
    $expect.compare(yc, "==", 17, "u16", mode, "spec/ivp/time/min_list.spec:936");
    $expect.truth(min_list_check(b), "spec/ivp/time/min_list.spec:937");
  });

  it("a key above 1e10 into an empty list becomes first but leaves min at 1e10 (decision) [000:L840]", () => {
    const mode = { "kind": "exact" } as const;
    const a: MinListLinked = new MinListLinked();
    const b: MinList = new MinList();
    min_list_linked_init(a, 16);
    min_list_init(b, 16);
    const ha: number = min_list_linked_add(a, 20000000000);
    const hb: number = min_list_add(b, 20000000000);
    $expect.compare(min_list_linked_first(a), "==", ha, "u16", mode, "spec/ivp/time/min_list.spec:947");
    $expect.compare(min_list_first(b), "==", hb, "u16", mode, "spec/ivp/time/min_list.spec:948");
    $expect.compare(bits32(min_list_linked_min(a)), "==", 0x501502f9, "u32", mode, "spec/ivp/time/min_list.spec:949");
    $expect.compare(bits32(min_list_min(b)), "==", 0x501502f9, "u32", mode, "spec/ivp/time/min_list.spec:950");
    $expect.truth(min_list_check(b), "spec/ivp/time/min_list.spec:951");
  });

  it("rebase: float(value - t) in order; values made equal keep their old order [000:L974]", () => {
    const mode = { "kind": "exact" } as const;
    const a: MinListLinked = new MinListLinked();
    const b: MinList = new MinList();
    min_list_linked_init(a, 16);
    min_list_init(b, 16);
    // 1 + 2^-23 and 1 differ in f32; minus 1000 both round to the f32 -999.0
    const a0: number = min_list_linked_add(a, 1);
    const a1: number = min_list_linked_add(a, 1.0000001192092896 /* f32#3f800001 */);
    const b0: number = min_list_add(b, 1);
    const b1: number = min_list_add(b, 1.0000001192092896 /* f32#3f800001 */);
    min_list_linked_rebase(a, 1000);
    min_list_rebase(b, 1000);
    $expect.compare(min_list_linked_value(a, a0), "==", -999, "f32", mode, "spec/ivp/time/min_list.spec:966");
    $expect.compare(min_list_linked_value(a, a1), "==", -999, "f32", mode, "spec/ivp/time/min_list.spec:967");
    $expect.compare(min_list_value(b, b0), "==", -999, "f32", mode, "spec/ivp/time/min_list.spec:968");
    $expect.compare(min_list_value(b, b1), "==", -999, "f32", mode, "spec/ivp/time/min_list.spec:969");
    $expect.compare(min_list_linked_min(a), "==", -999, "f32", mode, "spec/ivp/time/min_list.spec:970");
    $expect.compare(min_list_min(b), "==", -999, "f32", mode, "spec/ivp/time/min_list.spec:971");
    // a new -999 goes first; the two old ones stay in insertion order (not newest first)
    const a2: number = min_list_linked_add(a, -999);
    const b2: number = min_list_add(b, -999);
    let h: number = min_list_linked_first(a);
    $expect.compare(h, "==", a2, "u16", mode, "spec/ivp/time/min_list.spec:976");
    h = min_list_linked_next(a, h);
    $expect.compare(h, "==", a0, "u16", mode, "spec/ivp/time/min_list.spec:978");
    h = min_list_linked_next(a, h);
    $expect.compare(h, "==", a1, "u16", mode, "spec/ivp/time/min_list.spec:980");
    let g: number = min_list_first(b);
    $expect.compare(g, "==", b2, "u16", mode, "spec/ivp/time/min_list.spec:982");
    g = min_list_next(b, g);
    $expect.compare(g, "==", b0, "u16", mode, "spec/ivp/time/min_list.spec:984");
    g = min_list_next(b, g);
    $expect.compare(g, "==", b1, "u16", mode, "spec/ivp/time/min_list.spec:986");
    $expect.truth(min_list_check(b), "spec/ivp/time/min_list.spec:987");
  });

  it("the linked list and the treap agree over 3000 pseudo-random adds and removes [000:L840]", () => {
    const mode = { "kind": "exact" } as const;
    const a: MinListLinked = new MinListLinked();
    const b: MinList = new MinList();
    min_list_linked_init(a, 16);
    min_list_init(b, 16);
    // the handles in the lists: held[0..nheld)
    const held: number[] = [];
    let nheld: number = 0;
    let seed: number = 12345;
    for (let step = 0; step < 3000; step++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const r: number = (seed >>> 16) & 0x7fff;
      if (nheld === 0 || ((r % 5) >>> 0) < 3) {
        // keys on a coarse grid, so that ties are frequent
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        const k: number = Math.fround(Math.fround((seed >>> 16) & 0x1f) * 0.25);
        const x: number = min_list_linked_add(a, k);
        const y: number = min_list_add(b, k);
        $expect.compare(x, "==", y, "u16", mode, "spec/ivp/time/min_list.spec:1008");
        if (nheld < held.length) {
          held[nheld] = x;
        } else {
          held.push(x);
        }
        nheld = (nheld + 1) | 0;
      } else {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        const j: number = ((seed >>> 16) % (nheld >>> 0)) | 0;
        const x_1: number = held[j];
        min_list_linked_remove(a, x_1);
        min_list_remove(b, x_1);
        held[j] = held[(nheld - 1) | 0];
        nheld = (nheld - 1) | 0;
      }
      $expect.compare(min_list_linked_count(a), "==", min_list_count(b), "i32", mode, "spec/ivp/time/min_list.spec:1024");
      $expect.compare(bits32(min_list_linked_min(a)), "==", bits32(min_list_min(b)), "u32", mode, "spec/ivp/time/min_list.spec:1025");
      $expect.compare(min_list_linked_first(a), "==", min_list_first(b), "u16", mode, "spec/ivp/time/min_list.spec:1026");
    }
    // same sequence at the end
    let h: number = min_list_linked_first(a);
    let g: number = min_list_first(b);
    while (h !== MIN_LIST_NONE) {
      $expect.compare(h, "==", g, "u16", mode, "spec/ivp/time/min_list.spec:1032");
      h = min_list_linked_next(a, h);
      g = min_list_next(b, g);
    }
    $expect.compare(g, "==", MIN_LIST_NONE, "u16", mode, "spec/ivp/time/min_list.spec:1036");
    $expect.truth(min_list_check(b), "spec/ivp/time/min_list.spec:1037");
  });
});
