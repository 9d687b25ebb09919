// Kinds of module by folder: fixtures under tests/ and examples under examples/ are emitted outside
// generated/, never exported by generated/index.ts, and engine code may not depend on them.
import { describe, expect, it } from "vitest";
import { generate, SpecErrors } from "../pipeline.js";
import { moduleKind } from "../ir/program.js";

const engine = `module demo.engine "engine";\nfloat sse;\n\n/// Twice x.\n@design("a test helper")\nfn Twice(x: f64) -> f64 {\n  return x * 2.0;\n}\n`;
const fixture = `module demo.fixture "fixture";\nfloat sse;\n\n/// A fake.\nstruct FakeThing {\n  n: i32,\n}\n\n/// Thrice.\n@design("a fake")\nfn Thrice(x: f64) -> f64 {\n  return Twice(x) + x;\n}\n\ntests "demo" {\n  case "thrice" at 000:L1 compare exact {\n    expect Thrice(1.0) == 3.0;\n  }\n}\n`;

describe("module kinds", () => {
  it("are decided by the folder", () => {
    expect(moduleKind("ps2/unit03_sweep.spec")).toBe("engine");
    expect(moduleKind("ps2/tests/unit03_sweep_tests.spec")).toBe("fixture");
    expect(moduleKind("ivp/geometry/tests/deep/x.spec")).toBe("fixture");
    expect(moduleKind("ps2/examples/scene_room.spec")).toBe("example");
    expect(moduleKind("ps2/tests.spec")).toBe("engine");
  });

  it("emit fixtures beside the conformance suite and keep them out of generated/index.ts", () => {
    const g = generate([
      { path: "demo/engine.spec", text: engine },
      { path: "demo/tests/fixture.spec", text: fixture },
    ]);
    expect([...g.files.keys()].filter((f) => f.endsWith(".ts")).sort()).toEqual([
      "conformance/generated/demo/support/fixture.generated.ts",
      "conformance/generated/demo/tests/fixture.test.ts",
      "generated/demo/engine.generated.ts",
      "generated/index.ts",
    ]);
    expect(g.files.get("generated/index.ts")).not.toContain("fixture");
    expect(g.files.get("conformance/generated/demo/support/fixture.generated.ts")).toContain('from "../../../../generated/demo/engine.generated.js"');
  });

  it("reject engine code that uses a fixture, saying how to fix it", () => {
    const user = engine.replace("return x * 2.0;", "let t: FakeThing = new FakeThing();\n  return x * 2.0 + f64(t.n);");
    let err: unknown;
    try {
      generate([
        { path: "demo/engine.spec", text: user },
        { path: "demo/tests/fixture.spec", text: fixture.replace("return Twice(x) + x;", "return x * 3.0;") },
      ]);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(SpecErrors);
    expect((err as SpecErrors).message).toContain(
      "engine module demo.engine uses 'FakeThing' from the test fixture module spec/demo/tests/fixture.spec; expected engine code to depend only on engine modules (move 'FakeThing' out of the tests/ folder, or this code into one)",
    );
  });
});

// An impl may sit in any module (a spec author's wish): its methods are emitted into the struct's
// class, in the struct's file, and cite the impl's own file; they obey the struct module's rule.
const owner = `module demo.owner "a record and the interface it implements";\nfloat sse;\n\n/// A host slot.\ninterface Scale {\n  fn scale(x: f64) -> f64;\n}\n\n/// A record.\nstruct Doubler {\n  k: f64,\n}\n`;
const implementer = `module demo.impls "the impl, elsewhere";\nfloat sse;\n\n/// Helper the impl calls.\n@design("a test helper")\nfn Times(x: f64, k: f64) -> f64 {\n  return x * k;\n}\n\nimpl Scale for Doubler {\n  fn scale(x: f64) -> f64 {\n    return Times(x, self.k);\n  }\n}\n\ntests "impl elsewhere" {\n  case "the method runs" at 000:L1 compare exact {\n    let d = new Doubler();\n    d.k = 2.0;\n    expect d.scale(3.0) == 6.0;\n  }\n}\n`;

describe("an impl outside its struct's module", () => {
  it("is emitted into the struct's class, citing its own file", () => {
    const g = generate([
      { path: "demo/owner.spec", text: owner },
      { path: "demo/impls.spec", text: implementer },
    ]);
    const ownerTs = g.files.get("generated/demo/owner.generated.ts")!;
    expect(ownerTs).toContain("export class Doubler implements Scale {");
    expect(ownerTs).toContain("Implements Scale.scale (@spec spec/demo/impls.spec:11).");
    expect(ownerTs).toContain("return Times(x, this.k);");
    expect(ownerTs).toContain('import { Times } from "./impls.generated.js";');
    expect(g.files.get("generated/demo/impls.generated.ts")).not.toContain("scale(");
  });

  it("in a fixture, for an engine struct, may not call fixture code: the message says where the methods go", () => {
    let err: unknown;
    try {
      generate([
        { path: "demo/owner.spec", text: owner },
        { path: "demo/tests/impls.spec", text: implementer },
      ]);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(SpecErrors);
    expect((err as SpecErrors).message).toContain(
      "impl Scale for Doubler (spec/demo/tests/impls.spec), whose methods are emitted into engine module demo.owner, uses 'Times' from the test fixture module spec/demo/tests/impls.spec; expected engine code to depend only on engine modules",
    );
  });
});
