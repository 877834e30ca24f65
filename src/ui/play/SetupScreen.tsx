import { useAtom, useSetAtom, useAtomValue } from 'jotai';
import { seatsAtom, type SeatController } from '../../state/nemo/seatAtoms';
import { BotStrengthField } from '../coach/BotStrengthField';
import {
  DEFAULT_VERSUS_OPTIONS,
  type GameSetup,
  type VersusHandicap,
  type VersusOptions,
} from '../../core';
import { useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { MOTIVES, MOTIVE_IDS, type Difficulty, type MotiveId } from '../../core/data';
import { newGameSetup, withDifficulty } from '../../state/nemo/newGameSetup';
import {
  continueAutosaveAtom,
  loadRecordTextAtom,
  newGameAtom,
  storageAtom,
} from '../../state/nemo/gameAtoms';
import { hasAutosave } from '../../state/nemo/persistence';
import { loadProgress } from '../../state/learn/learnProgress';
import { menuHref, modeHref } from '../front/modeHref';
import { COLORS, button, screenTitle } from './theme';
import { SetupBackdrop } from './SetupBackdrop';
import { MeasuredOddsLine } from './MeasuredOddsLine';
import { VersusOddsLine } from './VersusOddsLine';
import { describeMotive } from './describeMotive';
import { ASPECTS, NADEEN_LINE, OPTIONAL_RULES, VERSUS_TOGGLES } from './setupChoices';
import { CheckRow } from './CheckRow';
import { RecordFileInput } from './RecordFileInput';
import { ContentPackField } from './ContentPackField';
import { PackOddsLine } from './PackOddsLine';
import { oddsLineStyle } from './oddsLine';
import { nextGamePackAtom, withPack } from '../../state/packs/packAtoms';

function randomSeed(): string {
  return Math.floor(Math.random() * 1e9).toString(36);
}

const field: CSSProperties = { border: 'none', padding: 0, margin: '0 0 14px', minWidth: 0 };
const legend: CSSProperties = { color: COLORS.brass, fontSize: 16, padding: 0, marginBottom: 6 };
const line: CSSProperties = { display: 'block', color: COLORS.muted, fontSize: 12.5 };
const link: CSSProperties = { color: COLORS.brass };

/** New game, continue or load; every choice says in a line what it changes. */
export function SetupScreen({
  initialMotive,
  variant = 'solo',
}: {
  initialMotive?: MotiveId | null;
  variant?: 'solo' | 'versus';
}) {
  const { t } = useTranslation();
  const newGame = useSetAtom(newGameAtom);
  const [seats, setSeats] = useAtom(seatsAtom);
  const versus = variant === 'versus';
  const continueGame = useSetAtom(continueAutosaveAtom);
  const loadText = useSetAtom(loadRecordTextAtom);
  const storage = useAtomValue(storageAtom);
  const pack = useAtomValue(nextGamePackAtom);
  const saved = hasAutosave(storage);
  const [firstGame] = useState(() => !saved && Object.keys(loadProgress()).length === 0);
  const [setup, setSetup] = useState<GameSetup>(() =>
    newGameSetup({
      seed: randomSeed(),
      motive: initialMotive ?? null,
      variant,
      ...(versus ? { versus: { ...DEFAULT_VERSUS_OPTIONS } } : {}),
    }),
  );
  const file = useRef<HTMLInputElement>(null);
  const chosen = describeMotive(setup.motive);
  const hotSeat = seats.nautilus === 'human' && seats.imperialist === 'human';

  const setAll = (level: Difficulty) => setSetup((s) => withDifficulty(s, level));

  return (
    <SetupBackdrop
      label={versus ? t('versusSetup.setupLabel') : t('play.setup.soloLabel')}
      width={940}
    >
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 12, flexWrap: 'wrap' }}>
        <h1 style={{ ...screenTitle, flex: 1 }}>
          {versus ? t('versusSetup.heading') : t('play.setup.soloTitle')}
        </h1>
        <a href={menuHref()} style={link} data-testid="setup-menu-link">
          {t('play.setup.menu')}
        </a>
      </div>
      <p style={{ margin: '4px 0 12px', color: COLORS.muted }}>
        {versus ? t('versusSetup.intro2') : t('play.setup.soloIntro')}
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
          {t('play.setup.firstVoyage')}{' '}
          <a href={modeHref({ mode: 'learn', lesson: 'turn-at-sea' })} style={link}>
            {t('play.setup.firstLesson')}
          </a>{' '}
          {t('play.setup.firstLessonRest')}
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
            <legend style={legend}>{t('play.setup.motiveLegend')}</legend>
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
                  {describeMotive(m).name}
                  {m === 'explore' && !versus && (
                    <span style={{ color: COLORS.good, fontSize: 12 }}>
                      {t('play.setup.firstGame')}
                    </span>
                  )}
                  <span style={{ ...line, fontSize: 12 }}>{describeMotive(m).gist}</span>
                </label>
              ))}
            </div>
            <div
              data-testid="motive-detail"
              style={{ marginTop: 8, fontSize: 13, lineHeight: 1.45 }}
            >
              <span style={{ color: COLORS.brass }}>
                {t('play.setup.scores', { motive: chosen.name })}
              </span>
              {chosen.scoring}. {chosen.pariah}.
              {chosen.startingUpgrade &&
                t('play.setup.upgradeOnOffer', { upgrade: chosen.startingUpgrade })}
              {chosen.designed && (
                <span style={{ color: COLORS.muted }}>{t('play.setup.designedValues')}</span>
              )}
            </div>
            {versus && pack ? (
              <span style={oddsLineStyle} data-testid="measured-odds" data-pack="none">
                {t('packs.odds.versusNone')}
              </span>
            ) : versus ? (
              <VersusOddsLine
                motive={setup.motive}
                difficulty={setup.difficulty}
                versus={setup.versus}
              />
            ) : pack ? (
              <PackOddsLine setup={withPack(setup, pack)} />
            ) : (
              <MeasuredOddsLine motive={setup.motive} difficulty={setup.difficulty} />
            )}
          </fieldset>
          {versus && (
            <fieldset style={field}>
              <legend style={legend}>{t('versusSetup.seatsLegend')}</legend>
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
                  {seat === 'nautilus'
                    ? t('versusSetup.nautilusSeat')
                    : t('versusSetup.imperialistSeat')}
                  <select
                    aria-label={
                      seat === 'nautilus'
                        ? t('versusSetup.nautilusPlayer')
                        : t('versusSetup.imperialistPlayer')
                    }
                    value={seats[seat]}
                    onChange={(e) =>
                      setSeats({ ...seats, [seat]: e.target.value as SeatController })
                    }
                  >
                    <option value="human">{t('versusSetup.human')}</option>
                    <option value="bot">{t('versusSetup.botOption')}</option>
                  </select>
                </label>
              ))}
              <span style={line} data-testid="seats-line">
                {hotSeat ? t('versusSetup.hotSeatLine') : t('versusSetup.bothHuman')}
              </span>
            </fieldset>
          )}
          {versus && <BotStrengthField />}
          <label style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 4 }}>
            {t('play.setup.seed')}
            <input
              aria-label={t('play.setup.seed')}
              value={setup.seed}
              maxLength={64}
              onChange={(e) => setSetup((s) => ({ ...s, seed: e.target.value || '1' }))}
              style={{ font: 'inherit', width: 140 }}
            />
            <button style={button} onClick={() => setSetup((s) => ({ ...s, seed: randomSeed() }))}>
              {t('play.setup.newSeed')}
            </button>
          </label>
          <span style={{ ...line, marginBottom: 14 }}>{t('play.setup.seedLine')}</span>
          <ContentPackField />
        </div>
        <div>
          <fieldset style={field}>
            <legend style={legend}>{t('play.setup.difficultyLegend')}</legend>
            <div style={{ display: 'flex', gap: 6, marginBottom: 8, flexWrap: 'wrap' }}>
              {(['easy', 'normal', 'hard'] as Difficulty[]).map((d) => (
                <button key={d} style={button} onClick={() => setAll(d)}>
                  {d === 'easy'
                    ? t('play.setup.allEasy')
                    : d === 'normal'
                      ? t('play.setup.allNormal')
                      : t('play.setup.allHard')}
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
                    <option value="easy">{t('play.setup.easy')}</option>
                    <option value="normal">{t('play.setup.normal')}</option>
                    <option value="hard">{t('play.setup.hard')}</option>
                  </select>
                </span>
                <span style={line}>{a.line}</span>
              </label>
            ))}
          </fieldset>
          <fieldset style={field}>
            <legend style={legend}>{t('play.setup.optionalLegend')}</legend>
            {OPTIONAL_RULES.map((o) => (
              <CheckRow
                key={o.key}
                checked={setup.options[o.key]}
                onChange={(on) =>
                  setSetup((s) => ({ ...s, options: { ...s.options, [o.key]: on } }))
                }
                label={o.label}
                line={o.line}
              />
            ))}
            <CheckRow
              checked={setup.nadeenDakkar}
              onChange={(on) => setSetup((s) => ({ ...s, nadeenDakkar: on }))}
              label={t('play.setup.nadeen')}
              line={NADEEN_LINE}
            />
          </fieldset>
          {versus && (
            <fieldset style={field}>
              <legend style={legend}>{t('versusSetup.variantLegend')}</legend>
              {VERSUS_TOGGLES.map((toggle) => (
                <CheckRow
                  key={toggle.key}
                  checked={Boolean(setup.versus?.[toggle.key])}
                  onChange={(on) =>
                    setSetup((s) => ({
                      ...s,
                      versus: { ...DEFAULT_VERSUS_OPTIONS, ...s.versus, [toggle.key]: on },
                    }))
                  }
                  label={toggle.label}
                  line={toggle.line}
                />
              ))}
              <label style={{ display: 'block' }}>
                {t('versusSetup.gemPenalty')}{' '}
                <select
                  aria-label={t('versusSetup.gemPenaltyLabel')}
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
                  <option value={3}>{t('versusSetup.gem3')}</option>
                  <option value={2}>{t('versusSetup.gem2')}</option>
                  <option value={1}>{t('versusSetup.gem1')}</option>
                </select>
                <span style={line}>{t('versusSetup.gemLine')}</span>
              </label>
              <label style={{ display: 'block' }}>
                {t('versusSetup.handicap')}{' '}
                <select
                  aria-label={t('versusSetup.handicapLabel')}
                  value={setup.versus?.handicap ?? 0}
                  onChange={(e) =>
                    setSetup((s) => {
                      const handicap = Number(e.target.value) as VersusHandicap;
                      const next: VersusOptions = {
                        ...DEFAULT_VERSUS_OPTIONS,
                        ...s.versus,
                        handicap,
                      };
                      // Off is absent, so a game without the handicap records as before.
                      if (handicap === 0) delete next.handicap;
                      return { ...s, versus: next };
                    })
                  }
                >
                  <option value={0}>{t('versusSetup.handicap0')}</option>
                  <option value={1}>{t('versusSetup.handicap1')}</option>
                  <option value={2}>{t('versusSetup.handicap2')}</option>
                  <option value={3}>{t('versusSetup.handicap3')}</option>
                </select>
                <span style={line} data-testid="versus-handicap-line">
                  {t('versusSetup.handicapLine')}
                </span>
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
          onClick={() => newGame(withPack(setup, pack))}
        >
          {t('play.setup.newGame')}
        </button>
        {saved && (
          <button style={button} onClick={() => continueGame()}>
            {t('play.setup.continue')}
          </button>
        )}
        <button style={button} onClick={() => file.current?.click()}>
          {t('play.setup.loadFile')}
        </button>
        <RecordFileInput ref={file} label={t('play.setup.loadRecord')} onText={loadText} />
        {!firstGame && !versus && (
          <a href={modeHref({ mode: 'learn' })} style={{ ...link, marginLeft: 'auto' }}>
            {t('play.setup.lessons')}
          </a>
        )}
      </div>
    </SetupBackdrop>
  );
}
