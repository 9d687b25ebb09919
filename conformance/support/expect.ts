// The comparison behind every generated `expect`: exact bits, N ulps of f32/f64, or an absolute
// bound stated by the document. A failure names the spec line and shows the raw bits.

export type CompareMode =
  | { readonly kind: "exact" }
  | { readonly kind: "ulps32"; readonly n: number }
  | { readonly kind: "ulps64"; readonly n: number }
  | { readonly kind: "abs"; readonly bound: number; readonly text: string };

const dv = new DataView(new ArrayBuffer(8));

function f32Bits(v: number): number {
  dv.setFloat32(0, v, true);
  return dv.getUint32(0, true);
}

function f64Bits(v: number): bigint {
  dv.setFloat64(0, v, true);
  return dv.getBigUint64(0, true);
}

/** Position of an f32 on the number line of representable values (monotonic in the value). */
function f32Ordinal(v: number): number {
  const b = f32Bits(v);
  return b & 0x80000000 ? -(b & 0x7fffffff) : b;
}

function f64Ordinal(v: number): bigint {
  const b = f64Bits(v);
  return b & 0x8000000000000000n ? -(b & 0x7fffffffffffffffn) : b;
}

function show(v: number | boolean, kind: string): string {
  if (typeof v === "boolean") return String(v);
  if (kind === "f32") return `${v} (f32 0x${f32Bits(v).toString(16).padStart(8, "0")})`;
  if (kind === "f64" || kind === "ext") return `${v} (f64 0x${f64Bits(v).toString(16).padStart(16, "0")})`;
  return `${v} (0x${(v >>> 0).toString(16)})`;
}

function equalUnder(a: number, b: number, kind: string, mode: CompareMode): boolean {
  const isFloat = kind === "f32" || kind === "f64" || kind === "ext";
  if (!isFloat) return a === b;
  switch (mode.kind) {
    case "exact":
      return Object.is(a, b) || (a !== a && b !== b);
    case "ulps32":
      if (Math.fround(a) !== a || Math.fround(b) !== b) return false;
      return Math.abs(f32Ordinal(a) - f32Ordinal(b)) <= mode.n;
    case "ulps64": {
      const d = f64Ordinal(a) - f64Ordinal(b);
      return (d < 0n ? -d : d) <= BigInt(mode.n);
    }
    case "abs":
      return Math.abs(a - b) <= mode.bound;
  }
}

function describeMode(mode: CompareMode): string {
  switch (mode.kind) {
    case "exact": return "exact bits";
    case "ulps32": return `within ${mode.n} f32 ulp${mode.n === 1 ? "" : "s"}`;
    case "ulps64": return `within ${mode.n} f64 ulp${mode.n === 1 ? "" : "s"}`;
    case "abs": return `within ${mode.text} (absolute)`;
  }
}

export const $expect = {
  compare(actual: unknown, op: string, expected: unknown, kind: string, mode: CompareMode, where: string): void {
    if (kind === "ref") {
      // records, pointers and host objects compare by identity
      const pass = op === "==" ? actual === expected : op === "!=" ? actual !== expected : false;
      if (!pass) throw new Error(`${where}: expected the references ${op === "==" ? "to be the same" : "to differ"}`);
      return;
    }
    if (Array.isArray(actual) || Array.isArray(expected)) {
      const a = actual as readonly number[];
      const e = expected as readonly number[];
      const ok = a.length === e.length && a.every((x, i) => equalUnder(x, e[i], kind, mode));
      const pass = op === "==" ? ok : op === "!=" ? !ok : false;
      if (!pass) {
        const rows = a.map((x, i) => `  [${i}] actual ${show(x, kind)}  expected ${show(e[i], kind)}`).join("\n");
        throw new Error(`${where}: expected vectors ${op === "==" ? "equal" : "different"} (${describeMode(mode)})\n${rows}`);
      }
      return;
    }
    if (typeof actual === "boolean" || typeof expected === "boolean") {
      const pass = op === "==" ? actual === expected : op === "!=" ? actual !== expected : false;
      if (!pass) throw new Error(`${where}: expected ${actual} ${op} ${expected}`);
      return;
    }
    const a = actual as number;
    const x = expected as number;
    let pass: boolean;
    switch (op) {
      case "==": pass = equalUnder(a, x, kind, mode); break;
      case "!=": pass = !equalUnder(a, x, kind, mode); break;
      case "<": pass = a < x; break;
      case "<=": pass = a <= x; break;
      case ">": pass = a > x; break;
      case ">=": pass = a >= x; break;
      default: throw new Error(`${where}: unknown comparison ${op}`);
    }
    if (!pass) {
      const how = op === "==" || op === "!=" ? ` (${describeMode(mode)})` : "";
      throw new Error(`${where}: expected ${show(a, kind)} ${op} ${show(x, kind)}${how}`);
    }
  },

  /** The block must stop at a spec `assert` (SpecAssertionError) whose message contains `text`. */
  asserts(block: () => void, text: string, where: string): void {
    try {
      block();
    } catch (e) {
      const err = e as Error;
      if (err.name !== "SpecAssertionError") throw new Error(`${where}: expected a spec assertion, got ${err.name}: ${err.message}`);
      if (!err.message.includes(text)) throw new Error(`${where}: the assertion "${err.message}" does not mention "${text}"`);
      return;
    }
    throw new Error(`${where}: expected a spec assertion to fail, but the block completed`);
  },

  truth(value: boolean, where: string): void {
    if (value !== true) throw new Error(`${where}: expectation is false`);
  },
};
