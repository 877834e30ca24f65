export { canonicalJson } from '../kernel/canonicalJson';
export { stateHash as flipStateHash } from '../kernel/stateHash';
