import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { shortcutsOpenAtom } from '../../state/screenLayout';
import { COLORS, button, panel } from '../play/theme';
import { useScreenLayout } from '../play/useScreenLayout';
import { SHORTCUTS } from './shortcuts';

const kbd = {
  display: 'inline-block',
  minWidth: 18,
  padding: '1px 6px',
  marginRight: 4,
  border: `1px solid ${COLORS.muted}`,
  borderRadius: 4,
  textAlign: 'center',
  fontFamily: 'monospace',
} as const;

/** The list of keyboard shortcuts, opened with its button or the ? key. */
export function ShortcutsHelp() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(shortcutsOpenAtom);
  const { stage } = useScreenLayout();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open) title.current?.focus();
  }, [open]);
  if (!open) return null;
  const width = Math.max(260, Math.min(420, stage.width - 16));
  return (
    <section
      aria-labelledby="shortcuts-title"
      data-testid="shortcuts-help"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          setOpen(false);
        }
      }}
      style={{
        ...panel,
        position: 'absolute',
        left: stage.left + Math.max(8, (stage.width - width) / 2),
        top: stage.top + 8,
        width,
        maxHeight: Math.max(200, stage.height - 16),
        overflow: 'auto',
        padding: '10px 14px',
        boxSizing: 'border-box',
        zIndex: 21,
        background: COLORS.navySolid,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <h2
          id="shortcuts-title"
          ref={title}
          tabIndex={-1}
          style={{ margin: 0, flex: 1, color: COLORS.brass, fontWeight: 'normal', fontSize: 18 }}
        >
          {t('a11y.help')}
        </h2>
        <button type="button" style={{ ...button, minHeight: 44 }} onClick={() => setOpen(false)}>
          {t('a11y.helpClose')}
        </button>
      </div>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          gap: '6px 12px',
          margin: '10px 0 0',
        }}
      >
        {SHORTCUTS.map((s) => (
          <div key={s.does} style={{ display: 'contents' }}>
            <dt>
              {s.keys.map((k) => (
                <kbd key={k} style={kbd}>
                  {k}
                </kbd>
              ))}
            </dt>
            <dd style={{ margin: 0 }}>{t(`a11y.key.${s.does}`)}</dd>
          </div>
        ))}
      </dl>
      <p style={{ color: COLORS.muted, fontSize: 12.5, margin: '10px 0 0' }}>
        {t('a11y.commandHint')}
      </p>
    </section>
  );
}
