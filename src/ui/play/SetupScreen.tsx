import { useAtom, useSetAtom, useAtomValue } from 'jotai';
import { seatsAtom, type SeatController } from '../../state/game/seatAtoms';
import { BotStrengthField } from '../coach/BotStrengthField';
import { DEFAULT_VERSUS_OPTIONS } from '../../core/versus/imperialistMap';
import { useRef, useState, type ChangeEvent, type CSSProperties } from 'react';
import { MOTIVES, MOTIVE_IDS } from '../../core/data/motives';
import type { Difficulty, MotiveId } from '../../core/data/types';
import { defaultSetup } from '../../core/setupDefaults';
import type { DifficultyAspects, GameSetup } from '../../core/types';
import {
  continueAutosaveAtom,
  loadRecordTextAtom,
  newGameAtom,
  storageAtom,
} from '../../state/game/gameAtoms';
import { hasAutosave } from '../../state/game/persistence';
import { loadProgress } from '../../state/learn/learnProgress';
import { menuHref, modeHref } from '../front/modeHref';
import { COLORS, button } from './theme';
import { SetupBackdrop } from './SetupBackdrop';
import { describeMotive } from './describeMotive';
import { ASPECTS, NADEEN_LINE, OPTIONAL_RULES, VERSUS_TOGGLES } from './setupChoices';

function randomSeed(): string {
  return Math.floor(Math.random() * 1e9).toString(36);
}

const field: CSSProperties = { border: 'none', padding: 0, margin: '0 0 14px', minWidth: 0 };
const legend: CSSProperties = { color: COLORS.brass, fontSize: 16, padding: 0, marginBottom: 6 };
const line: CSSProperties = { display: 'block', color: COLORS.muted, fontSize: 12.5 };
const checkRow: CSSProperties = { display: 'block', marginBottom: 6, paddingLeft: 22 };
const checkBox: CSSProperties = { marginLeft: -22, marginRight: 6 };
const link: CSSProperties = { color: COLORS.brass };

/** New game, continue or load; every choice says in a line what it changes. */
export function SetupScreen({
  initialMotive,
  variant = 'solo',
}: {
  initialMotive?: MotiveId | null;
  variant?: 'solo' | 'versus';
}) {
  const newGame = useSetAtom(newGameAtom);
  const [seats, setSeats] = useAtom(seatsAtom);
  const versus = variant === 'versus';
  const continueGame = useSetAtom(continueAutosaveAtom);
  const loadText = useSetAtom(loadRecordTextAtom);
  const storage = useAtomValue(storageAtom);
  const saved = hasAutosave(storage);
  const [firstGame] = useState(() => !saved && Object.keys(loadProgress()).length === 0);
  const [setup, setSetup] = useState<GameSetup>(() =>
    defaultSetup({
      seed: randomSeed(),
      motive: versus
        ? initialMotive && MOTIVES[initialMotive].stern
          ? initialMotive
          : 'piracy'
        : (initialMotive ?? 'explore'),
      variant,
      ...(versus ? { versus: { ...DEFAULT_VERSUS_OPTIONS } } : {}),
    }),
  );
  const file = useRef<HTMLInputElement>(null);
  const chosen = describeMotive(setup.motive);
  const hotSeat = seats.nautilus === 'human' && seats.imperialist === 'human';

  const setAll = (level: Difficulty) =>
    setSetup((s) => ({
      ...s,
      difficulty: Object.fromEntries(
        ASPECTS.map((a) => [a.key, level]),
      ) as unknown as DifficultyAspects,
    }));

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    if (f) loadText(await f.text());
    e.target.value = '';
  };

  return (
    <SetupBackdrop label={versus ? 'New versus game' : 'New voyage'} width={940}>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 12, flexWrap: 'wrap' }}>
        <h1
          style={{
            margin: 0,
            color: COLORS.brass,
            fontWeight: 'normal',
            letterSpacing: 1,
            flex: 1,
          }}
        >
          {versus ? 'Versus: Nemo against the Imperialist' : 'Solo voyage'}
        </h1>
        <a href={menuHref()} style={link} data-testid="setup-menu-link">
          ← Menu
        </a>
      </div>
      <p style={{ margin: '4px 0 12px', color: COLORS.muted }}>
        {versus
          ? 'Journey’s End’s two-player variant: hot-seat on one screen, or against a bot on either side. The Nautilus sails with a Stern Motive only — Piracy or World Order.'
          : 'Captain Nemo against the world. Choose his Motive, how hard the sea is, and set sail.'}
      </p>
      {firstGame && !versus && (
        <p
          data-testid="setup-first-lesson"
          style={{
            margin: '0 0 14px',
            padding: '8px 12px',
            border: `1px solid ${COLORS.brass}`,
            borderRadius: 8,
            background: 'rgba(122, 90, 30, 0.35)',
          }}
        >
          First voyage?{' '}
          <a href={modeHref({ mode: 'learn', lesson: 'turn-at-sea' })} style={link}>
            Learn first: a turn at sea
          </a>{' '}
          — a short guided turn on the real table. Or keep Explore at Normal below, which suits a
          first game.
        </p>
      )}
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(400px, 100%), 1fr))',
          columnGap: 24,
        }}
      >
        <div>
          <fieldset style={field}>
            <legend style={legend}>Nemo&apos;s Motive: what he sails for, and what scores</legend>
            <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 6 }}>
              {MOTIVE_IDS.filter((m) => !versus || MOTIVES[m].stern).map((m) => (
                <label
                  key={m}
                  data-testid={`motive-${m}`}
                  style={{
                    ...button,
                    padding: '5px 8px',
                    background: setup.motive === m ? '#1e3a55' : button.background,
                  }}
                >
                  <input
                    type="radio"
                    name="motive"
                    value={m}
                    checked={setup.motive === m}
                    onChange={() => setSetup((s) => ({ ...s, motive: m }))}
                    style={{ marginRight: 6 }}
                  />
                  {MOTIVES[m].name}
                  {m === 'explore' && !versus && (
                    <span style={{ color: COLORS.good, fontSize: 12 }}> · first game</span>
                  )}
                  <span style={{ ...line, fontSize: 12 }}>{describeMotive(m).gist}</span>
                </label>
              ))}
            </div>
            <div
              data-testid="motive-detail"
              style={{ marginTop: 8, fontSize: 13, lineHeight: 1.45 }}
            >
              <span style={{ color: COLORS.brass }}>{MOTIVES[setup.motive].name} scores: </span>
              {chosen.scoring}. {chosen.pariah}.
              {chosen.startingUpgrade && <> Its upgrade on offer: {chosen.startingUpgrade}.</>}
              {chosen.designed && (
                <span style={{ color: COLORS.muted }}>
                  {' '}
                  (Values designed by us: not published.)
                </span>
              )}
            </div>
          </fieldset>
          {versus && (
            <fieldset style={field}>
              <legend style={legend}>Who plays which side</legend>
              {(['nautilus', 'imperialist'] as const).map((seat) => (
                <label
                  key={seat}
                  style={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    maxWidth: 360,
                    marginBottom: 4,
                  }}
                >
                  {seat === 'nautilus' ? 'Nautilus (Captain Nemo)' : 'Imperialist'}
                  <select
                    aria-label={`${seat} player`}
                    value={seats[seat]}
                    onChange={(e) =>
                      setSeats({ ...seats, [seat]: e.target.value as SeatController })
                    }
                  >
                    <option value="human">Human</option>
                    <option value="bot">Bot</option>
                  </select>
                </label>
              ))}
              <span style={line} data-testid="seats-line">
                {hotSeat
                  ? 'Hot-seat: two players share this screen; a hand-over screen hides each side’s choices.'
                  : 'Set both sides to Human for hot-seat play on one screen.'}
              </span>
            </fieldset>
          )}
          {versus && <BotStrengthField />}
          <label style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 4 }}>
            Seed
            <input
              aria-label="Seed"
              value={setup.seed}
              maxLength={64}
              onChange={(e) => setSetup((s) => ({ ...s, seed: e.target.value || '1' }))}
              style={{ font: 'inherit', width: 140 }}
            />
            <button style={button} onClick={() => setSetup((s) => ({ ...s, seed: randomSeed() }))}>
              New seed
            </button>
          </label>
          <span style={{ ...line, marginBottom: 14 }}>
            The same seed deals the same voyage: share it to play the same game.
          </span>
        </div>
        <div>
          <fieldset style={field}>
            <legend style={legend}>Difficulty, aspect by aspect</legend>
            <div style={{ display: 'flex', gap: 6, marginBottom: 8, flexWrap: 'wrap' }}>
              {(['easy', 'normal', 'hard'] as Difficulty[]).map((d) => (
                <button key={d} style={button} onClick={() => setAll(d)}>
                  All{' '}
                  {d === 'easy'
                    ? 'Sailor (easy)'
                    : d === 'normal'
                      ? 'Officer (normal)'
                      : 'Captain (hard)'}
                </button>
              ))}
            </div>
            {ASPECTS.map((a) => (
              <label key={a.key} style={{ display: 'block', marginBottom: 6 }}>
                <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                  {a.label}
                  <select
                    aria-label={a.label}
                    value={setup.difficulty[a.key]}
                    onChange={(e) =>
                      setSetup((s) => ({
                        ...s,
                        difficulty: { ...s.difficulty, [a.key]: e.target.value as Difficulty },
                      }))
                    }
                  >
                    <option value="easy">Easy</option>
                    <option value="normal">Normal</option>
                    <option value="hard">Hard</option>
                  </select>
                </span>
                <span style={line}>{a.line}</span>
              </label>
            ))}
          </fieldset>
          <fieldset style={field}>
            <legend style={legend}>Optional rules</legend>
            {OPTIONAL_RULES.map((o) => (
              <label key={o.key} style={checkRow}>
                <input
                  type="checkbox"
                  style={checkBox}
                  checked={setup.options[o.key]}
                  onChange={(e) =>
                    setSetup((s) => ({
                      ...s,
                      options: { ...s.options, [o.key]: e.target.checked },
                    }))
                  }
                />
                {o.label}
                <span style={line}>{o.line}</span>
              </label>
            ))}
            <label style={checkRow}>
              <input
                type="checkbox"
                style={checkBox}
                checked={setup.nadeenDakkar}
                onChange={(e) => setSetup((s) => ({ ...s, nadeenDakkar: e.target.checked }))}
              />
              Nadeen Dakkar joins the story
              <span style={line}>{NADEEN_LINE}</span>
            </label>
          </fieldset>
          {versus && (
            <fieldset style={field}>
              <legend style={legend}>Imperialist variant options</legend>
              {VERSUS_TOGGLES.map((t) => (
                <label key={t.key} style={checkRow}>
                  <input
                    type="checkbox"
                    style={checkBox}
                    checked={Boolean(setup.versus?.[t.key])}
                    onChange={(e) =>
                      setSetup((s) => ({
                        ...s,
                        versus: {
                          ...DEFAULT_VERSUS_OPTIONS,
                          ...s.versus,
                          [t.key]: e.target.checked,
                        },
                      }))
                    }
                  />
                  {t.label}
                  <span style={line}>{t.line}</span>
                </label>
              ))}
              <label style={{ display: 'block' }}>
                VP per Imperialist gemstone{' '}
                <select
                  aria-label="Gemstone penalty"
                  value={setup.versus?.gemPenalty ?? 2}
                  onChange={(e) =>
                    setSetup((s) => ({
                      ...s,
                      versus: {
                        ...DEFAULT_VERSUS_OPTIONS,
                        ...s.versus,
                        gemPenalty: Number(e.target.value) as 1 | 2 | 3,
                      },
                    }))
                  }
                >
                  <option value={3}>−3 (mostly Sailor settings)</option>
                  <option value={2}>−2 (Officer)</option>
                  <option value={1}>−1 (mostly Captain settings)</option>
                </select>
                <span style={line}>Balances the sides: match it to most of your difficulty.</span>
              </label>
            </fieldset>
          )}
        </div>
      </div>
      <div
        data-testid="setup-actions"
        style={{
          position: 'sticky',
          bottom: 0,
          display: 'flex',
          gap: 8,
          flexWrap: 'wrap',
          alignItems: 'center',
          margin: '0 -24px -24px',
          padding: '10px 24px 16px',
          background: COLORS.navySolid,
          borderTop: `1px solid rgba(217, 179, 106, 0.35)`,
          borderRadius: '0 0 10px 10px',
        }}
      >
        <button
          style={{ ...button, background: '#7a5a1e', fontSize: 16 }}
          onClick={() => newGame(setup)}
        >
          New game
        </button>
        {saved && (
          <button style={button} onClick={() => continueGame()}>
            Continue (autosave)
          </button>
        )}
        <button style={button} onClick={() => file.current?.click()}>
          Load file…
        </button>
        <input
          ref={file}
          type="file"
          accept=".json,application/json"
          hidden
          onChange={onFile}
          aria-label="Load a game record"
        />
        {!firstGame && !versus && (
          <a href={modeHref({ mode: 'learn' })} style={{ ...link, marginLeft: 'auto' }}>
            Lessons
          </a>
        )}
      </div>
    </SetupBackdrop>
  );
}
