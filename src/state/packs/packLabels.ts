import type { MotiveId, OceanId, UpgradeId } from '../../core/data';
import { i18n } from '../../i18n/i18n';
import { motiveName, oceanName, resourceName, upgradeName } from '../nemo/events/eventNames';

const t = i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string;

/** A pack field's name in the current language (`amount` → "Amount"). */
export function fieldLabel(field: string): string {
  return t(`packs.field.${field}`, { defaultValue: field });
}

/** An effect's or a condition's kind in the current language. */
export function kindLabel(kind: string): string {
  return t(`packs.kind.${kind}`, { defaultValue: kind });
}

const RESOURCE_FIELDS = new Set(['resource', 'resources', 'exert']);
const OCEAN_FIELDS = new Set(['oceans', 'where', 'to']);

/** A fixed value of a field, as a player reads it (an Ocean's name, "Pass pile", …). */
export function valueLabel(field: string, value: string | number): string {
  const v = String(value);
  if (field === 'kind') return kindLabel(v);
  if (RESOURCE_FIELDS.has(field)) return resourceName(v as 'nemo' | 'crew' | 'hull');
  if (field === 'reward') return t(`packs.reward.${v}`, { defaultValue: v });
  if (field === 'effect') return t(`packs.hazard.${v}`, { defaultValue: v });
  if (field === 'when') return t(`packs.when.${v}`, { defaultValue: v });
  if (field === 'motives') return motiveName(v as MotiveId);
  if (field === 'upgrade') return upgradeName(v as UpgradeId);
  if (OCEAN_FIELDS.has(field)) {
    return ['nautilus', 'adventureDeck', 'adjacent'].includes(v)
      ? t(`packs.value.${v}`)
      : oceanName(v as OceanId);
  }
  if (['pile', 'atEnd', 'provenance'].includes(field)) return t(`packs.value.${v}`);
  return v;
}
