import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { shortcutsOpenAtom } from '../../state/app/screenLayout';
import { COLORS } from '../play/theme';
import { StageDialog } from './StageDialog';
import { SHORTCUTS } from './shortcuts';
import { TABLE_KEYS } from '../../state/nemo/optionLabels';

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
  if (!open) return null;
  return (
    <StageDialog
      id="shortcuts-title"
      testId="shortcuts-help"
      title={t('a11y.help')}
      closeLabel={t('a11y.helpClose')}
      maxWidth={420}
      centred
      zIndex={21}
      onClose={() => setOpen(false)}
    >
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          gap: '6px 12px',
          margin: '10px 0 0',
        }}
      >
        {SHORTCUTS.map((s) => (
          <div key={s.label} style={{ display: 'contents' }}>
            <dt>
              {s.keys.map((k) => (
                <kbd key={k} style={kbd}>
                  {k}
                </kbd>
              ))}
            </dt>
            <dd style={{ margin: 0 }}>
              {s.label === 'firstGame.key.letters'
                ? t(s.label, { skipped: TABLE_KEYS.join(', ').toUpperCase() })
                : t(s.label)}
            </dd>
          </div>
        ))}
      </dl>
      <p style={{ color: COLORS.muted, fontSize: 12.5, margin: '10px 0 0' }}>
        {t('a11y.commandHint')}
      </p>
    </StageDialog>
  );
}
