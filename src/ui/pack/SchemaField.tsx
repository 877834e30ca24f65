import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  choicesOf,
  defaultFor,
  isChoiceList,
  kindVariants,
  resolve,
  valuesOrList,
  variantKind,
  type JsonSchema,
} from '../../state/packs/schemaForm';
import { fieldLabel, kindLabel, valueLabel } from '../../state/packs/packLabels';
import { COLORS, button } from '../play/theme';
import { ObjectFields } from './ObjectFields';

const box: CSSProperties = {
  border: '1px solid rgba(217, 179, 106, 0.35)',
  borderRadius: 6,
  padding: '4px 8px 6px',
  margin: '4px 0',
  minWidth: 0,
};
const row: CSSProperties = {
  display: 'flex',
  gap: 6,
  alignItems: 'center',
  flexWrap: 'wrap',
  margin: '3px 0',
};
const small: CSSProperties = { ...button, padding: '1px 8px', fontSize: 12 };
const MAX_NUMBER = 99;

type Obj = Record<string, unknown>;

/**
 * One field of a content pack, as form controls generated from the pack's JSON Schema: a kind
 * picks its variant's fields, fixed values are a select or check boxes, lists add and remove
 * items, numbers keep to their bounds. `path` names the field (`play.0.amount`) for labels and
 * tests.
 */
export function SchemaField({
  schema,
  value,
  onChange,
  name,
  path,
  parent = '',
}: {
  schema: JsonSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  name: string;
  path: string;
  parent?: string;
}) {
  const { t } = useTranslation();
  const s = resolve(schema);
  const label = fieldLabel(name);

  const variants = kindVariants(s);
  if (variants) {
    const current = (value ?? {}) as Obj;
    const kind = String(current.kind ?? '');
    const variant = variants.find((v) => variantKind(v) === kind) ?? variants[0]!;
    return (
      <div style={box} data-path={path}>
        <label style={row}>
          {fieldLabel('kind')}
          <select
            aria-label={`${label}: ${fieldLabel('kind')}`}
            data-path={`${path}.kind`}
            value={variantKind(variant)}
            onChange={(e) => {
              const next = variants.find((v) => variantKind(v) === e.target.value);
              if (next) onChange(defaultFor(next));
            }}
          >
            {variants.map((v) => (
              <option key={variantKind(v)} value={variantKind(v)}>
                {kindLabel(variantKind(v))}
              </option>
            ))}
          </select>
        </label>
        <ObjectFields
          schema={variant}
          value={current}
          onChange={onChange}
          path={path}
          parent={name}
          skip="kind"
        />
      </div>
    );
  }

  const mixed = valuesOrList(s);
  if (mixed) {
    const listed = Array.isArray(value);
    return (
      <div style={row}>
        <label style={row}>
          {label}
          <select
            aria-label={label}
            data-path={path}
            value={listed ? '' : String(value)}
            onChange={(e) =>
              onChange(
                e.target.value === '' ? defaultFor({ ...mixed.list, minItems: 1 }) : e.target.value,
              )
            }
          >
            {mixed.values.map((v) => (
              <option key={String(v)} value={String(v)}>
                {valueLabel(name, v)}
              </option>
            ))}
            <option value="">{t('packs.editor.listed')}</option>
          </select>
        </label>
        {listed && (
          <SchemaField
            schema={mixed.list}
            value={value}
            onChange={onChange}
            name={name}
            path={path}
            parent={parent}
          />
        )}
      </div>
    );
  }

  const choices = choicesOf(s);
  if (choices) {
    const field = name === 'kind' && parent === 'reward' ? 'reward' : name;
    return (
      <label style={row}>
        {label}
        <select
          aria-label={label}
          data-path={path}
          value={String(value)}
          onChange={(e) => onChange(choices.find((c) => String(c) === e.target.value))}
        >
          {choices.map((c) => (
            <option key={String(c)} value={String(c)}>
              {valueLabel(field, c)}
            </option>
          ))}
        </select>
      </label>
    );
  }

  if (isChoiceList(s)) {
    const picked = new Set((value as unknown[] | undefined) ?? []);
    const all = choicesOf(s.items!) ?? [];
    return (
      <fieldset style={box} data-path={path}>
        <legend>{label}</legend>
        <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 10 }}>
          {all.map((c) => (
            <label key={String(c)} style={{ whiteSpace: 'nowrap' }}>
              <input
                type="checkbox"
                data-path={`${path}.${String(c)}`}
                checked={picked.has(c)}
                onChange={(e) =>
                  onChange(all.filter((x) => (x === c ? e.target.checked : picked.has(x))))
                }
              />{' '}
              {valueLabel(name, c)}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  if (s.type === 'array' && s.items) {
    const items = (value as unknown[] | undefined) ?? [];
    const set = (i: number, v: unknown) => onChange(items.map((x, j) => (j === i ? v : x)));
    return (
      <fieldset style={box} data-path={path}>
        <legend>{label}</legend>
        {items.map((item, i) => (
          <div key={i} style={{ display: 'flex', gap: 6, alignItems: 'flex-start' }}>
            <div style={{ flex: 1, minWidth: 0 }}>
              <SchemaField
                schema={s.items!}
                value={item}
                onChange={(v) => set(i, v)}
                name={name}
                path={`${path}.${i}`}
                parent={parent}
              />
            </div>
            <button
              type="button"
              style={{ ...small, marginTop: 6 }}
              aria-label={`${t('packs.editor.removeItem')}: ${label} ${i + 1}`}
              data-path={`${path}.${i}.remove`}
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            >
              ✕
            </button>
          </div>
        ))}
        <button
          type="button"
          style={small}
          data-path={`${path}.add`}
          onClick={() => onChange([...items, defaultFor(s.items!)])}
        >
          {t('packs.editor.add')}
        </button>
      </fieldset>
    );
  }

  if (s.type === 'object') {
    return (
      <fieldset style={box} data-path={path}>
        <legend>{label}</legend>
        <ObjectFields
          schema={s}
          value={(value ?? {}) as Obj}
          onChange={onChange}
          path={path}
          parent={name}
        />
      </fieldset>
    );
  }

  if (s.type === 'integer' || s.type === 'number') {
    const min = Math.max(s.minimum ?? -MAX_NUMBER, -MAX_NUMBER);
    const max = Math.min(s.maximum ?? MAX_NUMBER, MAX_NUMBER);
    return (
      <label style={row}>
        {label}
        <input
          type="number"
          aria-label={label}
          data-path={path}
          min={min}
          max={max}
          step={1}
          value={typeof value === 'number' ? value : ''}
          onChange={(e) => {
            const n = Math.trunc(Number(e.target.value));
            if (Number.isFinite(n)) onChange(Math.min(Math.max(n, min), max));
          }}
          style={{ width: 64, font: 'inherit' }}
        />
      </label>
    );
  }

  if (s.type === 'boolean') {
    return (
      <label style={row}>
        <input
          type="checkbox"
          data-path={path}
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
    );
  }

  const long = name === 'text';
  return (
    <label style={{ ...row, alignItems: long ? 'flex-start' : 'center' }}>
      {label}
      {long ? (
        <textarea
          aria-label={label}
          data-path={path}
          value={String(value ?? '')}
          maxLength={s.maxLength}
          rows={3}
          onChange={(e) => onChange(e.target.value)}
          style={{ flex: 1, minWidth: 200, font: 'inherit' }}
        />
      ) : (
        <input
          aria-label={label}
          data-path={path}
          value={String(value ?? '')}
          maxLength={s.maxLength}
          onChange={(e) => onChange(e.target.value)}
          style={{ flex: 1, minWidth: 120, font: 'inherit' }}
        />
      )}
      {value === '' && <span style={{ color: COLORS.danger, fontSize: 12 }}>✎</span>}
    </label>
  );
}
