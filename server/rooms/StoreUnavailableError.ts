/** The store did not answer: the action was not taken and the game waits where it was. */
export class StoreUnavailableError extends Error {
  constructor() {
    super(
      'The game server cannot save right now; your action was not taken. Try again in a moment.',
    );
  }
}
