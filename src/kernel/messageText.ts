/**
 * Structured text of a rules core: a message id (`group.name` of a catalogue of English templates)
 * and its `{{name}}` parameters. The presentation renders ids in every language
 * (ARCHITECTURE.md §3); a core renders its own English only for its errors' messages.
 */

/** A catalogue: groups of templates by name. */
export type Catalogue = { readonly [group: string]: { readonly [name: string]: string } };

/** Every message id of a catalogue: `group.name`. */
export type MessageKey<C extends Catalogue> = {
  [G in keyof C & string]: `${G}.${keyof C[G] & string}`;
}[keyof C & string];

/** The English template of a message id. */
export type TemplateOf<C extends Catalogue, K> = K extends `${infer G}.${infer N}`
  ? G extends keyof C
    ? N extends keyof C[G]
      ? C[G][N]
      : never
    : never
  : never;

/** The `{{name}}` parameters of a template. */
export type ParamNames<S> = S extends `${string}{{${infer P}}}${infer Rest}`
  ? P | ParamNames<Rest>
  : never;

/** A message's parameters in a catalogue, each a `V`. */
export type ParamsOf<C extends Catalogue, K, V> = {
  readonly [P in ParamNames<TemplateOf<C, K>>]: V;
};

/** Structured text of a catalogue: a message id and exactly its template's parameters. */
export type TextOf<C extends Catalogue, V> = {
  [K in MessageKey<C>]: { readonly key: K; readonly params: ParamsOf<C, K, V> };
}[MessageKey<C>];

/** A message constructor's rest parameters: its params object, or nothing for a plain template. */
export type ParamArgs<C extends Catalogue, K, V> =
  ParamNames<TemplateOf<C, K>> extends never ? [] : [ParamsOf<C, K, V>];

/** The structured text of an id and its rest parameters (their types checked by the caller). */
export function textWith<T>(key: string, params: readonly unknown[]): T {
  return { key, params: params[0] ?? {} } as unknown as T;
}

/** Fills a template's `{{name}}` parameters with `value(name)`. */
export function fillTemplate(template: string, value: (name: string) => string): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => value(name));
}

/** The template of `group.name` in a catalogue (the key itself when there is none). */
export function templateIn(catalogue: Catalogue, key: string): string {
  const dot = key.indexOf('.');
  return catalogue[key.slice(0, dot)]?.[key.slice(dot + 1)] ?? key;
}
