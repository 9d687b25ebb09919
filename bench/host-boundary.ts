// What the generated host boundary on records costs (D-GEN-6, D-GEN-7): after every call of a host
// method that writes a record (`inout`), `host_S` rounds the record's f32 values and checks its
// integers. Counts, per move of the example room's player, the calls whose record is walked, times
// each walk alone, and times the move itself (figures reported, never asserted). Each figure is the
// least CPU time per call of seven rounds (process.cpuUsage: the machine is shared).
// Run: npx tsx bench/host-boundary.ts
import { createRoom, runRoom } from "../examples/ps2-room.js";
import { vec3 } from "../src/index.js";
import { ContactList, host_ContactList } from "../generated/ps2/unit03_contacts.generated.js";
import { RayHit, host_RayHit } from "../generated/ps2/world.generated.js";

function cpuMin(f: () => void, n: number): number {
  let best = Infinity;
  for (let round = 0; round < 7; round++) {
    const c0 = process.cpuUsage();
    for (let i = 0; i < n; i++) f();
    const c = process.cpuUsage(c0);
    best = Math.min(best, (c.user + c.system) / n);
  }
  return best;
}

const room = createRoom(undefined, false);
runRoom(room, 100);
const move = () => {
  room.world.move(room.player, vec3(0.5, 0.3, 0), 1 / 30);
  room.world.move(room.player, vec3(-0.5, -0.3, 0), 1 / 30);
};

// the calls per move that walk a record afterwards (counted on the instance, then put back)
const backend = room.world.backend as unknown as Record<string, (...a: unknown[]) => unknown>;
const counts: Record<string, number> = { sweep_mesh: 0, overlap_mesh: 0, sweep_bodies: 0, ray_cast: 0 };
for (const m of Object.keys(counts)) {
  const f = backend[m];
  backend[m] = function (this: unknown, ...a: unknown[]) {
    counts[m]++;
    return f.apply(this, a);
  };
}
for (let i = 0; i < 100; i++) move();
for (const m of Object.keys(counts)) {
  delete backend[m];
  counts[m] /= 200;
}

const list = new ContactList();
list.pool.forEach((c, i) => {
  c.fraction = Math.fround(i / 50);
  c.normal.z = 1;
  c.flags = 1;
});
for (let i = 0; i < 8; i++) list.sorted.push(i);
const hit = new RayHit();
const where = "CollisionBackend.sweep_mesh argument list (bench)";
const listUs = cpuMin(() => host_ContactList(list, where), 20000);
const hitUs = cpuMin(() => host_RayHit(hit, where), 200000);
const moveUs = cpuMin(move, 500) / 2;
const lists = counts.sweep_mesh + counts.overlap_mesh + counts.sweep_bodies;
const perMove = lists * listUs + counts.ray_cast * hitUs;
console.log(`calls per move of the player: ${Object.entries(counts).map(([m, n]) => `${m} ${n}`).join(", ")}`);
console.log(`host_ContactList (50 contacts, 8 sorted): ${listUs.toFixed(3)} µs CPU; host_RayHit: ${(hitUs * 1000).toFixed(1)} ns CPU`);
console.log(`one move of the player (transactional: false): ${moveUs.toFixed(1)} µs CPU, of which the record boundary ≈ ${perMove.toFixed(2)} µs (${((100 * perMove) / moveUs).toFixed(1)} %)`);
