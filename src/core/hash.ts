export { stateHash } from '../kernel/stateHash';
