// Snapshot streams for generated snapshot/restore code: every value is written as an f64 (f32 and
// 32-bit integers are exact in f64), so a snapshot is one flat Float64Array.

export class SnapshotWriter {
  private data = new Float64Array(64);
  length = 0;

  put(v: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }

  finish(): Float64Array {
    return this.data.slice(0, this.length);
  }
}

export class SnapshotReader {
  private at = 0;
  constructor(private readonly data: Float64Array) {}

  get(): number {
    if (this.at >= this.data.length) throw new RangeError("SnapshotReader: read past the end of the snapshot");
    return this.data[this.at++];
  }

  done(): boolean {
    return this.at === this.data.length;
  }
}
