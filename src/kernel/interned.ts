/**
 * The same text, kept as the engine keeps property names: one shared copy of each. Ids built from
 * parts (`E${n}`, `${prefix}${i}`) are otherwise compared character by character with one another
 * and with the literal ids the rules name (`'E22'`), in every `includes`, `indexOf` and `===` of a
 * game; interned ones are compared by identity (docs/balance.md, fast path, fifth pass).
 */
export function interned<S extends string>(text: S): S {
  return Object.keys({ [text]: 0 })[0] as S;
}
