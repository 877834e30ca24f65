import { contentPackJsonSchema } from '../../core/content';
import type { PackSection } from '../../core/content';

/** The part of JSON Schema the content pack's schema uses (`contentPackJsonSchema`). */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  const?: string | number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  additionalProperties?: JsonSchema | boolean;
}

let root: JsonSchema | null = null;

/** The pack's JSON Schema, made once from the core's validator: the editor's form follows it. */
export function packSchema(): JsonSchema {
  root ??= contentPackJsonSchema() as JsonSchema;
  return root;
}

/** A schema with its `$ref` followed. */
export function resolve(schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/$defs/', '');
  const found = packSchema().$defs?.[name];
  if (!found) throw new Error(`No definition ${schema.$ref} in the pack schema`);
  return found;
}

/** The schema of one entry of a pack section (a card's fields, an upgrade's text…). */
export function entrySchema(section: PackSection): JsonSchema {
  const sectionSchema = packSchema().properties?.[section];
  const entry = sectionSchema?.additionalProperties;
  if (!entry || entry === true) throw new Error(`No entry schema for ${section}`);
  return resolve(entry);
}

/** The variants of a union picked by its `kind` (effects, conditions), or null for another schema. */
export function kindVariants(schema: JsonSchema): JsonSchema[] | null {
  const s = resolve(schema);
  const variants = s.oneOf ?? s.anyOf;
  if (!variants?.every((v) => resolve(v).properties?.kind?.const !== undefined)) return null;
  return variants.map(resolve);
}

/** The kind a variant stands for. */
export function variantKind(variant: JsonSchema): string {
  return String(variant.properties?.kind?.const ?? '');
}

/** The fixed values a field may take (an enum, or a union of constants and enums), else null. */
export function choicesOf(schema: JsonSchema): (string | number)[] | null {
  const s = resolve(schema);
  if (s.enum) return s.enum;
  if (s.const !== undefined) return [s.const];
  const branches = s.anyOf ?? s.oneOf;
  if (!branches) return null;
  const out: (string | number)[] = [];
  for (const b of branches) {
    const c = choicesOf(b);
    if (!c) return null;
    out.push(...c);
  }
  return out;
}

/**
 * A union of fixed values and a list (`moveNautilus.to`: 'adjacent' or listed Oceans): its fixed
 * values and its list branch; null for another schema.
 */
export function valuesOrList(
  schema: JsonSchema,
): { values: (string | number)[]; list: JsonSchema } | null {
  const branches = resolve(schema).anyOf ?? resolve(schema).oneOf;
  if (!branches) return null;
  const list = branches.map(resolve).find((b) => b.type === 'array');
  if (!list) return null;
  const values = branches
    .map(resolve)
    .filter((b) => b !== list)
    .flatMap((b) => choicesOf(b) ?? []);
  return { values, list };
}

const clamp = (n: number, s: JsonSchema) =>
  Math.min(Math.max(n, s.minimum ?? -Infinity), s.maximum ?? Infinity);

/** A value a new field starts with: valid where it can be, empty text for the owner to type. */
export function defaultFor(schema: JsonSchema): unknown {
  const s = resolve(schema);
  const variants = kindVariants(s);
  if (variants?.[0]) return defaultFor(variants[0]);
  const choices = choicesOf(s);
  if (choices?.[0] !== undefined) return choices[0];
  const mixed = valuesOrList(s);
  if (mixed) return mixed.values[0] ?? [];
  switch (s.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) {
        const prop = s.properties?.[key];
        if (prop) out[key] = defaultFor(prop);
      }
      return out;
    }
    case 'array':
      return s.minItems && s.items ? [defaultFor(s.items)] : [];
    case 'integer':
    case 'number':
      return clamp(1, s);
    case 'boolean':
      return false;
    default:
      return '';
  }
}

/** Whether a field's schema is a list of fixed values (shown as a set of check boxes). */
export function isChoiceList(schema: JsonSchema): boolean {
  const s = resolve(schema);
  return s.type === 'array' && s.items !== undefined && choicesOf(s.items) !== null;
}
