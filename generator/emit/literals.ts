// Literals as the generated code spells them: exact numbers (shortest round-trip form), integers
// normalised to their type, float bit patterns, hex, and JSON values as formatted TS literals.
import { INT_TYPES, type IntTypeName } from "../../runtime/precision.js";

/** A TS literal for a number, exact (shortest round-trip form). */
export function numLit(v: number): string {
  if (Number.isNaN(v)) return "NaN";
  if (v === Infinity) return "Infinity";
  if (v === -Infinity) return "-Infinity";
  if (Object.is(v, -0)) return "-0";
  const s = String(v);
  return v < 0 ? `(${s})` : s;
}

/**
 * An integer literal as the spec spells it, when its text spells the value the code needs: a hex
 * literal stays hex, a decimal one decimal. A value the text does not spell (a constant the type
 * wraps, such as ~0xf as a u32, or a folded expression's negative value) is printed in hex from
 * 0x10000 up, as the documents write such masks, and in decimal below.
 */
export function intLit(v: number, text: string): string {
  if (/^(0[xX][0-9a-fA-F]+|[0-9]+)$/.test(text) && Number(BigInt(text)) === v) return /^0[xX]/.test(text) ? text : numLit(v);
  return v >= 0x10000 ? `0x${v.toString(16)}` : numLit(v);
}

export function normInt(name: IntTypeName, v: bigint): number {
  const info = INT_TYPES[name];
  const span = 1n << BigInt(info.bits);
  let x = ((v % span) + span) % span;
  if (info.signed && x > info.max) x -= span;
  return Number(x);
}

export function bitsValue(width: 32 | 64, hex: string): number {
  const dv = new DataView(new ArrayBuffer(8));
  if (width === 32) {
    dv.setUint32(0, parseInt(hex, 16) >>> 0, true);
    return dv.getFloat32(0, true);
  }
  const big = BigInt("0x" + hex);
  dv.setBigUint64(0, big, true);
  return dv.getFloat64(0, true);
}

export function hex(v: number): string {
  return "0x" + (v >>> 0).toString(16);
}

/** A JSON value printed as a formatted TypeScript literal: `{ "kind": "exact" }`, `{}`. */
export function jsonLiteral(v: unknown): string {
  if (v !== null && typeof v === "object" && !Array.isArray(v)) {
    const es = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    return es.length === 0 ? "{}" : `{ ${es.map(([k, x]) => `${JSON.stringify(k)}: ${jsonLiteral(x)}`).join(", ")} }`;
  }
  if (Array.isArray(v)) return `[${v.map(jsonLiteral).join(", ")}]`;
  return JSON.stringify(v);
}
