import { Worker } from "node:worker_threads";

/**
 * One worker thread that runs a file task (pdf-text-worker.mjs, ocr-render-worker.mjs,
 * tagged/tagged-worker.mjs), reused across calls, one call at a time. A call that is aborted
 * (time-out, the job worker stopping) terminates the thread, so a hostile file can never hold the
 * API's event loop; a call that needs more than the
 * thread's heap, or grows the process by more than its memory limit, ends the thread too and is
 * reported with the caller's own error. The thread is ended when idle and started again on demand.
 *
 * Protocol (see pdf-worker-common.mjs): in `{id, ...payload}`; out `{id, ok: true, ...result}` or
 * `{id, ok: false, unreadable, name, message}`.
 */
export interface WorkerThreadOptions {
  /** The worker script. */
  script: URL;
  /** Memory the thread's heap may take (MB). */
  heapMb: number;
  /** Names the thread in the error raised when it stops unexpectedly ("The PDF reader thread"). */
  name: string;
  /** The error for a PDF the task cannot open (pdf.js's error name and message). */
  unreadable: (name: string, message: string) => Error;
  /** The error for a call that needed more than `mb` of memory. */
  tooLarge: (mb: number) => Error;
}

type Reply = { id: number; ok: true } | { id: number; ok: false; unreadable: boolean; name: string; message: string };

/** An idle thread is ended after this long. */
const IDLE_MS = 30_000;
/** How often the resident size is checked during a call. */
const MEMORY_CHECK_MS = 100;

export class WorkerThread {
  private worker: Worker | undefined;
  private tail: Promise<unknown> = Promise.resolve();
  private idle: NodeJS.Timeout | undefined;
  private nextId = 1;
  private running = 0;

  constructor(private readonly opts: WorkerThreadOptions) {}

  /** True while a call runs in the thread (not while calls only wait their turn). */
  get busy(): boolean {
    return this.running > 0;
  }

  /**
   * Runs one call: `payload` is posted with `transfer` (buffers handed over), the thread's reply
   * (without `id` and `ok`) is the result. Calls queue behind each other.
   */
  run<Result>(
    payload: Record<string, unknown>,
    transfer: ArrayBuffer[],
    memoryLimitMb: number,
    signal?: AbortSignal,
  ): Promise<Result> {
    const call = this.tail.then(() => this.exec<Result>(payload, transfer, memoryLimitMb, signal));
    this.tail = call.catch(() => {});
    return call;
  }

  stop(): void {
    const w = this.worker;
    this.worker = undefined;
    if (w) void w.terminate();
  }

  private start(): Worker {
    const worker = new Worker(this.opts.script, { resourceLimits: { maxOldGenerationSizeMb: this.opts.heapMb } });
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private exec<Result>(
    payload: Record<string, unknown>,
    transfer: ArrayBuffer[],
    memoryLimitMb: number,
    signal?: AbortSignal,
  ): Promise<Result> {
    if (this.idle) clearTimeout(this.idle);
    signal?.throwIfAborted();
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    this.running++;
    const baseline = process.memoryUsage.rss();
    return new Promise<Result>((resolve, reject) => {
      let watch: NodeJS.Timeout | undefined;
      let finished = false;
      const done = () => {
        if (finished) return;
        finished = true;
        this.running--;
        clearInterval(watch);
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
        signal?.removeEventListener("abort", onAbort);
        this.idle = setTimeout(() => this.stop(), IDLE_MS);
        this.idle.unref();
      };
      const onMessage = (reply: Reply) => {
        if (reply.id !== id) return;
        done();
        if (reply.ok) {
          const { id: _id, ok: _ok, ...result } = reply;
          resolve(result as Result);
        } else if (reply.unreadable) reject(this.opts.unreadable(reply.name, reply.message));
        else reject(new Error(`${reply.name}: ${reply.message}`));
      };
      const onError = (err: Error & { code?: string }) => {
        done();
        this.stop();
        reject(err.code === "ERR_WORKER_OUT_OF_MEMORY" ? this.opts.tooLarge(this.opts.heapMb) : err);
      };
      const onExit = () => {
        done();
        if (this.worker === worker) this.worker = undefined;
        reject(new Error(`${this.opts.name} stopped`));
      };
      const onAbort = () => {
        done();
        this.stop();
        reject(signal?.reason);
      };
      // Decoded streams live outside the thread's heap: watch what the process grows by.
      watch = setInterval(() => {
        if (process.memoryUsage.rss() - baseline <= memoryLimitMb * 1024 * 1024) return;
        done();
        this.stop();
        reject(this.opts.tooLarge(memoryLimitMb));
      }, MEMORY_CHECK_MS);
      watch.unref();
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.on("exit", onExit);
      signal?.addEventListener("abort", onAbort, { once: true });
      worker.postMessage({ id, ...payload }, transfer);
    });
  }
}
