// The benchmarks' owner (the game object's vtable slots, 002 Unit 3): a body at a position it keeps,
// answering 1 (slide) to every contact, scale 1, weights 1; `mask` is its type mask (0x40 a human).
import type { Owner } from "../generated/ps2/body.generated.js";
import { Transform } from "../generated/ps2/unit06_shapes.generated.js";

export class BenchOwner {
  t = new Transform();
  constructor(private readonly mask = 1) {}
  type_mask() { return this.mask; }
  flags() { return 0; }
  set_velocity() {}
  get_cached_transform(t: Transform) { t.position.x = this.t.position.x; t.position.y = this.t.position.y; t.position.z = this.t.position.z; t.position.w = 1; t.rotation.w = 1; }
  get_pose_now(t: Transform) { this.get_cached_transform(t); }
  get_transform(t: Transform) { this.get_cached_transform(t); }
  set_transform(t: Transform) { this.t.position.x = t.position.x; this.t.position.y = t.position.y; this.t.position.z = t.position.z; }
  get_bone_transform() { return false; }
  attribute() { return 1; }
  body() { return null; }
  on_contact() { return 1; }
  after_move() {}
  human_scale() { return 1; }
  asOwner(): Owner { return this as unknown as Owner; }
}
