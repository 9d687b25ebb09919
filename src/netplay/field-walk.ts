// Names every field of a generated state root, with its raw bits, in the order the generated
// `hash_X` function feeds them to the hasher (declaration order, records in visiting order). A
// stop-gap until the public API's world lists its fields itself: the root is wrapped in proxies
// that remember the path by which each value was read, and a recording hasher takes, at each value
// it is given, the path of the value read last. Only the walk's order decides the result (no
// Object.keys, no Map iteration), and references come out as the path of the record they point to.
import { StateHasher } from "../../runtime/hash.js";
import { refCode } from "../../runtime/snapshot.js";

type HashFn<T> = (root: T, h: StateHasher) => void;

const f32v = new Float32Array(1);
const f32u = new Uint32Array(f32v.buffer);
const f64v = new Float64Array(1);
const f64u = new Uint32Array(f64v.buffer);
const hex8 = (v: number) => (v >>> 0).toString(16).padStart(8, "0");

const isIndex = (key: string) => key.length > 0 && key.length < 11 && /^[0-9]+$/.test(key);

/** Records the hasher's input as [path, bits] pairs instead of hashing it. */
class FieldRecorder extends StateHasher {
  readonly fields: [string, string][] = [];
  private readonly targets = new WeakMap<object, object>();
  private readonly paths = new WeakMap<object, string>();
  private readonly order = new Map<object, number>();
  private readonly recordPaths: string[] = [];
  private readonly refs: { at: number; target: object | null }[] = [];
  last = "";

  wrap(target: object, path: string): object {
    const proxy = new Proxy(target, {
      get: (t, key, _receiver) => {
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

  private unwrap(o: object): object {
    return this.targets.get(o) ?? o;
  }

  override enter(o: object): this {
    const t = this.unwrap(o);
    if (!this.order.has(t)) {
      this.order.set(t, this.order.size);
      this.recordPaths.push(this.paths.get(o) ?? "?");
    }
    return this;
  }

  override ref(target: object | null): this {
    // a reference's path is the path it was read by (a non-null target arrives as its proxy)
    this.fields.push([target === null ? this.last : (this.paths.get(target) ?? this.last), ""]);
    this.refs.push({ at: this.fields.length - 1, target: target === null ? null : this.unwrap(target) });
    return this;
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
    f32v[0] = v;
    this.fields.push([this.last, v !== v ? "7fc00000" : hex8(f32u[0])]);
    return this;
  }

  override f64(v: number): this {
    f64v[0] = v;
    this.fields.push([this.last, v !== v ? "7ff8000000000000" : hex8(f64u[1]) + hex8(f64u[0])]);
    return this;
  }

  override bytes(u8: Uint8Array, from = 0, to = u8.length): this {
    for (let i = from; i < to; i++) {
      const b = u8[i];
      this.fields.push([this.last, (b & 0xff).toString(16).padStart(2, "0")]);
    }
    return this;
  }

  /** Resolves references to "→ path of the target record" (or null / external / unknown). */
  resolve(externals: readonly object[]): void {
    for (const r of this.refs) {
      const code = refCode(r.target, this.order, externals);
      this.fields[r.at][1] = code >= 0 ? `→${this.recordPaths[code]}` : code === -1 ? "null" : code === -2 ? "unknown" : `external ${-code - 3}`;
    }
  }
}

/**
 * The fields of `root` in hash order, each as [path, bits]: f32/u32/i32 as 8 hex digits, f64 as 16,
 * bools as 0/1, references as `→path` of their target (`null`, `external k`, `unknown`).
 */
export function walkFields<T extends object>(root: T, hash: HashFn<T>, externals: readonly object[] = []): [string, string][] {
  const rec = new FieldRecorder(externals);
  hash(rec.wrap(root, "") as T, rec);
  rec.resolve(externals);
  return rec.fields;
}
