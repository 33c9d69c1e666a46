export type TestClock = {
  (): Date;
  /** Moves the time on by `ms`; it never goes back. */
  advance(ms: number): void;
};

/**
 * The application's clock for tests that need time to pass: the real time plus whatever the
 * test has advanced. It keeps running, so jobs stored at the database's `now()` are always due.
 */
export function createTestClock(): TestClock {
  let offsetMs = 0;
  const clock = (() => new Date(Date.now() + offsetMs)) as TestClock;
  clock.advance = (ms: number) => {
    if (ms < 0) throw new Error("a test clock only moves forward");
    offsetMs += ms;
  };
  return clock;
}
