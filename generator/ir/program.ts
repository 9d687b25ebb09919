// The checked program: what the checker produces and every later pass (emit, report, tests) reads.
import type * as A from "../parse/ast.js";
import type { FloatModelName } from "../../runtime/precision.js";
import type { Ty } from "./types.js";
import type { Expr, Stmt } from "./ir.js";

export interface Binding {
  name: string;
  ty: Ty;
  kind: "param" | "local" | "const" | "loop";
  mode: "in" | "inout" | "out";
  /** How a vector is held: as scalar locals (`n_x`), or as an object (`n.x`). */
  vecRepr: "scalars" | "object" | "none";
  constOf?: ConstInfo;
  /** Set by the escape analysis: the record this binding holds may outlive the call. */
  escapes?: boolean;
}

export interface FnInfo {
  name: string;
  decl: A.FnDecl | A.ImplMethod;
  /** The checked body (check/body.ts). */
  body: Stmt[];
  /** For an impl method: the record it belongs to. */
  selfStruct?: string;
  module: ModuleInfo;
  model: FloatModelName;
  params: Binding[];
  result: Ty;
  usesMemory: boolean;
  /** True when the function may be re-entered (it reaches itself through calls, or calls a host
   * method that may call back): its locals then may not share module-level storage. */
  recursive: boolean;
  /** Indices of record parameters the function may keep beyond the call (escape analysis). */
  escapingParams?: Set<number>;
  source?: { doc: string; section: string; address: string };
  design?: string;
  units: string[];
}

export interface LayoutFieldInfo {
  name: string;
  ty: Ty; // scalar, vec, or fixed array of scalars
  offset: number;
  docs: string[];
  bits: { name: string; lo: number; hi: number; signed: boolean }[];
}

export interface LayoutInfo {
  name: string;
  decl: A.LayoutDecl;
  module: ModuleInfo;
  size: number;
  align: number;
  fields: Map<string, LayoutFieldInfo>;
  /** bit field name → its container field */
  bitFields: Map<string, { field: LayoutFieldInfo; lo: number; hi: number; signed: boolean }>;
}

export interface StructInfo {
  name: string;
  decl: A.StructDecl;
  module: ModuleInfo;
  /**
   * `scratch`: declared `@scratch`, or of a `@scratch` struct's type: never hashed, snapshotted or
   * restored. `infinite`: declared `@infinite`, a float field that may hold ±Infinity (the checked
   * build refuses only NaN there).
   */
  fields: { name: string; ty: Ty; docs: string[]; scratch?: boolean; infinite?: boolean }[];
  /** Declared `@state`: a root of the simulation state. */
  stateRoot?: boolean;
  /**
   * Declared `@scratch`: a per-call work record. Kept in module-level storage, `let r = new S()`
   * is not zeroed per call (the spec writes every field before it reads it); it is never state.
   */
  scratch?: boolean;
  /** Written by a host through an out/inout parameter (analyse/host-written.ts): it gets `host_S`. */
  hostWritten?: boolean;
  /** Reachable by value from a state root (analyse/state-roots.ts): it gets record-state helpers. */
  inState?: boolean;
}

export interface MethodInfo {
  name: string;
  decl: A.MethodDecl;
  params: Binding[];
  result: Ty;
  /** Some spec implementation reaches layout memory: the slot takes `mem` first (hosts get it too). */
  usesMemory: boolean;
}

export interface InterfaceInfo {
  name: string;
  decl: A.InterfaceDecl;
  module: ModuleInfo;
  methods: Map<string, MethodInfo>;
}

export interface ImplInfo {
  decl: A.ImplDecl;
  module: ModuleInfo;
  iface: InterfaceInfo;
  struct: StructInfo;
  /** One FnInfo per method; its first parameter is `self`. */
  methods: FnInfo[];
}

export interface ConstInfo {
  name: string;
  decl: A.ConstDecl;
  module: ModuleInfo;
  ty: Ty;
  /** The checked value (check/body.ts), converted to `ty`; unset when the declaration was rejected. */
  value?: Expr;
}

export interface TestsInfo {
  decl: A.TestsDecl;
  module: ModuleInfo;
  /** Per case: its checked body (check/body.ts). */
  bodies: Stmt[][];
  /** Per case: whether its body uses layout memory. */
  usesMemory: boolean[];
}

/**
 * What a spec module is, by where it lives: a `.spec` under a `tests/` folder is a test fixture
 * (test tables, fakes, helpers: emitted beside the conformance suite, never into the engine); one
 * under an `examples/` folder is an example (a scene: emitted for scenes/, not part of the engine);
 * every other module is engine code. Engine code may use only engine modules, examples may use
 * engine modules and examples, fixtures may use anything.
 */
export type ModuleKind = "engine" | "fixture" | "example";

export function moduleKind(specPath: string): ModuleKind {
  const dirs = specPath.split("/").slice(0, -1);
  if (dirs.includes("tests")) return "fixture";
  if (dirs.includes("examples")) return "example";
  return "engine";
}

export interface ModuleInfo {
  file: A.ModuleFile;
  name: string;
  kind: ModuleKind;
  model: FloatModelName;
  fns: FnInfo[];
  structs: StructInfo[];
  layouts: LayoutInfo[];
  consts: ConstInfo[];
  ifaces: InterfaceInfo[];
  impls: ImplInfo[];
  tests: TestsInfo[];
}

export interface Program {
  modules: ModuleInfo[];
  fns: Map<string, FnInfo>;
  structs: Map<string, StructInfo>;
  layouts: Map<string, LayoutInfo>;
  consts: Map<string, ConstInfo>;
  ifaces: Map<string, InterfaceInfo>;
  /** "Struct:Interface" → the implementation */
  impls: Map<string, ImplInfo>;
  /** What the checker recorded about calls, for the analyses. */
  calls: CallFacts;
}

/** Where a name is declared, for imports between generated modules. */
export function declaringModule(p: Program, name: string): ModuleInfo | undefined {
  return p.fns.get(name)?.module ?? p.structs.get(name)?.module ?? p.layouts.get(name)?.module ?? p.consts.get(name)?.module ?? p.ifaces.get(name)?.module;
}

// The call facts the checker records while it checks bodies, read by the whole-program analyses:
// who calls whom (spec functions, and interface slots as `Iface.method#slot` nodes), who calls a
// host method directly, and which functions each test case calls.
/** Suffix of an interface slot's node in the call graph (never a spec function's name). */
export const IFACE_SLOT = "#slot";

export interface CallFacts {
  callGraph: Map<string, Set<string>>;
  /** Functions that call a host interface method directly. */
  callsHost: Set<string>;
  /** Per tests table, per case: whether the case reaches memory itself, and what it calls. */
  testCalls: Map<unknown, { direct: boolean; calls: Set<string> }[]>;
  /** The spec implementations of interface methods, as functions. */
  implFns: FnInfo[];
  /** Which interface slot each spec implementation fills. */
  implOf: Map<FnInfo, MethodInfo>;
}
