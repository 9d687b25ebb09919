// The one error type of the public API. Every refused call throws it before anything in the world
// changed (the world's hash is as before the call), naming the place (the function, the argument,
// the body, the mesh and face) and what to do.

/** A call the public API refused; the world is unchanged. */
export class PhysicsInputError extends Error {
  /**
   * @param place where the bad value was met, e.g. `world.move(body 3): velocity.x`
   * @param problem what is wrong with it and what to do
   */
  constructor(
    readonly place: string,
    readonly problem: string,
    options?: { cause?: unknown },
  ) {
    super(`${place}: ${problem}`, options);
    this.name = "PhysicsInputError";
  }
}

/** A snapshot that cannot be restored (not one of this package's, corrupted, or from another level). */
export class SnapshotError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SnapshotError";
  }
}
