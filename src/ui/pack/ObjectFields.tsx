import type { JsonSchema } from '../../state/packs/schemaForm';
import { defaultFor } from '../../state/packs/schemaForm';
import { fieldLabel } from '../../state/packs/packLabels';
import { SchemaField } from './SchemaField';

type Obj = Record<string, unknown>;

/** An object's fields: the required ones always, each optional one behind its own check box. */
export function ObjectFields({
  schema,
  value,
  onChange,
  path,
  parent,
  skip,
  initial,
}: {
  schema: JsonSchema;
  value: Obj;
  onChange: (value: Obj) => void;
  path: string;
  parent: string;
  skip?: string;
  initial?: (field: string) => unknown;
}) {
  const required = new Set(schema.required ?? []);
  return (
    <>
      {Object.entries(schema.properties ?? {})
        .filter(([key]) => key !== skip)
        .map(([key, prop]) => {
          const present = key in value;
          const field = (
            <SchemaField
              schema={prop}
              value={value[key]}
              onChange={(v) => onChange({ ...value, [key]: v })}
              name={key}
              path={path ? `${path}.${key}` : key}
              parent={parent}
            />
          );
          if (required.has(key)) return <div key={key}>{field}</div>;
          return (
            <div key={key} style={{ display: 'flex', gap: 6, alignItems: 'flex-start' }}>
              <input
                type="checkbox"
                aria-label={fieldLabel(key)}
                data-path={`${path ? `${path}.` : ''}${key}.include`}
                checked={present}
                style={{ marginTop: 8 }}
                onChange={(e) => {
                  const next = { ...value };
                  if (e.target.checked) next[key] = initial?.(key) ?? defaultFor(prop);
                  else delete next[key];
                  onChange(next);
                }}
              />
              <div style={{ flex: 1, minWidth: 0, opacity: present ? 1 : 0.6 }}>
                {present ? (
                  field
                ) : (
                  <span style={{ display: 'block', paddingTop: 5 }}>{fieldLabel(key)}</span>
                )}
              </div>
            </div>
          );
        })}
    </>
  );
}
