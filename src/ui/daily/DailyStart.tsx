import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DailyPhase } from '../../state/daily/dailyAtoms';
import type { DailyToday } from '../../state/daily/dailyToday';
import { checkPlayerName } from '../../state/voyage/playerName';
import { menuHref } from '../front/modeHref';
import { cardStyle, fieldStyle } from '../online/onlineStyles';
import { describeMotive } from '../play/describeMotive';
import { COLORS, button, screenTitle } from '../play/theme';
import { difficultyName } from '../voyage/voyageLabels';
import { voyageHref } from '../voyage/voyageHref';
import { DailyOffline } from '../voyage/DailyOffline';
import { BoardNameField } from '../voyage/BoardNameField';

const NAME_PROBLEM = {
  empty: 'voyage.submit.nameEmpty',
  long: 'voyage.submit.nameLong',
  characters: 'voyage.submit.nameCharacters',
} as const;

/**
 * Before the official voyage: the day's Motive and difficulty, what "official" means, the name
 * for the board and Set sail; or why it cannot start (the server's refusal, or no server).
 */
export function DailyStart(props: {
  today: DailyToday;
  phase: DailyPhase;
  problem: string | null;
  initialName: string;
  onStart: (date: string, name: string) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.initialName);
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const { today, phase } = props;
  const offline = today.status === 'offline' || phase === 'unreachable';
  const date = today.status === 'ready' ? today.today : '';
  const sail = () => {
    const check = checkPlayerName(name);
    if (!check.ok) {
      setNameProblem(t(NAME_PROBLEM[check.problem]));
      return;
    }
    setNameProblem(null);
    props.onStart(date, check.name);
  };
  return (
    <section
      data-testid="daily-start-card"
      data-phase={phase}
      style={{ ...cardStyle, color: COLORS.ink }}
    >
      <h1 style={{ ...screenTitle, fontSize: 24, margin: '0 0 8px' }}>
        {date ? t('voyage.official.heading', { date }) : t('voyage.daily.heading')}
      </h1>
      {today.status === 'loading' && <p>{t('voyage.front.dailyAsking')}</p>}
      {today.status === 'ready' && (
        <>
          <p
            style={{ margin: '0 0 4px' }}
            data-testid="daily-motive"
            data-motive={today.voyage.motive}
          >
            {t('voyage.daily.motive', { motive: describeMotive(today.voyage.motive).name })} ·{' '}
            {t('voyage.daily.difficulty', {
              difficulty: difficultyName(today.voyage.difficulty),
            })}
          </p>
          <p style={{ margin: '0 0 12px', color: COLORS.muted }}>{t('voyage.official.intro')}</p>
        </>
      )}
      {offline && <DailyOffline alert />}
      {today.status === 'ready' && phase !== 'refused' && phase !== 'unreachable' && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            sail();
          }}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}
        >
          <BoardNameField
            testId="daily-name"
            value={name}
            onChange={setName}
            inputStyle={{ ...fieldStyle, width: 170 }}
          />
          <button
            type="submit"
            data-testid="daily-sail"
            disabled={phase === 'connecting'}
            style={button}
          >
            {t('voyage.official.start')}
          </button>
        </form>
      )}
      {nameProblem && (
        <p role="alert" style={{ margin: '6px 0 0', color: COLORS.danger }}>
          {nameProblem}
        </p>
      )}
      {phase === 'connecting' && (
        <p role="status" style={{ margin: '8px 0 0', color: COLORS.muted }}>
          {t('voyage.official.connecting')}
        </p>
      )}
      {phase === 'refused' && props.problem && (
        <p data-testid="daily-problem" role="alert" style={{ margin: '0 0 8px' }}>
          {props.problem}
        </p>
      )}
      <nav style={{ display: 'flex', flexWrap: 'wrap', gap: '6px 18px', marginTop: 14 }}>
        <a href={menuHref()} style={{ color: COLORS.brass }}>
          {t('voyage.official.menu')}
        </a>
        {date && (
          <a
            data-testid="daily-start-board"
            href={voyageHref({ mode: 'board', of: `daily:${date}` })}
            style={{ color: COLORS.brass }}
          >
            {t('voyage.official.dayBoard')}
          </a>
        )}
      </nav>
    </section>
  );
}
