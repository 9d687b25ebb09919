// The game's optional callbacks, adapted to the spec's WorldHooks interface: the engine calls these
// adapters with its records; they call the game with handles and value types, and check every
// result before it goes back into the engine.
import type { Contact } from "../../generated/ps2/unit03_contacts.generated.js";
import type { Owner } from "../../generated/ps2/body.generated.js";
import type { IPhysics } from "../../generated/ps2/world.generated.js";
import type { WorldActor, WorldHooks } from "../../generated/ps2/world_actor.generated.js";
import { PhysicsInputError } from "../errors.js";
import { vec3, type Vec3 } from "../math.js";

/** A body handle: a positive integer a world's `add…` call returned, never reused by that world. */
export type BodyHandle = number;

/**
 * Answer codes of a contact (002 Unit 3): the low 16 bits say what the mover does, the flags above
 * modify it. The defaults are `Slide` for the level and bodies, `Push` for another human.
 */
export const Answer = Object.freeze({
  /** go on to the next contact, as if this one were not there */
  Ignore: 0,
  /** stop short of the surface and slide along it */
  Slide: 1,
  /** stop short and bounce (the owner's restitution) */
  Bounce: 2,
  /** stop short and stop (velocity zeroed) */
  Stop: 3,
  /** push the other body away (a slide when it is not pushable) */
  Push: 4,
  /** flag: end this pass of the sweep after this contact (move the rest) */
  Done: 0x10000,
  /** flag: apply the contact's scale to the velocity */
  Scale: 0x20000,
  /** flag: abort the move here (no final move, no after-move call) */
  Abort: 0x40000,
});

/** A contact as the public API reports it: what the body met, where, and how far into its move. */
export interface ContactInfo {
  /** the moving body */
  readonly body: BodyHandle;
  /** the other body, or null for the level */
  readonly other: BodyHandle | null;
  /** the level triangle (its index in the level description), or null for a body */
  readonly triangle: number | null;
  /** the fraction of the pass's move at which the contact happens (0 … 1) */
  readonly fraction: number;
  /** the unit normal, pointing from the surface towards the mover */
  readonly normal: Vec3;
  /** where the mover's shape is at the contact (the shape's position: a capsule's feet, a sphere's centre) */
  readonly point: Vec3;
}

/**
 * Callbacks a game may add to the defaults. Each is optional; without any the world runs the
 * defaults alone (the example scene's answers, the ground follow). Callbacks run inside a world
 * call: they may read the world (positions, queries) but not change it (a change throws).
 */
export interface Ps2Hooks {
  /**
   * The answer to a contact during a move (owner slot +0xf8). `defaultAnswer` is what the body's
   * options say; return it, or another code of `Answer` (an integer 0 … 0xffffffff).
   */
  onContact?(contact: ContactInfo, defaultAnswer: number): number;
  /** After a body's move, after the ground follow (owner slot +0x118). */
  afterMove?(body: BodyHandle): void;
  /** Whether a moving body may meet another body (owner slot +0x110); default true. */
  mayMeet?(body: BodyHandle, other: BodyHandle): boolean;
  /** A human was pushed by another human's push sphere, by `push` (m, added to its next move). */
  onPush?(body: BodyHandle, push: Vec3): void;
}

const HOOK_NAMES = ["onContact", "afterMove", "mayMeet", "onPush"] as const;
export const hookNames: readonly string[] = HOOK_NAMES;

const handleOfOwner = (o: Owner | null): BodyHandle | null => {
  const a = o as unknown as WorldActor | null;
  return a !== null && typeof a.handle === "number" ? a.handle : null;
};

/** The engine's contact as a ContactInfo (other bodies by handle, level triangles by index). */
export function contactInfo(phys: IPhysics, self: BodyHandle, c: Contact): ContactInfo {
  let other: BodyHandle | null = null;
  if (c.other_owner !== 0) {
    const b = phys.bodies[c.other_owner - 1];
    other = b ? handleOfOwner(b.owner) : null;
  }
  return {
    body: self,
    other,
    triangle: c.other_owner === 0 && c.triangle !== 0 ? c.triangle - 1 : null,
    fraction: c.fraction,
    normal: vec3(c.normal.x, c.normal.y, c.normal.z),
    point: vec3(c.point.x, c.point.y, c.point.z),
  };
}

/** WorldHooks over a game's Ps2Hooks. */
export class HookAdapter implements WorldHooks {
  constructor(
    private readonly user: Ps2Hooks,
    private readonly phys: IPhysics,
  ) {}

  on_contact(a: WorldActor, c: Contact, code: number): number {
    const f = this.user.onContact;
    if (!f) return code;
    const r = f.call(this.user, contactInfo(this.phys, a.handle, c), code) as unknown;
    if (typeof r !== "number" || !Number.isInteger(r) || r < 0 || r > 0xffffffff) {
      throw new PhysicsInputError(`hooks.onContact (body ${a.handle})`, `returned ${String(r)}: return an answer code, an integer from 0 to 0xffffffff (Answer.Slide, Answer.Push, …)`);
    }
    return r >>> 0;
  }

  after_move(a: WorldActor): void {
    this.user.afterMove?.call(this.user, a.handle);
  }

  may_meet(owner: Owner | null, other: Owner | null, code: number): number {
    const f = this.user.mayMeet;
    const h = handleOfOwner(owner);
    const o = handleOfOwner(other);
    if (!f || h === null || o === null) return code;
    const r = f.call(this.user, h, o) as unknown;
    if (typeof r !== "boolean") throw new PhysicsInputError(`hooks.mayMeet (body ${h}, other ${o})`, `returned ${String(r)}: return true or false`);
    return r ? 1 : 0;
  }

  on_push(a: WorldActor, _c: Contact, px: number, py: number, pz: number): void {
    this.user.onPush?.call(this.user, a.handle, vec3(px, py, pz));
  }
}
