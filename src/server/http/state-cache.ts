/**
 * Rows of the authenticated hot path kept for a short time per instance (docs/performance.md,
 * "Authenticated requests"): an API client's account state and a person's session state. One map
 * per database object (an instance's own pool; on the embedded database the instances of one
 * process share it, and so their caches), at most `max` entries (the oldest dropped first).
 *
 * Forgetting is safe against reads in flight: every forget bumps the map's generation, and a
 * read that started before it is answered to its caller but not stored, so a row read just before
 * a change committed can never outlive the forget that followed the change.
 */
export class StateCache<V> {
  private readonly byDatabase = new WeakMap<
    object,
    { entries: Map<string, { value: V; at: number }>; generation: number }
  >();

  constructor(private readonly max: number) {}

  private of(db: object) {
    let state = this.byDatabase.get(db);
    if (!state) {
      state = { entries: new Map(), generation: 0 };
      this.byDatabase.set(db, state);
    }
    return state;
  }

  /** The value of `key` if read less than `ttlMs` ago, else `read()`'s (remembered, unless forgotten meanwhile). */
  async get(db: object, key: string, ttlMs: number, read: () => Promise<V>): Promise<V> {
    const state = this.of(db);
    const hit = state.entries.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const generation = state.generation;
    const value = await read();
    if (ttlMs > 0 && state.generation === generation) {
      state.entries.delete(key);
      if (state.entries.size >= this.max) state.entries.delete(state.entries.keys().next().value as string);
      state.entries.set(key, { value, at: Date.now() });
    }
    return value;
  }

  /** Forgets one key, or every key of the database. */
  forget(db: object, key?: string): void {
    const state = this.byDatabase.get(db);
    if (!state) return;
    state.generation += 1;
    if (key === undefined) state.entries.clear();
    else state.entries.delete(key);
  }

  /** How many entries the database's map holds (tests: proof that a request was served from it). */
  size(db: object): number {
    return this.byDatabase.get(db)?.entries.size ?? 0;
  }
}
