/**
 * A background task of this process (a job-queue worker, a periodic sweep). Tasks must be safe
 * to run in several instances at once (row locks, SKIP LOCKED, idempotent updates): no state
 * that only one process knows. `stop` returns once the task is at a safe point.
 */
export interface BackgroundTask {
  name: string;
  start(): void;
  stop(): Promise<void>;
}

/** Runs `tick` every `intervalMs` until stopped; a failing tick is logged and retried next time. */
export function periodicTask(
  name: string,
  intervalMs: number,
  tick: () => Promise<void>,
  onError: (err: unknown) => void,
): BackgroundTask {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const loop = () => {
    if (stopped) return;
    running = tick()
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(loop, intervalMs);
      });
  };
  return {
    name,
    start() {
      stopped = false;
      timer = setTimeout(loop, 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
