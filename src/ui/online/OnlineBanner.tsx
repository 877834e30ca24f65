import { useAtomValue } from 'jotai';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { shownStateAtom } from '../../state/nemo/gameAtoms';
import {
  connectionLineAtom,
  onlineProblemAtom,
  turnLineAtom,
} from '../../state/online/onlineAtoms';
import { HUD_HEIGHT } from '../play/Hud';
import { COLORS, panel } from '../play/theme';
import { useScreenLayout } from '../play/useScreenLayout';
import { SAFE_X, SAFE_Y } from '../showcase/broadcastTheme';

const TONE_COLOUR = { you: COLORS.good, them: COLORS.brass, end: '#fff4d6' } as const;

/**
 * Online table: whose turn it is (said from this seat), the connection, and the Imperialist's
 * AP and gemstones; sits where the hot-seat banner does.
 */
export function OnlineBanner({
  code,
  placement = 'header',
}: {
  code: string;
  /** `corner`: top right, clear of the caster view's status bar. */
  placement?: 'header' | 'corner';
}) {
  const { t } = useTranslation();
  const turn = useAtomValue(turnLineAtom);
  const link = useAtomValue(connectionLineAtom);
  const problem = useAtomValue(onlineProblemAtom);
  // The numbers the table shows, not the server's or the core's newer ones (issue 27 point 2).
  const state = useAtomValue(shownStateAtom);
  const { headerRect, compact } = useScreenLayout();
  const im = state?.imperialist;
  const where: CSSProperties =
    placement === 'corner'
      ? { top: SAFE_Y, right: SAFE_X, maxWidth: '34vw' }
      : {
          top: headerRect.top + headerRect.height - HUD_HEIGHT,
          left: headerRect.left,
          maxWidth: headerRect.width,
        };
  return (
    <div
      data-testid="online-banner"
      data-tone={turn?.tone ?? 'them'}
      data-link={link.ok ? 'ok' : 'problem'}
      style={{
        ...panel,
        position: 'absolute',
        ...where,
        boxSizing: 'border-box',
        minHeight: HUD_HEIGHT,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: compact ? 10 : 14,
        fontSize: compact ? 12 : 13,
        padding: compact ? '4px 10px' : '6px 14px',
        borderColor: link.ok ? COLORS.brass : COLORS.danger,
      }}
    >
      <strong
        data-testid="online-turn"
        style={{
          color: TONE_COLOUR[turn?.tone ?? 'them'],
          ...(placement === 'corner'
            ? {}
            : { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }),
          maxWidth: '100%',
        }}
      >
        {turn?.text ?? t('online.banner.joining')}
      </strong>
      <span data-testid="online-link" style={{ color: link.ok ? COLORS.muted : COLORS.danger }}>
        {t('online.banner.link', { link: link.text, code })}
      </span>
      {im && (
        <span style={{ whiteSpace: 'nowrap' }}>
          {t('online.banner.imperialist', { ap: im.ap, gems: im.gems })}
          {im.committed ? ` (+${im.committed})` : ''}
        </span>
      )}
      {problem && (
        <span role="alert" style={{ color: COLORS.danger, flexBasis: '100%' }}>
          {problem}
        </span>
      )}
    </div>
  );
}
