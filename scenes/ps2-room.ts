// The PS2 example scene (spec/ps2/examples/scene_room.spec, decision D-SCENE-1) as a workload: builds the
// scene, runs `n` updates at 30 Hz and returns the hash of the whole scene state's raw bits. With a
// `log` callback it also reports each update: the player's and the other human's feet, and every
// contact the player's owner was asked about (fraction, normal, other body) with its answer code.
// Pure computation (no I/O, no timers), so it runs unchanged in V8 and in QuickJS.
import { StateHasher } from "../runtime/hash.js";
import { Scene, Scene_Create, Scene_Step, hash_Scene, type SceneActor } from "./generated/ps2/scene_room.generated.js";

const fmt = (v: number) => (Object.is(v, -0) ? 0 : v).toFixed(3).padStart(7);

function contacts(a: SceneActor): string {
  const parts: string[] = [];
  for (let i = 0; i < a.answers.length; i++) {
    const other = a.others[i] === 0 ? "level" : `body ${a.others[i]}`;
    parts.push(`${other} f ${a.fractions[i].toFixed(3)} n (${a.normals_x[i].toFixed(2)}, ${a.normals_y[i].toFixed(2)}) → ${a.answers[i]}`);
  }
  return parts.length ? parts.join("; ") : "-";
}

export function run(n: number, log?: (line: string) => void): { hash: string; calls: number } {
  const s = new Scene();
  Scene_Create(s);
  for (let i = 0; i < n; i++) {
    Scene_Step(s);
    if (log) {
      const p = s.player.now.position, o = s.other.now.position;
      log(`${String(i + 1).padStart(3)}  player (${fmt(p.x)}, ${fmt(p.y)}, ${fmt(p.z)})  other (${fmt(o.x)}, ${fmt(o.y)}, ${fmt(o.z)})  waypoint ${s.target}  contacts ${contacts(s.player)}${s.other.answers.length ? `  other's contacts ${contacts(s.other)}` : ""}`);
    }
  }
  const h = new StateHasher();
  hash_Scene(s, h);
  return { hash: h.hex(), calls: n };
}
