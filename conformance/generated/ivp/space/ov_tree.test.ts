// GENERATED FILE: do not edit. Conformance tests of module ivp.space.ov_tree from spec/ivp/space/ov_tree.spec (sha256 3c7197221686f5cc).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { OV_WARN_SIZELEVEL, OvNode, OvTree, ov_calc_optimal_box, ov_contains, ov_elem_new, ov_exponent, ov_node_new, ov_node_next, ov_overlaps, ov_parent_coord, ov_place, ov_query, ov_remove, ov_tree_check, ov_tree_init } from "../../../../generated/ivp/space/ov_tree.generated.js";

describe("000 §2.1.10, §2.6.4: powerlist, exponent and calc_optimal_box", () => {
  it("powerlist[j] = 2^(j-40): +0x140 (j = 40) is 1.0, j = 0 is 2^-40, j = 80 is 2^40 [000:L922]", () => {
    const mode = { "kind": "exact" } as const;
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    $expect.compare(t.powerlist[40], "==", 1, "f64", mode, "spec/ivp/space/ov_tree.spec:885");
    $expect.compare(t.powerlist[0], "==", 9.094947017729282e-13 /* f64#3d70000000000000 */, "f64", mode, "spec/ivp/space/ov_tree.spec:886");
    $expect.compare(t.powerlist[80], "==", 1099511627776 /* f64#4270000000000000 */, "f64", mode, "spec/ivp/space/ov_tree.spec:887");
    $expect.compare(t.powerlist[41], "==", 2, "f64", mode, "spec/ivp/space/ov_tree.spec:888");
    $expect.compare(t.powerlist[39], "==", 0.5, "f64", mode, "spec/ivp/space/ov_tree.spec:889");
    $expect.compare(t.root, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:890");
  });

  it("exponent(x) = ((hi_word >> 20) & 0x7ff) - 0x3ff [000:L1223]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(ov_exponent(1), "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:894");
    $expect.compare(ov_exponent(1.5), "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:895");
    $expect.compare(ov_exponent(2), "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:896");
    $expect.compare(ov_exponent(0.75), "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:897");
    $expect.compare(ov_exponent(10), "==", 3, "i32", mode, "spec/ivp/space/ov_tree.spec:898");
    // the sign bit is masked away
    $expect.compare(ov_exponent(-8), "==", 3, "i32", mode, "spec/ivp/space/ov_tree.spec:900");
    $expect.compare(ov_exponent(0), "==", -1023, "i32", mode, "spec/ivp/space/ov_tree.spec:901");
  });

  it("centre 0, r = 0.5: lvl = exponent(1) + 1 = 1, s = 1, box (-1,-1,-1) at L = 0, raster 1; returns r [000:L1229]", () => {
    const mode = { "kind": "exact" } as const;
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    const e: number = ov_elem_new(t, 0);
    t.elems[e].center.x = 0;
    t.elems[e].center.y = 0;
    t.elems[e].center.z = 0;
    const r: number = ov_calc_optimal_box(t, e, 0.5, 0.5);
    $expect.compare(r, "==", 0.5, "f64", mode, "spec/ivp/space/ov_tree.spec:910");
    $expect.compare(t.s_x, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:911");
    $expect.compare(t.s_y, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:912");
    $expect.compare(t.s_z, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:913");
    $expect.compare(t.s_level, "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:914");
    $expect.compare(t.s_raster, "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:915");
  });

  it("centre (3, 5, -7), r = 0.5: lo = floor(c - r) per axis = (2, 4, -8), hi = ceil(c + r) = lo + 2 [000:L1227]", () => {
    const mode = { "kind": "exact" } as const;
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    const e: number = ov_elem_new(t, 0);
    t.elems[e].center.x = 3;
    t.elems[e].center.y = 5;
    t.elems[e].center.z = -7;
    const r: number = ov_calc_optimal_box(t, e, 0.5, 0.5);
    $expect.compare(r, "==", 0.5, "f64", mode, "spec/ivp/space/ov_tree.spec:924");
    $expect.compare(t.s_x, "==", 2, "i32", mode, "spec/ivp/space/ov_tree.spec:925");
    $expect.compare(t.s_y, "==", 4, "i32", mode, "spec/ivp/space/ov_tree.spec:926");
    $expect.compare(t.s_z, "==", -8, "i32", mode, "spec/ivp/space/ov_tree.spec:927");
    $expect.compare(t.s_level, "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:928");
  });

  it("centre (0.5, 0, 0), r = 0.75: at lvl 1 x does not fit (ceil(1.25) = 2 > floor(-0.25) + 2), lvl 2 does: (-1,-1,-1) at L 1 [000:L1235]", () => {
    const mode = { "kind": "exact" } as const;
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    const e: number = ov_elem_new(t, 0);
    t.elems[e].center.x = 0.5;
    t.elems[e].center.y = 0;
    t.elems[e].center.z = 0;
    const r: number = ov_calc_optimal_box(t, e, 0.75, 0.75);
    $expect.compare(r, "==", 0.75, "f64", mode, "spec/ivp/space/ov_tree.spec:937");
    $expect.compare(t.s_x, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:938");
    $expect.compare(t.s_y, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:939");
    $expect.compare(t.s_z, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:940");
    $expect.compare(t.s_level, "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:941");
    $expect.compare(t.s_raster, "==", 2, "i32", mode, "spec/ivp/space/ov_tree.spec:942");
  });

  it("r == R (Ballance): the first fitting box is kept; r = R = 0.9 at 0 gives (-1,-1,-1) at L 0 [000:L1237]", () => {
    const mode = { "kind": "exact" } as const;
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    const e: number = ov_elem_new(t, 0);
    const r: number = ov_calc_optimal_box(t, e, 0.9, 0.9);
    $expect.compare(r, "==", 0.9, "f64", mode, "spec/ivp/space/ov_tree.spec:950");
    $expect.compare(t.s_x, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:951");
    $expect.compare(t.s_level, "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:952");
    $expect.compare(t.s_raster, "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:953");
  });

  it("R > r: one level up (s' = 2^-lvl) when the sphere of radius R fits there; r 0.5, R 0.9 at 0 gives L 1 and returns R [000:L1233]", () => {
    const mode = { "kind": "exact" } as const;
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    const e: number = ov_elem_new(t, 0);
    const r: number = ov_calc_optimal_box(t, e, 0.5, 0.9);
    $expect.compare(r, "==", 0.9, "f64", mode, "spec/ivp/space/ov_tree.spec:961");
    $expect.compare(t.s_x, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:962");
    $expect.compare(t.s_y, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:963");
    $expect.compare(t.s_z, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:964");
    $expect.compare(t.s_level, "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:965");
    $expect.compare(t.s_raster, "==", 2, "i32", mode, "spec/ivp/space/ov_tree.spec:966");
  });

  it("R > r that does not fit one level up keeps r's box and returns r: centre (0.5,0,0), r 0.5, R 1.9 [000:L1234]", () => {
    const mode = { "kind": "exact" } as const;
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    const e: number = ov_elem_new(t, 0);
    t.elems[e].center.x = 0.5;
    t.elems[e].center.y = 0;
    t.elems[e].center.z = 0;
    // r's box: x floor(0) = 0, ceil(1) = 1; y, z: -1, 1. R at s' = 0.5: x ceil(1.2) = 2 > floor(-0.7) + 2 = 1
    const r: number = ov_calc_optimal_box(t, e, 0.5, 1.9);
    $expect.compare(r, "==", 0.5, "f64", mode, "spec/ivp/space/ov_tree.spec:976");
    $expect.compare(t.s_x, "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:977");
    $expect.compare(t.s_y, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:978");
    $expect.compare(t.s_z, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:979");
    $expect.compare(t.s_level, "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:980");
    // with R = 1.5 it fits: x floor(-0.5) = -1, ceil(1.0) = 1
    const r2: number = ov_calc_optimal_box(t, e, 0.5, 1.5);
    $expect.compare(r2, "==", 1.5, "f64", mode, "spec/ivp/space/ov_tree.spec:983");
    $expect.compare(t.s_x, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:984");
    $expect.compare(t.s_level, "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:985");
  });

  it("the smallest radius the table serves: r = 2^-41 gives lvl -39, s = powerlist[80] = 2^40, L = -40 [000:L1226]", () => {
    const mode = { "kind": "exact" } as const;
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    const e: number = ov_elem_new(t, 0);
    const r: number = ov_calc_optimal_box(t, e, 4.547473508864641e-13 /* f64#3d60000000000000 */, 4.547473508864641e-13 /* f64#3d60000000000000 */);
    $expect.compare(r, "==", 4.547473508864641e-13 /* f64#3d60000000000000 */, "f64", mode, "spec/ivp/space/ov_tree.spec:993");
    $expect.compare(t.s_x, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:994");
    $expect.compare(t.s_level, "==", -40, "i32", mode, "spec/ivp/space/ov_tree.spec:995");
    $expect.compare(t.s_raster, "==", -39, "i32", mode, "spec/ivp/space/ov_tree.spec:996");
  });

  // expected failure: 000 §2.6.4 clamps lvl at -40 but then reads powerlist[81] of an 81-entry table (AMBIGUITIES): the spec asserts instead of reading past it
  it.fails("the level is clamped at -40, and powerlist[41 - (-40)] is one past the table [000:L1224]", () => {
    const mode = { "kind": "exact" } as const;
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    const e: number = ov_elem_new(t, 0);
    // r = 2^-50: exponent(2r) + 1 = -48, clamped to -40
    const r: number = ov_calc_optimal_box(t, e, 8.881784197001252e-16 /* f64#3cd0000000000000 */, 8.881784197001252e-16 /* f64#3cd0000000000000 */);
    $expect.compare(t.s_level, "==", -41, "i32", mode, "spec/ivp/space/ov_tree.spec:1005");
  });
});

describe("000 §2.6.5: contains and overlaps", () => {
  it("contains(A, B, s): A.x<<s <= B.x <= (A.x<<s) + (2<<s) - 2 per axis [000:L1241]", () => {
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    const a: number = ov_node_new(t, 0, -1, 5, 1, 2);
    const b1: number = ov_node_new(t, 2, 0, 10, 0, 1);
    const b2: number = ov_node_new(t, 3, 0, 10, 0, 1);
    const b3: number = ov_node_new(t, 2, -3, 10, 0, 1);
    const b4: number = ov_node_new(t, 0, -2, 12, 0, 1);
    // A's box in B's units: x [0, 4], y [-2, 2], z [10, 14]; B spans [B.x, B.x + 2]
    $expect.truth(ov_contains(t, a, b1, 1), "spec/ivp/space/ov_tree.spec:1019");
    $expect.truth(!ov_contains(t, a, b2, 1), "spec/ivp/space/ov_tree.spec:1020");
    $expect.truth(!ov_contains(t, a, b3, 1), "spec/ivp/space/ov_tree.spec:1021");
    $expect.truth(ov_contains(t, a, b4, 1), "spec/ivp/space/ov_tree.spec:1022");
    // two levels: A.x = -1 covers [-4, 4], so B.x from -4 to 2
    const c: number = ov_node_new(t, -1, -1, -1, 2, 3);
    const d1: number = ov_node_new(t, 2, -4, 0, 0, 1);
    const d2: number = ov_node_new(t, -5, 0, 0, 0, 1);
    const d3: number = ov_node_new(t, 3, 0, 0, 0, 1);
    $expect.truth(ov_contains(t, c, d1, 2), "spec/ivp/space/ov_tree.spec:1028");
    $expect.truth(!ov_contains(t, c, d2, 2), "spec/ivp/space/ov_tree.spec:1029");
    $expect.truth(!ov_contains(t, c, d3, 2), "spec/ivp/space/ov_tree.spec:1030");
    // same level: only the same box
    $expect.truth(ov_contains(t, b1, b1, 0), "spec/ivp/space/ov_tree.spec:1032");
    $expect.truth(!ov_contains(t, b1, b2, 0), "spec/ivp/space/ov_tree.spec:1033");
  });

  it("overlaps(A, B, s): boxes that only touch do not overlap [000:L1242]", () => {
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    // A = [0, 4]^3 in level-0 units
    const a: number = ov_node_new(t, 0, 0, 0, 1, 2);
    const touch_hi: number = ov_node_new(t, 4, 0, 0, 0, 1);
    const cross_hi: number = ov_node_new(t, 3, 0, 0, 0, 1);
    const touch_lo: number = ov_node_new(t, 0, -2, 0, 0, 1);
    const cross_lo: number = ov_node_new(t, 0, 0, -1, 0, 1);
    $expect.truth(!ov_overlaps(t, a, touch_hi, 1), "spec/ivp/space/ov_tree.spec:1045");
    $expect.truth(ov_overlaps(t, a, cross_hi, 1), "spec/ivp/space/ov_tree.spec:1046");
    $expect.truth(!ov_overlaps(t, a, touch_lo, 1), "spec/ivp/space/ov_tree.spec:1047");
    $expect.truth(ov_overlaps(t, a, cross_lo, 1), "spec/ivp/space/ov_tree.spec:1048");
    // same level: [0,2] and [2,4] touch, [0,2] and [1,3] overlap
    const p: number = ov_node_new(t, 0, 0, 0, 0, 1);
    const q: number = ov_node_new(t, 2, 0, 0, 0, 1);
    const u: number = ov_node_new(t, 1, 1, 1, 0, 1);
    $expect.truth(!ov_overlaps(t, p, q, 0), "spec/ivp/space/ov_tree.spec:1053");
    $expect.truth(!ov_overlaps(t, q, p, 0), "spec/ivp/space/ov_tree.spec:1054");
    $expect.truth(ov_overlaps(t, p, u, 0), "spec/ivp/space/ov_tree.spec:1055");
    $expect.truth(ov_overlaps(t, u, q, 0), "spec/ivp/space/ov_tree.spec:1056");
  });
});

describe("000 §2.6.3, §2.6.5: insert, expand_root, find_node, connect_boxes", () => {
  it("expand_root: P.x = root.x / 2 truncates toward zero; rem = root.x % 2 = -1 moves P.x down by one [000:L1245]", () => {
    const mode = { "kind": "exact" } as const;
    // ov_parent_coord(root.x, n.x, n.L, P.L)
    $expect.compare(ov_parent_coord(-3, 0, 0, 1), "==", -2, "i32", mode, "spec/ivp/space/ov_tree.spec:1063");
    $expect.compare(ov_parent_coord(-1, 0, 0, 1), "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:1064");
    $expect.compare(ov_parent_coord(3, 0, 0, 1), "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:1065");
    $expect.compare(ov_parent_coord(1, 0, 0, 1), "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1066");
    // rem == 0: P.x - 1 only when n's corner is below P's: n.x * 2^n.L < P.x * 2^P.L
    $expect.compare(ov_parent_coord(-4, -4, 0, 1), "==", -2, "i32", mode, "spec/ivp/space/ov_tree.spec:1068");
    $expect.compare(ov_parent_coord(-4, -5, 0, 1), "==", -3, "i32", mode, "spec/ivp/space/ov_tree.spec:1069");
    $expect.compare(ov_parent_coord(4, 4, 0, 1), "==", 2, "i32", mode, "spec/ivp/space/ov_tree.spec:1070");
    $expect.compare(ov_parent_coord(4, 3, 0, 1), "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:1071");
    $expect.compare(ov_parent_coord(0, -1, 0, 1), "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:1072");
    $expect.compare(ov_parent_coord(0, 0, 0, 1), "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1073");
    // the corners are compared in world units (doubles): n at L -2 with x = -1 is at -0.25 < 0
    $expect.compare(ov_parent_coord(0, -1, -2, 3), "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:1075");
  });

  it("the first element becomes the root and collects nothing, not even itself [000:L1207]", () => {
    const mode = { "kind": "exact" } as const;
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    const a: number = ov_elem_new(t, 0);
    const r: number = ov_place(t, a, 0.5, 0.5, 0.5, 0.5, true);
    $expect.compare(r, "==", 0.5, "f64", mode, "spec/ivp/space/ov_tree.spec:1083");
    $expect.compare(t.elems[a].radius, "==", 0.5, "f32", mode, "spec/ivp/space/ov_tree.spec:1084");
    $expect.compare(t.cand.n, "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1085");
    $expect.compare(t.root, ">=", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1086");
    $expect.compare(t.elems[a].node, "==", t.root, "i32", mode, "spec/ivp/space/ov_tree.spec:1087");
    const root: OvNode = t.nodes[t.root];
    $expect.compare(root.x, "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1089");
    $expect.compare(root.y, "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1090");
    $expect.compare(root.z, "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1091");
    $expect.compare(root.level, "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1092");
    $expect.compare(root.parent, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:1093");
    $expect.compare(t.map.n, "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:1094");
  });

  it("the stored radius is float(r) [000:L1203]", () => {
    const mode = { "kind": "exact" } as const;
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    const a: number = ov_elem_new(t, 0);
    $expect.compare(t.elems[a].radius, "==", -1, "f32", mode, "spec/ivp/space/ov_tree.spec:1101");
    const r: number = ov_place(t, a, 0, 0, 0, 0.1, false);
    $expect.compare(r, "==", 0.1, "f64", mode, "spec/ivp/space/ov_tree.spec:1103");
    $expect.compare(t.elems[a].radius, "==", 0.10000000149011612 /* 0.1f */, "f32", mode, "spec/ivp/space/ov_tree.spec:1104");
  });

  it("a far element grows the root twice towards negative x, then hangs under a new child [000:L1245]", () => {
    const mode = { "kind": "exact" } as const;
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    const a: number = ov_elem_new(t, 0);
    const b: number = ov_elem_new(t, 1);
    ov_place(t, a, 0.5, 0.5, 0.5, 0.5, true);
    const na: number = t.elems[a].node;
    // b's box is (-3, 0, 0) at L 0; root (0,0,0,L0) -> (-1,0,0,L1): rem 0 and -3 < 0 -> 0 - 1;
    // -> (-1,0,0,L2): -1 / 2 = 0, rem -1 -> -1; y, z: rem 0 and 0 < 0 fails -> 0
    ov_place(t, b, -2.5, 0.5, 0.5, 0.5, true);
    const root: OvNode = t.nodes[t.root];
    $expect.compare(root.x, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:1118");
    $expect.compare(root.y, "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1119");
    $expect.compare(root.z, "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1120");
    $expect.compare(root.level, "==", 2, "i32", mode, "spec/ivp/space/ov_tree.spec:1121");
    $expect.compare(root.raster, "==", 3, "i32", mode, "spec/ivp/space/ov_tree.spec:1122");
    // root.children = [old root (-1,0,0,L1), new child towards b]
    $expect.compare(root.children.n, "==", 2, "i32", mode, "spec/ivp/space/ov_tree.spec:1124");
    const p1: OvNode = t.nodes[root.children.items[0]];
    $expect.compare(p1.x, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:1126");
    $expect.compare(p1.level, "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:1127");
    $expect.compare(p1.children.n, "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:1128");
    $expect.compare(p1.children.items[0], "==", na, "i32", mode, "spec/ivp/space/ov_tree.spec:1129");
    // connect_boxes from the root, d = 2: n.x = -3 < (2·(-1)+1)<<1 = -2 -> 2p.x = -2; y: 0 < 2 -> 0
    const c1: number = root.children.items[1];
    $expect.compare(t.nodes[c1].x, "==", -2, "i32", mode, "spec/ivp/space/ov_tree.spec:1132");
    $expect.compare(t.nodes[c1].y, "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1133");
    $expect.compare(t.nodes[c1].level, "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:1134");
    $expect.compare(t.nodes[t.elems[b].node].parent, "==", c1, "i32", mode, "spec/ivp/space/ov_tree.spec:1135");
    $expect.compare(t.nodes[t.elems[b].node].x, "==", -3, "i32", mode, "spec/ivp/space/ov_tree.spec:1136");
    // the spheres are 3 apart: b collects only itself
    $expect.compare(t.cand.n, "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:1138");
    $expect.compare(t.cand.items[0], "==", b, "i32", mode, "spec/ivp/space/ov_tree.spec:1139");
    $expect.compare(t.warnings.length, "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1140");
    $expect.compare(ov_tree_check(t), "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1141");
  });

  it("expand_root prints Excessive sizelevel for a root above raster 40; the Mehr-als-27 check on the empty parent never fires [000:L1245]", () => {
    const mode = { "kind": "exact" } as const;
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    const a: number = ov_elem_new(t, 0);
    const b: number = ov_elem_new(t, 1);
    // r = 0.75·2^40: lvl 41, s = powerlist[0] = 2^-40; centres ±2^42 give x = 3 and x = -5 at L 40
    ov_place(t, a, 4398046511104, 0, 0, 824633720832, true);
    $expect.compare(t.nodes[t.root].x, "==", 3, "i32", mode, "spec/ivp/space/ov_tree.spec:1151");
    $expect.compare(t.nodes[t.root].level, "==", 40, "i32", mode, "spec/ivp/space/ov_tree.spec:1152");
    $expect.compare(t.nodes[t.root].raster, "==", 41, "i32", mode, "spec/ivp/space/ov_tree.spec:1153");
    ov_place(t, b, -4398046511104, 0, 0, 824633720832, true);
    // three expansions, from rasters 41, 42, 43: (1,-1,-1,L41), (0,-1,-1,L42), (-1,-1,-1,L43)
    $expect.compare(t.warnings.length, "==", 3, "i32", mode, "spec/ivp/space/ov_tree.spec:1156");
    $expect.compare(t.warnings[0], "==", OV_WARN_SIZELEVEL, "i32", mode, "spec/ivp/space/ov_tree.spec:1157");
    $expect.compare(t.warnings[1], "==", OV_WARN_SIZELEVEL, "i32", mode, "spec/ivp/space/ov_tree.spec:1158");
    $expect.compare(t.warnings[2], "==", OV_WARN_SIZELEVEL, "i32", mode, "spec/ivp/space/ov_tree.spec:1159");
    const root: OvNode = t.nodes[t.root];
    $expect.compare(root.x, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:1161");
    $expect.compare(root.y, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:1162");
    $expect.compare(root.z, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:1163");
    $expect.compare(root.level, "==", 43, "i32", mode, "spec/ivp/space/ov_tree.spec:1164");
    // connect_boxes: (-2,-1,-1,L42), then (-3,-1,-1,L41) holds b's node (-5,-1,-1,L40)
    const nb: OvNode = t.nodes[t.elems[b].node];
    $expect.compare(nb.x, "==", -5, "i32", mode, "spec/ivp/space/ov_tree.spec:1167");
    $expect.compare(t.nodes[nb.parent].x, "==", -3, "i32", mode, "spec/ivp/space/ov_tree.spec:1168");
    $expect.compare(t.nodes[nb.parent].level, "==", 41, "i32", mode, "spec/ivp/space/ov_tree.spec:1169");
    $expect.compare(t.nodes[t.nodes[nb.parent].parent].x, "==", -2, "i32", mode, "spec/ivp/space/ov_tree.spec:1170");
    $expect.compare(ov_tree_check(t), "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1171");
  });

  it("an element whose box equals the grown root goes into the root; the temporary node is deleted [000:L1210]", () => {
    const mode = { "kind": "exact" } as const;
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    const a: number = ov_elem_new(t, 0);
    const b: number = ov_elem_new(t, 1);
    // a: r 0.25, lvl 0, s = 2: (1,1,1) at L -1
    ov_place(t, a, 0.75, 0.75, 0.75, 0.25, true);
    const na: number = t.elems[a].node;
    $expect.compare(t.nodes[na].x, "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:1182");
    $expect.compare(t.nodes[na].level, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:1183");
    // b: (0,0,0) at L 0, not in the map; root grows to (1/2 = 0, rem 1) = (0,0,0,L0), the same box
    ov_place(t, b, 1, 1, 1, 0.5, true);
    $expect.compare(t.elems[b].node, "==", t.root, "i32", mode, "spec/ivp/space/ov_tree.spec:1186");
    $expect.compare(t.nodes[t.root].level, "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1187");
    $expect.compare(t.nodes[t.root].elements.n, "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:1188");
    $expect.compare(t.nodes[t.root].children.n, "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:1189");
    $expect.compare(t.nodes[t.root].children.items[0], "==", na, "i32", mode, "spec/ivp/space/ov_tree.spec:1190");
    $expect.compare(t.map.n, "==", 2, "i32", mode, "spec/ivp/space/ov_tree.spec:1191");
    // collect(root, root): b itself, then a in the child (|d|^2 = 0.1875 <= 0.75^2)
    $expect.compare(t.cand.n, "==", 2, "i32", mode, "spec/ivp/space/ov_tree.spec:1193");
    $expect.compare(t.cand.items[0], "==", b, "i32", mode, "spec/ivp/space/ov_tree.spec:1194");
    $expect.compare(t.cand.items[1], "==", a, "i32", mode, "spec/ivp/space/ov_tree.spec:1195");
    $expect.compare(ov_tree_check(t), "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1196");
  });

  it("connect_boxes builds the chain towards n by the 2p.x / 2p.x+1 / 2p.x+2 rule [000:L1244]", () => {
    const mode = { "kind": "exact" } as const;
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    const a: number = ov_elem_new(t, 0);
    const b: number = ov_elem_new(t, 1);
    // a: r 5 at (8,8,8): lvl 4, s = 1/8: box (0,0,0) at L 3, the root
    ov_place(t, a, 8, 8, 8, 5, false);
    $expect.compare(t.nodes[t.root].level, "==", 3, "i32", mode, "spec/ivp/space/ov_tree.spec:1206");
    // b: (5, 0, 13) at L 0. d = 3: x 5 < 4? no, 5 < 8 -> 1; y 0 < 4 -> 0; z 13 >= 8 -> 2
    ov_place(t, b, 5.5, 0.5, 13.5, 0.5, false);
    const root: OvNode = t.nodes[t.root];
    $expect.compare(root.children.n, "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:1210");
    const c1: OvNode = t.nodes[root.children.items[0]];
    $expect.compare(c1.x, "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:1212");
    $expect.compare(c1.y, "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1213");
    $expect.compare(c1.z, "==", 2, "i32", mode, "spec/ivp/space/ov_tree.spec:1214");
    $expect.compare(c1.level, "==", 2, "i32", mode, "spec/ivp/space/ov_tree.spec:1215");
    $expect.compare(c1.raster, "==", 3, "i32", mode, "spec/ivp/space/ov_tree.spec:1216");
    // d = 2: x 5 < (2+1)<<1 = 6 -> 2; z 13 >= (4+1)<<1 = 10 and >= (2+1)<<2 = 12 -> 6
    $expect.compare(c1.children.n, "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:1218");
    const c2: OvNode = t.nodes[c1.children.items[0]];
    $expect.compare(c2.x, "==", 2, "i32", mode, "spec/ivp/space/ov_tree.spec:1220");
    $expect.compare(c2.y, "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1221");
    $expect.compare(c2.z, "==", 6, "i32", mode, "spec/ivp/space/ov_tree.spec:1222");
    $expect.compare(c2.level, "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:1223");
    $expect.compare(c2.children.n, "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:1224");
    $expect.compare(c2.children.items[0], "==", t.elems[b].node, "i32", mode, "spec/ivp/space/ov_tree.spec:1225");
    $expect.compare(t.map.n, "==", 4, "i32", mode, "spec/ivp/space/ov_tree.spec:1226");
    $expect.compare(ov_tree_check(t), "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1227");
  });

  it("find_node descends into the first child (index order) that contains n [000:L1243]", () => {
    const mode = { "kind": "exact" } as const;
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    const a: number = ov_elem_new(t, 0);
    const b: number = ov_elem_new(t, 1);
    const c: number = ov_elem_new(t, 2);
    const d: number = ov_elem_new(t, 3);
    ov_place(t, a, 8, 8, 8, 5, false);
    // b at (5,0,13): chain (1,0,2,L2) -> (2,0,6,L1)
    ov_place(t, b, 5.5, 0.5, 13.5, 0.5, false);
    // c at (7,0,11): find_node stops at (1,0,2,L2) ((2,0,6,L1) does not contain it), and
    // connect_boxes makes (3,0,5,L1): x 7 in [6, 8) -> 3, z 11 in [10, 12) -> 5
    ov_place(t, c, 7.5, 0.5, 11.5, 0.5, false);
    const c1: number = t.nodes[t.root].children.items[0];
    $expect.compare(t.nodes[c1].children.n, "==", 2, "i32", mode, "spec/ivp/space/ov_tree.spec:1244");
    const first: number = t.nodes[c1].children.items[0];
    const second: number = t.nodes[c1].children.items[1];
    $expect.compare(t.nodes[second].x, "==", 3, "i32", mode, "spec/ivp/space/ov_tree.spec:1247");
    $expect.compare(t.nodes[second].z, "==", 5, "i32", mode, "spec/ivp/space/ov_tree.spec:1248");
    // d at (6,0,12) lies in both (2,0,6,L1) ([4,8]x[12,16]) and (3,0,5,L1) ([6,10]x[10,14]):
    // the first one is taken
    ov_place(t, d, 6.5, 0.5, 12.5, 0.5, false);
    $expect.compare(t.nodes[t.elems[d].node].parent, "==", first, "i32", mode, "spec/ivp/space/ov_tree.spec:1252");
    $expect.compare(t.nodes[first].children.n, "==", 2, "i32", mode, "spec/ivp/space/ov_tree.spec:1253");
    $expect.compare(t.nodes[second].children.n, "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:1254");
    $expect.compare(ov_tree_check(t), "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1255");
  });
});

describe("000 §2.6.5: collect and collect_all orders", () => {
  it("elements of one node are collected last to first, e itself included [000:L1248]", () => {
    const mode = { "kind": "exact" } as const;
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    const a: number = ov_elem_new(t, 0);
    const b: number = ov_elem_new(t, 1);
    const c: number = ov_elem_new(t, 2);
    ov_place(t, a, 0.5, 0.5, 0.5, 0.5, true);
    $expect.compare(t.cand.n, "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1267");
    ov_place(t, b, 0.5, 0.5, 0.5, 0.5, true);
    $expect.compare(t.cand.n, "==", 2, "i32", mode, "spec/ivp/space/ov_tree.spec:1269");
    $expect.compare(t.cand.items[0], "==", b, "i32", mode, "spec/ivp/space/ov_tree.spec:1270");
    $expect.compare(t.cand.items[1], "==", a, "i32", mode, "spec/ivp/space/ov_tree.spec:1271");
    ov_place(t, c, 0.5, 0.5, 0.5, 0.5, true);
    $expect.compare(t.cand.n, "==", 3, "i32", mode, "spec/ivp/space/ov_tree.spec:1273");
    $expect.compare(t.cand.items[0], "==", c, "i32", mode, "spec/ivp/space/ov_tree.spec:1274");
    $expect.compare(t.cand.items[1], "==", b, "i32", mode, "spec/ivp/space/ov_tree.spec:1275");
    $expect.compare(t.cand.items[2], "==", a, "i32", mode, "spec/ivp/space/ov_tree.spec:1276");
  });

  it("ancestors' elements first, then children in index order by box overlap; spheres that touch (<=) are candidates, boxes that touch are skipped [000:L1252]", () => {
    const mode = { "kind": "exact" } as const;
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    const ea: number = ov_elem_new(t, 0);
    const eb: number = ov_elem_new(t, 1);
    const ec: number = ov_elem_new(t, 2);
    const ed: number = ov_elem_new(t, 3);
    const ee: number = ov_elem_new(t, 4);
    // A: r 1.5 at (2,2,2): box (0,0,0) at L 1 = the root [0,4]^3
    ov_place(t, ea, 2, 2, 2, 1.5, true);
    // B (0,0,0,L0), C (2,0,0,L0), D (1,0,0,L0): children of the root in that order
    ov_place(t, eb, 1, 1, 1, 0.5, true);
    $expect.compare(t.cand.n, "==", 2, "i32", mode, "spec/ivp/space/ov_tree.spec:1291");
    $expect.compare(t.cand.items[0], "==", ea, "i32", mode, "spec/ivp/space/ov_tree.spec:1292");
    $expect.compare(t.cand.items[1], "==", eb, "i32", mode, "spec/ivp/space/ov_tree.spec:1293");
    ov_place(t, ec, 3, 1, 1, 0.5, true);
    // B's box [0,2] touches C's [2,4]: not visited
    $expect.compare(t.cand.n, "==", 2, "i32", mode, "spec/ivp/space/ov_tree.spec:1296");
    $expect.compare(t.cand.items[0], "==", ea, "i32", mode, "spec/ivp/space/ov_tree.spec:1297");
    $expect.compare(t.cand.items[1], "==", ec, "i32", mode, "spec/ivp/space/ov_tree.spec:1298");
    ov_place(t, ed, 2, 1, 1, 0.5, true);
    // |D - B| = |D - C| = 1 = r + r: included (<=)
    $expect.compare(t.cand.n, "==", 4, "i32", mode, "spec/ivp/space/ov_tree.spec:1301");
    $expect.compare(t.cand.items[0], "==", ea, "i32", mode, "spec/ivp/space/ov_tree.spec:1302");
    $expect.compare(t.cand.items[1], "==", eb, "i32", mode, "spec/ivp/space/ov_tree.spec:1303");
    $expect.compare(t.cand.items[2], "==", ec, "i32", mode, "spec/ivp/space/ov_tree.spec:1304");
    $expect.compare(t.cand.items[3], "==", ed, "i32", mode, "spec/ivp/space/ov_tree.spec:1305");
    // E joins D's node: target's elements last to first (E, D)
    ov_place(t, ee, 2, 1.25, 1, 0.5, true);
    $expect.compare(t.elems[ee].node, "==", t.elems[ed].node, "i32", mode, "spec/ivp/space/ov_tree.spec:1308");
    $expect.compare(t.cand.n, "==", 3, "i32", mode, "spec/ivp/space/ov_tree.spec:1309");
    $expect.compare(t.cand.items[0], "==", ea, "i32", mode, "spec/ivp/space/ov_tree.spec:1310");
    $expect.compare(t.cand.items[1], "==", ee, "i32", mode, "spec/ivp/space/ov_tree.spec:1311");
    $expect.compare(t.cand.items[2], "==", ed, "i32", mode, "spec/ivp/space/ov_tree.spec:1312");
    // from the root's element: children in index order B, C, D; D's elements last to first
    const k: number = ov_query(t, ea);
    $expect.compare(k, "==", 5, "i32", mode, "spec/ivp/space/ov_tree.spec:1315");
    $expect.compare(t.cand.items[0], "==", ea, "i32", mode, "spec/ivp/space/ov_tree.spec:1316");
    $expect.compare(t.cand.items[1], "==", eb, "i32", mode, "spec/ivp/space/ov_tree.spec:1317");
    $expect.compare(t.cand.items[2], "==", ec, "i32", mode, "spec/ivp/space/ov_tree.spec:1318");
    $expect.compare(t.cand.items[3], "==", ee, "i32", mode, "spec/ivp/space/ov_tree.spec:1319");
    $expect.compare(t.cand.items[4], "==", ed, "i32", mode, "spec/ivp/space/ov_tree.spec:1320");
    $expect.compare(ov_tree_check(t), "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1321");
  });

  it("collect_all takes the target's elements last to first, then its children last to first [000:L1258]", () => {
    const mode = { "kind": "exact" } as const;
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    const ep: number = ov_elem_new(t, 0);
    const eq: number = ov_elem_new(t, 1);
    const er: number = ov_elem_new(t, 2);
    const es: number = ov_elem_new(t, 3);
    ov_place(t, ep, 2, 2, 2, 1.5, true);
    ov_place(t, eq, 1, 1, 1, 0.5, true);
    ov_place(t, er, 3, 1, 1, 0.5, true);
    // S: r 3 at (2,2,2): lvl 3 fails (ceil(1.25) = 2 > floor(-0.25) + 2), lvl 4 gives (-1,-1,-1) at L 3;
    // the root grows (0,0,0,L1) -> (-1,-1,-1,L2) -> (-1,-1,-1,L3) = S's box
    ov_place(t, es, 2, 2, 2, 3, true);
    $expect.compare(t.elems[es].node, "==", t.root, "i32", mode, "spec/ivp/space/ov_tree.spec:1337");
    $expect.compare(t.nodes[t.root].level, "==", 3, "i32", mode, "spec/ivp/space/ov_tree.spec:1338");
    $expect.compare(t.cand.n, "==", 4, "i32", mode, "spec/ivp/space/ov_tree.spec:1339");
    $expect.compare(t.cand.items[0], "==", es, "i32", mode, "spec/ivp/space/ov_tree.spec:1340");
    $expect.compare(t.cand.items[1], "==", ep, "i32", mode, "spec/ivp/space/ov_tree.spec:1341");
    $expect.compare(t.cand.items[2], "==", eq, "i32", mode, "spec/ivp/space/ov_tree.spec:1342");
    $expect.compare(t.cand.items[3], "==", er, "i32", mode, "spec/ivp/space/ov_tree.spec:1343");
    // P's node has children Q, R: collect_all(P's node) gives P, then R, then Q
    const k: number = ov_query(t, ep);
    $expect.compare(k, "==", 4, "i32", mode, "spec/ivp/space/ov_tree.spec:1346");
    $expect.compare(t.cand.items[0], "==", es, "i32", mode, "spec/ivp/space/ov_tree.spec:1347");
    $expect.compare(t.cand.items[1], "==", ep, "i32", mode, "spec/ivp/space/ov_tree.spec:1348");
    $expect.compare(t.cand.items[2], "==", er, "i32", mode, "spec/ivp/space/ov_tree.spec:1349");
    $expect.compare(t.cand.items[3], "==", eq, "i32", mode, "spec/ivp/space/ov_tree.spec:1350");
  });
});

describe("000 §2.6.5: remove_ov_element and pruning", () => {
  it("removing the only element of a deep node prunes the empty chain up to a node with an element [000:L1259]", () => {
    const mode = { "kind": "exact" } as const;
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    const a: number = ov_elem_new(t, 0);
    const b: number = ov_elem_new(t, 1);
    ov_place(t, a, 8, 8, 8, 5, false);
    ov_place(t, b, 5.5, 0.5, 13.5, 0.5, false);
    $expect.compare(t.map.n, "==", 4, "i32", mode, "spec/ivp/space/ov_tree.spec:1362");
    const root: number = t.root;
    ov_remove(t, b);
    $expect.compare(t.elems[b].node, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:1365");
    $expect.compare(t.root, "==", root, "i32", mode, "spec/ivp/space/ov_tree.spec:1366");
    $expect.compare(t.nodes[root].children.n, "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1367");
    $expect.compare(t.map.n, "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:1368");
    $expect.compare(t.free_nodes.n, "==", 3, "i32", mode, "spec/ivp/space/ov_tree.spec:1369");
    $expect.compare(ov_tree_check(t), "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1370");
    // the last element: the root goes too
    ov_remove(t, a);
    $expect.compare(t.root, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:1373");
    $expect.compare(t.map.n, "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1374");
    $expect.compare(ov_node_next(t, -1), "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:1375");
    // removing an element that is not in the tree changes nothing
    ov_remove(t, a);
    $expect.compare(t.root, "==", -1, "i32", mode, "spec/ivp/space/ov_tree.spec:1378");
  });

  it("pruning stops at a node that still has a child; the parent's children keep their order [000:L1259]", () => {
    const mode = { "kind": "exact" } as const;
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    const a: number = ov_elem_new(t, 0);
    const b: number = ov_elem_new(t, 1);
    const c: number = ov_elem_new(t, 2);
    ov_place(t, a, 8, 8, 8, 5, false);
    ov_place(t, b, 5.5, 0.5, 13.5, 0.5, false);
    ov_place(t, c, 7.5, 0.5, 11.5, 0.5, false);
    const c1: number = t.nodes[t.root].children.items[0];
    const first: number = t.nodes[c1].children.items[0];
    $expect.compare(t.nodes[c1].children.n, "==", 2, "i32", mode, "spec/ivp/space/ov_tree.spec:1392");
    ov_remove(t, c);
    $expect.compare(t.nodes[c1].children.n, "==", 1, "i32", mode, "spec/ivp/space/ov_tree.spec:1394");
    $expect.compare(t.nodes[c1].children.items[0], "==", first, "i32", mode, "spec/ivp/space/ov_tree.spec:1395");
    $expect.compare(t.map.n, "==", 4, "i32", mode, "spec/ivp/space/ov_tree.spec:1396");
    $expect.compare(ov_tree_check(t), "==", 0, "i32", mode, "spec/ivp/space/ov_tree.spec:1397");
  });

  it("removal from a node's elements preserves their order [000:L1259]", () => {
    const mode = { "kind": "exact" } as const;
    const t: OvTree = new OvTree();
    ov_tree_init(t);
    const a: number = ov_elem_new(t, 0);
    const b: number = ov_elem_new(t, 1);
    const c: number = ov_elem_new(t, 2);
    const d: number = ov_elem_new(t, 3);
    ov_place(t, a, 0.5, 0.5, 0.5, 0.5, true);
    ov_place(t, b, 0.5, 0.5, 0.5, 0.5, true);
    ov_place(t, c, 0.5, 0.5, 0.5, 0.5, true);
    ov_remove(t, b);
    const n: OvNode = t.nodes[t.root];
    $expect.compare(n.elements.n, "==", 2, "i32", mode, "spec/ivp/space/ov_tree.spec:1412");
    $expect.compare(n.elements.items[0], "==", a, "i32", mode, "spec/ivp/space/ov_tree.spec:1413");
    $expect.compare(n.elements.items[1], "==", c, "i32", mode, "spec/ivp/space/ov_tree.spec:1414");
    ov_place(t, d, 0.5, 0.5, 0.5, 0.5, true);
    $expect.compare(t.cand.n, "==", 3, "i32", mode, "spec/ivp/space/ov_tree.spec:1416");
    $expect.compare(t.cand.items[0], "==", d, "i32", mode, "spec/ivp/space/ov_tree.spec:1417");
    $expect.compare(t.cand.items[1], "==", c, "i32", mode, "spec/ivp/space/ov_tree.spec:1418");
    $expect.compare(t.cand.items[2], "==", a, "i32", mode, "spec/ivp/space/ov_tree.spec:1419");
  });
});
