// A vitest reporter for long non-interactive runs (CI, `.ci/run`): one line per finished test file
// with a running count, and every 30 s the files still running, so a 4-minute suite shows where it
// is. Used beside the default reporter: `vitest run --reporter=default --reporter=./scripts/progress-reporter.ts`.
import { relative } from "node:path";
import type { Reporter, TestModule, TestSpecification } from "vitest/node";

export default class ProgressReporter implements Reporter {
  private total = 0;
  private done = 0;
  private readonly running = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private readonly t0 = Date.now();

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>): void {
    this.total = specifications.length;
    this.timer = setInterval(() => {
      const names = [...this.running.keys()].map((m) => relative(process.cwd(), m));
      if (names.length) process.stdout.write(`[progress ${this.elapsed()}] ${this.done}/${this.total} files done; running: ${names.join(", ")}\n`);
    }, 30_000);
    this.timer.unref();
  }

  onTestModuleStart(m: TestModule): void {
    this.running.set(m.moduleId, Date.now());
  }

  onTestModuleEnd(m: TestModule): void {
    const started = this.running.get(m.moduleId) ?? Date.now();
    this.running.delete(m.moduleId);
    this.done++;
    const tests = [...m.children.allTests()];
    const failed = tests.filter((t) => t.result().state === "failed").length;
    const secs = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `[progress ${this.elapsed()}] ${this.done}/${this.total} ${relative(process.cwd(), m.moduleId)}: ${tests.length} tests${failed ? `, ${failed} FAILED` : ""} in ${secs} s\n`,
    );
  }

  onTestRunEnd(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private elapsed(): string {
    return `${Math.round((Date.now() - this.t0) / 1000)} s`;
  }
}
