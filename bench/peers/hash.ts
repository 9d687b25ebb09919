// FNV-1a over the bytes of typed arrays, as a short hex string: shows that repeated builds give
// the same bytes. Bench code.
export function fnv1a(parts: ArrayBufferView[]): string {
  let h = 0x811c9dc5;
  for (const p of parts) {
    const b = new Uint8Array(p.buffer, p.byteOffset, p.byteLength);
    for (let i = 0; i < b.length; i++) h = Math.imul(h ^ b[i], 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}
