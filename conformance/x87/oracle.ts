// Building and running oracle.c: gcc's long double, which on x86-64 Linux is the x87 80-bit format.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const ORACLE_SOURCE = join(import.meta.dirname, "oracle.c");

/** Flags that keep the C's roundings the spec's: no contraction, conversions honoured, inline fsqrt. */
export const ORACLE_FLAGS = ["-std=c11", "-O2", "-ffp-contract=off", "-fexcess-precision=standard", "-fno-math-errno", "-fno-fast-math"];

export interface OracleBuild {
  readonly dir: string;
  readonly exe: string;
  readonly gcc: string;
}

/** Why the oracle cannot run here, or null when it can. */
export function oracleUnavailable(): string | null {
  if (process.arch !== "x64" && process.arch !== "ia32") return `this is ${process.arch}: gcc's long double is the x87 format only on x86`;
  if (process.platform === "win32") return "on Windows gcc's long double may not be the x87 format";
  const probe = spawnSync("gcc", ["--version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) return "gcc is not installed (.ci/run installs it with apt-get)";
  return null;
}

export function buildOracle(): OracleBuild {
  const dir = mkdtempSync(join(tmpdir(), "x87-oracle-"));
  const exe = join(dir, "oracle");
  execFileSync("gcc", [...ORACLE_FLAGS, "-Wall", "-Werror", ORACLE_SOURCE, "-o", exe, "-lm"], { stdio: ["ignore", "pipe", "pipe"] });
  const gcc = execFileSync("gcc", ["--version"], { encoding: "utf8" }).split("\n")[0];
  return { dir, exe, gcc };
}

export function removeOracle(b: OracleBuild): void {
  rmSync(b.dir, { recursive: true, force: true });
}

export interface OracleRun {
  /** The FPU control word the program found (PC in bits 8-9, RC in 10-11, masks in 0-5). */
  readonly controlWord: number;
  readonly sizeofLongDouble: number;
  readonly mantDig: number;
  /** One token list per input line. */
  readonly results: string[][];
}

/** Runs the oracle on these input lines. */
export function runOracle(b: OracleBuild, lines: readonly string[]): OracleRun {
  const out = execFileSync(b.exe, [], { input: lines.join("\n") + "\n", encoding: "utf8", maxBuffer: 1 << 28 });
  const rows = out.split("\n");
  const head = /^x87 cw ([0-9a-f]{4}) sizeof (\d+) mant (\d+)$/.exec(rows[0]);
  if (!head) throw new Error(`oracle: unexpected first line "${rows[0]}"`);
  const results = rows.slice(1, 1 + lines.length).map((r) => r.trim().split(/\s+/).filter((t) => t.length > 0));
  if (results.length !== lines.length) throw new Error(`oracle: ${results.length} result lines for ${lines.length} cases`);
  return { controlWord: parseInt(head[1], 16), sizeofLongDouble: Number(head[2]), mantDig: Number(head[3]), results };
}
