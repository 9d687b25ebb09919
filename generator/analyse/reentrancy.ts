// Re-entrancy: a function that can reach itself through the call graph, or that calls (directly or
// through callees) a host method, which may call back into the engine. Its locals may then not
// share module-level storage.
import type { Program } from "../ir/program.js";
import type { CallFacts } from "../ir/program.js";

export function markReentrant(program: Program, facts: CallFacts): void {
  const { callGraph, callsHost } = facts;
  for (const fn of program.fns.values()) {
    const seen = new Set<string>();
    const stack = [...(callGraph.get(fn.name) ?? [])];
    if (callsHost.has(fn.name)) fn.recursive = true;
    while (stack.length && !fn.recursive) {
      const c = stack.pop()!;
      if (c === fn.name || callsHost.has(c)) {
        fn.recursive = true;
        break;
      }
      if (seen.has(c)) continue;
      seen.add(c);
      stack.push(...(callGraph.get(c) ?? []));
    }
  }
}
