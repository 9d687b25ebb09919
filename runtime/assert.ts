// The original's assert (IVP writes to address 0; the PS2 code has its own): a spec `assert` that
// fails throws, naming the spec place.

export class SpecAssertionError extends Error {
  constructor(readonly where: string, message: string) {
    super(`assertion failed at ${where}${message ? `: ${message}` : ""}`);
    this.name = "SpecAssertionError";
  }
}

/** `values` fill the message's `{}` holes in order (a failing build names its mesh and face). */
export function assertFail(where: string, message = "", values?: readonly (number | boolean)[]): never {
  let i = 0;
  const text = values ? message.replace(/\{\}/g, () => String(values[i++])) : message;
  throw new SpecAssertionError(where, text);
}
