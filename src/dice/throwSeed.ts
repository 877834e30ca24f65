export { throwSeed } from '../kernel/seeds';
