import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useRef, type ChangeEvent, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { packComponents } from '../../core/content';
import {
  draftCheckAtom,
  draftRefusalAtom,
  importDraftAtom,
  packDraftAtom,
  packFileText,
  startDraftAtom,
} from '../../state/packs/packDraftAtoms';
import { COLORS } from '../play/theme';
import { TextButton } from '../play/TextButton';

const row: CSSProperties = { display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' };

/** The pack's name, where it starts from, import and export, and the core's verdict, live. */
export function PackToolbar() {
  const { t } = useTranslation();
  const [draft, setDraft] = useAtom(packDraftAtom);
  const check = useAtomValue(draftCheckAtom);
  const refusal = useAtomValue(draftRefusalAtom);
  const start = useSetAtom(startDraftAtom);
  const importText = useSetAtom(importDraftAtom);
  const file = useRef<HTMLInputElement>(null);

  const exportPack = () => {
    if (!check.ok) return;
    const blob = new Blob([packFileText(check.pack)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${(check.pack.name || 'content-pack').replace(/[^\p{L}\p{N}_-]+/gu, '-')}.json`;
    a.click();
    URL.revokeObjectURL(url);
  };
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    if (f) importText(await f.text());
    e.target.value = '';
  };

  return (
    <div style={{ display: 'grid', gap: 6, marginBottom: 10 }}>
      <div style={row}>
        <label style={row}>
          {t('packs.editor.name')}
          <input
            data-testid="pack-name"
            value={draft.name ?? ''}
            maxLength={120}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            style={{ font: 'inherit', width: 260 }}
          />
        </label>
        <TextButton testId="pack-start-example" onClick={() => start('example')}>
          {t('packs.editor.startExample')}
        </TextButton>
        <TextButton testId="pack-start-empty" onClick={() => start('empty')}>
          {t('packs.editor.startEmpty')}
        </TextButton>
        <TextButton onClick={() => file.current?.click()}>{t('packs.editor.import')}</TextButton>
        <input
          ref={file}
          type="file"
          accept=".json,application/json"
          hidden
          aria-label={t('packs.editor.importLabel')}
          data-testid="pack-import-file"
          onChange={onFile}
        />
        <TextButton
          style={{ opacity: check.ok ? 1 : 0.45 }}
          disabled={!check.ok}
          testId="pack-export"
          onClick={exportPack}
        >
          {t('packs.editor.export')}
        </TextButton>
      </div>
      <div
        role="status"
        data-testid="pack-validation"
        data-valid={check.ok ? 'true' : 'false'}
        style={{ color: check.ok ? COLORS.good : COLORS.danger, fontSize: 13 }}
      >
        {check.ok
          ? t('packs.editor.valid', { count: packComponents(check.pack).length })
          : t('packs.editor.invalid', { reason: check.reason })}
      </div>
      {refusal && (
        <div
          role="alert"
          data-testid="pack-import-refusal"
          style={{ color: COLORS.danger, fontSize: 13 }}
        >
          {t('packs.editor.refused', { reason: refusal })}
        </div>
      )}
    </div>
  );
}
