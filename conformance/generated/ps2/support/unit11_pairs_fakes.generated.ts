// GENERATED FILE: do not edit. Engine module ps2.unit11.pairs_fakes: 002 Unit 11 Test ideas (L1501-1503): the fake world of the body pass and the shape query from spec/ps2/tests/unit11_pairs_fakes.spec (sha256 08e3b7fa2c7c45ea).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { SnapshotReader, SnapshotWriter, StateHasher, Vec4, assertFail } from "../../../../runtime/index.js";
import { FakeBodySlots, FakeOwner, ScriptedContact, U3CallLog, U3_Owner_Init, U3_Script, copy_FakeBodySlots, copy_FakeOwner, copy_ScriptedContact, copy_U3CallLog, hash_FakeBodySlots, hash_FakeOwner, hash_ScriptedContact, hash_U3CallLog, reset_FakeBodySlots, reset_FakeOwner, reset_ScriptedContact, reset_U3CallLog, restore_FakeBodySlots, restore_FakeOwner, restore_ScriptedContact, restore_U3CallLog, snapshot_FakeBodySlots, snapshot_FakeOwner, snapshot_ScriptedContact, snapshot_U3CallLog } from "./unit03_sweep_fakes.generated.js";
import { U7Keep, copy_U7Keep, hash_U7Keep, reset_U7Keep, restore_U7Keep, snapshot_U7Keep } from "./unit07_world_fakes.generated.js";
import { Body, Owner, copy_Body, hash_Body, reset_Body, restore_Body, snapshot_Body } from "../../../../generated/ps2/body.generated.js";
import { AABB, AABB_ExtendByMove, Contact, ContactList, copy_AABB, copy_ContactList, hash_AABB, hash_ContactList, reset_AABB, reset_ContactList, restore_AABB, restore_ContactList, snapshot_AABB, snapshot_ContactList } from "../../../../generated/ps2/unit03_contacts.generated.js";
import { PhysShapeCapsule_Construct, PhysShapeCapsule_SetSize, PhysShapeSphere_Construct, PhysicsShape, PhysicsShape_GetBounds, copy_PhysicsShape, hash_PhysicsShape, reset_PhysicsShape, restore_PhysicsShape, snapshot_PhysicsShape } from "../../../../generated/ps2/unit06_shapes.generated.js";
import { IPhysics_AddBody, OverlapQuery, OwnerMeetFilter, PhysicsBody_AddShape, PhysicsBody_AddShapeBounds, PhysicsBody_ComputeBounds, PhysicsBody_Construct, PhysicsBody_SetOwner, PhysicsShape_Next, copy_OverlapQuery, hash_OverlapQuery, reset_OverlapQuery, restore_OverlapQuery, snapshot_OverlapQuery } from "../../../../generated/ps2/unit07_world.generated.js";
import { BodyPassOwners, PhysicsBody_SweepHumanMask } from "../../../../generated/ps2/unit11_pairs.generated.js";
import { CollisionBackend, IPhysics, RayHit, copy_IPhysics, hash_IPhysics, reset_IPhysics, restore_IPhysics, snapshot_IPhysics } from "../../../../generated/ps2/world.generated.js";

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

/** Feeds the raw bits of a U11Hosts to the hasher, field by field in declaration order. */
export function hash_U11Hosts(s: U11Hosts, h: StateHasher): void {
  h.enter(s);
  h.bool(s.holding);
  h.i32(s.gait_value);
  h.i32(s.player_value);
  h.ref(s.refuse);
  h.i32(s.holds_calls);
  h.u32(s.holds_flag);
  h.i32(s.meet_calls);
}

/** Writes a U11Hosts to a snapshot stream. */
export function snapshot_U11Hosts(s: U11Hosts, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.holding ? 1 : 0);
  w.put(s.gait_value);
  w.put(s.player_value);
  w.ref(s.refuse);
  w.put(s.holds_calls);
  w.put(s.holds_flag);
  w.put(s.meet_calls);
}

/** Reads a U11Hosts back from a snapshot stream written by snapshot_U11Hosts. */
export function restore_U11Hosts(s: U11Hosts, r: SnapshotReader): void {
  r.enter(s);
  s.holding = r.get() !== 0;
  s.gait_value = r.get();
  s.player_value = r.get();
  r.ref((o: Owner | null) => { s.refuse = o; });
  s.holds_calls = r.get();
  s.holds_flag = r.get();
  s.meet_calls = r.get();
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
  nz_min: number = 0;
  nz_max: number = 0;
  /** the flags of level triangle reference k at [k − 1] */
  tri_flags: number[] = [];

  /** Implements CollisionBackend.triangle_flags (@spec spec/ps2/tests/unit11_pairs_fakes.spec:73). */
  triangle_flags(triangle: number): number {
    if (!((triangle >= 1) && (triangle <= (this.tri_flags.length >>> 0)))) assertFail("spec/ps2/tests/unit11_pairs_fakes.spec:74", "a contact names a triangle the scripted level does not have");
    return this.tri_flags[(((triangle | 0) - 1) | 0)];
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
    if (!(p !== null)) assertFail("spec/ps2/tests/unit11_pairs_fakes.spec:106", "fake back end without its world");
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
  dst.tri_flags.length = 0;
  for (let i = 0; i < src.tri_flags.length; i++) dst.tri_flags.push(src.tri_flags[i]);
}

/** Feeds the raw bits of a U11Backend to the hasher, field by field in declaration order. */
export function hash_U11Backend(s: U11Backend, h: StateHasher): void {
  h.enter(s);
  h.ref(s.phys);
  h.ref(s.owners);
  for (let i0 = 0; i0 < s.mesh.length; i0++) {
    hash_ScriptedContact(s.mesh[i0], h);
  }
  h.i32(s.mesh_calls);
  h.i32(s.body_calls);
  h.i32(s.start);
  h.i32(s.max);
  h.u32(s.options);
  h.f32(s.nz_min);
  h.f32(s.nz_max);
  h.u32(s.tri_flags.length);
  for (let i0 = 0; i0 < s.tri_flags.length; i0++) {
    h.u32(s.tri_flags[i0]);
  }
}

/** Writes a U11Backend to a snapshot stream. */
export function snapshot_U11Backend(s: U11Backend, w: SnapshotWriter): void {
  w.enter(s);
  w.ref(s.phys);
  w.ref(s.owners);
  for (let i0 = 0; i0 < s.mesh.length; i0++) {
    snapshot_ScriptedContact(s.mesh[i0], w);
  }
  w.put(s.mesh_calls);
  w.put(s.body_calls);
  w.put(s.start);
  w.put(s.max);
  w.put(s.options);
  w.put(s.nz_min);
  w.put(s.nz_max);
  w.put(s.tri_flags.length);
  for (let i0 = 0; i0 < s.tri_flags.length; i0++) {
    w.put(s.tri_flags[i0]);
  }
}

/** Reads a U11Backend back from a snapshot stream written by snapshot_U11Backend. */
export function restore_U11Backend(s: U11Backend, r: SnapshotReader): void {
  r.enter(s);
  r.ref((o: IPhysics | null) => { s.phys = o; });
  r.ref((o: BodyPassOwners | null) => { s.owners = o; });
  for (let i0 = 0; i0 < s.mesh.length; i0++) {
    restore_ScriptedContact(s.mesh[i0], r);
  }
  s.mesh_calls = r.get();
  s.body_calls = r.get();
  s.start = r.get();
  s.max = r.get();
  s.options = r.get();
  s.nz_min = r.get();
  s.nz_max = r.get();
  s.tri_flags.length = r.get();
  for (let i0 = 0; i0 < s.tri_flags.length; i0++) {
    s.tri_flags[i0] = r.get();
  }
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

/** Feeds the raw bits of a U11Scene to the hasher, field by field in declaration order. */
export function hash_U11Scene(s: U11Scene, h: StateHasher): void {
  h.enter(s);
  hash_IPhysics(s.phys, h);
  for (let i0 = 0; i0 < s.bodies.length; i0++) {
    hash_Body(s.bodies[i0], h);
  }
  for (let i0 = 0; i0 < s.owners.length; i0++) {
    hash_FakeOwner(s.owners[i0], h);
  }
  for (let i0 = 0; i0 < s.shapes.length; i0++) {
    hash_PhysicsShape(s.shapes[i0], h);
  }
  hash_U11Hosts(s.hosts, h);
  hash_U11Backend(s.backend, h);
  hash_FakeBodySlots(s.slots, h);
  hash_U3CallLog(s.log, h);
  hash_U7Keep(s.keep, h);
  hash_ContactList(s.list, h);
  hash_ContactList(s.out, h);
  hash_OverlapQuery(s.query, h);
  hash_AABB(s.box, h);
  hash_AABB(s.node, h);
  h.u32(s.tri);
  h.f32(s.disp.x);
  h.f32(s.disp.y);
  h.f32(s.disp.z);
  h.f32(s.disp.w);
}

/** Writes a U11Scene to a snapshot stream. */
export function snapshot_U11Scene(s: U11Scene, w: SnapshotWriter): void {
  w.enter(s);
  snapshot_IPhysics(s.phys, w);
  for (let i0 = 0; i0 < s.bodies.length; i0++) {
    snapshot_Body(s.bodies[i0], w);
  }
  for (let i0 = 0; i0 < s.owners.length; i0++) {
    snapshot_FakeOwner(s.owners[i0], w);
  }
  for (let i0 = 0; i0 < s.shapes.length; i0++) {
    snapshot_PhysicsShape(s.shapes[i0], w);
  }
  snapshot_U11Hosts(s.hosts, w);
  snapshot_U11Backend(s.backend, w);
  snapshot_FakeBodySlots(s.slots, w);
  snapshot_U3CallLog(s.log, w);
  snapshot_U7Keep(s.keep, w);
  snapshot_ContactList(s.list, w);
  snapshot_ContactList(s.out, w);
  snapshot_OverlapQuery(s.query, w);
  snapshot_AABB(s.box, w);
  snapshot_AABB(s.node, w);
  w.put(s.tri);
  w.put(s.disp.x);
  w.put(s.disp.y);
  w.put(s.disp.z);
  w.put(s.disp.w);
}

/** Reads a U11Scene back from a snapshot stream written by snapshot_U11Scene. */
export function restore_U11Scene(s: U11Scene, r: SnapshotReader): void {
  r.enter(s);
  restore_IPhysics(s.phys, r);
  for (let i0 = 0; i0 < s.bodies.length; i0++) {
    restore_Body(s.bodies[i0], r);
  }
  for (let i0 = 0; i0 < s.owners.length; i0++) {
    restore_FakeOwner(s.owners[i0], r);
  }
  for (let i0 = 0; i0 < s.shapes.length; i0++) {
    restore_PhysicsShape(s.shapes[i0], r);
  }
  restore_U11Hosts(s.hosts, r);
  restore_U11Backend(s.backend, r);
  restore_FakeBodySlots(s.slots, r);
  restore_U3CallLog(s.log, r);
  restore_U7Keep(s.keep, r);
  restore_ContactList(s.list, r);
  restore_ContactList(s.out, r);
  restore_OverlapQuery(s.query, r);
  restore_AABB(s.box, r);
  restore_AABB(s.node, r);
  s.tri = r.get();
  s.disp.x = r.get();
  s.disp.y = r.get();
  s.disp.z = r.get();
  s.disp.w = r.get();
}

/**
 * The world with the back end, a walking non-player mover's data (not holding, gait 0, player
 * −1), an enabled file triangle (flags 0x0001).
 *
 * @design test fixture for 002 Unit 11 Test ideas (L1501)
 * @float ps2
 * @spec spec/ps2/tests/unit11_pairs_fakes.spec:137
 */
export function U11_Init(s: U11Scene): void {
  s.phys.backend = s.backend;
  s.backend.phys = s.phys;
  s.backend.owners = s.hosts;
  s.hosts.player_value = -1;
  // the level triangle the scripted contacts name (reference 1, enabled)
  s.backend.tri_flags.push(1);
  s.tri = 1;
}

/**
 * Body i (base vtable) with its FakeOwner (id i + 1, Unit 3's preamble values, type mask `mask`),
 * body flags `flags`, group 0, no shapes yet.
 *
 * @design test fixture for 002 Unit 11 Test ideas (L1501)
 * @float ps2
 * @spec spec/ps2/tests/unit11_pairs_fakes.spec:150
 */
export function U11_Body(s: U11Scene, i: number, flags: number, mask: number): void {
  const b: Body = s.bodies[i];
  PhysicsBody_Construct(b);
  const o: FakeOwner = s.owners[i];
  U3_Owner_Init(o, ((((i + 1) | 0)) >>> 0), b, s.log);
  o.mask = mask;
  PhysicsBody_SetOwner(b, o);
  b.flags = flags;
}

/**
 * Shape k: a capsule (base (x, y, z), radius r, height h), enabled, appended to body i's chain.
 *
 * @design test fixture for 002 Unit 11 Test ideas (L1501)
 * @float ps2
 * @spec spec/ps2/tests/unit11_pairs_fakes.spec:163
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
 * @spec spec/ps2/tests/unit11_pairs_fakes.spec:173
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
 * @spec spec/ps2/tests/unit11_pairs_fakes.spec:183
 */
export function U11_Add(s: U11Scene, i: number): void {
  const b: Body = s.bodies[i];
  const first: PhysicsShape | null = b.first_shape;
  if (!(first !== null)) assertFail("spec/ps2/tests/unit11_pairs_fakes.spec:189", "fixture body without a shape");
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
 * @spec spec/ps2/tests/unit11_pairs_fakes.spec:199
 */
export function U11_Pass(s: U11Scene, D_x: number, D_y: number, D_z: number, D_w: number): number {
  const b: Body = s.bodies[0];
  const sh: PhysicsShape | null = b.first_shape;
  if (!(sh !== null)) assertFail("spec/ps2/tests/unit11_pairs_fakes.spec:205", "fixture mover without a shape");
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
 * @spec spec/ps2/tests/unit11_pairs_fakes.spec:214
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
 * @spec spec/ps2/tests/unit11_pairs_fakes.spec:225
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
 * @spec spec/ps2/tests/unit11_pairs_fakes.spec:237
 */
export function U11_PassScene(s: U11Scene, mask: number, shape_flags: number): void {
  U11_Init(s);
  U11_Body(s, 0, 1, mask);
  U11_Capsule(s, 0, 0, 0, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
  s.shapes[0].flags = shape_flags;
  U11_Add(s, 0);
  U11_Body(s, 1, 4, 64);
  U11_Capsule(s, 1, 1, 1, 0, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
  U11_Add(s, 1);
  U11_Body(s, 2, 68, 64);
  U11_Capsule(s, 2, 2, 1, 0.20000000298023224 /* 0.2f */, 0, 0.3499999940395355 /* 0.35f */, 1.7999999523162842 /* 1.8f */);
  U11_Add(s, 2);
  U11_Body(s, 3, 32, 64);
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
 * @spec spec/ps2/tests/unit11_pairs_fakes.spec:259
 */
export function U11_WallScene(s: U11Scene, r: number, x: number, f: number, answer: number): void {
  U11_Init(s);
  U11_Body(s, 0, 1025, 64);
  U11_Capsule(s, 0, 0, 0, 0, 0, r, 1.7999999523162842 /* 1.8f */);
  U11_Add(s, 0);
  s.owners[0].answers.push(answer);
  U11_Body(s, 1, 4, 64);
  U11_Capsule(s, 1, 1, x, 0, 0, r, 1.7999999523162842 /* 1.8f */);
  U11_Add(s, 1);
  U3_Script(s.backend.mesh[0], -1, 0, 0, 1, f, s.tri, 0, 0, 0, 0, 1);
}
