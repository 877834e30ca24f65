import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownStateAtom } from '../../state/nemo/gameAtoms';
import { levelName } from '../../state/nemo/words/renderCore';
import { replayDoneAtom, replayShowAtom, seekReplayAtom } from '../../state/voyage/replayAtoms';
import { showcasePausedAtom } from '../../state/showcase/showcaseAtoms';
import { encodeRecordParam } from '../../state/voyage/recordParam';
import { menuHref } from '../front/modeHref';
import { COLORS, button } from '../play/theme';
import { SAFE_X, SAFE_Y, broadcastPanel } from '../showcase/broadcastTheme';
import { BoardLinks } from './BoardLinks';
import { boardsOfSetup } from './boardsOfSetup';
import { voyageHref } from './voyageHref';
import { pageAddress } from '../../state/app/pageUrl';

/**
 * The replay's own controls, beside the presenter's: whose voyage it is, a scrubber by turn,
 * a record file to open, the coach's review, the boards and a shareable link.
 */
export function ReplayBar({
  problem,
  reviewing,
  onOpenText,
  onReview,
}: {
  problem: string | null;
  reviewing: boolean;
  onOpenText: (text: string) => void;
  onReview: () => void;
}) {
  const { t } = useTranslation();
  const show = useAtomValue(replayShowAtom);
  const shown = useAtomValue(shownStateAtom);
  const seek = useSetAtom(seekReplayAtom);
  const done = useAtomValue(replayDoneAtom);
  const setPaused = useSetAtom(showcasePausedAtom);
  const file = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const last = show ? Math.max(1, ...show.turnOfAction) : 1;
  const turn = shown?.turn ?? 1;
  const entry = show?.entry ?? null;

  const share = () => {
    if (!show) return;
    const href = entry
      ? voyageHref({ mode: 'replay', id: entry.id })
      : voyageHref({ mode: 'replay', record: encodeRecordParam(show.record) });
    const url = new URL(href, pageAddress()).toString();
    window.history.replaceState(null, '', url);
    void navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <section
      aria-label={t('voyage.replay.label')}
      data-testid="replay-bar"
      style={{
        ...broadcastPanel,
        position: 'absolute',
        right: SAFE_X,
        top: SAFE_Y,
        width: 'min(320px, 40vw)',
        boxSizing: 'border-box',
        padding: '8px 10px',
        borderRadius: 6,
        fontSize: 13,
        display: 'grid',
        gap: 6,
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <strong style={{ color: COLORS.brass, fontWeight: 'normal' }}>
          {t('voyage.replay.label')}
          {entry?.practice ? ` · ${t('voyage.replay.practice')}` : ''}
        </strong>
        <a href={menuHref()} style={{ color: COLORS.brass }}>
          {t('voyage.replay.menu')}
        </a>
      </div>
      {entry && (
        <div data-testid="replay-entry">
          {t('voyage.replay.by', {
            name: entry.name,
            score: entry.score,
            level: levelName(entry.level),
          })}
        </div>
      )}
      {show && (
        <label style={{ display: 'grid', gap: 2 }}>
          <span data-testid="replay-turn">{t('voyage.replay.turn', { turn, last })}</span>
          <input
            type="range"
            data-testid="replay-scrubber"
            aria-label={t('voyage.replay.scrubber')}
            min={1}
            max={last}
            step={1}
            value={Math.min(turn, last)}
            onChange={(e) => {
              // After the end, a scrubbed turn holds until Play (at Instant it would end at once).
              if (done) setPaused(true);
              seek({ turn: Number(e.target.value) });
            }}
          />
        </label>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        <button type="button" style={button} onClick={() => file.current?.click()}>
          {t('voyage.replay.openFile')}
        </button>
        {show && (
          <button type="button" data-testid="replay-review" style={button} onClick={onReview}>
            {reviewing ? t('voyage.replay.closeReview') : t('voyage.replay.review')}
          </button>
        )}
        {show && (
          <button type="button" data-testid="replay-share" style={button} onClick={share}>
            {copied ? t('voyage.replay.copied') : t('voyage.replay.share')}
          </button>
        )}
        <input
          ref={file}
          type="file"
          accept=".json,application/json"
          data-testid="replay-file"
          style={{ display: 'none' }}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (chosen) void chosen.text().then(onOpenText);
            e.target.value = '';
          }}
        />
      </div>
      {show && (
        <BoardLinks
          boards={[
            ...(entry?.daily && !entry.practice
              ? [{ kind: 'daily' as const, date: entry.daily }]
              : []),
            ...boardsOfSetup(show.record.setup),
          ]}
        />
      )}
      {problem && (
        <p role="alert" data-testid="replay-problem" style={{ margin: 0, color: COLORS.danger }}>
          {problem}
        </p>
      )}
    </section>
  );
}
