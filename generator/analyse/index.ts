// The whole-program analyses, run after a clean check and before emission: memory use (who takes
// `mem`), re-entrancy (who may not share module-level storage), escapes (which records may be kept
// in module-level storage), each test case's memory use, which records are simulation state, and
// which records a host writes (its out/inout arguments).
import type { Program } from "../ir/program.js";
import { analyseEscapes } from "./escape.js";
import { propagateMemoryUse, testMemoryUse } from "./memory-use.js";
import { markReentrant } from "./reentrancy.js";
import { markStateRecords } from "./state-roots.js";
import { markHostWritten } from "./host-written.js";

export function analyse(program: Program): void {
  const facts = program.calls;
  propagateMemoryUse(program, facts);
  analyseEscapes(program, facts.implFns);
  markReentrant(program, facts);
  testMemoryUse(program, facts);
  markStateRecords(program);
  markHostWritten(program);
}
