/**
 * The instant the contract's time checks ("must be in the future") compare with. The console and
 * clients use the real time; the server points it at its application clock (src/server/clock), so
 * a demo request made at a past instant is validated at that instant.
 */
let now: () => number = () => Date.now();

export function contractNow(): number {
  return now();
}

/** Used once by the server at start. */
export function setContractClock(fn: () => number): void {
  now = fn;
}
