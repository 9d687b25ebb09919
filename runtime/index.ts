// The hand-written base the generated engine stands on.
export { Memory } from "./memory.js";
export { Vec3, Vec4, ZERO_F64, newMat3, newMat34, type Mat3, type Mat34 } from "./vec.js";
export { hi32, lo32, f64FromWords, bits32, f32FromBits, signbit } from "./bits.js";
export { assertFail, SpecAssertionError } from "./assert.js";
export { StateHasher } from "./hash.js";
export { SnapshotWriter, SnapshotReader } from "./snapshot.js";
export { Prng } from "./prng.js";
export { specMin, specMax } from "./math.js";
export { $chk, CheckedBuildError } from "./checked.js";
export { $host, HostValueError } from "./host.js";
