/** The part of a Colyseus room's clock the expiry timer needs. */
interface RoomClock {
  setTimeout(cb: () => void, ms: number): { clear(): void };
}

/**
 * Closes a room nobody is connected to: `arm` when the last client goes (and the game is not
 * over), `disarm` when someone comes; `onExpire` runs after `seconds` (the room checks again).
 */
export class RoomExpiry {
  private timer: { clear(): void } | null = null;

  constructor(
    private readonly clock: RoomClock,
    private readonly seconds: number,
    private readonly onExpire: () => void,
  ) {}

  arm(): void {
    this.timer?.clear();
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.onExpire();
    }, this.seconds * 1000);
  }

  disarm(): void {
    this.timer?.clear();
    this.timer = null;
  }
}
