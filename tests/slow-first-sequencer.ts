import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Files that run for minutes start first, so the other workers take the short files beside them instead of
// waiting for one long file at the end. Vitest orders by last run's durations when it has them; a fresh clone has
// none, and file size says nothing of a property test's 1,000 runs.
const SLOW_FILES = [/booking-money-interleavings\.test\.ts$/, /seat-conservation\.test\.ts$/];

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const slow = (file: TestSpecification) => SLOW_FILES.some((pattern) => pattern.test(file.moduleId));
    return [...sorted.filter(slow), ...sorted.filter((file) => !slow(file))];
  }
}
