// GENERATED FILE: do not edit. Engine module glue.surfaces: 003 §2.1, §2.8: the surface-name cache (first scale wins), the mesh library that compiles surfaces, DeleteCollisionSurfaces from spec/glue/surfaces.spec (sha256 b205c850148dd8d7).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { $host, type Memory, SnapshotReader, SnapshotWriter, StateHasher, Vec3, assertFail, bits32 } from "../../runtime/index.js";
import { Behavior, CMD_DONE, GlueSurfaceBuilder, MSG_DEPHYSICALIZE_ALL, MSG_INCORRECT_MESH, PhysicsManager, SurfaceEntry } from "./records.generated.js";
import { glue_message } from "./registry.generated.js";
import { ivp_world_add_surface } from "../ivp/dynamics/world.generated.js";
import { LedgeSoup, reset_LedgeSoup, soup_add_concave, soup_add_convex, soup_compile, soup_init } from "../ivp/geometry/soup.generated.js";

/**
 * A mesh of the host's library: its vertices (f32) and its faces (vertex index triples; a mesh
 * used only as a convex mesh needs none).
 */
export class GlueMesh {
  vertices: Vec3[] = [];
  faces: number[] = [];
}

/** Puts a GlueMesh back into the zero state `new GlueMesh()` gives, in place. */
export function reset_GlueMesh(s: GlueMesh): void {
  s.vertices.length = 0;
  s.faces.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_GlueMesh(dst: GlueMesh, src: GlueMesh): void {
  dst.vertices.length = src.vertices.length;
  for (let i = 0; i < src.vertices.length; i++) { if (dst.vertices[i] === undefined) dst.vertices[i] = new Vec3(); dst.vertices[i].x = src.vertices[i].x; dst.vertices[i].y = src.vertices[i].y; dst.vertices[i].z = src.vertices[i].z; }
  for (let i = 0; i < src.faces.length && i < dst.faces.length; i++) dst.faces[i] = src.faces[i];
  if (dst.faces.length > src.faces.length) dst.faces.length = src.faces.length;
  else for (let i = dst.faces.length; i < src.faces.length; i++) dst.faces.push(src.faces[i]);
}

/** A surface the library built: the request and the compact surface's address. */
export class BuiltSurface {
  convex: number[] = [];
  concave: number[] = [];
  scale: Vec3 = new Vec3();
  cs: number = 0;
}

/** Puts a BuiltSurface back into the zero state `new BuiltSurface()` gives, in place. */
export function reset_BuiltSurface(s: BuiltSurface): void {
  s.convex.length = 0;
  s.concave.length = 0;
  s.scale.x = 0; s.scale.y = 0; s.scale.z = 0;
  s.cs = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_BuiltSurface(dst: BuiltSurface, src: BuiltSurface): void {
  for (let i = 0; i < src.convex.length && i < dst.convex.length; i++) dst.convex[i] = src.convex[i];
  if (dst.convex.length > src.convex.length) dst.convex.length = src.convex.length;
  else for (let i = dst.convex.length; i < src.convex.length; i++) dst.convex.push(src.convex[i]);
  for (let i = 0; i < src.concave.length && i < dst.concave.length; i++) dst.concave[i] = src.concave[i];
  if (dst.concave.length > src.concave.length) dst.concave.length = src.concave.length;
  else for (let i = dst.concave.length; i < src.concave.length; i++) dst.concave.push(src.concave[i]);
  dst.scale.x = src.scale.x; dst.scale.y = src.scale.y; dst.scale.z = src.scale.z;
  dst.cs = src.cs;
}

/** Feeds the raw bits of a BuiltSurface to the hasher, field by field in declaration order. */
export function hash_BuiltSurface(s: BuiltSurface, h: StateHasher): void {
  h.enter(s);
  h.u32(s.convex.length);
  for (let i0 = 0; i0 < s.convex.length; i0++) {
    h.i32(s.convex[i0]);
  }
  h.u32(s.concave.length);
  for (let i0 = 0; i0 < s.concave.length; i0++) {
    h.i32(s.concave[i0]);
  }
  h.f32(s.scale.x);
  h.f32(s.scale.y);
  h.f32(s.scale.z);
  h.u32(s.cs);
}

/** Writes a BuiltSurface to a snapshot stream. */
export function snapshot_BuiltSurface(s: BuiltSurface, w: SnapshotWriter): void {
  w.enter(s);
  w.put(s.convex.length);
  for (let i0 = 0; i0 < s.convex.length; i0++) {
    w.put(s.convex[i0]);
  }
  w.put(s.concave.length);
  for (let i0 = 0; i0 < s.concave.length; i0++) {
    w.put(s.concave[i0]);
  }
  w.put(s.scale.x);
  w.put(s.scale.y);
  w.put(s.scale.z);
  w.put(s.cs);
}

/** Reads a BuiltSurface back from a snapshot stream written by snapshot_BuiltSurface. */
export function restore_BuiltSurface(s: BuiltSurface, r: SnapshotReader): void {
  r.enter(s);
  s.convex.length = r.get();
  for (let i0 = 0; i0 < s.convex.length; i0++) {
    s.convex[i0] = r.get();
  }
  s.concave.length = r.get();
  for (let i0 = 0; i0 < s.concave.length; i0++) {
    s.concave[i0] = r.get();
  }
  s.scale.x = r.get();
  s.scale.y = r.get();
  s.scale.z = r.get();
  s.cs = r.get();
}

/** The host's mesh library and the surfaces built from it. */
export class GlueMeshLibrary implements GlueSurfaceBuilder {
  meshes: GlueMesh[] = [];
  built: BuiltSurface[] = [];

  /** Implements GlueSurfaceBuilder.build_surface (@spec spec/glue/surfaces.spec:114). */
  build_surface(mem: Memory, convex: number[], concave: number[], scale_x: number, scale_y: number, scale_z: number): number {
    const k: number = glue_library_find(this, convex, concave, scale_x, scale_y, scale_z);
    if (k >= 0) {
      return this.built[k].cs;
    }
    const cs: number = glue_library_compile(mem, this, convex, concave, scale_x, scale_y, scale_z);
    if (cs === 0) {
      return 0;
    }
    const b: BuiltSurface = new BuiltSurface();
    for (let i = 0; i < convex.length; i++) {
      b.convex.push(convex[i]);
    }
    for (let i_1 = 0; i_1 < concave.length; i_1++) {
      b.concave.push(concave[i_1]);
    }
    b.scale.x = scale_x;
    b.scale.y = scale_y;
    b.scale.z = scale_z;
    b.cs = cs;
    this.built.push(b);
    return cs;
  }
}

/** Puts a GlueMeshLibrary back into the zero state `new GlueMeshLibrary()` gives, in place. */
export function reset_GlueMeshLibrary(s: GlueMeshLibrary): void {
  s.meshes.length = 0;
  s.built.length = 0;
}

/** Copies every field of src into dst (nested records, vectors and arrays by value). */
export function copy_GlueMeshLibrary(dst: GlueMeshLibrary, src: GlueMeshLibrary): void {
  dst.meshes.length = src.meshes.length;
  for (let i = 0; i < src.meshes.length; i++) { if (dst.meshes[i] === undefined) dst.meshes[i] = new GlueMesh(); copy_GlueMesh(dst.meshes[i], src.meshes[i]); }
  dst.built.length = src.built.length;
  for (let i = 0; i < src.built.length; i++) { if (dst.built[i] === undefined) dst.built[i] = new BuiltSurface(); copy_BuiltSurface(dst.built[i], src.built[i]); }
}

/**
 * True when the two id lists are equal.
 *
 * @design Helper: equality of two mesh id lists.
 * @unit B06
 * @float x87
 * @spec spec/glue/surfaces.spec:42
 */
export function glue_ids_equal(a: number[], b: number[]): boolean {
  if (a.length !== b.length) {
    return false;
  }
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) {
      return false;
    }
  }
  return true;
}

/**
 * The library's surface for a request, or −1 when it was never built.
 *
 * @design A request is built once (D-GLUE-4): scales compare by their bits.
 * @unit B06
 * @float x87
 * @spec spec/glue/surfaces.spec:57
 */
export function glue_library_find(lib: GlueMeshLibrary, convex: number[], concave: number[], scale_x: number, scale_y: number, scale_z: number): number {
  for (let i = 0; i < lib.built.length; i++) {
    const b: BuiltSurface = lib.built[i];
    if (glue_ids_equal(b.convex, convex) && glue_ids_equal(b.concave, concave) && bits32(b.scale.x) === bits32(scale_x) && bits32(b.scale.y) === bits32(scale_y) && bits32(b.scale.z) === bits32(scale_z)) {
      return i;
    }
  }
  return -1;
}

/**
 * Adds a mesh to the library (vertices, and faces for a concave use); returns its id.
 *
 * @design The host's door for meshes: the soup checks their values when a surface is built.
 * @unit B06
 * @float x87
 * @spec spec/glue/surfaces.spec:70
 */
export function glue_library_add_mesh(lib: GlueMeshLibrary, vertices: Vec3[], faces: number[]): number {
  const g: GlueMesh = new GlueMesh();
  for (let i = 0; i < vertices.length; i++) {
    g.vertices.push(Object.assign(new Vec3(), { x: vertices[i].x, y: vertices[i].y, z: vertices[i].z }));
  }
  for (let i_1 = 0; i_1 < faces.length; i_1++) {
    g.faces.push(faces[i_1]);
  }
  lib.meshes.push(g);
  return lib.meshes.length - 1;
}

/**
 * The ledge soup of a request (003 L142-145, FUN_10038290): each usable convex mesh as one hull
 * ledge (FUN_10007260: duplicates removed, × scale), then each usable concave mesh's faces as
 * triangle ledges (FUN_10006fb0), compiled (FUN_100384b0); 0 when no mesh is usable.
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_10002380 polygon path: FUN_10038290, FUN_10007260, FUN_10006fb0, FUN_100384b0
 * @unit B06, G30, G31, G32
 * @float x87
 * @spec spec/glue/surfaces.spec:87
 */
export function glue_library_compile(mem: Memory, lib: GlueMeshLibrary, convex: number[], concave: number[], scale_x: number, scale_y: number, scale_z: number): number {
  const soup: LedgeSoup = _r0;
  reset_LedgeSoup(soup);
  soup_init(soup);
  for (let i = 0; i < convex.length; i++) {
    const id: number = convex[i];
    if (!(id >= 0 && id < lib.meshes.length)) assertFail("spec/glue/surfaces.spec:92", "glue: convex mesh {} is not in the mesh library", [id]);
    const g: GlueMesh = lib.meshes[id];
    if (g.vertices.length > 0) {
      soup_add_convex(mem, soup, g.vertices, scale_x, scale_y, scale_z, id);
    }
  }
  for (let i_1 = 0; i_1 < concave.length; i_1++) {
    const id_1: number = concave[i_1];
    if (!(id_1 >= 0 && id_1 < lib.meshes.length)) assertFail("spec/glue/surfaces.spec:100", "glue: concave mesh {} is not in the mesh library", [id_1]);
    const g_1: GlueMesh = lib.meshes[id_1];
    if (g_1.vertices.length > 0 && g_1.faces.length > 0) {
      soup_add_concave(mem, soup, g_1.vertices, g_1.faces, scale_x, scale_y, scale_z, id_1);
    }
  }
  if (soup.ledges.length === 0) {
    return 0;
  }
  const cs: number = soup_compile(mem, soup);
  return cs;
}

/**
 * True when the two names are equal (the cache's string keys compare whole).
 *
 * @design Helper: the cache compares whole names.
 * @unit B06
 * @float x87
 * @spec spec/glue/surfaces.spec:142
 */
export function glue_name_equal(a: number[], b: number[]): boolean {
  if (a.length !== b.length) {
    return false;
  }
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) {
      return false;
    }
  }
  return true;
}

/**
 * FUN_10006f90 / FUN_1000b820: the cache entry of a Collision Surface name, or −1.
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_10006f90 / FUN_1000b820 (surface cache lookup by name)
 * @unit B06
 * @float x87
 * @spec spec/glue/surfaces.spec:157
 */
export function glue_surface_find(m: PhysicsManager, name: number[]): number {
  for (let i = 0; i < m.surfaces.length; i++) {
    if (glue_name_equal(m.surfaces[i].name, name)) {
      return i;
    }
  }
  return -1;
}

/**
 * The surface of a polygon body (003 L141-147): the cached entry of `name`; on a miss the builder
 * compiles the meshes × scale and the entry is cached under the name with that scale. −1 (and the
 * message "Error: incorrect mesh for %s") when no mesh is usable.
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_10002380 polygon path steps 1-5 (cache, build, "Error: incorrect mesh for %s")
 * @unit B06
 * @float x87
 * @spec spec/glue/surfaces.spec:171
 */
export function glue_surface_get(mem: Memory, m: PhysicsManager, entity: number, name: number[], convex: number[], concave: number[], scale_x: number, scale_y: number, scale_z: number): number {
  const k: number = glue_surface_find(m, name);
  if (k >= 0) {
    return k;
  }
  const b: GlueSurfaceBuilder | null = m.builder;
  if (b === null) assertFail("spec/glue/surfaces.spec:177", "glue: no surface builder (the host's mesh library) is installed");
  const cs: number = $host.u32(b!.build_surface(mem, convex, concave, scale_x, scale_y, scale_z), "GlueSurfaceBuilder.build_surface (spec/glue/surfaces.spec:178)");
  if (cs === 0) {
    glue_message(m, MSG_INCORRECT_MESH, entity);
    return -1;
  }
  const s: SurfaceEntry = new SurfaceEntry();
  for (let i = 0; i < name.length; i++) {
    s.name.push(name[i]);
  }
  s.cs = cs;
  s.scale.x = scale_x;
  s.scale.y = scale_y;
  s.scale.z = scale_z;
  s.manager = -1;
  s.manager_generation = 0;
  m.surfaces.push(s);
  return m.surfaces.length - 1;
}

/**
 * The current world's surface manager of cache entry k ({0x100631e0, cs}, made once per world).
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_10002380 polygon path (the surface wrapper {0x100631e0, cs})
 * @unit B06
 * @float x87
 * @spec spec/glue/surfaces.spec:198
 */
export function glue_surface_manager(m: PhysicsManager, k: number): number {
  const s: SurfaceEntry = m.surfaces[k];
  if (s.manager_generation !== m.generation) {
    s.manager = ivp_world_add_surface(m.world, s.cs);
    s.manager_generation = m.generation;
  }
  return s.manager;
}

/**
 * DeleteCollisionSurfaces' Execute (FUN_10001d30, 003 L434-437): with any object registered it
 * prints "Please dephysicalize all objects" and does nothing; otherwise the name cache is freed and
 * a new one (64 buckets) made. Either way the command is done.
 *
 * @source 003_de20169d39e999ff.txt §2.8 FUN_10001d30 (DeleteCollisionSurfaces)
 * @unit B21
 * @float x87
 * @spec spec/glue/surfaces.spec:212
 */
export function glue_delete_surfaces_execute(m: PhysicsManager, b: Behavior): number {
  if (m.registry.length > 0) {
    glue_message(m, MSG_DEPHYSICALIZE_ALL, b.owner);
    return CMD_DONE;
  }
  m.surfaces.length = 0;
  m.surface_cache_resets = (m.surface_cache_resets + 1) | 0;
  return CMD_DONE;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _r0 = new LedgeSoup();
