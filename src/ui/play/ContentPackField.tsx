import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, type ChangeEvent, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { packComponents } from '../../core/content';
import {
  loadPackTextAtom,
  packRefusalAtom,
  storedPackAtom,
  playPackAtom,
} from '../../state/packs/packAtoms';
import { packComponentName } from '../../state/packs/packComponentName';
import { COLORS, button } from './theme';
import { modeHref } from '../front/modeHref';

const field: CSSProperties = { border: 'none', padding: 0, margin: '0 0 14px', minWidth: 0 };
const legend: CSSProperties = { color: COLORS.brass, fontSize: 16, padding: 0, marginBottom: 6 };
const line: CSSProperties = { display: 'block', color: COLORS.muted, fontSize: 12.5 };
const list: CSSProperties = {
  margin: '4px 0 0',
  padding: '0 0 0 18px',
  maxHeight: 96,
  overflowY: 'auto',
  fontSize: 12.5,
};

/** "Components: built-in | from a file…": the content pack the next game plays with. */
export function ContentPackField() {
  const { t } = useTranslation();
  const stored = useAtomValue(storedPackAtom);
  const refusal = useAtomValue(packRefusalAtom);
  const loadText = useSetAtom(loadPackTextAtom);
  const playPack = useSetAtom(playPackAtom);
  const file = useRef<HTMLInputElement>(null);
  const inUse = Boolean(stored?.use);
  const components = stored ? packComponents(stored.pack) : [];

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    if (f) loadText(await f.text());
    e.target.value = '';
  };
  const fromFile = () => {
    if (stored) playPack(true);
    else file.current?.click();
  };

  return (
    <fieldset style={field} data-testid="content-pack-field">
      <legend style={legend}>{t('packs.legend')}</legend>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <label>
          <input
            type="radio"
            name="components"
            checked={!inUse}
            onChange={() => playPack(false)}
            style={{ marginRight: 6 }}
          />
          {t('packs.builtIn')}
        </label>
        <label>
          <input
            type="radio"
            name="components"
            checked={inUse}
            onChange={fromFile}
            style={{ marginRight: 6 }}
          />
          {t('packs.fromFile')}
        </label>
        <button style={{ ...button, padding: '2px 10px' }} onClick={() => file.current?.click()}>
          {stored ? t('packs.otherFile') : t('packs.chooseFile')}
        </button>
        <a
          href={modeHref({ mode: 'pack' })}
          style={{ color: COLORS.brass }}
          data-testid="pack-editor-link"
        >
          {t('packs.editorLink')}
        </a>
        <input
          ref={file}
          type="file"
          accept=".json,application/json"
          hidden
          onChange={onFile}
          aria-label={t('packs.fileLabel')}
          data-testid="content-pack-file"
        />
      </div>
      {refusal && (
        <span
          role="alert"
          data-testid="content-pack-refusal"
          style={{ ...line, color: COLORS.danger }}
        >
          {t('packs.refused', { reason: refusal })}
        </span>
      )}
      {inUse && stored ? (
        <div data-testid="content-pack-summary" style={{ marginTop: 6, fontSize: 13 }}>
          <span data-testid="content-pack-name" style={{ color: COLORS.brass }}>
            {stored.pack.name ?? t('packs.unnamed')}
          </span>{' '}
          {t('packs.replaces', { count: components.length })}
          <ul style={list} data-testid="content-pack-components">
            {components.map((c) => (
              <li key={`${c.section}.${c.id}`}>
                {packComponentName(c)}{' '}
                <span style={{ color: COLORS.good }}>{t('packs.fromYourPack')}</span>
              </li>
            ))}
          </ul>
          <span style={line}>{t('packs.ownTextLine')}</span>
        </div>
      ) : (
        <span style={line}>
          {stored
            ? t('packs.builtInLineKept', { name: stored.pack.name ?? t('packs.unnamed') })
            : t('packs.builtInLine')}
        </span>
      )}
    </fieldset>
  );
}
