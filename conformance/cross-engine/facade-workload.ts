// The public API as a cross-engine workload: the example room through createLevel/createWorld
// (the player's walk, the other human, the box), with a snapshot taken half way and restored into
// a freshly built world that finishes the run. Returns the final world hash (the snapshot's
// checksum: every bit of the state) and how many updates ran. Pure computation, so it runs
// unchanged in V8 and in QuickJS.
import { createRoom, runRoom } from "../../examples/ps2-room.js";
import { createWorld } from "../../src/index.js";

export function run(n: number): { hash: string; calls: number } {
  const a = createRoom();
  const half = n >> 1;
  runRoom(a, half);
  const b = createRoom();
  const fresh = createWorld({ level: b.world.level });
  fresh.restore(a.world.snapshot());
  const r = { ...a, world: fresh };
  runRoom(r, n - half);
  return { hash: `${a.world.hash()}:${fresh.hash()}`, calls: n };
}
