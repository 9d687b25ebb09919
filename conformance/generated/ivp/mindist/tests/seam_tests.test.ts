// GENERATED FILE: do not edit. Conformance tests of module ivp.mindist.tests.seam_tests from spec/ivp/mindist/tests/seam_tests.spec (sha256 dd56e8251bc1ff42).
// Change the spec and run `npm run generate`; `npm run check` fails when this file is stale.
import { describe, it } from "vitest";
import { $expect } from "../../../../support/expect.js";
import { Memory } from "../../../../../runtime/index.js";
import { SeamWorld, seam_build, seam_run } from "../support/seam_tests.generated.js";
import { IvpEnvironment } from "../../../../../generated/ivp/mindist/env.generated.js";

describe("000 §8.4: A3, a ball rolling across a pancake seam (real minimize, SHORT recalcs at rest)", () => {
  it("the closest contact switches BF -> BK -> BF (left face, the seam edge, right face), through SHORT recalcs [000:L4116]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const x: SeamWorld = new SeamWorld();
    seam_build(mem, x);
    seam_run(mem, x, 5);
    $expect.compare(x.w.env.watchers.length, "==", 1, "i32", mode, "spec/ivp/mindist/tests/seam_tests.spec:145");
    // the first ledge logged is the closest child at the start, on the left face; over the seam
    // both children are at the edge (K) at one distance, the first of them in the watcher's
    // children (the right ledge's) is logged
    $expect.compare(x.log.length, "==", 3, "i32", mode, "spec/ivp/mindist/tests/seam_tests.spec:149");
    $expect.compare(x.log[0], "==", 2, "i32", mode, "spec/ivp/mindist/tests/seam_tests.spec:150");
    $expect.compare((x.log[1] % 10) | 0, "==", 1, "i32", mode, "spec/ivp/mindist/tests/seam_tests.spec:151");
    $expect.compare(x.log[2], "==", 12, "i32", mode, "spec/ivp/mindist/tests/seam_tests.spec:152");
    // no event was needed: the ball stays at resting distance
    $expect.compare(x.w.env.events_fired, "==", 0, "i32", mode, "spec/ivp/mindist/tests/seam_tests.spec:154");
  });

  it("each ledge's own feature: the left ledge goes F -> K and leaves the exchange's reach; the right one enters it, K -> F [000:L4116]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const x: SeamWorld = new SeamWorld();
    seam_build(mem, x);
    seam_run(mem, x, 5);
    // -1: the ledge pair has no child (out of the watcher's reach)
    $expect.compare(x.left.length, "==", 3, "i32", mode, "spec/ivp/mindist/tests/seam_tests.spec:162");
    $expect.compare(x.left[0], "==", 2, "i32", mode, "spec/ivp/mindist/tests/seam_tests.spec:163");
    $expect.compare(x.left[1], "==", 1, "i32", mode, "spec/ivp/mindist/tests/seam_tests.spec:164");
    $expect.compare(x.left[2], "==", -1, "i32", mode, "spec/ivp/mindist/tests/seam_tests.spec:165");
    $expect.compare(x.right.length, "==", 3, "i32", mode, "spec/ivp/mindist/tests/seam_tests.spec:166");
    $expect.compare(x.right[0], "==", -1, "i32", mode, "spec/ivp/mindist/tests/seam_tests.spec:167");
    $expect.compare(x.right[1], "==", 1, "i32", mode, "spec/ivp/mindist/tests/seam_tests.spec:168");
    $expect.compare(x.right[2], "==", 2, "i32", mode, "spec/ivp/mindist/tests/seam_tests.spec:169");
  });

  it("with the real event solver as well: the same BF -> BK -> BF switches; the approach toward the seam edge inside cd gives BK distance events (0x30), each a do_impact [000:L4116]", () => {
    const mode = { "kind": "exact" } as const;
    const mem = new Memory();
    const x: SeamWorld = new SeamWorld();
    x.real = true;
    seam_build(mem, x);
    seam_run(mem, x, 5);
    $expect.compare(x.log.length, "==", 3, "i32", mode, "spec/ivp/mindist/tests/seam_tests.spec:177");
    $expect.compare(x.log[0], "==", 2, "i32", mode, "spec/ivp/mindist/tests/seam_tests.spec:178");
    $expect.compare((x.log[1] % 10) | 0, "==", 1, "i32", mode, "spec/ivp/mindist/tests/seam_tests.spec:179");
    $expect.compare(x.log[2], "==", 12, "i32", mode, "spec/ivp/mindist/tests/seam_tests.spec:180");
    const env: IvpEnvironment = x.w.env;
    $expect.compare(env.impacts, ">", 0, "i32", mode, "spec/ivp/mindist/tests/seam_tests.spec:182");
    for (let i = 0; i < x.w.contacts.impact_code.length; i++) {
      $expect.compare(x.w.contacts.impact_code[i], "==", 0x30, "i32", mode, "spec/ivp/mindist/tests/seam_tests.spec:184");
    }
  });
});
