import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebugEntries, type PageStore } from '../shared/useDebugEntries';
import { draftCheckAtom, packDraftAtom, packPickAtom } from '../../state/packs/packDraftAtoms';
import { sampleCardView } from '../../state/packs/sampleInfo';
import { PackEditorPage } from '../../ui/pack/PackEditorPage';
import type { UrlOptions } from '../../state/nemo/urlParams';
import { CardCanvas } from './CardCanvas';

const packDebugEntries = (store: PageStore) => ({
  packDraft: () => store.get(packDraftAtom),
  packCheck: () => store.get(draftCheckAtom),
});

/** `?mode=pack`: the content pack editor (a lazy chunk). With `debug=1`, `__nemo.packDraft()`. */
export default function PackMode({ options }: { options: UrlOptions }) {
  const { i18n } = useTranslation();
  const pick = useAtomValue(packPickAtom);
  const check = useAtomValue(draftCheckAtom);
  const pack = check.ok ? check.pack : null;
  const view = useMemo(
    () => (pick.section === 'cards' ? sampleCardView(pick.id, pack) : null),
    // The card's title is drawn in the current language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pick, pack, i18n.language],
  );
  useDebugEntries(options.debug, packDebugEntries);
  return <PackEditorPage cardPreview={view ? <CardCanvas view={view} /> : null} />;
}
