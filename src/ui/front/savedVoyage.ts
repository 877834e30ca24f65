import { i18n } from '../../i18n/i18n';
import type { SavedGame } from '../../state/nemo/autosaves';
import { motiveName } from '../play/describeMotive';

/** The address that resumes a saved game. */
export function savedGameHref(game: SavedGame): Record<string, string> {
  return { mode: game.variant, continue: '1', game: game.id };
}

/** One saved game in a line: "Explore · solo voyage · turn 6 · 7 Dec 2026, 05:20". */
export function savedGameLine(game: SavedGame): string {
  const mode = i18n.t(game.variant === 'versus' ? 'front.saved.versus' : 'front.saved.solo');
  const when =
    game.savedAt > 0
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          game.savedAt,
        )
      : i18n.t('front.saved.earlier');
  return game.turn > 0
    ? i18n.t('front.saved.line', { motive: motiveName(game.motive), mode, turn: game.turn, when })
    : i18n.t('front.saved.lineNoTurn', { motive: motiveName(game.motive), mode, when });
}
