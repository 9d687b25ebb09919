// The typed AST of the spec language. Built once from the ohm CST by build-ast.ts; every node keeps
// its source span. The checker never changes it: it returns a new, typed tree (ir/ir.ts).

import type { Span } from "../errors.js";

export type { Span };

export type FloatModel = "x87" | "sse" | "ps2";

// ------------------------------------------------------------------ types
export type TypeNode =
  | { kind: "scalar"; name: string; span: Span }
  | { kind: "named"; name: string; span: Span }
  | { kind: "vec"; n: 3 | 4; elem: string; span: Span }
  | { kind: "mat"; rows: 3; cols: 3 | 4; elem: string; span: Span }
  | { kind: "ref"; layout: string; span: Span }
  | { kind: "ptr"; target: string; span: Span }
  | { kind: "fixed"; elem: TypeNode; length: number; span: Span }
  | { kind: "dynamic"; elem: TypeNode; span: Span };

// ------------------------------------------------------------------ expressions
export type Expr =
  | { kind: "int"; value: bigint; text: string; span: Span }
  | { kind: "float"; value: number; f32: boolean; text: string; span: Span }
  | { kind: "bits"; width: 32 | 64; hex: string; span: Span }
  | { kind: "bool"; value: boolean; span: Span }
  | { kind: "null"; span: Span }
  | { kind: "mcall"; object: Expr; name: string; args: Expr[]; span: Span; nameSpan: Span }
  | { kind: "var"; name: string; span: Span }
  | { kind: "array"; items: Expr[]; span: Span }
  | { kind: "new"; struct: string; span: Span }
  | { kind: "unary"; op: "-" | "!" | "~"; operand: Expr; span: Span }
  | { kind: "binary"; op: string; left: Expr; right: Expr; span: Span }
  | { kind: "call"; callee: string; args: Expr[]; span: Span; calleeSpan: Span }
  | { kind: "typecall"; target: TypeNode; args: Expr[]; span: Span }
  | { kind: "field"; object: Expr; name: string; span: Span; nameSpan: Span }
  | { kind: "index"; object: Expr; index: Expr; span: Span };

// ------------------------------------------------------------------ statements
export type CompareMode = { kind: "exact" } | { kind: "ulps32"; n: number } | { kind: "ulps64"; n: number } | { kind: "abs"; bound: number; text: string };

export type Stmt =
  | { kind: "let"; name: string; type?: TypeNode; init: Expr; span: Span; nameSpan: Span }
  | { kind: "if"; cond: Expr; then: Stmt[]; else?: Stmt[]; span: Span }
  | { kind: "while"; cond: Expr; body: Stmt[]; span: Span }
  | { kind: "for"; name: string; reverse: boolean; from: Expr; to: Expr; inclusive: boolean; body: Stmt[]; span: Span }
  | { kind: "return"; value?: Expr; span: Span }
  | { kind: "break"; span: Span }
  | { kind: "continue"; span: Span }
  /** `assert c, "message", v1, v2;`: each `{}` of the message shows one value (a failing build names its mesh and face) */
  | { kind: "assert"; cond: Expr; message?: string; args: Expr[]; span: Span }
  | { kind: "expect"; cond: Expr; within?: CompareMode; span: Span }
  | { kind: "expect_assert"; message?: string; body: Stmt[]; span: Span }
  | { kind: "assign"; op: string; target: Expr; value: Expr; span: Span }
  | { kind: "expr"; expr: Expr; span: Span };

// ------------------------------------------------------------------ declarations
export interface Annotation {
  name: string;
  args: { kind: "string" | "unit" | "ident"; value: string; span: Span }[];
  span: Span;
}

export interface Param {
  mode: "in" | "inout" | "out";
  name: string;
  type: TypeNode;
  span: Span;
}

export interface FnDecl {
  kind: "fn";
  name: string;
  docs: string[];
  annotations: Annotation[];
  params: Param[];
  result?: TypeNode;
  body: Stmt[];
  span: Span;
  nameSpan: Span;
}

export interface FieldDecl {
  name: string;
  docs: string[];
  /** `@scratch`: the field is not simulation state (no hash, snapshot or restore). */
  annotations: Annotation[];
  type: TypeNode;
  span: Span;
}

export interface StructDecl {
  kind: "struct";
  name: string;
  docs: string[];
  /**
   * `@state`: a root of the simulation state (record-state helpers for it and what it holds);
   * `@scratch`: a per-call work record (not zeroed in module-level storage, never state).
   */
  annotations: Annotation[];
  fields: FieldDecl[];
  span: Span;
}

export interface BitFieldDecl {
  name: string;
  lo: number;
  hi: number;
  signed: boolean;
  span: Span;
}

export interface LayoutFieldDecl {
  name: string;
  docs: string[];
  type: TypeNode;
  offset: number;
  bits: BitFieldDecl[];
  span: Span;
}

export interface LayoutDecl {
  kind: "layout";
  name: string;
  docs: string[];
  size: number;
  align: number;
  fields: LayoutFieldDecl[];
  span: Span;
}

export interface ConstDecl {
  kind: "const";
  name: string;
  docs: string[];
  type: TypeNode;
  value: Expr;
  span: Span;
}

export interface TestCase {
  name: string;
  cite: string;
  compare: CompareMode;
  expectedFailure?: string;
  body: Stmt[];
  span: Span;
}

export interface TestsDecl {
  kind: "tests";
  title: string;
  docs: string[];
  cases: TestCase[];
  span: Span;
}

export interface MethodDecl {
  name: string;
  docs: string[];
  params: Param[];
  result?: TypeNode;
  span: Span;
}

export interface InterfaceDecl {
  kind: "interface";
  name: string;
  docs: string[];
  methods: MethodDecl[];
  span: Span;
}

export interface ImplMethod {
  name: string;
  docs: string[];
  params: Param[];
  result?: TypeNode;
  body: Stmt[];
  span: Span;
  nameSpan: Span;
}

export interface ImplDecl {
  kind: "impl";
  iface: string;
  struct: string;
  docs: string[];
  methods: ImplMethod[];
  span: Span;
  ifaceSpan: Span;
  structSpan: Span;
}

export type TopItem = FnDecl | StructDecl | LayoutDecl | ConstDecl | TestsDecl | InterfaceDecl | ImplDecl;

export interface ModuleFile {
  path: string; // relative to the spec root, e.g. "ivp/math/invsqrt.spec"
  source: string;
  name: string; // e.g. "ivp.math.invsqrt"
  title: string;
  model: FloatModel;
  modelSpan?: Span;
  items: TopItem[];
  span: Span;
}
