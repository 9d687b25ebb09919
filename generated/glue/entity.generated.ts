// GENERATED FILE: do not edit. Engine module glue.entity: 003 §2.1, §3.1: the host's 3D entities: their world matrix (VxMatrix), scale, attributes, the pose a body starts from and the matrix the write-back writes from spec/glue/entity.spec (sha256 0176b77230d66df3).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { Vec3, assertFail } from "../../runtime/index.js";
import { GlueEntity, PhysicsManager, copy_GlueEntity } from "./records.generated.js";
import { glue_registry_find } from "./registry.generated.js";

/**
 * The index of entity `id` in m.entities, or −1 (binary search over the sorted CK_IDs).
 *
 * @design Entities are kept sorted by their CK_ID, so a lookup is a binary search and no order depends on insertion (D-GLUE-3).
 * @unit B26
 * @float x87
 * @spec spec/glue/entity.spec:17
 */
export function glue_entity_index(m: PhysicsManager, id: number): number {
  let lo: number = 0;
  let hi: number = m.entities.length - 1;
  while (lo <= hi) {
    const mid: number = (lo + hi) >> 1;
    const k: number = m.entities[mid].id;
    if (k === id) {
      return mid;
    }
    if (k < id) {
      lo = (mid + 1) | 0;
    } else {
      hi = (mid - 1) | 0;
    }
  }
  return -1;
}

/**
 * The entity `id`, which must exist.
 *
 * @design Boundary check: an entity pin names an existing entity.
 * @unit B26
 * @float x87
 * @spec spec/glue/entity.spec:38
 */
export function glue_entity(m: PhysicsManager, id: number): GlueEntity {
  const k: number = glue_entity_index(m, id);
  if (!(k >= 0)) assertFail("spec/glue/entity.spec:40", "glue: entity {} does not exist; add it first", [id]);
  return m.entities[k];
}

/**
 * Adds the entity `id` (> 0, new) with the identity matrix and no attributes, in CK_ID order.
 *
 * @design The host's door for its 3D entities: a checked, unused CK_ID, kept in CK_ID order.
 * @unit B26
 * @float x87
 * @spec spec/glue/entity.spec:47
 */
export function glue_entity_add(m: PhysicsManager, id: number): void {
  if (!(id > 0)) assertFail("spec/glue/entity.spec:48", "glue: entity id {} must be a positive CK_ID", [id]);
  if (!(glue_entity_index(m, id) < 0)) assertFail("spec/glue/entity.spec:49", "glue: entity {} already exists", [id]);
  // records are values: the larger ids are copied up one place and the freed slot is refilled
  m.entities.push(new GlueEntity());
  let pos: number = m.entities.length - 1;
  while (pos > 0 && m.entities[(pos - 1) | 0].id > id) {
    copy_GlueEntity(m.entities[pos], m.entities[(pos - 1) | 0]);
    pos = (pos - 1) | 0;
  }
  const e: GlueEntity = m.entities[pos];
  e.id = id;
  for (let i = 0; i < 16; i++) {
    e.matrix[i] = 0;
  }
  e.has_coll_id = false;
  e.coll_id = 0;
  e.has_contact_id = false;
  e.contact_id = 0;
  e.written_frame = 0;
  e.matrix[0] = 1;
  e.matrix[5] = 1;
  e.matrix[10] = 1;
  e.matrix[15] = 1;
}

/**
 * Removes the entity `id`; a physicalized entity must be unphysicalized first.
 *
 * @design An entity the registry still names cannot go (the original would leave a dangling CK_ID in the registry).
 * @unit B26
 * @float x87
 * @spec spec/glue/entity.spec:76
 */
export function glue_entity_remove(m: PhysicsManager, id: number): void {
  const k: number = glue_entity_index(m, id);
  if (!(k >= 0)) assertFail("spec/glue/entity.spec:78", "glue: entity {} does not exist", [id]);
  if (!(glue_registry_find(m, id) < 0)) assertFail("spec/glue/entity.spec:79", "glue: entity {} is physicalized; unphysicalize it before removing it", [id]);
  const n: number = m.entities.length;
  for (let i = k, i$end = (n - 1) | 0; i < i$end; i++) {
    copy_GlueEntity(m.entities[i], m.entities[(i + 1) | 0]);
  }
  m.entities.length = (n - 1) | 0;
}

/**
 * Sets the entity's world matrix (a script move, SetWorldMatrix): 16 finite f32 values with the
 * affine last column (0, 0, 0, 1). IVP never reads it back (003 L501): it matters only when the
 * entity is physicalized next, or as the write-back's target.
 *
 * @design Boundary check: a world matrix is finite and affine.
 * @unit B24
 * @float x87
 * @precision 1 ext operation computed in f64 (D-EXT-1)
 * @spec spec/glue/entity.spec:92
 */
export function glue_entity_set_matrix(m: PhysicsManager, id: number, mat: Float32Array): void {
  const e: GlueEntity = glue_entity(m, id);
  for (let i = 0; i < 16; i++) {
    if (mat[i] - mat[i] !== 0) assertFail("spec/glue/entity.spec:95", "glue: entity {}: matrix value {} is not finite", [id, i]);
  }
  if (!(mat[3] === 0 && mat[7] === 0 && mat[11] === 0 && mat[15] === 1)) assertFail("spec/glue/entity.spec:97", "glue: entity {}: a world matrix ends its rows with 0, 0, 0, 1", [id]);
  for (let i_1 = 0; i_1 < 16; i_1++) {
    e.matrix[i_1] = mat[i_1];
  }
}

/**
 * Sets one of the two attributes the listeners read: which = 0 "Coll Detection ID", 1 "Continuous
 * Contact ID"; `has` false removes it.
 *
 * @design The host's door for the two attributes of 003 L385 and L409.
 * @unit B16, B17
 * @float x87
 * @spec spec/glue/entity.spec:107
 */
export function glue_entity_set_attribute(m: PhysicsManager, id: number, which: number, has: boolean, value: number): void {
  const e: GlueEntity = glue_entity(m, id);
  if (!(which === 0 || which === 1)) assertFail("spec/glue/entity.spec:109", "glue: entity {}: attribute {} is neither 0 (Coll Detection ID) nor 1 (Continuous Contact ID)", [id, which]);
  if (which === 0) {
    e.has_coll_id = has;
    e.coll_id = value;
  } else {
    e.has_contact_id = has;
    e.contact_id = value;
  }
}

/**
 * GetScale (vtable +0x144): the length of each axis row of the world matrix, f32.
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_10002380 step 1 (GetScale, vtable +0x144)
 * @unit B06
 * @float x87
 * @precision 18 ext operations computed in f64 (D-EXT-1)
 * @spec spec/glue/entity.spec:122
 */
export function glue_entity_scale(e: GlueEntity, out$: Vec3): void {
  const mt: Float32Array = e.matrix;
  const sx: number = Math.fround(Math.sqrt(mt[0] * mt[0] + mt[1] * mt[1] + mt[2] * mt[2]));
  const sy: number = Math.fround(Math.sqrt(mt[4] * mt[4] + mt[5] * mt[5] + mt[6] * mt[6]));
  const sz: number = Math.fround(Math.sqrt(mt[8] * mt[8] + mt[9] * mt[9] + mt[10] * mt[10]));
  out$.x = sx; out$.y = sy; out$.z = sz;
  return;
}

/**
 * The entity's position (row 3), as IVP takes it: as-is, widened to f64 (003 L161).
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_10002380 step 5 (translation used as-is)
 * @unit B06
 * @float x87
 * @spec spec/glue/entity.spec:133
 */
export function glue_entity_position(e: GlueEntity, out$: Vec3): void {
  out$.x = e.matrix[12]; out$.y = e.matrix[13]; out$.z = e.matrix[14];
  return;
}

/**
 * The rotation of the entity's world matrix as a unit quaternion (x, y, z, w) into q: the axis rows
 * divided by their lengths (R = the unscaled rows as columns), VxQuaternion::FromMatrix by
 * Shepperd's branches into the f32 quaternion, widened and normalised in f64 (D-GLUE-6).
 *
 * @source 003_de20169d39e999ff.txt §2.1 FUN_10002380 step 5 (VxQuaternion::FromMatrix of the world matrix +0x174)
 * @unit B06
 * @float x87
 * @precision 70 ext operations computed in f64 (D-EXT-1)
 * @spec spec/glue/entity.spec:142
 */
export function glue_entity_rotation(e: GlueEntity, q: Float64Array): void {
  const mt: Float32Array = e.matrix;
  glue_entity_scale(e, _s0);
  const s_x = _s0.x, s_y = _s0.y, s_z = _s0.z;
  if (!(s_x > 0 && s_y > 0 && s_z > 0)) assertFail("spec/glue/entity.spec:145", "glue: entity {} has a degenerate world matrix (an axis of length 0)", [e.id]);
  // R[i][j] = M[j][i] / |row j|: the column j of R is the unit axis j
  const r00: number = Math.fround(mt[0] / s_x);
  const r10: number = Math.fround(mt[1] / s_x);
  const r20: number = Math.fround(mt[2] / s_x);
  const r01: number = Math.fround(mt[4] / s_y);
  const r11: number = Math.fround(mt[5] / s_y);
  const r21: number = Math.fround(mt[6] / s_y);
  const r02: number = Math.fround(mt[8] / s_z);
  const r12: number = Math.fround(mt[9] / s_z);
  const r22: number = Math.fround(mt[10] / s_z);
  const tr: number = r00 + r11 + r22;
  let x: number = 0;
  let y: number = 0;
  let z: number = 0;
  let w: number = 1;
  if (tr > 0) {
    const k: number = Math.sqrt(tr + 1) * 2;
    w = Math.fround(0.25 * k);
    x = Math.fround((r21 - r12) / k);
    y = Math.fround((r02 - r20) / k);
    z = Math.fround((r10 - r01) / k);
  } else if (r00 > r11 && r00 > r22) {
    const k_1: number = Math.sqrt(1 + r00 - r11 - r22) * 2;
    w = Math.fround((r21 - r12) / k_1);
    x = Math.fround(0.25 * k_1);
    y = Math.fround((r01 + r10) / k_1);
    z = Math.fround((r02 + r20) / k_1);
  } else if (r11 > r22) {
    const k_2: number = Math.sqrt(1 + r11 - r00 - r22) * 2;
    w = Math.fround((r02 - r20) / k_2);
    x = Math.fround((r01 + r10) / k_2);
    y = Math.fround(0.25 * k_2);
    z = Math.fround((r12 + r21) / k_2);
  } else {
    const k_3: number = Math.sqrt(1 + r22 - r00 - r11) * 2;
    w = Math.fround((r10 - r01) / k_3);
    x = Math.fround((r02 + r20) / k_3);
    y = Math.fround((r12 + r21) / k_3);
    z = Math.fround(0.25 * k_3);
  }
  const n2: number = x * x + y * y + z * z + w * w;
  const inv: number = 1 / Math.sqrt(n2);
  q[0] = x * inv;
  q[1] = y * inv;
  q[2] = z * inv;
  q[3] = w * inv;
}

/**
 * VxMatrix::TransformVector (row vector times the matrix's 3×3): the vector v of the entity's space
 * in world coordinates, f32 per component.
 *
 * @source 003_de20169d39e999ff.txt §2.2 FUN_10004930 (Direction through Direction Ref: TransformVector)
 * @unit B09, B15
 * @float x87
 * @precision 15 ext operations computed in f64 (D-EXT-1)
 * @spec spec/glue/entity.spec:198
 */
export function glue_entity_transform_vector(e: GlueEntity, v_x: number, v_y: number, v_z: number, out$: Vec3): void {
  const mt: Float32Array = e.matrix;
  const x: number = Math.fround(v_x * mt[0] + v_y * mt[4] + v_z * mt[8]);
  const y: number = Math.fround(v_x * mt[1] + v_y * mt[5] + v_z * mt[9]);
  const z: number = Math.fround(v_x * mt[2] + v_y * mt[6] + v_z * mt[10]);
  out$.x = x; out$.y = y; out$.z = z;
  return;
}

/**
 * VxMatrix::Transform (the point p of the entity's space in world coordinates), f32 per component.
 *
 * @source 003_de20169d39e999ff.txt §2.2 FUN_10004930 (Position through Pos Referential)
 * @unit B09, B15
 * @float x87
 * @precision 18 ext operations computed in f64 (D-EXT-1)
 * @spec spec/glue/entity.spec:209
 */
export function glue_entity_transform_point(e: GlueEntity, p_x: number, p_y: number, p_z: number, out$: Vec3): void {
  const mt: Float32Array = e.matrix;
  const x: number = Math.fround(p_x * mt[0] + p_y * mt[4] + p_z * mt[8] + mt[12]);
  const y: number = Math.fround(p_x * mt[1] + p_y * mt[5] + p_z * mt[9] + mt[13]);
  const z: number = Math.fround(p_x * mt[2] + p_y * mt[6] + p_z * mt[10] + mt[14]);
  out$.x = x; out$.y = y; out$.z = z;
  return;
}

/**
 * FUN_10006ec0 steps 2-3: the pose (R in columns 0-2, translation in column 3) transposed into the
 * entity's VxMatrix (rows = R's columns, row 3 = the translation, last column 0, 0, 0, 1), f32
 * (SetWorldMatrix(M, FALSE), vtable +0x170).
 *
 * @source 003_de20169d39e999ff.txt §3.1 FUN_10006ec0 (transpose into a VxMatrix, SetWorldMatrix(M, FALSE))
 * @unit B24
 * @float x87
 * @spec spec/glue/entity.spec:222
 */
export function glue_entity_write_pose(e: GlueEntity, pose: Float64Array, frame: number): void {
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      e.matrix[(Math.imul(4, i) + j) | 0] = Math.fround(pose[4 * j + i]);
    }
    e.matrix[(Math.imul(4, i) + 3) | 0] = 0;
    e.matrix[(12 + i) | 0] = Math.fround(pose[4 * i + 3]);
  }
  e.matrix[15] = 1;
  e.written_frame = frame;
}

// Scratch storage (one per use site): vector results, in/out vector arguments, local arrays.
const _s0 = new Vec3();
