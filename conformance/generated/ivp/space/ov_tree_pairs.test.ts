// GENERATED FILE: do not edit. Conformance tests of module ivp.space.ov_tree_pairs from spec/ivp/space/ov_tree_pairs.spec (sha256 b2b917fe13311286).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { OvIdxList, ov_tree_check } from "../../../../generated/ivp/space/ov_tree.generated.js";
import { OvCollision, OvWorld, ov_collision_deleted, ov_elem_delete, ov_enable_collision_detection, ov_hull_key, ov_object_add, ov_object_is_removed, ov_recheck_element, ov_register_collision, ov_world_init } from "../../../../generated/ivp/space/ov_tree_pairs.generated.js";

describe("000 §2.6.1, §2.6.2, §2.6.5: recheck, hull key and counters", () => {
  it("recheck inserts (position as float3, R + range) with r == R, so r_used = r; the hull key is float((now - last)·g + h + (r_used - R)) [000:L1179]", () => {
    const mode = { "kind": "exact" } as const;
    const w: OvWorld = new OvWorld();
    ov_world_init(w);
    const o: number = ov_object_add(w, true, 1, 0.1, -2, 3, 0.5);
    ov_enable_collision_detection(w, o, 0.75, 2, 1.5, 4, 3);
    const e: number = w.objects[o].element;
    $expect.compare(e, ">=", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:372");
    $expect.compare(w.tree.elems[e].object, "==", o, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:373");
    $expect.compare(w.tree.elems[e].center.x, "==", 0.10000000149011612 /* 0.1f */, "f32", mode, "spec/ivp/space/ov_tree_pairs.spec:374");
    $expect.compare(w.tree.elems[e].center.y, "==", -2, "f32", mode, "spec/ivp/space/ov_tree_pairs.spec:375");
    // r = 0.5f + 0.75 = 1.25
    $expect.compare(w.tree.elems[e].radius, "==", 1.25, "f32", mode, "spec/ivp/space/ov_tree_pairs.spec:377");
    $expect.compare(w.tree.elems[e].node, "==", w.tree.root, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:378");
    // (2.0 - 1.5)·4 + 3 + (1.25 - 0.5) = 5.75
    $expect.truth(w.tree.elems[e].in_hull, "spec/ivp/space/ov_tree_pairs.spec:380");
    $expect.compare(w.tree.elems[e].hull_key, "==", 5.75, "f32", mode, "spec/ivp/space/ov_tree_pairs.spec:381");
    $expect.compare(w.recheck_count, "==", 1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:382");
    // alone: only itself was collected, no pair
    $expect.compare(w.tree.elems[e].collisions.n, "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:384");
    $expect.compare(w.created.n, "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:385");
  });

  it("the hull key is computed in extended precision and rounded once to f32 [000:L1260]", () => {
    const mode = { "kind": "exact" } as const;
    // (0.1 - 0)·1 + 0 + 2^-30: the sum is rounded to f32 once
    const k: number = ov_hull_key(0.1, 0, 1, 0, 9.313225746154785e-10 /* f64#3e10000000000000 */);
    $expect.compare(k, "==", Math.fround(0.1 + 9.313225746154785e-10 /* f64#3e10000000000000 */), "f32", mode, "spec/ivp/space/ov_tree_pairs.spec:391");
    const k2: number = ov_hull_key(3, 1, 0.25, 1, 0.5);
    $expect.compare(k2, "==", 2, "f32", mode, "spec/ivp/space/ov_tree_pairs.spec:393");
  });

  it("every recheck counts in env+0x88 [000:L1171]", () => {
    const mode = { "kind": "exact" } as const;
    const w: OvWorld = new OvWorld();
    ov_world_init(w);
    const o: number = ov_object_add(w, true, 1, 0, 0, 0, 0.5);
    ov_enable_collision_detection(w, o, 0.5, 0, 0, 0, 0);
    ov_recheck_element(w, o, 0.5, 0, 0, 0, 0);
    ov_recheck_element(w, o, 0.5, 0, 0, 0, 0);
    $expect.compare(w.recheck_count, "==", 3, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:403");
    // an object without an element is not counted
    const q: number = ov_object_add(w, true, 2, 0, 0, 0, 0.5);
    ov_recheck_element(w, q, 0.5, 0, 0, 0, 0);
    $expect.compare(w.recheck_count, "==", 3, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:407");
  });

  it("in recursion (universe manager only) the element is inserted with R, collects nothing, and listens with 1e-19 [000:L1174]", () => {
    const mode = { "kind": "exact" } as const;
    const w: OvWorld = new OvWorld();
    ov_world_init(w);
    const a: number = ov_object_add(w, true, 1, 0, 0, 0, 0.5);
    const b: number = ov_object_add(w, true, 2, 0, 0, 0, 0.5);
    ov_enable_collision_detection(w, a, 0.5, 0, 0, 0, 0);
    w.in_recursion = true;
    ov_enable_collision_detection(w, b, 0.5, 1, 0, 0, 2);
    const e: number = w.objects[b].element;
    $expect.compare(w.tree.elems[e].radius, "==", 0.5, "f32", mode, "spec/ivp/space/ov_tree_pairs.spec:419");
    $expect.compare(w.tree.elems[e].hull_key, "==", Math.fround(2 + 1e-19), "f32", mode, "spec/ivp/space/ov_tree_pairs.spec:420");
    $expect.compare(w.tree.elems[e].collisions.n, "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:421");
    $expect.compare(w.created.n, "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:422");
  });
});

describe("000 §2.6.2: the keep/new reconcile", () => {
  it("new pairs are created in candidate-collection order: candidates last to first into new, new last to first [000:L1197]", () => {
    const mode = { "kind": "exact" } as const;
    const w: OvWorld = new OvWorld();
    ov_world_init(w);
    const a: number = ov_object_add(w, false, 1, 0, 0, 0, 0.5);
    const b: number = ov_object_add(w, false, 2, 0, 0, 0, 0.5);
    const c: number = ov_object_add(w, false, 3, 0, 0, 0, 0.5);
    const m: number = ov_object_add(w, true, 4, 0, 0, 0, 0.5);
    ov_enable_collision_detection(w, a, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, b, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, c, 0.5, 0, 0, 0, 0);
    // static objects do not pair with each other
    $expect.compare(w.created.n, "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:438");
    ov_enable_collision_detection(w, m, 0.5, 0, 0, 0, 0);
    // one node holds a, b, c, m: candidates m, c, b, a; new = [a, b, c]; created c, b, a
    const em: number = w.objects[m].element;
    $expect.compare(w.tree.cand.n, "==", 4, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:442");
    $expect.compare(w.created.n, "==", 3, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:443");
    const l: OvIdxList = w.tree.elems[em].collisions;
    $expect.compare(l.n, "==", 3, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:445");
    $expect.compare(w.collisions[l.items[0]].obj1, "==", c, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:446");
    $expect.compare(w.collisions[l.items[1]].obj1, "==", b, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:447");
    $expect.compare(w.collisions[l.items[2]].obj1, "==", a, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:448");
    $expect.compare(w.created.items[0], "==", l.items[0], "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:449");
    $expect.compare(w.created.items[2], "==", l.items[2], "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:450");
    // A = the rechecked object; slots: +0x0c in m's vector, +0x10 in the partner's
    const cb: OvCollision = w.collisions[l.items[1]];
    $expect.compare(cb.obj0, "==", m, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:453");
    $expect.compare(cb.slot[0], "==", 1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:454");
    $expect.compare(cb.slot[1], "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:455");
    $expect.compare(w.tree.elems[w.objects[b].element].collisions.items[0], "==", l.items[1], "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:456");
  });

  it("a recheck that finds the same partners keeps them all, in the order the candidates are visited (last to first) [000:L1189]", () => {
    const mode = { "kind": "exact" } as const;
    const w: OvWorld = new OvWorld();
    ov_world_init(w);
    const a: number = ov_object_add(w, false, 1, 0, 0, 0, 0.5);
    const b: number = ov_object_add(w, false, 2, 0, 0, 0, 0.5);
    const c: number = ov_object_add(w, false, 3, 0, 0, 0, 0.5);
    const m: number = ov_object_add(w, true, 4, 0, 0, 0, 0.5);
    ov_enable_collision_detection(w, a, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, b, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, c, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, m, 0.5, 0, 0, 0, 0);
    const em: number = w.objects[m].element;
    const l: OvIdxList = w.tree.elems[em].collisions;
    const cc: number = l.items[0];
    const cb: number = l.items[1];
    const ca: number = l.items[2];
    w.created.n = 0;
    ov_recheck_element(w, m, 0.5, 0, 0, 0, 0);
    // candidates m, c, b, a visited as a, b, c: a found at 2 is swapped to 0, b stays, c stays
    $expect.compare(l.n, "==", 3, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:478");
    $expect.compare(l.items[0], "==", ca, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:479");
    $expect.compare(l.items[1], "==", cb, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:480");
    $expect.compare(l.items[2], "==", cc, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:481");
    $expect.compare(w.collisions[ca].slot[0], "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:482");
    $expect.compare(w.collisions[cc].slot[0], "==", 2, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:483");
    $expect.compare(w.deleted.n, "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:484");
    $expect.compare(w.created.n, "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:485");
    // the same candidates again visit a, b, c, now at 0, 1, 2: nothing moves
    ov_recheck_element(w, m, 0.5, 0, 0, 0, 0);
    $expect.compare(l.items[0], "==", ca, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:488");
    $expect.compare(l.items[1], "==", cb, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:489");
    $expect.compare(l.items[2], "==", cc, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:490");
    $expect.compare(w.deleted.n, "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:491");
    $expect.compare(w.created.n, "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:492");
  });

  it("pairs no longer found are deleted from the last down to keep; kept ones fill the prefix [000:L1192]", () => {
    const mode = { "kind": "exact" } as const;
    const w: OvWorld = new OvWorld();
    ov_world_init(w);
    const a: number = ov_object_add(w, false, 1, 0, 0, 0, 0.5);
    const b: number = ov_object_add(w, false, 2, 0, 0, 0, 0.5);
    const c: number = ov_object_add(w, false, 3, 3, 0, 0, 0.5);
    const m: number = ov_object_add(w, true, 4, 1.5, 0, 0, 0.5);
    ov_enable_collision_detection(w, a, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, b, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, c, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, m, 0.5, 0, 0, 0, 0);
    // candidates b, a (a's node), m, c (another subtree): new = [c, a, b], created b, a, c
    const em: number = w.objects[m].element;
    const l: OvIdxList = w.tree.elems[em].collisions;
    $expect.compare(w.tree.cand.n, "==", 4, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:509");
    $expect.compare(w.tree.cand.items[0], "==", w.objects[b].element, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:510");
    $expect.compare(w.tree.cand.items[1], "==", w.objects[a].element, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:511");
    $expect.compare(w.tree.cand.items[2], "==", em, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:512");
    $expect.compare(w.tree.cand.items[3], "==", w.objects[c].element, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:513");
    $expect.compare(l.n, "==", 3, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:514");
    const cb: number = l.items[0];
    const ca: number = l.items[1];
    const cc: number = l.items[2];
    $expect.compare(w.collisions[cb].obj1, "==", b, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:518");
    $expect.compare(w.collisions[ca].obj1, "==", a, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:519");
    $expect.compare(w.collisions[cc].obj1, "==", c, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:520");
    // m moves to -0.5: c is 3.5 away (> 2); candidates m, b, a: a swapped to 0, b kept, c deleted
    w.objects[m].position.x = -0.5;
    w.objects[m].position.y = 0;
    w.objects[m].position.z = 0;
    w.created.n = 0;
    ov_recheck_element(w, m, 0.5, 0, 0, 0, 0);
    $expect.compare(l.n, "==", 2, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:525");
    $expect.compare(l.items[0], "==", ca, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:526");
    $expect.compare(l.items[1], "==", cb, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:527");
    $expect.compare(w.deleted.n, "==", 1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:528");
    $expect.compare(w.deleted.items[0], "==", cc, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:529");
    $expect.compare(w.created.n, "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:530");
    $expect.compare(w.tree.elems[w.objects[c].element].collisions.n, "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:531");
    $expect.truth(!w.collisions[cc].live, "spec/ivp/space/ov_tree_pairs.spec:532");
    $expect.compare(ov_tree_check(w.tree), "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:533");
  });

  it("when both objects are non-moving the pair is destroyed (freezing), last first [000:L1185]", () => {
    const mode = { "kind": "exact" } as const;
    const w: OvWorld = new OvWorld();
    ov_world_init(w);
    const a: number = ov_object_add(w, false, 1, 0, 0, 0, 0.5);
    const b: number = ov_object_add(w, false, 2, 0, 0, 0, 0.5);
    const m: number = ov_object_add(w, true, 4, 0, 0, 0, 0.5);
    ov_enable_collision_detection(w, a, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, b, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, m, 0.5, 0, 0, 0, 0);
    const l: OvIdxList = w.tree.elems[w.objects[m].element].collisions;
    $expect.compare(l.n, "==", 2, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:546");
    const first: number = l.items[0];
    const second: number = l.items[1];
    w.objects[m].moving = false;
    ov_recheck_element(w, m, 0.5, 0, 0, 0, 0);
    $expect.compare(l.n, "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:551");
    $expect.compare(w.deleted.n, "==", 2, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:552");
    $expect.compare(w.deleted.items[0], "==", second, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:553");
    $expect.compare(w.deleted.items[1], "==", first, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:554");
    $expect.compare(w.tree.elems[w.objects[a].element].collisions.n, "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:555");
    $expect.compare(w.tree.elems[w.objects[b].element].collisions.n, "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:556");
  });

  it("a moving pair is made from either side, but never within one unit [000:L1186]", () => {
    const mode = { "kind": "exact" } as const;
    const w: OvWorld = new OvWorld();
    ov_world_init(w);
    const a: number = ov_object_add(w, true, 7, 0, 0, 0, 0.5);
    const b: number = ov_object_add(w, true, 7, 0.25, 0, 0, 0.5);
    const c: number = ov_object_add(w, true, 8, 0, 0.25, 0, 0.5);
    ov_enable_collision_detection(w, a, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, b, 0.5, 0, 0, 0, 0);
    $expect.compare(w.created.n, "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:567");
    ov_enable_collision_detection(w, c, 0.5, 0, 0, 0, 0);
    $expect.compare(w.created.n, "==", 2, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:569");
    $expect.compare(w.tree.elems[w.objects[a].element].collisions.n, "==", 1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:570");
    $expect.compare(w.tree.elems[w.objects[b].element].collisions.n, "==", 1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:571");
    // a's recheck finds its existing pair with c and keeps it
    w.created.n = 0;
    ov_recheck_element(w, a, 0.5, 0, 0, 0, 0);
    $expect.compare(w.created.n, "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:575");
    $expect.compare(w.deleted.n, "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:576");
    $expect.compare(w.tree.elems[w.objects[a].element].collisions.n, "==", 1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:577");
  });
});

describe("000 §2.6.5, §2.6.7: collision slots, deletion and element life", () => {
  it("append writes +0x0c for the first element and +0x10 for the second; swap-remove moves the last entry into the hole and fixes its slot [000:L1261]", () => {
    const mode = { "kind": "exact" } as const;
    const w: OvWorld = new OvWorld();
    ov_world_init(w);
    const x: number = ov_object_add(w, true, 1, 0, 0, 0, 0.5);
    const y: number = ov_object_add(w, true, 2, 10, 0, 0, 0.5);
    const z: number = ov_object_add(w, true, 3, 20, 0, 0, 0.5);
    ov_enable_collision_detection(w, x, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, y, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, z, 0.5, 0, 0, 0, 0);
    const c1: number = ov_register_collision(w, x, y);
    const c2: number = ov_register_collision(w, x, z);
    const c3: number = ov_register_collision(w, y, z);
    $expect.compare(w.collisions[c1].slot[0], "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:594");
    $expect.compare(w.collisions[c1].slot[1], "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:595");
    $expect.compare(w.collisions[c2].slot[0], "==", 1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:596");
    $expect.compare(w.collisions[c2].slot[1], "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:597");
    $expect.compare(w.collisions[c3].slot[0], "==", 1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:598");
    $expect.compare(w.collisions[c3].slot[1], "==", 1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:599");
    // deleting c1 swap-removes it from x (c2 moves 1 -> 0) and from y (c3 moves 1 -> 0)
    ov_collision_deleted(w, c1);
    const lx: OvIdxList = w.tree.elems[w.objects[x].element].collisions;
    const ly: OvIdxList = w.tree.elems[w.objects[y].element].collisions;
    $expect.compare(lx.n, "==", 1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:604");
    $expect.compare(lx.items[0], "==", c2, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:605");
    $expect.compare(ly.n, "==", 1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:606");
    $expect.compare(ly.items[0], "==", c3, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:607");
    $expect.compare(w.collisions[c2].slot[0], "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:608");
    $expect.compare(w.collisions[c3].slot[0], "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:609");
    $expect.compare(w.collisions[c3].slot[1], "==", 1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:610");
    $expect.compare(w.collisions[c1].slot[0], "==", -1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:611");
    $expect.compare(w.collisions[c1].slot[1], "==", -1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:612");
    $expect.compare(w.deleted.n, "==", 1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:613");
    // the freed collision index is reused by the next registration
    const c4: number = ov_register_collision(w, y, x);
    $expect.compare(c4, "==", c1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:616");
    $expect.compare(w.collisions[c4].slot[0], "==", 1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:617");
    $expect.compare(w.collisions[c4].slot[1], "==", 1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:618");
  });

  it("object_is_removed deletes the element's collisions last to first [000:L1275]", () => {
    const mode = { "kind": "exact" } as const;
    const w: OvWorld = new OvWorld();
    ov_world_init(w);
    const a: number = ov_object_add(w, false, 1, 0, 0, 0, 0.5);
    const b: number = ov_object_add(w, false, 2, 0, 0, 0, 0.5);
    const c: number = ov_object_add(w, false, 3, 0, 0, 0, 0.5);
    const m: number = ov_object_add(w, true, 4, 0, 0, 0, 0.5);
    ov_enable_collision_detection(w, a, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, b, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, c, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, m, 0.5, 0, 0, 0, 0);
    const l: OvIdxList = w.tree.elems[w.objects[m].element].collisions;
    const c0: number = l.items[0];
    const c1: number = l.items[1];
    const c2: number = l.items[2];
    ov_object_is_removed(w, m);
    $expect.compare(l.n, "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:637");
    $expect.compare(w.deleted.n, "==", 3, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:638");
    $expect.compare(w.deleted.items[0], "==", c2, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:639");
    $expect.compare(w.deleted.items[1], "==", c1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:640");
    $expect.compare(w.deleted.items[2], "==", c0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:641");
  });

  it("enable_collision_detection deletes the old element (and its pairs), makes a new one and rechecks [000:L1163]", () => {
    const mode = { "kind": "exact" } as const;
    const w: OvWorld = new OvWorld();
    ov_world_init(w);
    const a: number = ov_object_add(w, false, 1, 0, 0, 0, 0.5);
    const m: number = ov_object_add(w, true, 4, 0, 0, 0, 0.5);
    ov_enable_collision_detection(w, a, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, m, 0.5, 0, 0, 0, 0);
    const old: number = w.tree.elems[w.objects[m].element].collisions.items[0];
    w.created.n = 0;
    ov_enable_collision_detection(w, m, 0.5, 0, 0, 0, 0);
    $expect.compare(w.deleted.n, "==", 1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:654");
    $expect.compare(w.deleted.items[0], "==", old, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:655");
    $expect.compare(w.created.n, "==", 1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:656");
    const em: number = w.objects[m].element;
    $expect.truth(w.tree.elems[em].live, "spec/ivp/space/ov_tree_pairs.spec:658");
    $expect.compare(w.tree.elems[em].collisions.n, "==", 1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:659");
    $expect.compare(w.tree.elems[w.objects[a].element].collisions.n, "==", 1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:660");
    $expect.compare(w.recheck_count, "==", 3, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:661");
    $expect.compare(ov_tree_check(w.tree), "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:662");
  });

  it("the element dtor takes the element out of the tree and prunes its node [000:L1262]", () => {
    const mode = { "kind": "exact" } as const;
    const w: OvWorld = new OvWorld();
    ov_world_init(w);
    const a: number = ov_object_add(w, false, 1, 0, 0, 0, 0.5);
    const m: number = ov_object_add(w, true, 4, 5, 0, 0, 0.5);
    ov_enable_collision_detection(w, a, 0.5, 0, 0, 0, 0);
    ov_enable_collision_detection(w, m, 0.5, 0, 0, 0, 0);
    const e: number = w.objects[m].element;
    ov_elem_delete(w, m);
    $expect.compare(w.objects[m].element, "==", -1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:674");
    $expect.truth(!w.tree.elems[e].live, "spec/ivp/space/ov_tree_pairs.spec:675");
    $expect.truth(!w.tree.elems[e].in_hull, "spec/ivp/space/ov_tree_pairs.spec:676");
    $expect.compare(w.tree.elems[e].node, "==", -1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:677");
    $expect.compare(ov_tree_check(w.tree), "==", 0, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:678");
    ov_elem_delete(w, a);
    $expect.compare(w.tree.root, "==", -1, "i32", mode, "spec/ivp/space/ov_tree_pairs.spec:680");
  });
});
