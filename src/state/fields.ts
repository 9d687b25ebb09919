// Field paths for state reports: names every value a generated `hash_X(record, hasher)` walk feeds
// its hasher, with the value's raw bits, in the walk's order (the records' declaration order). The
// record is wrapped in proxies that remember the path each value was read by; a recording hasher
// takes, at each value it is given, the path read last. Only the walk's order decides the result
// (no Object.keys, no Map iteration order). Slow (a proxy per read): for desync reports only.
//
// Bits: u32, i32 and f32 values as 8 hex digits, f64 as 16, bools as 0/1, NaN canonical (as the
// state hasher hashes them); a reference is named after the walk by `resolve` (its target's path).
import { StateHasher } from "../../runtime/hash.js";

const f32v = new Float32Array(1);
const f32u = new Uint32Array(f32v.buffer);
const f64v = new Float64Array(1);
const f64u = new Uint32Array(f64v.buffer);

/** 8 hex digits of a 32-bit value. */
export const hex8 = (v: number): string => (v >>> 0).toString(16).padStart(8, "0");
/** The bits of an f32 value (NaN canonical). */
export const f32Bits = (v: number): string => {
  if (v !== v) return "7fc00000";
  f32v[0] = v;
  return hex8(f32u[0]);
};
/** The bits of an f64 value (NaN canonical). */
export const f64Bits = (v: number): string => {
  if (v !== v) return "7ff8000000000000";
  f64v[0] = v;
  return hex8(f64u[1]) + hex8(f64u[0]);
};

const isIndex = (key: string) => key.length > 0 && key.length < 11 && /^[0-9]+$/.test(key);

/** A hasher that records [path, bits] pairs instead of hashing (see the file's comment). */
export class FieldRecorder extends StateHasher {
  readonly fields: [string, string][] = [];
  /** the records the walk entered, in order, with the paths they were read by */
  readonly order = new Map<object, number>();
  readonly recordPaths: string[] = [];
  private readonly targets = new WeakMap<object, object>();
  private readonly paths = new WeakMap<object, string>();
  private readonly refs: { at: number; target: object | null }[] = [];
  last = "";

  /** `record` wrapped so that every read is named `path.field`, `path[i]`. */
  wrap<T extends object>(target: T, path: string): T {
    const proxy = new Proxy(target, {
      get: (t, key) => {
        const v = Reflect.get(t, key, t) as unknown;
        if (typeof key !== "string") return v;
        const p = isIndex(key) ? `${path}[${key}]` : path === "" ? key : `${path}.${key}`;
        if (v !== null && typeof v === "object") return this.wrap(v, p);
        if (typeof v !== "function") this.last = p;
        return v;
      },
    });
    this.targets.set(proxy, target);
    this.paths.set(proxy, path);
    return proxy;
  }

  /** The record behind a proxy of `wrap` (or the object itself). */
  unwrap(o: object): object {
    return this.targets.get(o) ?? o;
  }

  /** The path a proxy was read by ("?" for an object `wrap` did not make). */
  pathOf(o: object): string {
    return this.paths.get(o) ?? "?";
  }

  override enter(o: object): this {
    const t = this.unwrap(o);
    if (!this.order.has(t)) {
      this.order.set(t, this.order.size);
      this.recordPaths.push(this.pathOf(o));
    }
    return this;
  }

  override ref(target: object | null): this {
    // a reference's path is the path it was read by (a non-null target arrives as its proxy)
    this.fields.push([target === null ? this.last : (this.paths.get(target) ?? this.last), ""]);
    this.refs.push({ at: this.fields.length - 1, target: target === null ? null : this.unwrap(target) });
    return this;
  }

  /** A value of the walk's own (not read through a proxy): `path` with `bits`. */
  put(path: string, bits: string): void {
    this.fields.push([path, bits]);
  }

  override u32(v: number): this {
    this.fields.push([this.last, hex8(v)]);
    return this;
  }

  override i32(v: number): this {
    return this.u32(v | 0);
  }

  override bool(v: boolean): this {
    this.fields.push([this.last, v ? "1" : "0"]);
    return this;
  }

  override f32(v: number): this {
    this.fields.push([this.last, f32Bits(v)]);
    return this;
  }

  override f64(v: number): this {
    this.fields.push([this.last, f64Bits(v)]);
    return this;
  }

  override bytes(u8: Uint8Array, from = 0, to = u8.length): this {
    for (let i = from; i < to; i++) this.fields.push([this.last, (u8[i] & 0xff).toString(16).padStart(2, "0")]);
    return this;
  }

  /** Names every reference recorded so far: `name(target)` (target null for a null reference). */
  resolve(name: (target: object | null) => string): void {
    for (const r of this.refs) this.fields[r.at][1] = name(r.target);
    this.refs.length = 0;
  }
}
