// GENERATED FILE: do not edit. Engine module ps2.unit07.world_fakes: 002 Unit 7 Test ideas (L956): synthetic bodies with boxes only, owners as tags, and fakes of the overlap table, the owner filters and the body pass from spec/ps2/tests/unit07_world_fakes.spec (sha256 ed712958535c2555).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { type Vec4, assertFail } from "../../../../runtime/index.js";
import { FakeOwner, copy_FakeOwner, reset_FakeOwner } from "./unit03_sweep_fakes.generated.js";
import { Body, Owner, copy_Body, reset_Body } from "../../../../generated/ps2/body.generated.js";
import { AABB, Contact, ContactList, copy_AABB, copy_ContactList, reset_AABB, reset_ContactList } from "../../../../generated/ps2/unit03_contacts.generated.js";
import { PhysShapeSphere_Construct, PhysicsShape, Transform, copy_PhysicsShape, reset_PhysicsShape } from "../../../../generated/ps2/unit06_shapes.generated.js";
import { IPhysics_AddBody, IPhysics_Node, IPhysics_QueryBox, OverlapQuery, PhysicsBody_AddShape, PhysicsBody_Construct, PhysicsBody_SetOwner, PhysicsBody_Update, QueryKeepFilter, ShapeOverlapTable, copy_OverlapQuery, reset_OverlapQuery } from "../../../../generated/ps2/unit07_world.generated.js";
import { CollisionBackend, IPhysics, RayHit, copy_IPhysics, reset_IPhysics } from "../../../../generated/ps2/world.generated.js";

/** An owner as a tag: its type mask, its state (slot +0x50) and how often the state was asked. */
export class U7Owner implements Owner {
  id: number = 0;
  mask: number = 0;
  state: number = 0;
  state_calls: number = 0;

  /** Implements Owner.type_mask (@spec spec/ps2/tests/unit07_world_fakes.spec:18). */
  type_mask(): number {
    return this.mask;
  }

  /** Implements Owner.flags (@spec spec/ps2/tests/unit07_world_fakes.spec:21). */
  flags(): number {
    this.state_calls = (this.state_calls + 1) | 0;
    return this.state;
  }

  /** Implements Owner.set_velocity (@spec spec/ps2/tests/unit07_world_fakes.spec:25). */
  set_velocity(v_x: number, v_y: number, v_z: number, v_w: number): void {

  }

  /** Implements Owner.get_cached_transform (@spec spec/ps2/tests/unit07_world_fakes.spec:27). */
  get_cached_transform(t: Transform): void {
    t.position.x = 0;
    t.position.y = 0;
    t.position.z = 0;
    t.position.w = 1;
    t.rotation.x = 0;
    t.rotation.y = 0;
    t.rotation.z = 0;
    t.rotation.w = 1;
  }

  /** Implements Owner.get_pose_now (@spec spec/ps2/tests/unit07_world_fakes.spec:31). */
  get_pose_now(t: Transform): void {
    t.position.x = 0;
    t.position.y = 0;
    t.position.z = 0;
    t.position.w = 1;
    t.rotation.x = 0;
    t.rotation.y = 0;
    t.rotation.z = 0;
    t.rotation.w = 1;
  }

  /** Implements Owner.get_transform (@spec spec/ps2/tests/unit07_world_fakes.spec:35). */
  get_transform(t: Transform): void {
    t.position.x = 0;
    t.position.y = 0;
    t.position.z = 0;
    t.position.w = 1;
    t.rotation.x = 0;
    t.rotation.y = 0;
    t.rotation.z = 0;
    t.rotation.w = 1;
  }

  /** Implements Owner.set_transform (@spec spec/ps2/tests/unit07_world_fakes.spec:39). */
  set_transform(t: Transform): void {

  }

  /** Implements Owner.get_bone_transform (@spec spec/ps2/tests/unit07_world_fakes.spec:41). */
  get_bone_transform(bone: number, t: Transform): boolean {
    return false;
  }

  /** Implements Owner.attribute (@spec spec/ps2/tests/unit07_world_fakes.spec:44). */
  attribute(n: number): number {
    return 1;
  }

  /** Implements Owner.body (@spec spec/ps2/tests/unit07_world_fakes.spec:47). */
  body(): Body | null {
    return null;
  }

  /** Implements Owner.on_contact (@spec spec/ps2/tests/unit07_world_fakes.spec:50). */
  on_contact(c: Contact): number {
    return 0;
  }

  /** Implements Owner.after_move (@spec spec/ps2/tests/unit07_world_fakes.spec:53). */
  after_move(): void {

  }

  /** Implements Owner.human_scale (@spec spec/ps2/tests/unit07_world_fakes.spec:55). */
  human_scale(): number {
    return 1;
  }
}

/** Puts a U7Owner back into the zero state `new U7Owner()` gives, in place. */
export function reset_U7Owner(s: U7Owner): void {
  s.id = 0;
  s.mask = 0;
  s.state = 0;
  s.state_calls = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U7Owner(dst: U7Owner, src: U7Owner): void {
  dst.id = src.id;
  dst.mask = src.mask;
  dst.state = src.state;
  dst.state_calls = src.state_calls;
}

/** A keep callback that refuses one owner (answers 0 for it, 1 otherwise) and counts its calls. */
export class U7Keep implements QueryKeepFilter {
  refuse: Owner | null = null;
  calls: number = 0;

  /** Implements QueryKeepFilter.keep (@spec spec/ps2/tests/unit07_world_fakes.spec:67). */
  keep(mine: Owner | null, theirs: Owner | null): number {
    this.calls = (this.calls + 1) | 0;
    if (theirs === this.refuse) {
      return 0;
    }
    return 1;
  }
}

/** Puts a U7Keep back into the zero state `new U7Keep()` gives, in place. */
export function reset_U7Keep(s: U7Keep): void {
  s.refuse = null;
  s.calls = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U7Keep(dst: U7Keep, src: U7Keep): void {
  dst.refuse = src.refuse;
  dst.calls = src.calls;
}

/** An overlap table whose every entry hits (fraction 0) and counts its calls; no mesh overlaps. */
export class U7Overlaps implements ShapeOverlapTable {
  calls: number = 0;
  mesh: boolean = false;

  /** Implements ShapeOverlapTable.has_pair (@spec spec/ps2/tests/unit07_world_fakes.spec:83). */
  has_pair(own_type: number, other_type: number): boolean {
    return true;
  }

  /** Implements ShapeOverlapTable.overlap (@spec spec/ps2/tests/unit07_world_fakes.spec:86). */
  overlap(slot: Contact, own: PhysicsShape, other: PhysicsShape): number {
    this.calls = (this.calls + 1) | 0;
    slot.fraction = 0;
    return 1;
  }

  /** Implements ShapeOverlapTable.has_mesh_overlap (@spec spec/ps2/tests/unit07_world_fakes.spec:91). */
  has_mesh_overlap(type: number): boolean {
    return this.mesh;
  }
}

/** Puts a U7Overlaps back into the zero state `new U7Overlaps()` gives, in place. */
export function reset_U7Overlaps(s: U7Overlaps): void {
  s.calls = 0;
  s.mesh = false;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U7Overlaps(dst: U7Overlaps, src: U7Overlaps): void {
  dst.calls = src.calls;
  dst.mesh = src.mesh;
}

/**
 * A back end whose body pass records its box and the candidates Unit 11's pass would start from
 * (IPhysics_QueryBox with start the moving body, ignored its owner, type mask −1, flag mask 0;
 * 002 L945), writing no contacts.
 */
export class U7Backend implements CollisionBackend {
  phys: IPhysics | null = null;
  box: AABB = new AABB();
  met: number[] = [];
  body_calls: number = 0;
  mesh_calls: number = 0;

  /** Implements CollisionBackend.sweep_mesh (@spec spec/ps2/tests/unit07_world_fakes.spec:108). */
  sweep_mesh(list: ContactList, start: number, max: number, box: AABB, body: Body, shape: PhysicsShape, move_x: number, move_y: number, move_z: number, move_w: number, options: number, nz_min: number, nz_max: number): number {
    return 0;
  }

  /** Implements CollisionBackend.overlap_mesh (@spec spec/ps2/tests/unit07_world_fakes.spec:111). */
  overlap_mesh(list: ContactList, start: number, room: number, box: AABB, shape: PhysicsShape, options: number, nz_min: number, nz_max: number): number {
    this.mesh_calls = (this.mesh_calls + 1) | 0;
    return 0;
  }

  /** Implements CollisionBackend.sweep_bodies (@spec spec/ps2/tests/unit07_world_fakes.spec:115). */
  sweep_bodies(list: ContactList, box: AABB, body: Body, shape: PhysicsShape, move_x: number, move_y: number, move_z: number, move_w: number): number {
    this.body_calls = (this.body_calls + 1) | 0;
    this.box.min.x = box.min.x;
    this.box.min.y = box.min.y;
    this.box.min.z = box.min.z;
    this.box.min.w = box.min.w;
    this.box.max.x = box.max.x;
    this.box.max.y = box.max.y;
    this.box.max.z = box.max.z;
    this.box.max.w = box.max.w;
    const p: IPhysics | null = this.phys;
    if (p === null) assertFail("spec/ps2/tests/unit07_world_fakes.spec:120", "fake back end without its world");
    IPhysics_QueryBox(p!, this.met, box, body, body.owner, 0xffffffff, 0);
    return list.count;
  }

  /** Implements CollisionBackend.ray_cast (@spec spec/ps2/tests/unit07_world_fakes.spec:124). */
  ray_cast(origin_x: number, origin_y: number, origin_z: number, origin_w: number, dir_x: number, dir_y: number, dir_z: number, dir_w: number, length: number, hit: RayHit): boolean {
    return false;
  }

  /** Implements CollisionBackend.triangle_flags (@spec spec/ps2/tests/unit07_world_fakes.spec:127). */
  triangle_flags(triangle: number): number {
    // the Unit 7 scenes have no level triangles
    assertFail("spec/ps2/tests/unit07_world_fakes.spec:129", "the Unit 7 fake level has no triangles");
  }
}

/** Puts a U7Backend back into the zero state `new U7Backend()` gives, in place. */
export function reset_U7Backend(s: U7Backend): void {
  s.phys = null;
  reset_AABB(s.box);
  s.met.length = 0;
  s.body_calls = 0;
  s.mesh_calls = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U7Backend(dst: U7Backend, src: U7Backend): void {
  dst.phys = src.phys;
  copy_AABB(dst.box, src.box);
  for (let i = 0; i < src.met.length && i < dst.met.length; i++) dst.met[i] = src.met[i];
  if (dst.met.length > src.met.length) dst.met.length = src.met.length;
  else for (let i = dst.met.length; i < src.met.length; i++) dst.met.push(src.met[i]);
  dst.body_calls = src.body_calls;
  dst.mesh_calls = src.mesh_calls;
}

/**
 * A Unit 7 scene: the world, up to 8 synthetic bodies with tag owners, the query output, a
 * query box, and for the update cases a FakeOwner, a sphere and the back end.
 */
export class U7Scene {
  phys: IPhysics = new IPhysics();
  bodies: Body[] = Array.from({ length: 8 }, () => new Body());
  owners: U7Owner[] = Array.from({ length: 8 }, () => new U7Owner());
  shapes: PhysicsShape[] = Array.from({ length: 8 }, () => new PhysicsShape());
  out: number[] = [];
  order: number[] = [];
  box: AABB = new AABB();
  keep: U7Keep = new U7Keep();
  overlaps: U7Overlaps = new U7Overlaps();
  backend: U7Backend = new U7Backend();
  mover: FakeOwner = new FakeOwner();
  contacts: ContactList = new ContactList();
  query: OverlapQuery = new OverlapQuery();
}

/** Puts a U7Scene back into the zero state `new U7Scene()` gives, in place. */
export function reset_U7Scene(s: U7Scene): void {
  reset_IPhysics(s.phys);
  for (const x of s.bodies) reset_Body(x);
  for (const x of s.owners) reset_U7Owner(x);
  for (const x of s.shapes) reset_PhysicsShape(x);
  s.out.length = 0;
  s.order.length = 0;
  reset_AABB(s.box);
  reset_U7Keep(s.keep);
  reset_U7Overlaps(s.overlaps);
  reset_U7Backend(s.backend);
  reset_FakeOwner(s.mover);
  reset_ContactList(s.contacts);
  reset_OverlapQuery(s.query);
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_U7Scene(dst: U7Scene, src: U7Scene): void {
  copy_IPhysics(dst.phys, src.phys);
  for (let i = 0; i < dst.bodies.length; i++) copy_Body(dst.bodies[i], src.bodies[i]);
  for (let i = 0; i < dst.owners.length; i++) copy_U7Owner(dst.owners[i], src.owners[i]);
  for (let i = 0; i < dst.shapes.length; i++) copy_PhysicsShape(dst.shapes[i], src.shapes[i]);
  for (let i = 0; i < src.out.length && i < dst.out.length; i++) dst.out[i] = src.out[i];
  if (dst.out.length > src.out.length) dst.out.length = src.out.length;
  else for (let i = dst.out.length; i < src.out.length; i++) dst.out.push(src.out[i]);
  for (let i = 0; i < src.order.length && i < dst.order.length; i++) dst.order[i] = src.order[i];
  if (dst.order.length > src.order.length) dst.order.length = src.order.length;
  else for (let i = dst.order.length; i < src.order.length; i++) dst.order.push(src.order[i]);
  copy_AABB(dst.box, src.box);
  copy_U7Keep(dst.keep, src.keep);
  copy_U7Overlaps(dst.overlaps, src.overlaps);
  copy_U7Backend(dst.backend, src.backend);
  copy_FakeOwner(dst.mover, src.mover);
  copy_ContactList(dst.contacts, src.contacts);
  copy_OverlapQuery(dst.query, src.query);
}

/**
 * Adds body i with x range [x0, x1] (y and z [0, 1]), owner tag i + 1, type mask −1, flags 0.
 *
 * @design test fixture for 002 Unit 7 Test ideas (L956)
 * @float ps2
 * @spec spec/ps2/tests/unit07_world_fakes.spec:153
 */
export function U7_Add(s: U7Scene, i: number, x0: number, x1: number): void {
  const b: Body = s.bodies[i];
  PhysicsBody_Construct(b);
  const o: U7Owner = s.owners[i];
  o.id = (i + 1) >>> 0;
  o.mask = 0xffffffff;
  PhysicsBody_SetOwner(b, o);
  b.flags = 0;
  b.min.x = x0;
  b.min.y = 0;
  b.min.z = 0;
  b.min.w = 1;
  b.max.x = x1;
  b.max.y = 1;
  b.max.z = 1;
  b.max.w = 1;
  IPhysics_AddBody(s.phys, b);
}

/**
 * Moves body i's box in x (the box only: no list change).
 *
 * @design test fixture for 002 Unit 7 Test ideas (L956)
 * @float ps2
 * @spec spec/ps2/tests/unit07_world_fakes.spec:168
 */
export function U7_SetX(s: U7Scene, i: number, x0: number, x1: number): void {
  s.bodies[i].min.x = x0;
  s.bodies[i].max.x = x1;
}

/**
 * The list from the head as body references, into s.order; also checks the back links.
 *
 * @design test fixture for 002 Unit 7 Test ideas (L956)
 * @float ps2
 * @spec spec/ps2/tests/unit07_world_fakes.spec:175
 */
export function U7_Order(s: U7Scene): void {
  s.order.length = 0;
  let prev: number = 0;
  let r: number = s.phys.list_head;
  while (r !== 0) {
    if (!(s.order.length <= s.phys.bodies.length)) assertFail("spec/ps2/tests/unit07_world_fakes.spec:180", "list cycle");
    const n: Body = IPhysics_Node(s.phys, r)!;
    if (n.prev !== prev) assertFail("spec/ps2/tests/unit07_world_fakes.spec:182", "a back link does not name the previous node");
    s.order.push(r);
    prev = r;
    r = n.next;
  }
}

/**
 * Sets the query box's x range, y and z [0, 1].
 *
 * @design test fixture for 002 Unit 7 Test ideas (L956)
 * @float ps2
 * @spec spec/ps2/tests/unit07_world_fakes.spec:191
 */
export function U7_Box(s: U7Scene, x0: number, x1: number): void {
  s.box.min.x = x0;
  s.box.min.y = 0;
  s.box.min.z = 0;
  s.box.min.w = 1;
  s.box.max.x = x1;
  s.box.max.y = 1;
  s.box.max.z = 1;
  s.box.max.w = 1;
}

/**
 * The six bodies of the "Query order" item (002 L963): W[0, 10] P[1, 2] Q[6, 7] S[8, 9]
 * R[8.5, 9.5] T[11, 12], references 1 to 6; the bound is 10.
 *
 * @design test fixture for 002 Unit 7 Test ideas (L963)
 * @float ps2
 * @spec spec/ps2/tests/unit07_world_fakes.spec:199
 */
export function U7_QueryScene(s: U7Scene): void {
  U7_Add(s, 0, 0, 10);
  U7_Add(s, 1, 1, 2);
  U7_Add(s, 2, 6, 7);
  U7_Add(s, 3, 8, 9);
  U7_Add(s, 4, 8.5, 9.5);
  U7_Add(s, 5, 11, 12);
}

/**
 * The overlap scene (002 L969): the querying body 0 ([0, 1], a 0.5 m sphere at (0.5, 0.5, 0.5))
 * and a candidate body 1 ([0.5, 1.5]) with one sphere, or two when `two`; every overlap hits.
 * The query: body 0, its sphere, options `options`, type mask −1, max `max`.
 *
 * @design test fixture for 002 Unit 7 Test ideas (L969)
 * @float ps2
 * @spec spec/ps2/tests/unit07_world_fakes.spec:212
 */
export function U7_OverlapScene(s: U7Scene, two: boolean, options: number, max: number): void {
  U7_Add(s, 0, 0, 1);
  U7_Add(s, 1, 0.5, 1.5);
  PhysShapeSphere_Construct(s.shapes[0]);
  s.shapes[0].radius = 0.5;
  s.shapes[0].centre.x = 0.5;
  s.shapes[0].centre.y = 0.5;
  s.shapes[0].centre.z = 0.5;
  s.shapes[0].centre.w = 1;
  PhysicsBody_AddShape(s.phys, s.bodies[0], s.shapes[0]);
  PhysShapeSphere_Construct(s.shapes[1]);
  PhysicsBody_AddShape(s.phys, s.bodies[1], s.shapes[1]);
  if (two) {
    PhysShapeSphere_Construct(s.shapes[2]);
    PhysicsBody_AddShape(s.phys, s.bodies[1], s.shapes[2]);
  }
  s.phys.overlaps = s.overlaps;
  s.phys.backend = s.backend;
  s.backend.phys = s.phys;
  s.query.body = s.bodies[0];
  s.query.shape = s.shapes[0];
  s.query.options = options;
  s.query.type_mask = 0xffffffff;
  s.query.max = max;
}

/**
 * The update scene (002 L970-971): body 0 is the mover, with FakeOwner `mover` (at the origin,
 * identity rotation), a sphere of radius r at the origin and the given flags, in the world with
 * the fake back end.
 *
 * @design test fixture for 002 Unit 7 Test ideas (L970-971)
 * @float ps2
 * @spec spec/ps2/tests/unit07_world_fakes.spec:239
 */
export function U7_UpdateScene(s: U7Scene, r: number, flags: number): void {
  const b: Body = s.bodies[0];
  PhysicsBody_Construct(b);
  s.mover.id = 1;
  s.mover.mask = 0xffffffff;
  s.mover.now.position.x = 0;
  s.mover.now.position.y = 0;
  s.mover.now.position.z = 0;
  s.mover.now.position.w = 1;
  s.mover.now.rotation.x = 0;
  s.mover.now.rotation.y = 0;
  s.mover.now.rotation.z = 0;
  s.mover.now.rotation.w = 1;
  s.mover.me = b;
  PhysicsBody_SetOwner(b, s.mover);
  PhysShapeSphere_Construct(s.shapes[0]);
  s.shapes[0].radius = r;
  s.shapes[0].centre.x = 0;
  s.shapes[0].centre.y = 0;
  s.shapes[0].centre.z = 0;
  s.shapes[0].centre.w = 1;
  PhysicsBody_AddShape(s.phys, b, s.shapes[0]);
  b.flags = flags;
  IPhysics_AddBody(s.phys, b);
  s.phys.backend = s.backend;
  s.backend.phys = s.phys;
}

/**
 * One update of the mover with its FakeOwner.
 *
 * @design test fixture for 002 Unit 7 Test ideas (L970-971)
 * @float ps2
 * @spec spec/ps2/tests/unit07_world_fakes.spec:260
 */
export function U7_Update(s: U7Scene): void {
  PhysicsBody_Update(s.phys, s.bodies[0], s.mover, null, null);
}
