/** A worker that ends sooner than this after its start died starting: the next wait doubles. */
export const QUICK_EXIT_MS = 30_000;
export const FIRST_RESTART_DELAY_MS = 1_000;
export const LONGEST_RESTART_DELAY_MS = 30_000;

/**
 * How long to wait before replacing a worker that has exited, given the previous wait. One that
 * ran a while is replaced at once and starts the count again; while workers keep dying soon after
 * they start (a bad release, a database that refuses them) the wait doubles from 1 s to 30 s, so
 * they are not restarted in a tight loop.
 */
export function nextRestartDelay(previousDelayMs: number, uptimeMs: number): number {
  if (uptimeMs >= QUICK_EXIT_MS) return 0;
  return Math.min(Math.max(previousDelayMs * 2, FIRST_RESTART_DELAY_MS), LONGEST_RESTART_DELAY_MS);
}
