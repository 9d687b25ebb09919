// GENERATED FILE: do not edit. Conformance tests of module ivp.objects.real_object from spec/ivp/objects/real_object.spec (sha256 9cc6ab1cf34feb4f).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../support/expect.js";
import { $host, Memory, Vec3 } from "../../../../runtime/index.js";
import { anomaly_push_speed_penetration } from "../../../../generated/ivp/objects/anomaly.generated.js";
import { BallSurfaceManager, PhysCoreView, RealObject, RecordingDynamics, ball_surface_manager_init, ball_synapse_edge, dyn_log_is, inter_penetration, real_object_ball_init, real_object_is_moving, real_object_polygon_init, test_core, test_ledge } from "../../../../generated/ivp/objects/real_object.generated.js";
import { DELTA_PSI_TIME } from "../../../../generated/ivp/time/time_manager.generated.js";

/** Byte offsets in layout Ledge (D-GEN-14). */
const enum Ledge { n_triangles = 12 }

const _s0 = new Vec3();

describe("000 §1.3, §2.7: the real-object records and the ball surface manager", () => {
  it("polygon object: type 2, vtable 0x10063a84, extra radius = template+0x60 (0 in Ballance) [000:L1304]", () => {
    const mode = { "kind": "exact" } as const;
    const c: PhysCoreView = test_core(0, 0, 0, 1, 0, 0);
    const o: RealObject = new RealObject();
    real_object_polygon_init(o, 0, null, c, 7, 11);
    $expect.compare(o.object_type, "==", 2, "i32", mode, "spec/ivp/objects/real_object.spec:531");
    $expect.compare(o.vtable, "==", 0x10063a84, "u32", mode, "spec/ivp/objects/real_object.spec:532");
    $expect.compare(o.extra_radius, "==", 0, "f32", mode, "spec/ivp/objects/real_object.spec:533");
    $expect.compare(o.ov_element, "==", -1, "i32", mode, "spec/ivp/objects/real_object.spec:534");
    $expect.compare(o.unit, "==", 7, "i32", mode, "spec/ivp/objects/real_object.spec:535");
    $expect.compare(o.entity, "==", 11, "i32", mode, "spec/ivp/objects/real_object.spec:536");
    // reference comparisons through a bool (see the generator bug in the report)
    const no_manager: boolean = o.surface_manager === null;
    const same_core: boolean = o.core === c;
    $expect.truth(no_manager, "spec/ivp/objects/real_object.spec:540");
    $expect.truth(same_core, "spec/ivp/objects/real_object.spec:541");
    $expect.truth(!real_object_is_moving(o), "spec/ivp/objects/real_object.spec:542");
    o.movement_state = 8;
    $expect.truth(!real_object_is_moving(o), "spec/ivp/objects/real_object.spec:544");
    o.movement_state = 1;
    $expect.truth(real_object_is_moving(o), "spec/ivp/objects/real_object.spec:546");
  });

  it("ball object: type 3, vtable 0x10063abc, extra radius = template+0x60 + radius (2.0 for a game ball) [000:L1305]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const sm: BallSurfaceManager = new BallSurfaceManager();
    ball_surface_manager_init(mem, sm);
    const o: RealObject = new RealObject();
    real_object_ball_init(o, 0, 2, sm, null, 1, 2);
    $expect.compare(o.object_type, "==", 3, "i32", mode, "spec/ivp/objects/real_object.spec:554");
    $expect.compare(o.vtable, "==", 0x10063abc, "u32", mode, "spec/ivp/objects/real_object.spec:555");
    $expect.compare(o.extra_radius, "==", 2, "f32", mode, "spec/ivp/objects/real_object.spec:556");
    const same_manager: boolean = o.surface_manager === sm;
    $expect.truth(same_manager, "spec/ivp/objects/real_object.spec:558");
    // f32 add: 0.1f + 2.0f = 2.0999999046325684
    const p: RealObject = new RealObject();
    real_object_ball_init(p, 0.10000000149011612 /* 0.1f */, 2, sm, null, 1, 3);
    $expect.compare(p.extra_radius, "==", 2.0999999046325684, "f32", mode, "spec/ivp/objects/real_object.spec:562");
    $expect.compare(p.extra_radius, "==", 2.0999999046325684 /* 2.1f */, "f32", mode, "spec/ivp/objects/real_object.spec:563");
  });

  it("the ball surface manager: vtable 0x10063a90 and a zero 0x20-byte ledge, 16-aligned [000:L1306]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const sm: BallSurfaceManager = new BallSurfaceManager();
    ball_surface_manager_init(mem, sm);
    $expect.compare(sm.vtable, "==", 0x10063a90, "u32", mode, "spec/ivp/objects/real_object.spec:569");
    $expect.compare(sm.dummy_ledge, "!=", 0, "u32", mode, "spec/ivp/objects/real_object.spec:570");
    $expect.compare(sm.dummy_ledge & 0xf, "==", 0, "u32", mode, "spec/ivp/objects/real_object.spec:571");
    for (let i = 0; i < 8; i++) {
      $expect.compare(mem.u32[(sm.dummy_ledge + Math.imul(4, i)) >>> 0 >>> 2], "==", 0, "u32", mode, "spec/ivp/objects/real_object.spec:573");
    }
    $expect.compare(mem.i16[(sm.dummy_ledge + Ledge.n_triangles) >>> 1], "==", 0, "i16", mode, "spec/ivp/objects/real_object.spec:575");
  });

  it("ball manager slots: single convex and terminal ledges = the dummy ledge, mass centre 0, type 1, synapse edge +0x14 [000:L1426]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const sm: BallSurfaceManager = new BallSurfaceManager();
    ball_surface_manager_init(mem, sm);
    const o: RealObject = new RealObject();
    real_object_ball_init(o, 0, 2, sm, null, 1, 2);
    // called through the object's +0x8c
    $expect.compare($host.u32(o.surface_manager!.get_single_convex(mem), "SurfaceManager.get_single_convex (spec/ivp/objects/real_object.spec:584)"), "==", sm.dummy_ledge, "u32", mode, "spec/ivp/objects/real_object.spec:584");
    const ledges: number[] = [];
    o.surface_manager!.get_all_terminal_ledges(mem, ledges);
    $expect.compare(ledges.length, "==", 1, "i32", mode, "spec/ivp/objects/real_object.spec:587");
    $expect.compare(ledges[0], "==", sm.dummy_ledge, "u32", mode, "spec/ivp/objects/real_object.spec:588");
    let c_x = 5, c_y = 5, c_z = 5;
    o.surface_manager!.get_mass_center(mem, _s0);
    c_x = Math.fround(_s0.x); c_y = Math.fround(_s0.y); c_z = Math.fround(_s0.z);
    $expect.compare([c_x, c_y, c_z], "==", [0, 0, 0], "f32", mode, "spec/ivp/objects/real_object.spec:591");
    $expect.compare($host.i32(o.surface_manager!.get_type(), "SurfaceManager.get_type (spec/ivp/objects/real_object.spec:592)"), "==", 1, "i32", mode, "spec/ivp/objects/real_object.spec:592");
    $expect.compare(ball_synapse_edge(sm), "==", (sm.dummy_ledge + 0x14) >>> 0, "u32", mode, "spec/ivp/objects/real_object.spec:593");
  });
});

describe("000 §2.7: inter_penetration (T49) and push apart (T50)", () => {
  it("neither core fixed: push apart, A gets -mass*push*dir, B +mass*push*dir, both at posA, then 0x1000a3a0 with (float)dPSI [000:L1312]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const mem = new Memory();
    const d: RecordingDynamics = new RecordingDynamics();
    const ca: PhysCoreView = test_core(1, 1, 1, 2, 0, 0);
    const cb: PhysCoreView = test_core(4, 5, 1, 3, 0, 1);
    const a: RealObject = new RealObject();
    const b: RealObject = new RealObject();
    real_object_polygon_init(a, 0, null, ca, 1, 1);
    real_object_polygon_init(b, 0, null, cb, 2, 2);
    const r: number = inter_penetration(mem, d, a, b, 0, 0, 0, 0, 0.5, DELTA_PSI_TIME);
    $expect.compare(r, "==", 0, "i32", mode, "spec/ivp/objects/real_object.spec:607");
    const want: number[] = [501, 601, 502, 602];
    $expect.truth(dyn_log_is(d.log, want), "spec/ivp/objects/real_object.spec:609");
    // dir = (3, 4, 0)/5; A: -(2*0.5)*dir; B: +(3*0.5)*dir
    $expect.compare(d.vx[0], "==", -0.6000000238418579 /* 0.6f */, "f64", mode, "spec/ivp/objects/real_object.spec:611");
    $expect.compare(d.vy[0], "==", -0.800000011920929 /* 0.8f */, "f64", mode, "spec/ivp/objects/real_object.spec:612");
    $expect.compare(Math.abs(d.vz[0]), "==", 0, "f64", mode, "spec/ivp/objects/real_object.spec:613");
    $expect.compare(d.vx[1], "==", Math.fround(DELTA_PSI_TIME), "f64", { "kind": "ulps64", "n": 0 }, "spec/ivp/objects/real_object.spec:614");
    $expect.compare(d.vy[1], "==", 0, "f64", { "kind": "ulps64", "n": 0 }, "spec/ivp/objects/real_object.spec:615");
    $expect.compare(d.vx[2], "==", 0.8999999761581421 /* 0.9f */, "f64", mode, "spec/ivp/objects/real_object.spec:616");
    $expect.compare(d.vy[2], "==", 1.2000000476837158 /* 1.2f */, "f64", mode, "spec/ivp/objects/real_object.spec:617");
    // both impulses at posA
    $expect.compare(d.px[0], "==", 1, "f64", { "kind": "ulps64", "n": 0 }, "spec/ivp/objects/real_object.spec:619");
    $expect.compare(d.px[1], "==", 1, "f64", { "kind": "ulps64", "n": 0 }, "spec/ivp/objects/real_object.spec:620");
    $expect.compare(d.py[1], "==", 1, "f64", { "kind": "ulps64", "n": 0 }, "spec/ivp/objects/real_object.spec:621");
  });

  it("a static core (core+0x60 >= 8) gets no impulse and no 0x1000a3a0 call [000:L1312]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const d: RecordingDynamics = new RecordingDynamics();
    const ca: PhysCoreView = test_core(0, 0, 0, 2, 0, 0);
    const cb: PhysCoreView = test_core(0, 2, 0, 3, 0, 8);
    const a: RealObject = new RealObject();
    const b: RealObject = new RealObject();
    real_object_polygon_init(a, 0, null, ca, 1, 1);
    real_object_polygon_init(b, 0, null, cb, 2, 2);
    $expect.compare(inter_penetration(mem, d, a, b, 3, 3, 0, 0, 0.25, DELTA_PSI_TIME), "==", 0, "i32", mode, "spec/ivp/objects/real_object.spec:632");
    const want: number[] = [501, 601];
    $expect.truth(dyn_log_is(d.log, want), "spec/ivp/objects/real_object.spec:634");
    // dir = (0, 1, 0): A gets (0, -0.5, 0)
    $expect.compare(d.vy[0], "==", -0.5, "f64", mode, "spec/ivp/objects/real_object.spec:636");
  });

  it("A fixed with a polygon synapse (status < 3): plane push of B, not push apart [000:L1311]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const d: RecordingDynamics = new RecordingDynamics();
    d.plane_d.push(-3);
    d.plane_d.push(2);
    d.plane_d.push(2);
    d.plane_d.push(-1);
    d.plane_nx.push(0);
    d.plane_nx.push(0);
    d.plane_nx.push(1);
    d.plane_nx.push(0);
    d.plane_ny.push(1);
    d.plane_ny.push(0);
    d.plane_ny.push(0);
    d.plane_ny.push(-1);
    d.plane_nz.push(0);
    d.plane_nz.push(1);
    d.plane_nz.push(0);
    d.plane_nz.push(0);
    d.origin.x = 10;
    d.origin.y = 0;
    d.origin.z = 0;
    const ca: PhysCoreView = test_core(10, 0, 0, 1, 0x4, 8);
    const cb: PhysCoreView = test_core(12, 3, 4, 1, 0, 0);
    const a: RealObject = new RealObject();
    const b: RealObject = new RealObject();
    real_object_polygon_init(a, 0, null, ca, 1, 1);
    real_object_ball_init(b, 0, 2, null, cb, 2, 2);
    const ledge: number = test_ledge(mem, 4);
    const r: number = inter_penetration(mem, d, a, b, 2, 3, ledge, 0, 0.5, DELTA_PSI_TIME);
    $expect.compare(r, "==", 1, "i32", mode, "spec/ivp/objects/real_object.spec:666");
    // B's position in A's space, then the four triangles, the normal to world, the push on B
    const want: number[] = [101, 300, 301, 302, 303, 201, 402];
    $expect.truth(dyn_log_is(d.log, want), "spec/ivp/objects/real_object.spec:669");
    $expect.compare(d.px[0], "==", 2, "f64", mode, "spec/ivp/objects/real_object.spec:670");
    $expect.compare(d.py[0], "==", 3, "f64", mode, "spec/ivp/objects/real_object.spec:671");
    $expect.compare(d.pz[0], "==", 4, "f64", mode, "spec/ivp/objects/real_object.spec:672");
    // the largest distance 2.0 first at triangle 1, normal (0,0,1); in world (-0, 0, 1); times 0.5
    $expect.compare(d.vz[0], "==", 0.5, "f64", mode, "spec/ivp/objects/real_object.spec:674");
    $expect.compare(d.vx[0], "==", -0, "f64", mode, "spec/ivp/objects/real_object.spec:675");
    $expect.compare(d.vy[0], "==", 0, "f64", mode, "spec/ivp/objects/real_object.spec:676");
  });

  it("B fixed with a polygon synapse: plane push of A; no triangles keep the default normal (1,0,0) [000:L1311]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const d: RecordingDynamics = new RecordingDynamics();
    const ca: PhysCoreView = test_core(0, 0, 0, 1, 0, 0);
    const cb: PhysCoreView = test_core(0, 0, 0, 1, 0x8, 8);
    const a: RealObject = new RealObject();
    const b: RealObject = new RealObject();
    real_object_polygon_init(a, 0, null, ca, 1, 1);
    real_object_polygon_init(b, 0, null, cb, 2, 2);
    const ledge: number = test_ledge(mem, 0);
    $expect.compare(inter_penetration(mem, d, a, b, 3, 0, 0, ledge, 0.25, DELTA_PSI_TIME), "==", 1, "i32", mode, "spec/ivp/objects/real_object.spec:688");
    const want: number[] = [102, 202, 401];
    $expect.truth(dyn_log_is(d.log, want), "spec/ivp/objects/real_object.spec:690");
    // (1,0,0) turned to world (0,1,0), times 0.25
    $expect.compare(d.vx[0], "==", -0, "f64", mode, "spec/ivp/objects/real_object.spec:692");
    $expect.compare(d.vy[0], "==", 0.25, "f64", mode, "spec/ivp/objects/real_object.spec:693");
  });

  it("the fixed side is a ball (status 3): push apart [000:L1311]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const d: RecordingDynamics = new RecordingDynamics();
    const ca: PhysCoreView = test_core(0, 0, 0, 1, 0x4, 8);
    const cb: PhysCoreView = test_core(1, 0, 0, 1, 0, 0);
    const a: RealObject = new RealObject();
    const b: RealObject = new RealObject();
    real_object_ball_init(a, 0, 2, null, ca, 1, 1);
    real_object_polygon_init(b, 0, null, cb, 2, 2);
    $expect.compare(inter_penetration(mem, d, a, b, 3, 0, 0, test_ledge(mem, 1), 0.5, DELTA_PSI_TIME), "==", 0, "i32", mode, "spec/ivp/objects/real_object.spec:704");
    // A is static: only B is pushed, along +x
    const want: number[] = [502, 602];
    $expect.truth(dyn_log_is(d.log, want), "spec/ivp/objects/real_object.spec:707");
    $expect.compare(d.vx[0], "==", 0.5, "f64", mode, "spec/ivp/objects/real_object.spec:708");
  });

  it("a fixed polygon with a static moving core: plane search, no velocity change [000:L1311]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const d: RecordingDynamics = new RecordingDynamics();
    const ca: PhysCoreView = test_core(0, 0, 0, 1, 0x4, 8);
    const cb: PhysCoreView = test_core(1, 0, 0, 1, 0, 8);
    const a: RealObject = new RealObject();
    const b: RealObject = new RealObject();
    real_object_polygon_init(a, 0, null, ca, 1, 1);
    real_object_polygon_init(b, 0, null, cb, 2, 2);
    $expect.compare(inter_penetration(mem, d, a, b, 1, 0, test_ledge(mem, 0), 0, 0.5, DELTA_PSI_TIME), "==", 1, "i32", mode, "spec/ivp/objects/real_object.spec:719");
    const want: number[] = [101, 201];
    $expect.truth(dyn_log_is(d.log, want), "spec/ivp/objects/real_object.spec:721");
    $expect.compare(d.vx.length, "==", 0, "i32", mode, "spec/ivp/objects/real_object.spec:722");
  });

  it("both cores fixed: A is taken as the fixed side (decision) [000:L1311]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const d: RecordingDynamics = new RecordingDynamics();
    const ca: PhysCoreView = test_core(0, 0, 0, 1, 0x4, 8);
    const cb: PhysCoreView = test_core(1, 0, 0, 1, 0x4, 8);
    const a: RealObject = new RealObject();
    const b: RealObject = new RealObject();
    real_object_polygon_init(a, 0, null, ca, 1, 1);
    real_object_polygon_init(b, 0, null, cb, 2, 2);
    $expect.compare(inter_penetration(mem, d, a, b, 0, 0, test_ledge(mem, 0), test_ledge(mem, 0), 0.5, DELTA_PSI_TIME), "==", 1, "i32", mode, "spec/ivp/objects/real_object.spec:733");
    const want: number[] = [101, 201];
    $expect.truth(dyn_log_is(d.log, want), "spec/ivp/objects/real_object.spec:735");
  });

  it("push speed = 2*|g|*dPSI with the game's gravity (0, -20, 0): impulse -mass*40/66*dir [000:L1313]", () => {
    const mode = { "kind": "ulps32", "n": 1 } as const;
    const mem = new Memory();
    const d: RecordingDynamics = new RecordingDynamics();
    const ca: PhysCoreView = test_core(0, 0, 0, 1, 0, 0);
    const cb: PhysCoreView = test_core(0, 0, -2, 1, 0, 8);
    const a: RealObject = new RealObject();
    const b: RealObject = new RealObject();
    real_object_polygon_init(a, 0, null, ca, 1, 1);
    real_object_polygon_init(b, 0, null, cb, 2, 2);
    const push: number = anomaly_push_speed_penetration(0, -20, 0, DELTA_PSI_TIME);
    inter_penetration(mem, d, a, b, 0, 0, 0, 0, push, DELTA_PSI_TIME);
    // dir = (0, 0, -1): A is pushed along +z by 40/66
    $expect.compare(d.vz[0], "==", Math.fround(0.6060606060606061), "f64", mode, "spec/ivp/objects/real_object.spec:749");
  });
});
