import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * Lists the tests that failed once and passed on their retry (decisions 0014, 0040), so a flaky
 * test shows in `npm test`'s summary instead of hiding behind a green run.
 * Writes $FLAKY_REPORT (test-results/reports/flaky.json by default): [{ name, file, errors }].
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: { name: string; file: string; errors: string[] }[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    this.flaky.push({
      name: testCase.fullName,
      file: path.relative(process.cwd(), testCase.module.moduleId),
      errors: (testCase.result().errors ?? []).map((e) => e.message),
    });
  }

  onTestRunEnd(): void {
    const out = path.resolve(process.env.FLAKY_REPORT ?? path.join('test-results', 'reports', 'flaky.json'));
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(this.flaky, null, 2)}\n`);
  }
}
