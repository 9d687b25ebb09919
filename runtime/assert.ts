// The original's assert (IVP writes to address 0; the PS2 code has its own): a spec `assert` that
// fails throws, naming the spec place.

export class SpecAssertionError extends Error {
  constructor(readonly where: string, message: string) {
    super(`assertion failed at ${where}${message ? `: ${message}` : ""}`);
    this.name = "SpecAssertionError";
  }
}

export function assertFail(where: string, message = ""): never {
  throw new SpecAssertionError(where, message);
}
