/** Building a game's setup (a new game's defaults, one difficulty for every aspect). */
export { allAspects, defaultSetup } from './createGame';
