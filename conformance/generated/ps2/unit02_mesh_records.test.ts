// GENERATED FILE: do not edit. Conformance tests of module ps2.unit02.mesh_records from spec/ps2/unit02_mesh_records.spec (sha256 899999a0723488f7).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../support/expect.js";
import { CollTri, CollTri_ComputeEdgeNormals, CollTri_ComputeEdges, CollTri_ComputeNormal, CollTri_Flip, MeshCollector, MeshContacts_SortByFraction } from "../../../generated/ps2/unit02_mesh_records.generated.js";

// Sort keys stored in arrival order; contacts are identified by their index (A = 0, B = 1, C = 2).
describe("002 Unit 2 Test ideas: Sort (MeshContacts_SortByFraction half)", () => {
  it("keys 0.5 (A), 0.6 (B), 0.3 (C) come out [0.3, 0.5, 0.5] = [C, A, A] (the smear; B is lost) [002:L247]", () => {
    const mode = { "kind": "exact" } as const;
    const m: MeshCollector = new MeshCollector();
    m.contacts[0].key = 0.5;
    m.contacts[1].key = 0.6000000238418579 /* 0.6f */;
    m.contacts[2].key = 0.30000001192092896 /* 0.3f */;
    MeshContacts_SortByFraction(m.sorted, m.contacts, 3);
    $expect.compare(m.sorted[0], "==", 2, "i32", mode, "spec/ps2/unit02_mesh_records.spec:215");
    $expect.compare(m.sorted[1], "==", 0, "i32", mode, "spec/ps2/unit02_mesh_records.spec:216");
    $expect.compare(m.sorted[2], "==", 0, "i32", mode, "spec/ps2/unit02_mesh_records.spec:217");
    $expect.compare(m.contacts[m.sorted[0]].key, "==", 0.30000001192092896 /* 0.3f */, "f32", mode, "spec/ps2/unit02_mesh_records.spec:218");
    $expect.compare(m.contacts[m.sorted[1]].key, "==", 0.5, "f32", mode, "spec/ps2/unit02_mesh_records.spec:219");
    $expect.compare(m.contacts[m.sorted[2]].key, "==", 0.5, "f32", mode, "spec/ps2/unit02_mesh_records.spec:220");
  });

  it("keys 0.3, 0.3 keep arrival order [002:L247]", () => {
    const mode = { "kind": "exact" } as const;
    const m: MeshCollector = new MeshCollector();
    m.contacts[0].key = 0.30000001192092896 /* 0.3f */;
    m.contacts[1].key = 0.30000001192092896 /* 0.3f */;
    MeshContacts_SortByFraction(m.sorted, m.contacts, 2);
    $expect.compare(m.sorted[0], "==", 0, "i32", mode, "spec/ps2/unit02_mesh_records.spec:228");
    $expect.compare(m.sorted[1], "==", 1, "i32", mode, "spec/ps2/unit02_mesh_records.spec:229");
  });
});

// Checks of the definitions themselves (002 L32-46, L91-102), not Test-idea cases.
describe("002 Unit 2 definitions: the working triangle helpers and the sort's one-past write", () => {
  it("the smear also writes one past: [C, A, A] then slot 3 holds A [002:L97]", () => {
    const mode = { "kind": "exact" } as const;
    const m: MeshCollector = new MeshCollector();
    m.sorted[3] = 77;
    m.contacts[0].key = 0.5;
    m.contacts[1].key = 0.6000000238418579 /* 0.6f */;
    m.contacts[2].key = 0.30000001192092896 /* 0.3f */;
    MeshContacts_SortByFraction(m.sorted, m.contacts, 3);
    $expect.compare(m.sorted[3], "==", 0, "i32", mode, "spec/ps2/unit02_mesh_records.spec:242");
    $expect.compare(m.sorted[4], "==", 0, "i32", mode, "spec/ps2/unit02_mesh_records.spec:243");
  });

  it("a full list of 100 with the last key smallest: nothing is written past the list [002:L97]", () => {
    const mode = { "kind": "exact" } as const;
    const m: MeshCollector = new MeshCollector();
    for (let i = 0; i < 99; i++) {
      m.contacts[i].key = 0.5;
    }
    m.contacts[99].key = 0.10000000149011612 /* 0.1f */;
    MeshContacts_SortByFraction(m.sorted, m.contacts, 100);
    $expect.compare(m.sorted[0], "==", 99, "i32", mode, "spec/ps2/unit02_mesh_records.spec:253");
    $expect.compare(m.sorted[1], "==", 0, "i32", mode, "spec/ps2/unit02_mesh_records.spec:254");
    $expect.compare(m.sorted[99], "==", 0, "i32", mode, "spec/ps2/unit02_mesh_records.spec:255");
    $expect.compare(m.sorted.length, "==", 100, "i32", mode, "spec/ps2/unit02_mesh_records.spec:256");
  });

  it("edges of the corner-slide triangle, then normalised with their lengths [002:L249]", () => {
    const mode = { "kind": "exact" } as const;
    const t: CollTri = new CollTri();
    t.v0.x = 0;
    t.v0.y = 0;
    t.v0.z = 0;
    t.v0.w = 1;
    t.v1.x = 0;
    t.v1.y = 1;
    t.v1.z = 0;
    t.v1.w = 1;
    t.v2.x = 0;
    t.v2.y = 0;
    t.v2.z = 1;
    t.v2.w = 1;
    CollTri_ComputeEdges(t);
    $expect.compare([t.e0.x, t.e0.y, t.e0.z, t.e0.w], "==", [0, 1, 0, 1], "f32", mode, "spec/ps2/unit02_mesh_records.spec:265");
    $expect.compare([t.e1.x, t.e1.y, t.e1.z, t.e1.w], "==", [0, -1, 1, 1], "f32", mode, "spec/ps2/unit02_mesh_records.spec:266");
    // edge 2 runs down the wall's y = 0 end
    $expect.compare([t.e2.x, t.e2.y, t.e2.z, t.e2.w], "==", [0, 0, -1, 1], "f32", mode, "spec/ps2/unit02_mesh_records.spec:268");
    CollTri_ComputeEdgeNormals(t, 1);
    $expect.compare(t.len_e0, "==", 1, "f32", mode, "spec/ps2/unit02_mesh_records.spec:270");
    // sqrt(2) rounded to f32 (0x3fb504f3); 1/that rounds to 0x3f3504f3, the f32 nearest 1/sqrt(2)
    $expect.compare(t.len_e1, "==", 1.4142135381698608 /* f32#3fb504f3 */, "f32", mode, "spec/ps2/unit02_mesh_records.spec:272");
    $expect.compare(t.len_e2, "==", 1, "f32", mode, "spec/ps2/unit02_mesh_records.spec:273");
    $expect.compare([t.e1.x, t.e1.y, t.e1.z, t.e1.w], "==", [0, -0.7071067690849304 /* f32#3f3504f3 */, 0.7071067690849304 /* f32#3f3504f3 */, 1], "f32", mode, "spec/ps2/unit02_mesh_records.spec:274");
    $expect.compare([t.e2.x, t.e2.y, t.e2.z, t.e2.w], "==", [0, 0, -1, 1], "f32", mode, "spec/ps2/unit02_mesh_records.spec:275");
  });

  it("normal of the corner-slide triangle is +x; flip swaps corners 1, 2 and negates all lanes [002:L249]", () => {
    const mode = { "kind": "exact" } as const;
    const t: CollTri = new CollTri();
    t.v0.x = 0;
    t.v0.y = 0;
    t.v0.z = 0;
    t.v0.w = 1;
    t.v1.x = 0;
    t.v1.y = 1;
    t.v1.z = 0;
    t.v1.w = 1;
    t.v2.x = 0;
    t.v2.y = 0;
    t.v2.z = 1;
    t.v2.w = 1;
    t.n.w = 0;
    CollTri_ComputeNormal(t);
    $expect.compare([t.n.x, t.n.y, t.n.z, t.n.w], "==", [1, 0, 0, 0], "f32", mode, "spec/ps2/unit02_mesh_records.spec:285");
    t.n.w = 1;
    t.d = 0.5;
    CollTri_ComputeEdges(t);
    CollTri_Flip(t);
    $expect.compare([t.v1.x, t.v1.y, t.v1.z, t.v1.w], "==", [0, 0, 1, 1], "f32", mode, "spec/ps2/unit02_mesh_records.spec:290");
    $expect.compare([t.v2.x, t.v2.y, t.v2.z, t.v2.w], "==", [0, 1, 0, 1], "f32", mode, "spec/ps2/unit02_mesh_records.spec:291");
    $expect.compare([t.n.x, t.n.y, t.n.z, t.n.w], "==", [-1, -0, -0, -1], "f32", mode, "spec/ps2/unit02_mesh_records.spec:292");
    // d and the edges are not recomputed
    $expect.compare(t.d, "==", 0.5, "f32", mode, "spec/ps2/unit02_mesh_records.spec:294");
    $expect.compare([t.e0.x, t.e0.y, t.e0.z, t.e0.w], "==", [0, 1, 0, 1], "f32", mode, "spec/ps2/unit02_mesh_records.spec:295");
  });

  it("a degenerate triangle's normal is zero, not NaN (VU rsqrt of 0) [002:L159]", () => {
    const mode = { "kind": "exact" } as const;
    const t: CollTri = new CollTri();
    t.v0.x = 1;
    t.v0.y = 2;
    t.v0.z = 3;
    t.v0.w = 1;
    t.v1.x = 1;
    t.v1.y = 2;
    t.v1.z = 3;
    t.v1.w = 1;
    t.v2.x = 2;
    t.v2.y = 2;
    t.v2.z = 3;
    t.v2.w = 1;
    CollTri_ComputeNormal(t);
    $expect.compare([t.n.x, t.n.y, t.n.z, t.n.w], "==", [0, 0, 0, 0], "f32", mode, "spec/ps2/unit02_mesh_records.spec:304");
    CollTri_ComputeEdges(t);
    CollTri_ComputeEdgeNormals(t, 1);
    $expect.compare(t.len_e0, "==", 0, "f32", mode, "spec/ps2/unit02_mesh_records.spec:307");
    $expect.compare([t.e0.x, t.e0.y, t.e0.z, t.e0.w], "==", [0, 0, 0, 1], "f32", mode, "spec/ps2/unit02_mesh_records.spec:308");
  });
});
