import { useAtomValue, useSetAtom } from 'jotai';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardId } from '../../core/data';
import { builtInField, componentSummary } from '../../state/packs/componentSummary';
import {
  draftCheckAtom,
  packDraftAtom,
  packPickAtom,
  setDraftEntryAtom,
} from '../../state/packs/packDraftAtoms';
import { defaultFor, entrySchema } from '../../state/packs/schemaForm';
import { COLORS } from '../play/theme';
import { ObjectFields } from './ObjectFields';
import { TextButton } from '../play/TextButton';

const box: CSSProperties = {
  border: '1px solid rgba(217, 179, 106, 0.35)',
  borderRadius: 8,
  padding: '6px 10px',
  margin: '8px 0',
};
const EFFECT_FIELDS = ['play', 'pass', 'fail', 'keep'];

/** The picked component: what it does now, and its entry in the pack as form controls. */
export function EntryEditor() {
  const { t } = useTranslation();
  const pick = useAtomValue(packPickAtom);
  const draft = useAtomValue(packDraftAtom);
  const check = useAtomValue(draftCheckAtom);
  const setEntry = useSetAtom(setDraftEntryAtom);
  const entries =
    (draft[pick.section] as Record<string, Record<string, unknown>> | undefined) ?? {};
  const entry = entries[pick.id];
  const summary = componentSummary(pick.section, pick.id, check.ok ? check.pack : null);
  const schema = entrySchema(pick.section);
  const oursStays =
    pick.section === 'cards' &&
    entry &&
    !('text' in entry) &&
    EFFECT_FIELDS.some((f) => f in entry);

  return (
    <div>
      <section style={box} data-testid="pack-current">
        <h2 style={{ fontSize: 15, margin: '2px 0 4px', color: COLORS.brass }}>
          {t('packs.editor.asRun')}
        </h2>
        <p style={{ margin: '2px 0' }}>{summary.text}</p>
        {summary.lines.map((line) => (
          <p key={line} style={{ margin: '2px 0', fontSize: 13 }}>
            {line}
          </p>
        ))}
        <p
          style={{
            margin: '4px 0 0',
            fontSize: 12,
            color: summary.fromPack ? COLORS.good : COLORS.muted,
          }}
        >
          {summary.fromPack ? t('packs.editor.packNote') : t('packs.editor.builtInNote')}
        </p>
      </section>
      {entry ? (
        <TextButton testId="pack-remove" onClick={() => setEntry({ ...pick, entry: null })}>
          {t('packs.editor.remove')}
        </TextButton>
      ) : (
        <TextButton
          testId="pack-replace"
          onClick={() =>
            setEntry({
              ...pick,
              entry:
                pick.section === 'cards' ? {} : (defaultFor(schema) as Record<string, unknown>),
            })
          }
        >
          {t('packs.editor.replace')}
        </TextButton>
      )}
      {entry && (
        <section style={box} data-testid="pack-form">
          <h2 style={{ fontSize: 15, margin: '2px 0', color: COLORS.brass }}>
            {t('packs.editor.fields')}
          </h2>
          <p style={{ margin: '0 0 4px', fontSize: 12, color: COLORS.muted }}>
            {t('packs.editor.fieldsNote')}
          </p>
          <ObjectFields
            schema={schema}
            value={entry}
            onChange={(next) => setEntry({ ...pick, entry: next })}
            path=""
            parent={pick.section}
            initial={(field) =>
              pick.section === 'cards' ? builtInField(pick.id as CardId, field) : undefined
            }
          />
          {oursStays && (
            <p role="note" style={{ margin: '6px 0 0', fontSize: 12, color: COLORS.muted }}>
              {t('packs.editor.oursStays')}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
