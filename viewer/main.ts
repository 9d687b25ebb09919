// The Ballance viewer: loads a level (?level=../levels/generated-1.json, relative to the page), runs the engine in the page
// (the package as `npm run build` makes it; viewer/build.ts bundles it), and shows it with three.js:
// every level object from its mesh, the balls as spheres, each drawn at its entity's matrix as the
// glue's write-back leaves it. The camera follows the ball; the arrow keys (or W A S D) steer it
// through the Ball Navigation's forces, Space changes the ball kind, R resets it.
//
// The simulation runs at a fixed 60 frames per second of game time (one engine frame of 1/60 s per
// step), whatever the display's rate. With ?test=1 nothing runs by itself: the end-to-end test
// drives it through window.__viewer.
import * as THREE from "three";
import { ConvexGeometry } from "three/examples/jsm/geometries/ConvexGeometry.js";
import { BALL_KINDS, BallanceGame, KEY_MINUS_X, KEY_MINUS_Z, KEY_PLUS_X, KEY_PLUS_Z, createBallanceWorld, parseLevel, type BallanceLevel, type BallKind } from "../src/index.js";

const params = new URLSearchParams(location.search);
const levelUrl = params.get("level") ?? "../levels/generated-1.json";
const testMode = params.get("test") === "1";
const FRAME_MS = 1000 / 60;

interface ViewerApi {
  ready: Promise<void>;
  /** Runs one engine frame per entry (the key bits of that frame); resolves with the state hash. */
  play(keys: number[]): Promise<string>;
  hash(): string;
  frame(): number;
  render(): void;
  error: string | null;
}
declare global {
  interface Window {
    __viewer: ViewerApi;
  }
}

const hud = document.getElementById("hud")!;
let failure: string | null = null;

async function loadLevel(url: string): Promise<BallanceLevel> {
  const json = await (await fetch(url)).json();
  // binary side files are read before the (synchronous) check
  const files = new Set<string>();
  for (const m of Object.values(json.meshes ?? {}) as { binary?: { file: string } }[]) if (m.binary) files.add(m.binary.file);
  const base = url.slice(0, url.lastIndexOf("/") + 1);
  const bins = new Map<string, Uint8Array>();
  for (const f of files) bins.set(f, new Uint8Array(await (await fetch(base + f)).arrayBuffer()));
  return parseLevel(json, {
    file: url,
    readBinary: (f) => {
      const b = bins.get(f);
      if (!b) throw new Error(`${f} was not fetched`);
      return b;
    },
  });
}

/** three's matrix of an entity's VxMatrix (rows = axes, row 3 = position). */
function toMatrix4(m: Float32Array, out: THREE.Matrix4): THREE.Matrix4 {
  return out.set(m[0], m[4], m[8], m[12], m[1], m[5], m[9], m[13], m[2], m[6], m[10], m[14], 0, 0, 0, 1);
}

async function main(): Promise<void> {
  const level = await loadLevel(levelUrl);
  const world = createBallanceWorld({ level, transactional: false });
  let kindIndex = 0;
  const game = new BallanceGame(world, BALL_KINDS[kindIndex] as BallKind);

  const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(1);
  renderer.setSize(innerWidth, innerHeight);
  document.body.appendChild(renderer.domElement);
  const scene = new THREE.Scene();
  scene.background = new THREE.Color(0x8fb8d8);
  scene.fog = new THREE.Fog(0x8fb8d8, 60, 220);
  scene.add(new THREE.HemisphereLight(0xffffff, 0x404050, 1.2));
  const sun = new THREE.DirectionalLight(0xffffff, 1.6);
  sun.position.set(-30, 60, 20);
  scene.add(sun);
  // Virtools is left-handed, three right-handed: the world is drawn mirrored in z
  const root = new THREE.Group();
  root.scale.set(1, 1, -1);
  scene.add(root);
  const camera = new THREE.PerspectiveCamera(60, innerWidth / innerHeight, 0.1, 600);

  const colours: Record<string, number> = { Phys_Floors: 0xb8b0a0, Phys_FloorRails: 0x8a8f98, Phys_FloorStopper: 0xd06040, P_Dome: 0x50a060, P_Box: 0xc08040, P_Modul_34_Kiste: 0xa06830 };
  const meshGeometry = new Map<string, THREE.BufferGeometry>();
  const geometryOf = (meshIds: readonly number[], concave: boolean): THREE.BufferGeometry => {
    const key = `${concave ? "c" : "v"}${meshIds.join(",")}`;
    let g = meshGeometry.get(key);
    if (g) return g;
    const m = level.meshes[meshIds[0]];
    if (concave) {
      g = new THREE.BufferGeometry();
      g.setAttribute("position", new THREE.BufferAttribute(Float32Array.from(m.vertices), 3));
      g.setIndex(Array.from(m.faces));
      g.computeVertexNormals();
    } else {
      const pts: THREE.Vector3[] = [];
      for (let i = 0; i < m.vertices.length; i += 3) pts.push(new THREE.Vector3(m.vertices[i], m.vertices[i + 1], m.vertices[i + 2]));
      g = new ConvexGeometry(pts);
    }
    meshGeometry.set(key, g);
    return g;
  };
  const drawn: { id: number; obj: THREE.Object3D }[] = [];
  for (const o of level.objects) {
    const p = o.physicalize;
    if (!p) continue;
    const preset = o.name.replace(/_\d+$/, "");
    const material = new THREE.MeshLambertMaterial({ color: colours[preset] ?? (p.ballRadius.length ? 0xd8c070 : 0xb0a898), side: THREE.DoubleSide, flatShading: true });
    let mesh: THREE.Mesh;
    if (p.ballRadius.length) mesh = new THREE.Mesh(new THREE.SphereGeometry(p.ballRadius[0], 20, 14), material);
    else if (p.concave.length) mesh = new THREE.Mesh(geometryOf(p.concave, true), material);
    else mesh = new THREE.Mesh(geometryOf(p.convex, false), material);
    mesh.matrixAutoUpdate = false;
    root.add(mesh);
    drawn.push({ id: o.id, obj: mesh });
  }
  const ballMaterials: Record<string, THREE.Material> = {
    Ball_Wood: new THREE.MeshLambertMaterial({ color: 0x9a6a3a }),
    Ball_Stone: new THREE.MeshLambertMaterial({ color: 0x707478 }),
    Ball_Paper: new THREE.MeshLambertMaterial({ color: 0xf0ece0 }),
  };
  const ball = new THREE.Mesh(new THREE.SphereGeometry(2, 28, 20), ballMaterials[game.kind]);
  // a stripe so that the rolling shows
  ball.add(new THREE.Mesh(new THREE.TorusGeometry(2.01, 0.12, 6, 40), new THREE.MeshLambertMaterial({ color: 0x303030 })));
  ball.matrixAutoUpdate = false;
  root.add(ball);
  drawn.push({ id: game.ball, obj: ball });

  const m4 = new THREE.Matrix4();
  const update = () => {
    for (const d of drawn) {
      if (!world.isPhysicalized(d.id) && d.id !== game.ball) continue;
      toMatrix4(world.entityMatrix(d.id), d.obj.matrix);
      d.obj.matrixWorldNeedsUpdate = true;
    }
    ball.material = ballMaterials[game.kind];
    const p = world.entityPosition(game.ball);
    // behind the ball along −x, above it (mirrored z)
    camera.position.set(p.x - 15, p.y + 11, -p.z);
    camera.lookAt(p.x + 8, p.y - 1, -p.z);
    const f = world.lastFrame;
    hud.textContent = `${level.name} · ${game.kind} · frame ${world.frame} · t ${world.time.toFixed(2)} s · PSIs ${world.profilerValues().psis} · ${f ? `impacts ${world.profilerValues().impacts}` : ""} · hash ${world.hash()}${failure ? ` · stopped: ${failure}` : ""}`;
    renderer.render(scene, camera);
  };
  void m4;

  const tick = (keys: number) => {
    if (failure) return;
    try {
      game.tick(keys, FRAME_MS);
    } catch (e) {
      // e.g. a woken box on a floor: the convex-convex event cases are not in the engine yet
      failure = (e as Error).message;
      console.error(e);
    }
  };

  const held = new Set<string>();
  addEventListener("keydown", (e) => {
    held.add(e.key.toLowerCase());
    if (e.key === " ") {
      kindIndex = (kindIndex + 1) % BALL_KINDS.length;
      game.change(BALL_KINDS[kindIndex] as BallKind);
    }
    if (e.key.toLowerCase() === "r") game.reset(false);
  });
  addEventListener("keyup", (e) => held.delete(e.key.toLowerCase()));
  addEventListener("resize", () => {
    renderer.setSize(innerWidth, innerHeight);
    camera.aspect = innerWidth / innerHeight;
    camera.updateProjectionMatrix();
  });
  const keysNow = () =>
    (held.has("arrowup") || held.has("w") ? KEY_PLUS_X : 0) |
    (held.has("arrowdown") || held.has("s") ? KEY_MINUS_X : 0) |
    // drawn mirrored: the screen's left is the world's +z
    (held.has("arrowleft") || held.has("a") ? KEY_PLUS_Z : 0) |
    (held.has("arrowright") || held.has("d") ? KEY_MINUS_Z : 0);

  window.__viewer.play = async (keys: number[]) => {
    for (const k of keys) tick(k);
    update();
    return world.hash();
  };
  window.__viewer.hash = () => world.hash();
  window.__viewer.frame = () => world.frame;
  window.__viewer.render = update;
  update();
  if (!testMode) {
    let last = performance.now();
    let owed = 0;
    const loop = (now: number) => {
      owed += now - last;
      last = now;
      // fixed steps of game time; at most 4 per display frame
      let n = 0;
      while (owed >= FRAME_MS && n < 4) {
        tick(keysNow());
        owed -= FRAME_MS;
        n++;
      }
      if (owed > FRAME_MS * 4) owed = 0;
      update();
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  }
}

let resolveReady!: () => void;
let rejectReady!: (e: unknown) => void;
window.__viewer = {
  ready: new Promise<void>((res, rej) => {
    resolveReady = res;
    rejectReady = rej;
  }),
  play: async () => "",
  hash: () => "",
  frame: () => 0,
  render: () => {},
  get error() {
    return failure;
  },
};
main().then(resolveReady, (e) => {
  failure = String(e);
  hud.textContent = `could not start: ${failure}`;
  rejectReady(e);
});
