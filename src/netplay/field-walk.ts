// Names every field of a generated state root, with its raw bits, in the order the generated
// `hash_X` function feeds them to the hasher (declaration order, records in visiting order), for a
// world built directly on generated records (the public API's PS2 world lists its own fields:
// Ps2World.fieldValues). The recorder (../state/fields.ts) wraps the root in proxies that remember
// the path each value was read by; references come out as the path of the record they point to.
import type { StateHasher } from "../../runtime/hash.js";
import { refCode } from "../../runtime/snapshot.js";
import { FieldRecorder } from "../state/fields.js";

type HashFn<T> = (root: T, h: StateHasher) => void;

/**
 * The fields of `root` in hash order, each as [path, bits]: f32/u32/i32 as 8 hex digits, f64 as 16,
 * bools as 0/1, references as `→path` of their target (`null`, `external k`, `unknown`).
 */
export function walkFields<T extends object>(root: T, hash: HashFn<T>, externals: readonly object[] = []): [string, string][] {
  const rec = new FieldRecorder(externals);
  hash(rec.wrap(root, ""), rec);
  rec.resolve((target) => {
    const code = refCode(target, rec.order, externals);
    return code >= 0 ? `→${rec.recordPaths[code]}` : code === -1 ? "null" : code === -2 ? "unknown" : `external ${-code - 3}`;
  });
  return rec.fields;
}
