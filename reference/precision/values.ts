// The measurement's handling of argument and result values: deep copies (so one call can run under
// both backends from the same state), the comparison of what two runs produced (by declared type:
// f64 results in ulps, f32-stored results and layout-memory words differing or not, integers and
// booleans flipping), and the seeded variation of a recorded call's float arguments.
import { Ext, f64Bits } from "../x87/ext.js";
import { Memory } from "../../runtime/memory.js";
import type { Vec4 } from "../../runtime/vec.js";
import type { Prng } from "../../runtime/prng.js";
import type { ProgramDesc, SlotDesc, TypeDesc } from "./describe.js";
import type { CopyShape } from "./writes.js";

// ------------------------------------------------------------------ copies

type Typed = Float32Array | Float64Array | Int8Array | Int16Array | Int32Array | Uint8Array | Uint16Array | Uint32Array;

/**
 * A deep copy keeping prototypes (records, host fakes, Vec3), shared references and cycles, with
 * layout memory copied as a whole (its views follow their buffer). Functions and Ext values (which
 * are immutable) are shared.
 */
export function deepClone<T>(v: T, memo: Map<unknown, unknown> = new Map()): T {
  if (v === null || typeof v !== "object") return v;
  if (v instanceof Ext) return v;
  const seen = memo.get(v);
  if (seen !== undefined) return seen as T;
  if (v instanceof Memory && !memo.has(v.buf)) {
    // only the allocated bytes (bump allocation: nothing above top was handed out); the rest stays zero
    const c = new ArrayBuffer(v.buf.byteLength);
    new Uint8Array(c).set(new Uint8Array(v.buf, 0, Math.min(v.top, v.buf.byteLength)));
    memo.set(v.buf, c);
  }
  if (v instanceof ArrayBuffer) {
    const c = v.slice(0);
    memo.set(v, c);
    return c as T;
  }
  if (ArrayBuffer.isView(v)) {
    const buf = deepClone(v.buffer as ArrayBuffer, memo);
    const ctor = (v as unknown as { constructor: new (b: ArrayBuffer, o: number, n: number) => Typed }).constructor;
    const c = v instanceof DataView ? new DataView(buf, v.byteOffset, v.byteLength) : new ctor(buf, v.byteOffset, (v as unknown as Typed).length);
    memo.set(v, c);
    return c as T;
  }
  if (Array.isArray(v)) {
    // a list of numbers or booleans: copied flat. Every element is looked at: a spec list is of one
    // type, but a call's argument list is not (a scalar first and a record after it was copied flat,
    // so the measurement's runs wrote into the workload's records, D-X87-11)
    if (v.every((x) => x === null || typeof x !== "object")) {
      const c = v.slice();
      memo.set(v, c);
      return c as T;
    }
    const c: unknown[] = [];
    memo.set(v, c);
    for (const x of v) c.push(deepClone(x, memo));
    return c as T;
  }
  const c = Object.create(Object.getPrototypeOf(v)) as Record<string, unknown>;
  memo.set(v, c);
  for (const k of Object.keys(v)) c[k] = deepClone((v as Record<string, unknown>)[k], memo);
  return c as T;
}

// ------------------------------------------------------------------ comparison

/** What two runs of one input produced, compared. */
export interface Diff {
  f64: number;
  f64Differ: number;
  /** Largest distance in f64 ulps (ordered bits) over the f64 results. */
  f64WorstUlp: number;
  f64SumUlp: number;
  /** Largest |Δ| over the largest |exact| f64 result of this input (an error relative to the results' scale). */
  f64WorstScaled: number;
  f32: number;
  f32Differ: number;
  f32WorstUlp: number;
  ints: number;
  intsDiffer: number;
  /** Layout-memory words the call wrote (in either run), and how many of them differ. */
  memWords: number;
  memDiffer: number;
}

export function newDiff(): Diff {
  return {
    f64: 0,
    f64Differ: 0,
    f64WorstUlp: 0,
    f64SumUlp: 0,
    f64WorstScaled: 0,
    f32: 0,
    f32Differ: 0,
    f32WorstUlp: 0,
    ints: 0,
    intsDiffer: 0,
    memWords: 0,
    memDiffer: 0,
  };
}

const dv = new DataView(new ArrayBuffer(8));

function ord64(x: number): bigint {
  const b = f64Bits(x);
  return b >> 63n === 1n ? -(b & 0x7fffffffffffffffn) : b;
}

function ord32(x: number): number {
  dv.setFloat32(0, x, true);
  const b = dv.getUint32(0, true);
  return b >>> 31 === 1 ? -(b & 0x7fffffff) : b;
}

const asNum = (v: unknown): number => (v instanceof Ext ? v.toF64() : (v as number));

/** Compares two values of type `t` (a: the exact run's, b: the lowered run's) into a Diff. */
class Comparer {
  readonly d = newDiff();
  /** The f64 results that differ (exact, lowered), and the largest finite |exact| f64 result (the scale). */
  private readonly pairs: [number, number][] = [];
  private scale = 0;

  constructor(private readonly structs: ProgramDesc["structs"]) {}

  value(a: unknown, b: unknown, t: TypeDesc, pre?: unknown): void {
    // one object in both runs: storage the runs share (the guard checks they leave it unwritten),
    // so nothing either produced; walking it was most of the measurement's time (D-X87-14)
    if (a === b && a !== null && typeof a === "object") return;
    switch (t.k) {
      case "f64":
      case "ext":
        return this.f64(asNum(a), asNum(b));
      case "f32":
        return this.f32(asNum(a), asNum(b));
      case "int":
      case "ref":
      case "bool":
        this.d.ints++;
        if (a !== b) this.d.intsDiffer++;
        return;
      case "ptr":
        this.d.ints++;
        if ((a === null) !== (b === null)) this.d.intsDiffer++;
        return;
      case "vec": {
        const A = a as Vec4;
        const B = b as Vec4;
        for (const c of ["x", "y", "z", "w"].slice(0, t.n) as ("x" | "y" | "z" | "w")[]) this.value(A[c], B[c], { k: t.elem });
        return;
      }
      case "mat": {
        const A = a as Float64Array;
        const B = b as Float64Array;
        for (let i = 0; i < A.length; i++) this.value(A[i], B[i], { k: t.elem });
        return;
      }
      case "fixed":
      case "dyn": {
        const A = a as unknown[];
        const B = b as unknown[];
        this.d.ints++;
        if (A.length !== B.length) this.d.intsDiffer++;
        for (let i = 0; i < Math.min(A.length, B.length); i++) this.value(A[i], B[i], t.elem);
        return;
      }
      case "struct": {
        const s = this.structs[t.name];
        if (!s || a === null || b === null || typeof a !== "object") return;
        for (const f of s.fields) this.value((a as Record<string, unknown>)[f.name], (b as Record<string, unknown>)[f.name], f.ty);
        return;
      }
      case "mem":
        return this.mem(a as Memory, b as Memory, pre as Memory);
      default:
        return;
    }
  }

  private f64(a: number, b: number): void {
    this.d.f64++;
    const m = Math.abs(a);
    if (m > this.scale && m !== Infinity) this.scale = m;
    if (Object.is(a, b)) return;
    if (a === a) this.pairs.push([a, b]);
    if (a !== a && b !== b) return;
    this.d.f64Differ++;
    let u: number;
    if (a !== a || b !== b) u = Number.MAX_SAFE_INTEGER;
    else {
      const x = ord64(a) - ord64(b);
      u = Number(x < 0n ? -x : x);
    }
    this.d.f64SumUlp += u;
    if (u > this.d.f64WorstUlp) this.d.f64WorstUlp = u;
  }

  private f32(a: number, b: number): void {
    this.d.f32++;
    if (Object.is(a, b) || (a !== a && b !== b)) return;
    this.d.f32Differ++;
    const u = a !== a || b !== b ? 0x7fffffff : Math.abs(ord32(a) - ord32(b));
    if (u > this.d.f32WorstUlp) this.d.f32WorstUlp = u;
  }

  private mem(a: Memory, b: Memory, pre: Memory): void {
    const n = Math.max(a.top, b.top) >>> 2;
    const pn = pre.top >>> 2;
    for (let i = 0; i < n; i++) {
      const wa = i < a.u32.length ? a.u32[i] : 0;
      const wb = i < b.u32.length ? b.u32[i] : 0;
      const wp = i < pn ? pre.u32[i] : 0;
      if (wa === wp && wb === wp && i < pn) continue;
      this.d.memWords++;
      if (wa !== wb) this.d.memDiffer++;
    }
  }

  finish(): Diff {
    const scale = this.scale;
    for (const [a, b] of this.pairs) {
      const e = Number.isFinite(b) && scale > 0 ? Math.abs(a - b) / scale : Number.isFinite(a) === Number.isFinite(b) ? 0 : Infinity;
      if (e > this.d.f64WorstScaled) this.d.f64WorstScaled = e;
    }
    return this.d;
  }
}

/** What one run of a function left: its result and its arguments after the call (in the slots' order). */
export interface RunResult {
  ok: boolean;
  ret?: unknown;
  args: unknown[];
  error?: string;
}

/** Compares the exact run `a` with the lowered run `b` of one input (`pre`: the arguments before the call). */
export function compareRuns(a: RunResult, b: RunResult, slots: SlotDesc[], result: TypeDesc, pre: unknown[], structs: ProgramDesc["structs"]): Diff {
  const c = new Comparer(structs);
  c.value(a.ret, b.ret, result);
  slots.forEach((s, i) => {
    // by-value scalars are the callee's copies; everything passed by reference may have been written
    if (s.comp !== undefined || s.ty.k === "f32" || s.ty.k === "f64" || s.ty.k === "ext" || s.ty.k === "int" || s.ty.k === "bool" || s.ty.k === "ref") return;
    c.value(a.args[i], b.args[i], s.ty, pre[i]);
  });
  return c.finish();
}

/** Bit-for-bit equality of two runs (the lowered reference run against the default engine). */
export function sameRuns(a: RunResult, b: RunResult, slots: SlotDesc[], result: TypeDesc, pre: unknown[], structs: ProgramDesc["structs"]): boolean {
  if (a.ok !== b.ok) return false;
  if (!a.ok) return true;
  const d = compareRuns(a, b, slots, result, pre, structs);
  return d.f64Differ + d.f32Differ + d.intsDiffer + d.memDiffer === 0;
}

// ------------------------------------------------------------------ variation of the float arguments

/** Where a float argument's values were seen (pass 1): the range of |x| over non-zero values, the signs. */
export interface SlotRange {
  lo: number;
  hi: number;
  neg: boolean;
  pos: boolean;
}

type Structs = ProgramDesc["structs"];

function holdsFloats(t: TypeDesc, structs: Structs, depth = 0): boolean {
  if (t.k === "f32" || t.k === "f64" || t.k === "ext" || t.k === "vec" || t.k === "mat") return true;
  if (t.k === "fixed" || t.k === "dyn") return t.elem.k !== "struct" && holdsFloats(t.elem, structs, depth);
  if (t.k === "struct" && depth < 4) return (structs[t.name]?.fields ?? []).some((f) => holdsFloats(f.ty, structs, depth + 1));
  return false;
}

/**
 * Whether the variation changes floats the function reads through this argument: float scalars,
 * vectors, matrices, lists and arrays of them, and the float fields of records held by value
 * (not lists of records, nor references). Layout memory is varied where the function reads f32
 * words (`memoryReads`).
 */
export function perturbable(s: SlotDesc, structs: Structs): boolean {
  if (s.mode === "out" || s.ty.k === "mem") return false;
  return holdsFloats(s.ty, structs);
}

/** Calls `f` on every float the argument holds (its element type, the current value), with a setter. */
export function eachFloat(
  v: unknown,
  t: TypeDesc,
  f: (elem: "f32" | "f64" | "ext", x: number, set: (y: number) => void) => void,
  structs: Structs = {},
  depth = 0,
): unknown {
  if (t.k === "f32" || t.k === "f64" || t.k === "ext") {
    let out = v;
    f(t.k, asNum(v), (y) => (out = y));
    return out;
  }
  if (t.k === "vec") {
    const o = v as Vec4;
    for (const c of ["x", "y", "z", "w"].slice(0, t.n) as ("x" | "y" | "z" | "w")[]) f(t.elem, asNum(o[c]), (y) => (o[c] = y));
    return v;
  }
  if (t.k === "mat") {
    const m = v as Float64Array;
    for (let i = 0; i < m.length; i++) f(t.elem, m[i], (y) => (m[i] = y));
    return v;
  }
  if ((t.k === "fixed" || t.k === "dyn") && t.elem.k !== "struct") {
    const a = v as unknown[];
    for (let i = 0; i < a.length; i++) a[i] = eachFloat(a[i], t.elem, f, structs, depth);
    return v;
  }
  if (t.k === "struct" && depth < 4 && v !== null && typeof v === "object") {
    const o = v as Record<string, unknown>;
    for (const fd of structs[t.name]?.fields ?? [])
      if (holdsFloats(fd.ty, structs, depth + 1)) o[fd.name] = eachFloat(o[fd.name], fd.ty, f, structs, depth + 1);
    return v;
  }
  return v;
}

/** The f32 words of layout memory a run reads (through `mem.f32`), found by running it on a copy whose f32 view records reads. */
export function memoryReads(run: (args: unknown[]) => void, args: unknown[], slots: SlotDesc[]): Map<number, Set<number>> {
  const reads = new Map<number, Set<number>>();
  const copy = deepClone(args);
  slots.forEach((s, i) => {
    if (s.ty.k !== "mem") return;
    const m = copy[i] as Memory;
    const seen = new Set<number>();
    reads.set(i, seen);
    const f32 = m.f32;
    m.f32 = new Proxy(f32, {
      get(t, k) {
        if (typeof k === "string" && k.length > 0 && k.charCodeAt(0) >= 48 && k.charCodeAt(0) <= 57) {
          seen.add(Number(k));
          return t[Number(k)];
        }
        const v = Reflect.get(t, k, t) as unknown;
        return typeof v === "function" ? (v as (...a: unknown[]) => unknown).bind(t) : v;
      },
      set(t, k, v) {
        return Reflect.set(t, k, v, t);
      },
    });
  });
  try {
    run(copy);
  } catch {
    // a run that asserts still shows what it read
  }
  return reads;
}

const store = (elem: "f32" | "f64" | "ext", y: number): number => (elem === "f32" ? Math.fround(y) : y);

/** x·(1 ± 2^-k) in the element's precision, k in 10..40 (10..23 for f32, whose last place is 2^-23). */
function perturb(elem: "f32" | "f64" | "ext", x: number, rng: Prng): number {
  const k = 10 + rng.int(elem === "f32" ? 14 : 31);
  return store(elem, x * (1 + (rng.int(2) === 0 ? -1 : 1) * 2 ** -k));
}

/**
 * Varies a copy's float arguments in place: "perturbed" x·(1 ± 2^-k); "random" log-uniform over the
 * widened seen range (records keep their scale: their fields are perturbed). The f32 words of layout
 * memory in `reads` are perturbed either way. With `records` false the records' floats and layout
 * memory are kept as they are: only float scalars, vectors, matrices and float lists are varied.
 */
export function vary(
  args: unknown[],
  slots: SlotDesc[],
  kind: "perturbed" | "random",
  rng: Prng,
  ranges: (SlotRange | undefined)[],
  structs: Structs,
  reads?: Map<number, Set<number>>,
  records = true,
): void {
  slots.forEach((s, i) => {
    const words = records ? reads?.get(i) : undefined;
    if (words && s.ty.k === "mem") {
      const m = args[i] as Memory;
      for (const w of [...words].sort((a, b) => a - b)) {
        const x = m.f32[w];
        if (Number.isFinite(x) && x !== 0) m.f32[w] = perturb("f32", x, rng);
      }
      return;
    }
    if (!perturbable(s, structs)) return;
    // `records` false: the records' floats (and layout memory, above) are left as recorded (a redraw of a refused input, D-X87-15)
    if (!records && s.ty.k === "struct") return;
    const r = ranges[i];
    const byScale = kind === "perturbed" || s.ty.k === "struct";
    args[i] = eachFloat(
      args[i],
      s.ty,
      (elem, x, set) => {
        if (!Number.isFinite(x)) return;
        if (byScale) {
          if (x !== 0) set(perturb(elem, x, rng));
          return;
        }
        // no range seen (never called with a non-zero value): ±100, the report says "no case range"
        const lo = r && r.hi > 0 ? r.lo / 16 : 1e-2;
        const hi = r && r.hi > 0 ? r.hi * 16 : 1e2;
        const e = Math.log2(lo) + rng.unit() * (Math.log2(hi) - Math.log2(lo));
        const both = !r || (r.neg && r.pos);
        const neg = both ? rng.int(2) === 0 : r.neg;
        set(store(elem, (neg ? -1 : 1) * 2 ** e));
      },
      structs,
    );
  });
}

/** Adds an argument's float values to its seen range. */
export function widen(r: SlotRange, v: unknown, t: TypeDesc, structs: Structs): void {
  eachFloat(
    v,
    t,
    (_e, x) => {
      if (!Number.isFinite(x) || x === 0) return;
      const a = Math.abs(x);
      if (r.hi === 0 || a < r.lo) r.lo = a;
      if (a > r.hi) r.hi = a;
      if (x < 0) r.neg = true;
      else r.pos = true;
    },
    structs,
  );
}

// ------------------------------------------------------------------ an input, as the report shows it

const num = (x: number): string => (Object.is(x, -0) ? "-0" : String(x));

/** A short text for an input: scalars and vectors by value, records, lists and memory by kind. */
export function showArgs(args: unknown[], slots: SlotDesc[]): string {
  const parts: string[] = [];
  for (let i = 0; i < slots.length; i++) {
    const s = slots[i];
    const v = args[i];
    if (s.mode === "out") continue;
    if (s.comp !== undefined) {
      if (s.comp > 0) continue;
      const n = slots.filter((x) => x.param === s.param).length;
      parts.push(
        `${s.param}=(${args
          .slice(i, i + n)
          .map((x) => num(asNum(x)))
          .join(", ")})`,
      );
      continue;
    }
    const t = s.ty;
    if (t.k === "f32" || t.k === "f64" || t.k === "ext") parts.push(`${s.param}=${num(asNum(v))}`);
    else if (t.k === "int" || t.k === "bool") parts.push(`${s.param}=${String(v)}`);
    else if (t.k === "vec")
      parts.push(
        `${s.param}=(${["x", "y", "z", "w"]
          .slice(0, t.n)
          .map((c) => num(asNum((v as Record<string, unknown>)[c])))
          .join(", ")})`,
      );
    else if (t.k === "mem") parts.push(`mem=<${(v as Memory).top} bytes>`);
    else if (t.k === "struct") parts.push(`${s.param}=<${t.name}>`);
    else if (t.k === "fixed" || t.k === "dyn") parts.push(`${s.param}=<${(v as unknown[]).length} items>`);
    else if (t.k === "ref") parts.push(`${s.param}=@${String(v)}`);
    else parts.push(`${s.param}=<${t.k}>`);
  }
  return parts.join(", ");
}

/**
 * Structural equality of two argument graphs (what `deepClone` copies: records by their own keys,
 * lists, typed arrays and layout memory by content, Ext by bits, numbers by Object.is; functions by
 * identity): the measurement's check that a run left an input it shares unchanged. Returns the
 * path of the first difference, or undefined.
 */
export function firstChange(a: unknown, b: unknown, path = "", memo: Map<unknown, unknown> = new Map()): string | undefined {
  if (a === b) return undefined;
  if (typeof a === "number" && typeof b === "number") return Object.is(a, b) || (a !== a && b !== b) ? undefined : path;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return path;
  if (a instanceof Ext || b instanceof Ext) return a instanceof Ext && b instanceof Ext && a.same(b) ? undefined : path;
  if (memo.get(a) === b) return undefined;
  memo.set(a, b);
  if (a instanceof Memory && b instanceof Memory) {
    if (a.top !== b.top) return `${path}.top`;
    const n = a.top;
    const x = new Uint8Array(a.buf, 0, Math.min(n, a.buf.byteLength));
    const y = new Uint8Array(b.buf, 0, Math.min(n, b.buf.byteLength));
    if (x.length !== y.length) return path;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return `${path}.mem[${i}]`;
    return undefined;
  }
  if (ArrayBuffer.isView(a) && ArrayBuffer.isView(b)) {
    const x = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
    const y = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
    if (x.length !== y.length) return path;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return `${path}[byte ${i}]`;
    return undefined;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return path;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${path}.length`;
    for (let i = 0; i < a.length; i++) {
      const d = firstChange(a[i], b[i], `${path}[${i}]`, memo);
      if (d !== undefined) return d;
    }
    return undefined;
  }
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return path;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return `${path} (keys)`;
  for (const k of ka) {
    const d = firstChange((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`, memo);
    if (d !== undefined) return d;
  }
  return undefined;
}

/**
 * A copy of `v` as far as `shape` says (writes.ts, D-X87-14): the record, vector, list or matrix
 * itself copied shallowly (prototype kept), the fields and elements the shape names copied by
 * theirs, `deep` parts by `deepClone` (one `memo` per run: what the deep parts share stays shared).
 */
export function copyByShape(v: unknown, shape: CopyShape, memo: Map<unknown, unknown>): unknown {
  if (v === null || typeof v !== "object" || v instanceof Ext) return v;
  if (shape.deep || v instanceof Memory) return deepClone(v, memo);
  if (ArrayBuffer.isView(v)) return v instanceof DataView ? deepClone(v, memo) : (v as unknown as Typed).slice();
  if (Array.isArray(v)) {
    const c = v.slice();
    if (shape.e) for (let i = 0; i < c.length; i++) c[i] = copyByShape(c[i], shape.e, memo);
    return c;
  }
  const c = Object.assign(Object.create(Object.getPrototypeOf(v)) as object, v) as Record<string, unknown>;
  if (shape.f) for (const [k, sub] of Object.entries(shape.f)) if (k in c) c[k] = copyByShape(c[k], sub, memo);
  return c;
}

/** What `runArgs` needs of a function (its FnDesc). */
export interface RunShape {
  slots: SlotDesc[];
  writes: boolean;
  copies?: (CopyShape | null)[];
}

/**
 * The arguments one run gets (D-X87-12, D-X87-14): a deep copy for a function that may write into
 * what its arguments reach where writes.ts could not trace it; for one whose writes it traced,
 * copies of what it may write (`copyByShape`), the rest shared; for one that cannot write, the
 * call's own arguments, shared. Layout memory and the `out`/`inout` slots (the ABI's vector result)
 * are copied for every run.
 */
export function runArgs(args: unknown[], d: RunShape): unknown[] {
  if (d.writes && !d.copies) return deepClone(args);
  const c = args.slice();
  const memo = new Map<unknown, unknown>();
  d.slots.forEach((s, i) => {
    if (s.ty.k === "mem" || s.mode !== "in") c[i] = deepClone(args[i], memo);
    else if (d.copies?.[i]) c[i] = copyByShape(args[i], d.copies[i]!, memo);
  });
  // an argument that a deep part of another one reaches is that part's copy, so that the run sees
  // the call's identities (`tc == c` in kinematic_track_of: the env's track holds the core passed
  // beside it; a copy of one and not the other refused every input, D-X87-15)
  args.forEach((a, i) => {
    if (a !== null && typeof a === "object" && memo.has(a)) c[i] = memo.get(a);
  });
  return c;
}

function copyFloats(v: unknown, t: TypeDesc, structs: Structs, depth: number): unknown {
  if (v === null || typeof v !== "object") return v;
  if (t.k === "vec") return Object.assign(Object.create(Object.getPrototypeOf(v)) as object, v);
  if (t.k === "mat") return (v as Float64Array).slice();
  if ((t.k === "fixed" || t.k === "dyn") && t.elem.k !== "struct") {
    if (ArrayBuffer.isView(v)) return (v as Float64Array).slice();
    return (v as unknown[]).map((x) => copyFloats(x, t.elem, structs, depth));
  }
  if (t.k === "struct" && depth < 4) {
    const o = Object.assign(Object.create(Object.getPrototypeOf(v)) as object, v) as Record<string, unknown>;
    for (const fd of structs[t.name]?.fields ?? []) if (holdsFloats(fd.ty, structs, depth + 1)) o[fd.name] = copyFloats(o[fd.name], fd.ty, structs, depth + 1);
    return o;
  }
  return v;
}

/**
 * A copy of a call's arguments deep enough for `vary` (for a function whose runs share them): the
 * floats `vary` may write (what `eachFloat` visits: vectors, matrices, float lists, the fields of
 * records held by value, four levels down) and layout memory are copied, everything else shared
 * (with `records` false, as `vary`'s: the record arguments too).
 */
export function varyArgs(args: unknown[], slots: SlotDesc[], structs: Structs, records = true): unknown[] {
  const c = args.slice();
  slots.forEach((s, i) => {
    if (s.ty.k === "mem") c[i] = deepClone(args[i]);
    else if (perturbable(s, structs) && (records || s.ty.k !== "struct")) c[i] = copyFloats(args[i], s.ty, structs, 0);
  });
  return c;
}
