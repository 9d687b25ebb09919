// GENERATED FILE: do not edit. Engine module ps2.unit11.pairs_fakes: 002 Unit 11 Test ideas (L1501-1503): the fake world of the body pass and the shape query from spec/ps2/tests/unit11_pairs_fakes.spec (sha256 684268001d34dee8).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { Vec4, ZERO_F64, assertFail } from "../../../../runtime/index.js";
import { FakeBodySlots, FakeOwner, ScriptedContact, U3CallLog, U3_Owner_Init, U3_Script, copy_FakeBodySlots, copy_FakeOwner, copy_ScriptedContact, copy_U3CallLog, reset_FakeBodySlots, reset_FakeOwner, reset_ScriptedContact, reset_U3CallLog } from "./unit03_sweep_fakes.generated.js";
import { U7Keep, copy_U7Keep, reset_U7Keep } from "./unit07_world_fakes.generated.js";
import { Body, Owner, copy_Body, reset_Body } from "../../../../generated/ps2/body.generated.js";
import { AABB, AABB_ExtendByMove, Contact, ContactList, copy_AABB, copy_ContactList, reset_AABB, reset_ContactList } from "../../../../generated/ps2/unit03_contacts.generated.js";
import { PhysShapeCapsule_Construct, PhysShapeCapsule_SetSize, PhysShapeSphere_Construct, PhysicsShape, PhysicsShape_GetBounds, copy_PhysicsShape, reset_PhysicsShape } from "../../../../generated/ps2/unit06_shapes.generated.js";
import { IPhysics_AddBody, OverlapQuery, OwnerMeetFilter, PhysicsBody_AddShape, PhysicsBody_AddShapeBounds, PhysicsBody_ComputeBounds, PhysicsBody_Construct, PhysicsBody_SetOwner, PhysicsShape_Next, copy_OverlapQuery, reset_OverlapQuery } from "../../../../generated/ps2/unit07_world.generated.js";
import { BodyPassOwners, PhysicsBody_SweepHumanMask } from "../../../../generated/ps2/unit11_pairs.generated.js";
import { CollisionBackend, IPhysics, RayHit, copy_IPhysics, reset_IPhysics } from "../../../../generated/ps2/world.generated.js";

/**
 * The mover's owner data the body pass reads (BodyPassOwners) and the querying owner's slot +0x110
 * for IPhysics_CollideShape (OwnerMeetFilter): one answer set, whoever asks; `refuse` is the one
 * candidate owner slot +0x110 refuses. Counts the calls.
 */
export class U11Hosts implements BodyPassOwners, OwnerMeetFilter {
  holding: boolean = false;
  gait_value: number = 0;
  player_value: number = 0;
  refuse: Owner | null = null;
  holds_calls: number = 0;
  holds_flag: number = 0;
  meet_calls: number = 0;

  /** Implements BodyPassOwners.holds (@spec spec/ps2/tests/unit11_pairs_fakes.spec:24). */
  holds(owner: Owner | null, flag: number): boolean {
    this.holds_calls = (this.holds_calls + 1) | 0;
    this.holds_flag = flag;
    return this.holding;
  }

  /** Implements BodyPassOwners.gait (@spec spec/ps2/tests/unit11_pairs_fakes.spec:29). */
  gait(owner: Owner | null): number {
    return this.gait_value;
  }

  /** Implements BodyPassOwners.player (@spec spec/ps2/tests/unit11_pairs_fakes.spec:32). */
  player(owner: Owner | null): number {
    return this.player_value;
  }

  /** Implements BodyPassOwners.may_meet (@spec spec/ps2/tests/unit11_pairs_fakes.spec:35). */
  may_meet(owner: Owner | null, other: Owner | null): number {
    this.meet_calls = (this.meet_calls + 1) | 0;
    if (other === this.refuse) {
      return 0;
    }
    return 1;
  }

  /** Implements OwnerMeetFilter.accepts (@spec spec/ps2/tests/unit11_pairs_fakes.spec:45). */
  accepts(owner: Owner | null, other: Owner | null): number {
    this.meet_calls = (this.meet_calls + 1) | 0;
    if (other === this.refuse) {
      return 0;
    }
    return 1;
  }
}

/** Puts a U11Hosts back into the zero state `new U11Hosts()` gives, in place. */
export function reset_U11Hosts(s: U11Hosts): void {
  s.holding = false;
  s.gait_value = 0;
  s.player_value = 0;
  s.refuse = null;
  s.holds_calls = 0;
  s.holds_flag = 0;
  s.meet_calls = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U11Hosts(dst: U11Hosts, src: U11Hosts): void {
  dst.holding = src.holding;
  dst.gait_value = src.gait_value;
  dst.player_value = src.player_value;
  dst.refuse = src.refuse;
  dst.holds_calls = src.holds_calls;
  dst.holds_flag = src.holds_flag;
  dst.meet_calls = src.meet_calls;
}

/**
 * The back end: sweep_mesh's i-th call writes mesh[i] (when present) at `start` and returns 1,
 * recording its arguments; sweep_bodies is PhysicsBody_SweepHumanMask over `phys` with `owners`;
 * no mesh overlaps, no ray hits.
 */
export class U11Backend implements CollisionBackend {
  phys: IPhysics | null = null;
  owners: BodyPassOwners | null = null;
  mesh: ScriptedContact[] = Array.from({ length: 4 }, () => new ScriptedContact());
  mesh_calls: number = 0;
  body_calls: number = 0;
  start: number = 0;
  max: number = 0;
  options: number = 0;
  nz_min: number = ZERO_F64;
  nz_max: number = ZERO_F64;
  /** the flags of level triangle reference k at [k − 1] */
  tri_flags: number[] = [];

  /** Implements CollisionBackend.triangle_flags (@spec spec/ps2/tests/unit11_pairs_fakes.spec:73). */
  triangle_flags(triangle: number): number {
    if (!(triangle >= 1 && triangle <= this.tri_flags.length)) assertFail("spec/ps2/tests/unit11_pairs_fakes.spec:74", "a contact names a triangle the scripted level does not have");
    return this.tri_flags[(triangle - 1) | 0];
  }

  /** Implements CollisionBackend.sweep_mesh (@spec spec/ps2/tests/unit11_pairs_fakes.spec:77). */
  sweep_mesh(list: ContactList, start: number, max: number, box: AABB, body: Body, shape: PhysicsShape, move_x: number, move_y: number, move_z: number, move_w: number, options: number, nz_min: number, nz_max: number): number {
    const p: number = this.mesh_calls;
    this.mesh_calls = (this.mesh_calls + 1) | 0;
    this.start = start;
    this.max = max;
    this.options = options;
    this.nz_min = nz_min;
    this.nz_max = nz_max;
    if (p >= 4) {
      return 0;
    }
    const s: ScriptedContact = this.mesh[p];
    if (!s.present) {
      return 0;
    }
    const c: Contact = list.pool[start];
    c.normal.x = s.normal.x;
    c.normal.y = s.normal.y;
    c.normal.z = s.normal.z;
    c.normal.w = s.normal.w;
    c.fraction = s.fraction;
    c.slide.x = s.slide.x;
    c.slide.y = s.slide.y;
    c.slide.z = s.slide.z;
    c.slide.w = s.slide.w;
    c.flags = s.flags;
    c.triangle = s.triangle;
    return 1;
  }

  /** Implements CollisionBackend.overlap_mesh (@spec spec/ps2/tests/unit11_pairs_fakes.spec:100). */
  overlap_mesh(list: ContactList, start: number, room: number, box: AABB, shape: PhysicsShape, options: number, nz_min: number, nz_max: number): number {
    return 0;
  }

  /** Implements CollisionBackend.sweep_bodies (@spec spec/ps2/tests/unit11_pairs_fakes.spec:103). */
  sweep_bodies(list: ContactList, box: AABB, body: Body, shape: PhysicsShape, move_x: number, move_y: number, move_z: number, move_w: number): number {
    this.body_calls = (this.body_calls + 1) | 0;
    const p: IPhysics | null = this.phys;
    if (p === null) assertFail("spec/ps2/tests/unit11_pairs_fakes.spec:106", "fake back end without its world");
    return PhysicsBody_SweepHumanMask(p!, list, box, body, shape, move_x, move_y, move_z, move_w, this.owners);
  }

  /** Implements CollisionBackend.ray_cast (@spec spec/ps2/tests/unit11_pairs_fakes.spec:109). */
  ray_cast(origin_x: number, origin_y: number, origin_z: number, origin_w: number, dir_x: number, dir_y: number, dir_z: number, dir_w: number, length: number, hit: RayHit): boolean {
    return false;
  }
}

/** Puts a U11Backend back into the zero state `new U11Backend()` gives, in place. */
export function reset_U11Backend(s: U11Backend): void {
  s.phys = null;
  s.owners = null;
  for (const x of s.mesh) reset_ScriptedContact(x);
  s.mesh_calls = 0;
  s.body_calls = 0;
  s.start = 0;
  s.max = 0;
  s.options = 0;
  s.nz_min = 0;
  s.nz_max = 0;
  s.tri_flags.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U11Backend(dst: U11Backend, src: U11Backend): void {
  dst.phys = src.phys;
  dst.owners = src.owners;
  for (let i = 0; i < dst.mesh.length; i++) copy_ScriptedContact(dst.mesh[i], src.mesh[i]);
  dst.mesh_calls = src.mesh_calls;
  dst.body_calls = src.body_calls;
  dst.start = src.start;
  dst.max = src.max;
  dst.options = src.options;
  dst.nz_min = src.nz_min;
  dst.nz_max = src.nz_max;
  for (let i = 0; i < src.tri_flags.length && i < dst.tri_flags.length; i++) dst.tri_flags[i] = src.tri_flags[i];
  if (dst.tri_flags.length > src.tri_flags.length) dst.tri_flags.length = src.tri_flags.length;
  else for (let i = dst.tri_flags.length; i < src.tri_flags.length; i++) dst.tri_flags.push(src.tri_flags[i]);
}

/**
 * A Unit 11 scene: the world, up to 6 bodies with FakeOwners (body i has owner id i + 1 and, once
 * added in index order, reference i + 1), 8 shapes, the hosts, the back end, Unit 3's slot +0x50
 * recorder, a keep callback, the pass's contact list, the query's output, the query record, the
 * pass box, a box node for option 0x400, an enabled file triangle and the sweep's displacement.
 */
export class U11Scene {
  phys: IPhysics = new IPhysics();
  bodies: Body[] = Array.from({ length: 6 }, () => new Body());
  owners: FakeOwner[] = Array.from({ length: 6 }, () => new FakeOwner());
  shapes: PhysicsShape[] = Array.from({ length: 8 }, () => new PhysicsShape());
  hosts: U11Hosts = new U11Hosts();
  backend: U11Backend = new U11Backend();
  slots: FakeBodySlots = new FakeBodySlots();
  log: U3CallLog = new U3CallLog();
  keep: U7Keep = new U7Keep();
  list: ContactList = new ContactList();
  out: ContactList = new ContactList();
  query: OverlapQuery = new OverlapQuery();
  box: AABB = new AABB();
  node: AABB = new AABB();
  tri: number = 0;
  disp: Vec4 = new Vec4();
}

/** Puts a U11Scene back into the zero state `new U11Scene()` gives, in place. */
export function reset_U11Scene(s: U11Scene): void {
  reset_IPhysics(s.phys);
  for (const x of s.bodies) reset_Body(x);
  for (const x of s.owners) reset_FakeOwner(x);
  for (const x of s.shapes) reset_PhysicsShape(x);
  reset_U11Hosts(s.hosts);
  reset_U11Backend(s.backend);
  reset_FakeBodySlots(s.slots);
  reset_U3CallLog(s.log);
  reset_U7Keep(s.keep);
  reset_ContactList(s.list);
  reset_ContactList(s.out);
  reset_OverlapQuery(s.query);
  reset_AABB(s.box);
  reset_AABB(s.node);
  s.tri = 0;
  s.disp.x = 0; s.disp.y = 0; s.disp.z = 0; s.disp.w = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U11Scene(dst: U11Scene, src: U11Scene): void {
  copy_IPhysics(dst.phys, src.phys);
  for (let i = 0; i < dst.bodies.length; i++) copy_Body(dst.bodies[i], src.bodies[i]);
  for (let i = 0; i < dst.owners.length; i++) copy_FakeOwner(dst.owners[i], src.owners[i]);
  for (let i = 0; i < dst.shapes.length; i++) copy_PhysicsShape(dst.shapes[i], src.shapes[i]);
  copy_U11Hosts(dst.hosts, src.hosts);
  copy_U11Backend(dst.backend, src.backend);
  copy_FakeBodySlots(dst.slots, src.slots);
  copy_U3CallLog(dst.log, src.log);
  copy_U7Keep(dst.keep, src.keep);
  copy_ContactList(dst.list, src.list);
  copy_ContactList(dst.out, src.out);
  copy_OverlapQuery(dst.query, src.query);
  copy_AABB(dst.box, src.box);
  copy_AABB(dst.node, src.node);
  dst.tri = src.tri;
  dst.disp.x = src.disp.x; dst.disp.y = src.disp.y; dst.disp.z = src.disp.z; dst.disp.w = src.disp.w;
}

/**
 * The world with the back end, a walking non-player mover's data (not holding, gait 0, player
 * −1), an enabled file triangle (flags 0x0001).
 *
 * @design test fixture for 002 Unit 11 Test ideas (L1501)
 * @float ps2
 * @spec spec/ps2/tests/unit11_pairs_fakes.spec:140
 */
export function U11_Init(s: U11Scene): void {
  s.phys.backend = s.backend;
  s.backend.phys = s.phys;
  s.backend.owners = s.hosts;
  s.hosts.player_value = -1;
  // the level triangle the scripted contacts name (reference 1, enabled)
  s.backend.tri_flags.push(0x0001);
  s.tri = 1;
}

/**
 * Body i (base vtable) with its FakeOwner (id i + 1, Unit 3's preamble values, type mask `mask`),
 * body flags `flags`, group 0, no shapes yet.
 *
 * @design test fixture for 002 Unit 11 Test ideas (L1501)
 * @float ps2
 * @spec spec/ps2/tests/unit11_pairs_fakes.spec:153
 */
export function U11_Body(s: U11Scene, i: number, flags: number, mask: number): void {
  const b: Body = s.bodies[i];
  PhysicsBody_Construct(b);
  const o: FakeOwner = s.owners[i];
  U3_Owner_Init(o, (i + 1) >>> 0, b, s.log);
  o.mask = mask;
  PhysicsBody_SetOwner(b, o);
  b.flags = flags;
}

/**
 * Shape k: a capsule (base (x, y, z), radius r, height h), enabled, appended to body i's chain.
 *
 * @design test fixture for 002 Unit 11 Test ideas (L1501)
 * @float ps2
 * @spec spec/ps2/tests/unit11_pairs_fakes.spec:165
 */
export function U11_Capsule(s: U11Scene, i: number, k: number, x: number, y: number, z: number, r: number, h: number): void {
  const c: PhysicsShape = s.shapes[k];
  PhysShapeCapsule_Construct(c);
  PhysShapeCapsule_SetSize(c, h, r);
  c.base.x = x;
  c.base.y = y;
  c.base.z = z;
  c.base.w = 1;
  PhysicsBody_AddShape(s.phys, s.bodies[i], c);
}

/**
 * Shape k: a sphere (centre (x, y, z), radius r), enabled, appended to body i's chain.
 *
 * @design test fixture for 002 Unit 11 Test ideas (L1503)
 * @float ps2
 * @spec spec/ps2/tests/unit11_pairs_fakes.spec:175
 */
export function U11_Sphere(s: U11Scene, i: number, k: number, x: number, y: number, z: number, r: number): void {
  const c: PhysicsShape = s.shapes[k];
  PhysShapeSphere_Construct(c);
  c.radius = r;
  c.centre.x = x;
  c.centre.y = y;
  c.centre.z = z;
  c.centre.w = 1;
  PhysicsBody_AddShape(s.phys, s.bodies[i], c);
}

/**
 * Bounds body i by its shapes (PhysicsBody_ComputeBounds, then AddShapeBounds along the chain)
 * and adds it to the world (IPhysics_AddBody).
 *
 * @design test fixture for 002 Unit 11 Test ideas (L1501)
 * @float ps2
 * @spec spec/ps2/tests/unit11_pairs_fakes.spec:186
 */
export function U11_Add(s: U11Scene, i: number): void {
  const b: Body = s.bodies[i];
  const first: PhysicsShape | null = b.first_shape;
  if (first === null) assertFail("spec/ps2/tests/unit11_pairs_fakes.spec:189", "fixture body without a shape");
  PhysicsBody_ComputeBounds(b.min, b.max, first!);
  let n: PhysicsShape | null = PhysicsShape_Next(s.phys, first!);
  while (n !== null) {
    PhysicsBody_AddShapeBounds(b.min, b.max, n!);
    n = PhysicsShape_Next(s.phys, n!);
  }
  IPhysics_AddBody(s.phys, b);
}

/**
 * One body pass of body 0's first shape moved by D, as PhysicsBody_Sweep runs it: the box is the
 * shape's bounds grown by D; the list starts empty; returns the count (also stored in the list).
 *
 * @design test fixture for 002 Unit 11 Test ideas (L1501)
 * @float ps2
 * @spec spec/ps2/tests/unit11_pairs_fakes.spec:202
 */
export function U11_Pass(s: U11Scene, D_x: number, D_y: number, D_z: number, D_w: number): number {
  const b: Body = s.bodies[0];
  const sh: PhysicsShape | null = b.first_shape;
  if (sh === null) assertFail("spec/ps2/tests/unit11_pairs_fakes.spec:205", "fixture mover without a shape");
  PhysicsShape_GetBounds(s.box.min, s.box.max, sh!);
  AABB_ExtendByMove(s.box, D_x, D_y, D_z, D_w);
  s.list.count = 0;
  const n: number = PhysicsBody_SweepHumanMask(s.phys, s.list, s.box, b, sh!, D_x, D_y, D_z, D_w, s.hosts);
  s.list.count = n;
  return n;
}

/**
 * Whether the pass's sorted list holds a contact with other owner r (a body reference).
 *
 * @design test fixture for 002 Unit 11 Test ideas (L1501)
 * @float ps2
 * @spec spec/ps2/tests/unit11_pairs_fakes.spec:216
 */
export function U11_Met(s: U11Scene, r: number): boolean {
  for (let i = 0; i < s.list.count; i++) {
    if (s.list.pool[s.list.sorted[i]].other_owner === r) {
      return true;
    }
  }
  return false;
}

/**
 * The query record for body 0's first shape: options, max, slot +0x110 = the hosts; every other
 * field zero (type mask −1).
 *
 * @design test fixture for 002 Unit 11 Test ideas (L1501-1503)
 * @float ps2
 * @spec spec/ps2/tests/unit11_pairs_fakes.spec:228
 */
export function U11_Query(s: U11Scene, options: number, max: number): void {
  s.query.body = s.bodies[0];
  s.query.shape = s.bodies[0].first_shape;
  s.query.options = options;
  s.query.max = max;
  s.query.type_mask = 0xffffffff;
  s.query.meet = s.hosts;
}

/**
 * The body-pass world of 002 L1501: the mover (body 0, a capsule at the origin, r 0.35, h 1.8,
 * body flags 0x1, type mask `mask`, shape flags `shape_flags`) and three human candidates the move
 * (0.5, 0, 0) reaches, flagged 4 (body 1 at (1, 0, 0)), 0x44 (body 2 at (1, 0.2, 0)) and 0x20
 * (body 3 at (1, −0.2, 0)).
 *
 * @design test fixture for 002 Unit 11 Test ideas (L1501)
 * @float ps2
 * @spec spec/ps2/tests/unit11_pairs_fakes.spec:242
 */
export function U11_PassScene(s: U11Scene, mask: number, shape_flags: number): void {
  U11_Init(s);
  U11_Body(s, 0, 0x1, mask);
  U11_Capsule(s, 0, 0, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
  s.shapes[0].flags = shape_flags;
  U11_Add(s, 0);
  U11_Body(s, 1, 0x4, 0x40);
  U11_Capsule(s, 1, 1, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
  U11_Add(s, 1);
  U11_Body(s, 2, 0x44, 0x40);
  U11_Capsule(s, 2, 2, 1, 0.20000000298023224 /* 0.2f */, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
  U11_Add(s, 2);
  U11_Body(s, 3, 0x20, 0x40);
  U11_Capsule(s, 3, 3, 1, -0.20000000298023224 /* 0.2f */, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
  U11_Add(s, 3);
}

/**
 * The "humans and walls" world of 002 L1502: a walking human mover (body 0, capsule radius r,
 * h 1.8 at the origin, body flags 0x401, answers `answer` to every contact) and a human candidate
 * (body 1, flags 4, capsule radius r at (x, 0, 0)); the scripted mesh gives one contact per pass at
 * fraction `f` on the enabled triangle, normal (−1, 0, 0).
 *
 * @design test fixture for 002 Unit 11 Test ideas (L1502)
 * @float ps2
 * @spec spec/ps2/tests/unit11_pairs_fakes.spec:264
 */
export function U11_WallScene(s: U11Scene, r: number, x: number, f: number, answer: number): void {
  U11_Init(s);
  U11_Body(s, 0, 0x401, 0x40);
  U11_Capsule(s, 0, 0, 0, 0, 0, r, 1.7999999523162842 /* 1.8f */);
  U11_Add(s, 0);
  s.owners[0].answers.push(answer);
  U11_Body(s, 1, 0x4, 0x40);
  U11_Capsule(s, 1, 1, x, 0, 0, r, 1.7999999523162842 /* 1.8f */);
  U11_Add(s, 1);
  U3_Script(s.backend.mesh[0], -1, 0, 0, 1, f, s.tri, 0, 0, 0, 0, 1);
}
