// GENERATED FILE: do not edit. Conformance tests of module ps2.collision_mesh from spec/ps2/collision_mesh.spec (sha256 f15575ff211ac82a).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../support/expect.js";
import { CollisionMesh, CollisionMesh_AddTriangle, CollisionMesh_BeginShapeQuery, CollisionMesh_Build, CollisionMesh_CellEntry, CollisionMesh_CollectBox, CollisionMesh_Count, CollisionMesh_SetEnabledInBox, CollisionMesh_VisitedBytes, MESH_MAX_TRIANGLES, MESH_QUERY_WRAP, MESH_TRI_ENABLED, MeshCell } from "../../../generated/ps2/collision_mesh.generated.js";
import { AABB } from "../../../generated/ps2/unit03_contacts.generated.js";

// Checks of the designed mesh and its query against the Unit 2 Test ideas (002 L236-L246).
describe("002 Unit 2 Test ideas: Cells and visited bits; Disabled triangle (mesh half)", () => {
  it("a wall spanning four cells is listed in each of them and met once per query [002:L246]", () => {
    const mode = { "kind": "exact" } as const;
    const m: CollisionMesh = new CollisionMesh();
    // wall in x = 0, y −4..4, z 0..2, two triangles, cell size 2 m: 1 × 4 × 1 cells
    CollisionMesh_AddTriangle(m, 0x1, 0, -4, 0, 0, 4, 0, 0, 4, 2);
    CollisionMesh_AddTriangle(m, 0x1, 0, -4, 0, 0, 4, 2, 0, -4, 2);
    CollisionMesh_Build(m, 2);
    $expect.compare(m.nx, "==", 1, "i32", mode, "spec/ps2/collision_mesh.spec:468");
    $expect.compare(m.ny, "==", 4, "i32", mode, "spec/ps2/collision_mesh.spec:469");
    $expect.compare(m.nz, "==", 1, "i32", mode, "spec/ps2/collision_mesh.spec:470");
    for (let y = 0; y < 4; y++) {
      const e: number = CollisionMesh_CellEntry(m, 0, y, 0);
      $expect.compare(e, "!=", 0, "i32", mode, "spec/ps2/collision_mesh.spec:473");
      $expect.compare(m.lists[e], "==", 2, "u32", mode, "spec/ps2/collision_mesh.spec:474");
      $expect.compare(m.lists[(e + 1) | 0], "==", 0, "u32", mode, "spec/ps2/collision_mesh.spec:475");
      $expect.compare(m.lists[(e + 2) | 0], "==", 1, "u32", mode, "spec/ps2/collision_mesh.spec:476");
    }
    const box: AABB = new AABB();
    box.min.x = -2.5;
    box.min.y = -5;
    box.min.z = 0;
    box.min.w = 1;
    box.max.x = 8.5;
    box.max.y = 5;
    box.max.z = 3;
    box.max.w = 1;
    const out_: number[] = [];
    $expect.compare(CollisionMesh_CollectBox(m, box, out_), "==", 2, "i32", mode, "spec/ps2/collision_mesh.spec:482");
    $expect.compare(out_[0], "==", 0, "i32", mode, "spec/ps2/collision_mesh.spec:483");
    $expect.compare(out_[1], "==", 1, "i32", mode, "spec/ps2/collision_mesh.spec:484");
    // a second query clears the bits: both are met again
    $expect.compare(CollisionMesh_CollectBox(m, box, out_), "==", 2, "i32", mode, "spec/ps2/collision_mesh.spec:486");
  });

  it("a box whose max is past the grid clamps to the last cell (and a min before it to cell 0) [002:L246]", () => {
    const mode = { "kind": "exact" } as const;
    const m: CollisionMesh = new CollisionMesh();
    CollisionMesh_AddTriangle(m, 0x1, 0, -4, 0, 0, 4, 0, 0, 4, 2);
    CollisionMesh_AddTriangle(m, 0x1, 0, -4, 0, 0, 4, 2, 0, -4, 2);
    CollisionMesh_Build(m, 2);
    const box: AABB = new AABB();
    box.min.x = -100;
    box.min.y = 1;
    box.min.z = -100;
    box.min.w = 1;
    box.max.x = 100;
    box.max.y = 1000;
    box.max.z = 100;
    box.max.w = 1;
    const lo: MeshCell = new MeshCell();
    const hi: MeshCell = new MeshCell();
    CollisionMesh_BeginShapeQuery(m, lo, hi, box);
    $expect.compare(lo.x, "==", 0, "i32", mode, "spec/ps2/collision_mesh.spec:500");
    // y = 1: g = 1·0.5 + 2 = 2.5 → cell 2
    $expect.compare(lo.y, "==", 2, "i32", mode, "spec/ps2/collision_mesh.spec:502");
    $expect.compare(lo.z, "==", 0, "i32", mode, "spec/ps2/collision_mesh.spec:503");
    $expect.compare(hi.x, "==", 0, "i32", mode, "spec/ps2/collision_mesh.spec:504");
    $expect.compare(hi.y, "==", 3, "i32", mode, "spec/ps2/collision_mesh.spec:505");
    $expect.compare(hi.z, "==", 0, "i32", mode, "spec/ps2/collision_mesh.spec:506");
    const out_: number[] = [];
    $expect.compare(CollisionMesh_CollectBox(m, box, out_), "==", 2, "i32", mode, "spec/ps2/collision_mesh.spec:508");
  });

  it("cells are walked x outermost, then y, then z; lists in stored order [002:L89]", () => {
    const mode = { "kind": "exact" } as const;
    const m: CollisionMesh = new CollisionMesh();
    // four small triangles inside cells (1,0,0), (0,0,1), (0,1,0) and (0,0,0) of a 2 × 2 × 2 grid
    CollisionMesh_AddTriangle(m, 0x1, 2.5, 0.5, 0.5, 3, 0.5, 0.5, 2.5, 1, 0.5);
    CollisionMesh_AddTriangle(m, 0x1, 0.5, 0.5, 2.5, 1, 0.5, 2.5, 0.5, 1, 2.5);
    CollisionMesh_AddTriangle(m, 0x1, 0.5, 2.5, 0.5, 1, 2.5, 0.5, 0.5, 3, 0.5);
    CollisionMesh_AddTriangle(m, 0x1, 0, 0, 0, 1, 0, 0, 4, 4, 4);
    CollisionMesh_Build(m, 2);
    $expect.compare(m.nx, "==", 2, "i32", mode, "spec/ps2/collision_mesh.spec:519");
    $expect.compare(m.ny, "==", 2, "i32", mode, "spec/ps2/collision_mesh.spec:520");
    $expect.compare(m.nz, "==", 2, "i32", mode, "spec/ps2/collision_mesh.spec:521");
    const box: AABB = new AABB();
    box.min.x = 0;
    box.min.y = 0;
    box.min.z = 0;
    box.min.w = 1;
    box.max.x = 4;
    box.max.y = 4;
    box.max.z = 4;
    box.max.w = 1;
    const out_: number[] = [];
    $expect.compare(CollisionMesh_CollectBox(m, box, out_), "==", 4, "i32", mode, "spec/ps2/collision_mesh.spec:526");
    // cell (0,0,0) lists the big triangle 3; then (0,0,1): 1; (0,1,0): 2; (1,0,0): 0
    $expect.compare(out_[0], "==", 3, "i32", mode, "spec/ps2/collision_mesh.spec:528");
    $expect.compare(out_[1], "==", 1, "i32", mode, "spec/ps2/collision_mesh.spec:529");
    $expect.compare(out_[2], "==", 2, "i32", mode, "spec/ps2/collision_mesh.spec:530");
    $expect.compare(out_[3], "==", 0, "i32", mode, "spec/ps2/collision_mesh.spec:531");
  });

  it("visited bits: the clear size is whole 16-byte blocks [002:L87]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(CollisionMesh_VisitedBytes(0), "==", 0, "i32", mode, "spec/ps2/collision_mesh.spec:535");
    $expect.compare(CollisionMesh_VisitedBytes(1), "==", 16, "i32", mode, "spec/ps2/collision_mesh.spec:536");
    $expect.compare(CollisionMesh_VisitedBytes(128), "==", 16, "i32", mode, "spec/ps2/collision_mesh.spec:537");
    $expect.compare(CollisionMesh_VisitedBytes(129), "==", 32, "i32", mode, "spec/ps2/collision_mesh.spec:538");
  });

  it("disabled triangle: clearing bit 0 in a box changes only the triangles there, keeping other bits [002:L245]", () => {
    const mode = { "kind": "exact" } as const;
    const m: CollisionMesh = new CollisionMesh();
    CollisionMesh_AddTriangle(m, 32771, 0, -4, 0, 0, -2, 0, 0, -2, 2);
    CollisionMesh_AddTriangle(m, 257, 0, 3, 0, 0, 4, 0, 0, 4, 2);
    CollisionMesh_Build(m, 2);
    const box: AABB = new AABB();
    box.min.x = -1;
    box.min.y = -5;
    box.min.z = -1;
    box.min.w = 1;
    box.max.x = 1;
    box.max.y = -1;
    box.max.z = 3;
    box.max.w = 1;
    $expect.compare(CollisionMesh_SetEnabledInBox(m, box, false), "==", 1, "i32", mode, "spec/ps2/collision_mesh.spec:549");
    $expect.compare(m.flags[0], "==", 32770, "u16", mode, "spec/ps2/collision_mesh.spec:550");
    $expect.compare(m.flags[1], "==", 257, "u16", mode, "spec/ps2/collision_mesh.spec:551");
    // the walk still lists it; the skip is the collectors' bit 0 test (002 L138, L182)
    const out_: number[] = [];
    $expect.compare(CollisionMesh_CollectBox(m, box, out_), "==", 1, "i32", mode, "spec/ps2/collision_mesh.spec:554");
    $expect.compare(m.flags[out_[0]] & MESH_TRI_ENABLED, "==", 0, "u16", mode, "spec/ps2/collision_mesh.spec:555");
    $expect.compare(CollisionMesh_SetEnabledInBox(m, box, true), "==", 1, "i32", mode, "spec/ps2/collision_mesh.spec:556");
    $expect.compare(m.flags[0], "==", 32771, "u16", mode, "spec/ps2/collision_mesh.spec:557");
  });

  it("visited marks: when the query number wraps, the stamps are cleared and each triangle is still met once per query [002:L87]", () => {
    const mode = { "kind": "exact" } as const;
    const m: CollisionMesh = new CollisionMesh();
    CollisionMesh_AddTriangle(m, 0x1, 0, -4, 0, 0, 4, 0, 0, 4, 2);
    CollisionMesh_AddTriangle(m, 0x1, 0, -4, 0, 0, 4, 2, 0, -4, 2);
    CollisionMesh_Build(m, 2);
    const box: AABB = new AABB();
    box.min.x = -1;
    box.min.y = -5;
    box.min.z = 0;
    box.min.w = 1;
    box.max.x = 1;
    box.max.y = 5;
    box.max.z = 3;
    box.max.w = 1;
    const out_: number[] = [];
    // a stamp equal to the number the wrap restarts at must not read as visited
    m.query = (MESH_QUERY_WRAP - 1) | 0;
    $expect.compare(CollisionMesh_CollectBox(m, box, out_), "==", 2, "i32", mode, "spec/ps2/collision_mesh.spec:571");
    $expect.compare(m.query, "==", MESH_QUERY_WRAP, "i32", mode, "spec/ps2/collision_mesh.spec:572");
    m.stamps[1] = 1;
    $expect.compare(CollisionMesh_CollectBox(m, box, out_), "==", 2, "i32", mode, "spec/ps2/collision_mesh.spec:574");
    $expect.compare(m.query, "==", 1, "i32", mode, "spec/ps2/collision_mesh.spec:575");
    $expect.compare(out_[0], "==", 0, "i32", mode, "spec/ps2/collision_mesh.spec:576");
    $expect.compare(out_[1], "==", 1, "i32", mode, "spec/ps2/collision_mesh.spec:577");
    $expect.compare(CollisionMesh_CollectBox(m, box, out_), "==", 2, "i32", mode, "spec/ps2/collision_mesh.spec:578");
  });

  it("a non-finite corner is refused before anything is appended [002:L87]", () => {
    const mode = { "kind": "exact" } as const;
    const m: CollisionMesh = new CollisionMesh();
    CollisionMesh_AddTriangle(m, 0x1, 0, 0, 0, 1, 0, 0, 0, 1, 0);
    const z: number = 0;
    $expect.asserts(() => {
      CollisionMesh_AddTriangle(m, 0x1, 0, 0, 0, 1, 0, 0, 0, Math.fround(1 / z), 0);
    }, "mesh triangle 1: corner 2 is not finite", "spec/ps2/collision_mesh.spec:585");
    $expect.asserts(() => {
      CollisionMesh_AddTriangle(m, 0x1, Math.fround(z / z), 0, 0, 1, 0, 0, 0, 1, 0);
    }, "mesh triangle 1: corner 0 is not finite", "spec/ps2/collision_mesh.spec:586");
    $expect.compare(CollisionMesh_Count(m), "==", 1, "i32", mode, "spec/ps2/collision_mesh.spec:587");
    $expect.compare(m.corners.length, "==", 9, "i32", mode, "spec/ps2/collision_mesh.spec:588");
  });

  it("the format holds at most 262,016 triangles, what the 0x7ff0-masked clear covers [002:L87]", () => {
    const mode = { "kind": "exact" } as const;
    $expect.compare(CollisionMesh_VisitedBytes(MESH_MAX_TRIANGLES), "==", MESH_MAX_TRIANGLES >> 3, "i32", mode, "spec/ps2/collision_mesh.spec:592");
    $expect.compare(CollisionMesh_VisitedBytes((MESH_MAX_TRIANGLES + 128) | 0), "==", 0, "i32", mode, "spec/ps2/collision_mesh.spec:593");
  });
});
