// GENERATED FILE: do not edit. Conformance tests of module ivp.geometry.ledge_helpers from spec/ivp/geometry/ledge_helpers.spec (sha256 629b02e43209d6c6).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { Memory, Vec3 } from "../../../../runtime/index.js";
import { ledge_triangle, triangle_edge } from "../../../../generated/ivp/geometry/compact.generated.js";
import { hesse, hesse_f32, k_values, ledge_aabb, line_dist2, pierce_walk, point_dist2, qr_values, segment_dist2, triangle_dist2 } from "../../../../generated/ivp/geometry/ledge_helpers.generated.js";
import { triangle_ledge } from "../../../../generated/ivp/geometry/pancake.generated.js";

const _s0 = new Vec3(), _s1 = new Vec3(), _s2 = new Vec3(), _s3 = new Vec3(), _s4 = new Vec3(), _s5 = new Vec3(), _s6 = new Vec3(), _s7 = new Vec3(), _s8 = new Vec3(), _a9 = new Float32Array(2), _a10 = new Float32Array(2), _a11 = new Float32Array(2), _a12 = new Float32Array(4), _a13 = new Float32Array(4), _a14 = new Float32Array(4), _a15 = new Float32Array(4);

// Hand-computable checks on pancake ledges (built by triangle_ledge, 000 §1.6.2). The unit right
// triangle (0,0,0), (1,0,0), (0,1,0) lies in z = 0; triangle 0 is (p0,p1,p2), triangle 1 its back.
describe("000 §1.5.2: single-ledge queries on a pancake ledge", () => {
  it("AABB: min and max over the edge start points, max.y included, f32 values written f64 [000:L291]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, -0.1, 2, 3, -1, 5, 0, 4, -2, 7);
    let mn_x = 0, mn_y = 0, mn_z = 0;
    let mx_x = 0, mx_y = 0, mx_z = 0;
    ledge_aabb(mem, l, _s0, _s1);
    mn_x = _s0.x; mn_y = _s0.y; mn_z = _s0.z;
    mx_x = _s1.x; mx_y = _s1.y; mx_z = _s1.z;
    $expect.compare([mn_x, mn_y, mn_z], "==", [-1, -2, 0], "f64", mode, "spec/ivp/geometry/ledge_helpers.spec:261");
    $expect.compare([mx_x, mx_y, mx_z], "==", [4, 5, 7], "f64", mode, "spec/ivp/geometry/ledge_helpers.spec:262");
  });

  it("AABB: a point stored as f32 gives its f32 value widened to f64 [000:L292]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, -0.1, 0, 0, 1, 0, 0, 0, 1, 0);
    let mn_x = 0, mn_y = 0, mn_z = 0;
    let mx_x = 0, mx_y = 0, mx_z = 0;
    ledge_aabb(mem, l, _s2, _s3);
    mn_x = _s2.x; mn_y = _s2.y; mn_z = _s2.z;
    mx_x = _s3.x; mx_y = _s3.y; mx_z = _s3.z;
    $expect.compare(mn_x, "==", -0.10000000149011612 /* 0.1f */, "f64", mode, "spec/ivp/geometry/ledge_helpers.spec:270");
    $expect.compare([mx_x, mx_y, mx_z], "==", [1, 1, 0], "f64", mode, "spec/ivp/geometry/ledge_helpers.spec:271");
  });

  it("hesse of triangle 0 edge 0 is (p1-p0)×(p2-p0) = (0,0,1) [000:L299]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t0: number = ledge_triangle(l, 0);
    const e0: number = triangle_edge(t0, 0);
    const e1: number = triangle_edge(t0, 1);
    hesse(mem, e0, l, _s4);
    const n_x = _s4.x, n_y = _s4.y, n_z = _s4.z;
    $expect.compare([n_x, n_y, n_z], "==", [0, 0, 1], "f64", mode, "spec/ivp/geometry/ledge_helpers.spec:280");
    hesse(mem, e1, l, _s5);
    const n1_x = _s5.x, n1_y = _s5.y, n1_z = _s5.z;
    $expect.compare([n1_x, n1_y, n1_z], "==", [0, 0, 1], "f64", mode, "spec/ivp/geometry/ledge_helpers.spec:282");
  });

  it("hesse of the back triangle 1 points the other way: (0,0,-1) [000:L502]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t1: number = ledge_triangle(l, 1);
    const e: number = triangle_edge(t1, 0);
    hesse(mem, e, l, _s6);
    const n_x = _s6.x, n_y = _s6.y, n_z = _s6.z;
    $expect.compare([n_x, n_y, n_z], "==", [0, 0, -1], "f64", mode, "spec/ivp/geometry/ledge_helpers.spec:290");
  });

  it("hesse keeps the cross product in f64; FUN_10021350 writes it as f32 [000:L299]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    // p1 = (1+2^-23, 0, 0), p2 = (0, 1+2^-23, 0): n.z = 1 + 2^-22 + 2^-46, exact in f64 only
    const l: number = triangle_ledge(mem, 0, 0, 0, 1.0000001192092896, 0, 0, 0, 1.0000001192092896, 0);
    const t0: number = ledge_triangle(l, 0);
    const e0: number = triangle_edge(t0, 0);
    hesse(mem, e0, l, _s7);
    const n_x = _s7.x, n_y = _s7.y, n_z = _s7.z;
    $expect.compare(n_z, "==", 1.0000002384185933 /* f64#3ff0000040000040 */, "f64", mode, "spec/ivp/geometry/ledge_helpers.spec:299");
    hesse_f32(mem, e0, l, _s8);
    const nf_x = _s8.x, nf_y = _s8.y, nf_z = _s8.z;
    $expect.compare(nf_z, "==", 1.000000238418579 /* f32#3f800002 */, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:301");
  });

  it("K-values on edge 0: (p - P)·d = 0.25 and (N - p)·d = 0.75 [000:L304]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t0: number = ledge_triangle(l, 0);
    const s = _a9;
    s[0] = 0;
    s[1] = 0;
    k_values(mem, l, triangle_edge(t0, 0), 0.25, 0.5, 3, s);
    $expect.compare(s[0], "==", 0.25, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:309");
    $expect.compare(s[1], "==", 0.75, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:310");
  });

  it("K-values are unscaled: u·|d|² and (1-u)·|d|² on edge 1 (|d|² = 2) [000:L305]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t0: number = ledge_triangle(l, 0);
    const s = _a10;
    s[0] = 0;
    s[1] = 0;
    k_values(mem, l, triangle_edge(t0, 1), 0.5, 0.5, 0, s);
    $expect.compare(s[0], "==", 1, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:318");
    $expect.compare(s[1], "==", 1, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:319");
  });

  it("K-values beyond the end point: the second value is negative [000:L307]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t0: number = ledge_triangle(l, 0);
    const s = _a11;
    s[0] = 0;
    s[1] = 0;
    k_values(mem, l, triangle_edge(t0, 0), 3, 0, 0, s);
    $expect.compare(s[0], "==", 3, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:327");
    $expect.compare(s[1], "==", -2, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:328");
  });

  it("line distance: (0.5, 3, 4) is 25 from the line through edge 0 [000:L311]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t0: number = ledge_triangle(l, 0);
    const d2: number = line_dist2(mem, l, triangle_edge(t0, 0), 0.5, 3, 4);
    $expect.compare(d2, "==", 25, "ext", mode, "spec/ivp/geometry/ledge_helpers.spec:335");
    const d2far: number = line_dist2(mem, l, triangle_edge(t0, 0), -7, 3, 4);
    $expect.compare(d2far, "==", 25, "ext", mode, "spec/ivp/geometry/ledge_helpers.spec:337");
  });

  it("start-point distance: |(0,3,4) - P(e1)|² = 26 [000:L315]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t0: number = ledge_triangle(l, 0);
    const d2: number = point_dist2(mem, l, triangle_edge(t0, 1), 0, 3, 4);
    $expect.compare(d2, "==", 26, "ext", mode, "spec/ivp/geometry/ledge_helpers.spec:344");
  });

  it("segment distance: inside the segment the line distance (4) [000:L320]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t0: number = ledge_triangle(l, 0);
    const d2: number = segment_dist2(mem, 0.5, 2, 0, l, triangle_edge(t0, 0));
    $expect.compare(d2, "==", 4, "ext", mode, "spec/ivp/geometry/ledge_helpers.spec:351");
  });

  it("segment distance: before the start point |p - P(e)|² (2) [000:L321]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t0: number = ledge_triangle(l, 0);
    const d2: number = segment_dist2(mem, -1, 0, 1, l, triangle_edge(t0, 0));
    $expect.compare(d2, "==", 2, "ext", mode, "spec/ivp/geometry/ledge_helpers.spec:358");
  });

  it("segment distance: past the end point |p - N(e)|² (20) [000:L322]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t0: number = ledge_triangle(l, 0);
    const d2: number = segment_dist2(mem, 3, 0, 4, l, triangle_edge(t0, 0));
    $expect.compare(d2, "==", 20, "ext", mode, "spec/ivp/geometry/ledge_helpers.spec:365");
  });

  it("QR values of an inside point relative to edge 0: (w2, w0, w1, det) = (0.25, 0.625, 0.125, 1) [000:L342]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t0: number = ledge_triangle(l, 0);
    const o = _a12;
    o[0] = 0;
    o[1] = 0;
    o[2] = 0;
    o[3] = 0;
    qr_values(mem, l, triangle_edge(t0, 0), 0.125, 0.25, 0, o);
    $expect.compare(o[0], "==", 0.25, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:373");
    $expect.compare(o[1], "==", 0.625, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:374");
    $expect.compare(o[2], "==", 0.125, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:375");
    $expect.compare(o[3], "==", 1, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:376");
  });

  it("QR values relative to edge 1: out[0] is the weight opposite edge 1 (w0) [000:L338]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t0: number = ledge_triangle(l, 0);
    const o = _a13;
    o[0] = 0;
    o[1] = 0;
    o[2] = 0;
    o[3] = 0;
    qr_values(mem, l, triangle_edge(t0, 1), 0.125, 0.25, 0, o);
    $expect.compare(o[0], "==", 0.625, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:384");
    $expect.compare(o[1], "==", 0.125, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:385");
    $expect.compare(o[2], "==", 0.25, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:386");
    $expect.compare(o[3], "==", 1, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:387");
  });

  it("QR values relative to edge 2: (w1, w2, w0) [000:L342]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t0: number = ledge_triangle(l, 0);
    const o = _a14;
    o[0] = 0;
    o[1] = 0;
    o[2] = 0;
    o[3] = 0;
    qr_values(mem, l, triangle_edge(t0, 2), 0.125, 0.25, 0, o);
    $expect.compare(o[0], "==", 0.125, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:395");
    $expect.compare(o[1], "==", 0.25, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:396");
    $expect.compare(o[2], "==", 0.625, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:397");
    $expect.compare(o[3], "==", 1, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:398");
  });

  it("QR values of an outside point: the check of edge 1 is negative [000:L337]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t0: number = ledge_triangle(l, 0);
    const o = _a15;
    o[0] = 0;
    o[1] = 0;
    o[2] = 0;
    o[3] = 0;
    qr_values(mem, l, triangle_edge(t0, 0), 2, 0, 0, o);
    $expect.compare(o[0], "==", 0, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:406");
    $expect.compare(o[1], "==", -1, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:407");
    $expect.compare(o[2], "==", 2, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:408");
    $expect.compare(o[3], "==", 1, "f32", mode, "spec/ivp/geometry/ledge_helpers.spec:409");
  });

  it("point-triangle distance of (0.25, 0.25, 2) is 4 (inside: plane distance) [000:L349]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t0: number = ledge_triangle(l, 0);
    const d2: number = triangle_dist2(mem, l, t0, 0.25, 0.25, 2);
    $expect.compare(d2, "==", 4, "ext", mode, "spec/ivp/geometry/ledge_helpers.spec:416");
  });

  it("point-triangle distance of (2, 0, 0) is 1 (nearest: vertex p1) [000:L353]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t0: number = ledge_triangle(l, 0);
    const d2: number = triangle_dist2(mem, l, t0, 2, 0, 0);
    $expect.compare(d2, "==", 1, "ext", mode, "spec/ivp/geometry/ledge_helpers.spec:423");
  });

  it("point-triangle distance of (-1, -1, 0) is 2 (the hypotenuse line gives 4.5, vertex p0 2) [000:L354]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t0: number = ledge_triangle(l, 0);
    const d2: number = triangle_dist2(mem, l, t0, -1, -1, 0);
    $expect.compare(d2, "==", 2, "ext", mode, "spec/ivp/geometry/ledge_helpers.spec:430");
    const h2: number = line_dist2(mem, l, triangle_edge(t0, 1), -1, -1, 0);
    $expect.compare(h2, "==", 4.5, "ext", mode, "spec/ivp/geometry/ledge_helpers.spec:432");
  });

  it("pierce walk: a point over the triangle stays on the pierce triangle's e0 [000:L360]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t0: number = ledge_triangle(l, 0);
    const t1: number = ledge_triangle(l, 1);
    const e: number = pierce_walk(mem, triangle_edge(t0, 0), 0.25, 0.25, 1);
    $expect.compare(e, "==", triangle_edge(t1, 0), "u32", mode, "spec/ivp/geometry/ledge_helpers.spec:440");
  });

  it("pierce walk: a negative check crosses to the unvisited triangle, then stops (only neighbour visited) [000:L361]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t0: number = ledge_triangle(l, 0);
    const e: number = pierce_walk(mem, triangle_edge(t0, 0), 0.5, -1, 0);
    $expect.compare(e, "==", triangle_edge(t0, 0), "u32", mode, "spec/ivp/geometry/ledge_helpers.spec:447");
  });

  it("pierce walk: a check of exactly 0 also crosses (<= 0) [000:L361]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const l: number = triangle_ledge(mem, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const t0: number = ledge_triangle(l, 0);
    const e: number = pierce_walk(mem, triangle_edge(t0, 0), 0.5, 0, 1);
    $expect.compare(e, "==", triangle_edge(t0, 0), "u32", mode, "spec/ivp/geometry/ledge_helpers.spec:454");
  });
});
