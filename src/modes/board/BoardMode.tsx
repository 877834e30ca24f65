import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UrlOptions } from '../../state/nemo/urlParams';
import { pageUrl } from '../../state/app/pageUrl';
import { dayBefore, utcDay } from '../../state/voyage/voyageUrl';
import { menuHref } from '../../ui/front/modeHref';
import { MessageBanner } from '../../ui/play/MessageBanner';
import { COLORS, SEA_BACKGROUND, panel, scrollingPage } from '../../ui/play/theme';
import { BoardFacts } from '../../ui/voyage/BoardFacts';
import { VoyageBoard } from '../../ui/voyage/VoyageBoard';
import { useSubmissionRetry } from '../../ui/voyage/useSubmissionRetry';
import { voyageHref } from '../../ui/voyage/voyageHref';

const link = { color: COLORS.brass };

/**
 * `?mode=board&of=daily:DATE|seed:SEED|motive:MOTIVE:DIFFICULTY`: one board in full (today's
 * voyage of the day without `of`), with the day before one click away.
 */
export default function BoardMode({ options }: { options: UrlOptions }) {
  const { t } = useTranslation();
  const voyage = useMemo(() => pageUrl().voyage, []);
  const today = useMemo(() => utcDay(), []);
  const board = voyage.board ?? { kind: 'daily' as const, date: today };
  useSubmissionRetry();
  return (
    <main
      data-testid="board-mode"
      style={scrollingPage('clamp(12px, 3vh, 32px) clamp(12px, 3vw, 40px)', SEA_BACKGROUND)}
    >
      <div style={{ ...panel, maxWidth: 860, margin: '0 auto', padding: '16px 20px' }}>
        <nav style={{ display: 'flex', flexWrap: 'wrap', gap: '6px 18px', marginBottom: 10 }}>
          <a href={menuHref()} style={link}>
            {t('voyage.board.menu')}
          </a>
          <a href={voyageHref({ mode: 'board', of: `daily:${today}` })} style={link}>
            {t('voyage.daily.today')}
          </a>
          <a
            data-testid="board-yesterday"
            href={voyageHref({
              mode: 'board',
              of: `daily:${dayBefore(board.kind === 'daily' ? board.date : today)}`,
            })}
            style={link}
          >
            {t('voyage.daily.yesterday')}
          </a>
        </nav>
        <BoardFacts board={board} />
        <VoyageBoard board={board} />
      </div>
      <MessageBanner extra={[...options.problems, ...voyage.problems]} />
    </main>
  );
}
