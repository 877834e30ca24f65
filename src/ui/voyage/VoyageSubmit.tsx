import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { finishedStateAtom, sessionReadAtom, storageAtom } from '../../state/nemo/gameAtoms';
import { browserStorage } from '../../state/app/storage';
import { screenModeAtom } from '../../state/app/screenLayout';
import { finishedVoyageOf } from '../../state/voyage/finishedVoyage';
import { checkPlayerName, keepPlayerName, loadPlayerName } from '../../state/voyage/playerName';
import { playerIdOf } from '../../state/voyage/playerId';
import { submissionsAtom, submitVoyageAtom } from '../../state/voyage/submissionAtoms';
import { voyageApiAtom } from '../../state/voyage/voyageApiAtom';
import { officialAttemptAtom } from '../../state/daily/dailyAtoms';
import { COLORS, button, sheetBox } from '../play/theme';
import { BoardLinks } from './BoardLinks';
import { boardsOfSetup } from './boardsOfSetup';
import { useSubmissionRetry } from './useSubmissionRetry';
import { refusalText } from '../../state/session/refusalText';
import { BoardNameField } from './BoardNameField';

const NAME_PROBLEM = {
  empty: 'voyage.submit.nameEmpty',
  long: 'voyage.submit.nameLong',
  characters: 'voyage.submit.nameCharacters',
} as const;

/**
 * On the score sheet of a finished solo voyage: a name, Submit, and what became of it (on the
 * board, waiting for the server, or refused with its reason), with links to its boards.
 */
export function VoyageSubmit() {
  const finished = useAtomValue(finishedStateAtom);
  const session = useAtomValue(sessionReadAtom);
  const screen = useAtomValue(screenModeAtom);
  // The official voyage of the day is ranked by the server itself, never sent from here.
  const official = useAtomValue(officialAttemptAtom);
  if (!finished || !session || screen !== 'play' || session.setup.variant !== 'solo' || official)
    return null;
  return <SubmitForm />;
}

function SubmitForm() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionReadAtom);
  const storage = useAtomValue(storageAtom) ?? browserStorage();
  const api = useAtomValue(voyageApiAtom);
  const submissions = useAtomValue(submissionsAtom);
  const submit = useSetAtom(submitVoyageAtom);
  const [name, setName] = useState(() => loadPlayerName(storage));
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useSubmissionRetry();

  const voyage = useMemo(() => (session ? finishedVoyageOf(session) : null), [session]);
  if (!voyage || !session) return null;
  const line = submissions.find((q) => q.body.record.finalHash === voyage.record.finalHash);

  const send = async () => {
    const check = checkPlayerName(name);
    if (!check.ok) {
      setProblem(t(NAME_PROBLEM[check.problem]));
      return;
    }
    setProblem(null);
    keepPlayerName(storage, check.name);
    setSending(true);
    await submit(api, {
      record: voyage.record,
      name: check.name,
      playerId: playerIdOf(storage),
      ...(voyage.summary
        ? { claimed: { score: voyage.summary.score, level: voyage.summary.level } }
        : {}),
    });
    setSending(false);
  };

  return (
    <section aria-label={t('voyage.submit.label')} data-testid="voyage-submit" style={sheetBox}>
      <h3 style={{ margin: '0 0 4px', color: COLORS.brass, fontWeight: 'normal' }}>
        {t('voyage.submit.heading')}
      </h3>
      {!line && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}
        >
          <BoardNameField
            testId="submit-name"
            value={name}
            onChange={setName}
            inputStyle={{ font: 'inherit', width: 150, padding: '4px 6px' }}
          />
          <button type="submit" data-testid="submit-send" style={button} disabled={sending}>
            {sending ? t('voyage.submit.sending') : t('voyage.submit.send')}
          </button>
        </form>
      )}
      {problem && (
        <p role="alert" style={{ margin: '4px 0 0', color: COLORS.danger }}>
          {problem}
        </p>
      )}
      {line && (
        <p
          data-testid="submit-status"
          data-status={line.status}
          role="status"
          style={{ margin: '4px 0' }}
        >
          {line.status === 'submitted' && line.entry
            ? t('voyage.submit.submitted', { rank: line.entry.rank })
            : line.status === 'refused'
              ? t('voyage.submit.refused', {
                  reason: line.refusal ? refusalText(line.refusal) : (line.reason ?? ''),
                })
              : t('voyage.submit.waiting')}
        </p>
      )}
      <div style={{ marginTop: 4 }}>
        <span style={{ color: COLORS.muted, marginRight: 8 }}>{t('voyage.submit.boards')}</span>
        <BoardLinks boards={boardsOfSetup(session.setup)} />
      </div>
    </section>
  );
}
