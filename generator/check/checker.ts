// The checker's driver: declare every name, resolve types, layouts and signatures, then check every
// body (check/body.ts). The result is the checked program with its call facts; the analyses
// (analyse/) run on it next. Every error is located and says what was expected.
import type * as A from "../parse/ast.js";
import type { Diagnostics } from "../errors.js";
import type { Program } from "../ir/program.js";
import { declareAll } from "./declare.js";
import { typeResolver } from "./resolve-type.js";
import { checkLayouts, checkStructFields } from "./layouts.js";
import { checkSignatures } from "./signatures.js";
import type { CheckOptions } from "./citations.js";
import { BodyChecker } from "./body.js";
import { checkDependencies } from "./dependencies.js";

export type { CheckOptions };

export function check(files: A.ModuleFile[], diags: Diagnostics, opts: CheckOptions = {}): Program {
  const { program, implDecls } = declareAll(files, diags);
  const resolveType = typeResolver(program, diags);
  checkLayouts(program, diags, resolveType);
  checkStructFields(program, diags, resolveType);
  const { implFns, implOf } = checkSignatures(program, implDecls, diags, resolveType, opts);

  const ck = new BodyChecker(program, diags, resolveType);
  for (const c of program.consts.values()) ck.checkConst(c);
  for (const fn of program.fns.values()) ck.checkFn(fn);
  for (const fn of implFns) ck.checkFn(fn);
  for (const mod of program.modules) for (const t of mod.tests) ck.checkTests(t);
  checkDependencies(program, diags, implFns);
  program.calls = { callGraph: ck.callGraph, callsHost: ck.callsHost, testCalls: ck.testCalls, implFns, implOf };
  return program;
}
