import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SERIF } from '../../i18n/latinFont';
import { draftCheckAtom, packPickAtom } from '../../state/packs/packDraftAtoms';
import { sampleInfo } from '../../state/packs/sampleInfo';
import { menuHref } from '../front/modeHref';
import { CardInfoCard } from '../play/CardInfoCard';
import { COLORS, scrollingPage } from '../play/theme';
import { ComponentPicker } from './ComponentPicker';
import { EntryEditor } from './EntryEditor';
import { PackToolbar } from './PackToolbar';
import { TryItPanel } from './TryItPanel';

/**
 * `?mode=pack`: write a content pack. Pick a component, see what it does now, change it with
 * controls made from the pack's schema, see the card and its info card as the game shows them,
 * try it on a sample game, export. `cardPreview` draws the picked card as the table does.
 */
export function PackEditorPage({ cardPreview }: { cardPreview: ReactNode }) {
  const { t } = useTranslation();
  const pick = useAtomValue(packPickAtom);
  const check = useAtomValue(draftCheckAtom);
  const info = sampleInfo(pick.section, pick.id, check.ok ? check.pack : null);
  return (
    <main
      data-testid="pack-editor"
      style={{ ...scrollingPage('14px 24px 24px', COLORS.navySolid), fontFamily: SERIF }}
    >
      <a href={menuHref()} style={{ color: COLORS.brass }}>
        {t('packs.editor.back')}
      </a>
      <h1 style={{ color: COLORS.brass, margin: '6px 0 4px', fontSize: 26 }}>
        {t('packs.editor.title')}
      </h1>
      <p style={{ margin: '0 0 10px', maxWidth: 900, fontSize: 14 }}>{t('packs.editor.intro')}</p>
      <PackToolbar />
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) 300px',
          gap: 20,
          alignItems: 'start',
        }}
      >
        <div style={{ minWidth: 0 }}>
          <ComponentPicker />
          <EntryEditor />
        </div>
        <aside
          style={{ display: 'grid', gap: 8, justifyItems: 'start' }}
          data-testid="pack-preview"
        >
          {pick.section === 'cards' && (
            <>
              <h2 style={{ fontSize: 15, margin: 0, color: COLORS.brass }}>
                {t('packs.editor.preview')}
              </h2>
              {cardPreview}
            </>
          )}
          {info && (
            <CardInfoCard
              info={info}
              style={{ position: 'static', pointerEvents: 'auto', width: 300 }}
            />
          )}
          <TryItPanel />
        </aside>
      </div>
    </main>
  );
}
