// The precision table: the one place that defines the spec's number types and float models.
// The generator reads it to type-check and lower the spec; generated code never needs it at run time.

export type FloatTypeName = "f32" | "f64" | "ext";
export type IntTypeName = "i8" | "i16" | "i32" | "u8" | "u16" | "u32";
export type FloatModelName = "x87" | "sse" | "ps2";

export interface FloatTypeInfo {
  /** Mantissa bits including the implicit one. */
  readonly mantissa: number;
  /** Width of a stored value in bytes (ext: the x87 register format). */
  readonly bytes: number;
  /** Order used to widen mixed operands (sse/C promotion). */
  readonly rank: number;
  /** How the default backend represents it: every float is a JS number (an IEEE f64). */
  readonly lowering: "fround" | "native" | "lowered-to-f64";
}

export const FLOAT_TYPES: Readonly<Record<FloatTypeName, FloatTypeInfo>> = {
  f32: { mantissa: 24, bytes: 4, rank: 1, lowering: "fround" },
  f64: { mantissa: 53, bytes: 8, rank: 2, lowering: "native" },
  // x87 80-bit extended: 64-bit mantissa. The default backend computes it in f64 and the precision
  // report counts every such lowering; a reference backend could compute it exactly.
  ext: { mantissa: 64, bytes: 10, rank: 3, lowering: "lowered-to-f64" },
};

export interface IntTypeInfo {
  readonly bits: 8 | 16 | 32;
  readonly signed: boolean;
  readonly min: bigint;
  readonly max: bigint;
}

function intInfo(bits: 8 | 16 | 32, signed: boolean): IntTypeInfo {
  const span = 1n << BigInt(bits);
  return signed
    ? { bits, signed, min: -(span >> 1n), max: (span >> 1n) - 1n }
    : { bits, signed, min: 0n, max: span - 1n };
}

export const INT_TYPES: Readonly<Record<IntTypeName, IntTypeInfo>> = {
  i8: intInfo(8, true),
  i16: intInfo(16, true),
  i32: intInfo(32, true),
  u8: intInfo(8, false),
  u16: intInfo(16, false),
  u32: intInfo(32, false),
};

export interface FloatModelInfo {
  readonly summary: string;
  /** Float types a function under this model may name. */
  readonly allowed: readonly FloatTypeName[];
  /** The type an arithmetic operation on float operands is computed in. */
  readonly evalType: (a: FloatTypeName, b: FloatTypeName) => FloatTypeName;
}

export const FLOAT_MODELS: Readonly<Record<FloatModelName, FloatModelInfo>> = {
  x87: {
    summary:
      "x87 with the precision control at 64-bit mantissa: every intermediate is extended precision; " +
      "values round only when stored into an f32/f64 location or cast (000 §0.1)",
    allowed: ["f32", "f64", "ext"],
    evalType: () => "ext",
  },
  sse: {
    summary: "SSE scalar: each operation in its operands' type (an f32 operand meeting an f64 one is widened, as in C)",
    allowed: ["f32", "f64"],
    evalType: (a, b) => (FLOAT_TYPES[a].rank >= FLOAT_TYPES[b].rank ? a : b),
  },
  ps2: {
    summary:
      "PS2 EE/VU0: single precision, each operation rounded to f32 (IEEE round-to-nearest; the hardware's " +
      "round-toward-zero, missing denormals and missing NaN/inf are not modelled, see docs/decisions.md D-PS2-1)",
    allowed: ["f32"],
    evalType: () => "f32",
  },
};
