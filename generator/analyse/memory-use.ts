// Which functions, interface slots and test cases reach layout memory (and so take `mem`): direct
// use found by the checker, made transitive through the call graph and through interface slots.
import { IFACE_SLOT, type CallFacts, type MethodInfo, type Program } from "../ir/program.js";

export function propagateMemoryUse(program: Program, facts: CallFacts): void {
  const { implFns, implOf, callGraph } = facts;
  // memory use is transitive through calls, and through interface slots: a slot one of whose spec
  // implementations reaches memory takes `mem` (every implementation and every caller then too)
  const slotOf = slotsByKey(program);
  const callUsesMemory = (c: string) => program.fns.get(c)?.usesMemory === true || slotOf.get(c)?.usesMemory === true;
  let changed = true;
  while (changed) {
    changed = false;
    for (const fn of [...program.fns.values(), ...implFns]) {
      if (fn.usesMemory) continue;
      for (const c of callGraph.get(fn.name) ?? []) {
        if (callUsesMemory(c)) {
          fn.usesMemory = true;
          changed = true;
          break;
        }
      }
    }
    for (const [fn, m] of implOf) {
      if (fn.usesMemory && !m.usesMemory) {
        m.usesMemory = true;
        changed = true;
      }
    }
  }
  // every implementation of a memory slot takes `mem`, whether or not it uses it
  for (const [fn, m] of implOf) if (m.usesMemory) fn.usesMemory = true;
}

/** Per test case: whether its body reaches layout memory (the case then creates a Memory). */
export function testMemoryUse(program: Program, facts: CallFacts): void {
  const slotOf = slotsByKey(program);
  const callUsesMemory = (c: string) => program.fns.get(c)?.usesMemory === true || slotOf.get(c)?.usesMemory === true;
  for (const mod of program.modules) {
    for (const t of mod.tests) {
      t.usesMemory = t.decl.cases.map((_, i) => {
        const calls = facts.testCalls.get(t)?.[i];
        if (!calls) return false;
        if (calls.direct) return true;
        return [...calls.calls].some(callUsesMemory);
      });
    }
  }
}

function slotsByKey(program: Program): Map<string, MethodInfo> {
  const slotOf = new Map<string, MethodInfo>();
  for (const itf of program.ifaces.values()) for (const m of itf.methods.values()) slotOf.set(`${itf.name}.${m.name}${IFACE_SLOT}`, m);
  return slotOf;
}
