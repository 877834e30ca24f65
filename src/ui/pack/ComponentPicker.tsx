import { useAtom, useAtomValue } from 'jotai';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PACK_SECTIONS, type PackSection } from '../../core/content';
import { packDraftAtom, packPickAtom } from '../../state/packs/packDraftAtoms';
import { componentName } from '../../state/packs/packComponentName';
import { sectionIds } from '../../state/packs/packComponentsList';

const row: CSSProperties = {
  display: 'flex',
  gap: 8,
  alignItems: 'center',
  flexWrap: 'wrap',
  margin: '4px 0',
};

/** Which component to write: its kind, then the component (those in the pack marked). */
export function ComponentPicker() {
  const { t } = useTranslation();
  const [pick, setPick] = useAtom(packPickAtom);
  const draft = useAtomValue(packDraftAtom);
  const inPack = (draft[pick.section] as Record<string, unknown> | undefined) ?? {};
  return (
    <div>
      <label style={row}>
        {t('packs.editor.section')}
        <select
          data-testid="pack-section"
          value={pick.section}
          onChange={(e) => {
            const section = e.target.value as PackSection;
            setPick({ section, id: sectionIds(section)[0] ?? '' });
          }}
        >
          {PACK_SECTIONS.map((s) => (
            <option key={s} value={s}>
              {t(`packs.section.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label style={row}>
        {t('packs.editor.component')}
        <select
          data-testid="pack-component"
          value={pick.id}
          onChange={(e) => setPick({ section: pick.section, id: e.target.value })}
          style={{ maxWidth: 320 }}
        >
          {sectionIds(pick.section).map((id) => (
            <option key={id} value={id}>
              {pick.section === 'cards' ? `${id} · ` : ''}
              {componentName({ section: pick.section, id })}
              {id in inPack ? ` ${t('packs.editor.changed')}` : ''}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
