import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { boardMirrorOpenAtom, shortcutsOpenAtom } from '../../state/app/screenLayout';
import { COLORS, button } from '../play/theme';

function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

const tool = {
  ...button,
  padding: '2px 10px',
  color: COLORS.muted,
  pointerEvents: 'auto',
  whiteSpace: 'nowrap',
} as const;

/** The buttons (and B, ? keys) that open the board as text and the shortcuts list. */
export function A11yTools({ height }: { height: number }) {
  const { t } = useTranslation();
  const [mirror, setMirror] = useAtom(boardMirrorOpenAtom);
  const [help, setHelp] = useAtom(shortcutsOpenAtom);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'b' || e.key === 'B') setMirror((o) => !o);
      else if (e.key === '?') setHelp((o) => !o);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setMirror, setHelp]);

  return (
    <>
      <button
        type="button"
        data-testid="mirror-toggle"
        aria-pressed={mirror}
        aria-keyshortcuts="B"
        aria-label={t('a11y.mirrorToggleLong')}
        title={t('a11y.mirrorToggleLong')}
        style={{ ...tool, height }}
        onClick={() => setMirror((o) => !o)}
      >
        {t('a11y.mirrorToggle')}
      </button>
      <button
        type="button"
        data-testid="shortcuts-toggle"
        aria-pressed={help}
        aria-keyshortcuts="Shift+?"
        style={{ ...tool, height }}
        onClick={() => setHelp((o) => !o)}
      >
        {t('a11y.helpToggle')}
      </button>
    </>
  );
}
