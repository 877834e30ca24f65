import { useTranslation } from 'react-i18next';
import type { SavedGame } from '../../state/nemo/autosaves';
import { COLORS } from '../play/theme';
import { MenuEntry } from './MenuEntry';
import { modeHref } from './modeHref';
import { savedGameHref, savedGameLine } from './savedVoyage';

/**
 * Continue: the most recent unfinished game as the highlighted entry, the others folded under
 * it, one line each (mode, Motive, turn, when).
 */
export function SavedGames({ games }: { games: SavedGame[] }) {
  const { t } = useTranslation();
  const [latest, ...others] = games;
  if (!latest) return null;
  return (
    <>
      <MenuEntry
        testId="menu-continue"
        highlight
        title={t('front.continue')}
        line={savedGameLine(latest)}
        href={modeHref(savedGameHref(latest))}
      />
      {others.length > 0 && (
        <details data-testid="menu-saved-others" style={{ fontSize: 13, color: COLORS.ink }}>
          <summary style={{ cursor: 'pointer', color: COLORS.brass }}>
            {t('front.saved.others', { count: others.length })}
          </summary>
          <ul style={{ margin: '4px 0 0', paddingLeft: 18, display: 'grid', gap: 4 }}>
            {others.map((game) => (
              <li key={game.id}>
                <a
                  href={modeHref(savedGameHref(game))}
                  data-testid="menu-saved-game"
                  style={{ color: COLORS.ink }}
                >
                  {savedGameLine(game)}
                </a>
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
