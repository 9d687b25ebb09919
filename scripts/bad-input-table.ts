// Prints the bad-input table of issue 11 (the cases of src/test/bad-input-cases.ts): each case, the
// error it raised, and whether the world's hash was unchanged. Run: npx tsx scripts/bad-input-table.ts
import { BAD_CASES } from "../src/test/bad-input-cases.js";
import { standardWorld, update } from "../src/test/ps2.js";

console.log("| case | error | hash unchanged |");
console.log("|---|---|---|");
for (const c of BAD_CASES) {
  let msg = "(no error)";
  let same = "n/a (no world)";
  const run = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      msg = `${(e as Error).name}: ${(e as Error).message}`;
    }
  };
  if (c.call) run(c.call);
  else {
    const w = standardWorld(c.hooks);
    for (let i = 0; i < 5; i++) update(w, i);
    c.setup?.(w);
    const before = w.hash();
    run(() => c.world!(w));
    same = w.hash() === before ? "yes" : "NO";
  }
  console.log(`| ${c.name} | ${msg.replace(/\|/g, "\\|").replace(/\n/g, " ")} | ${same} |`);
}
