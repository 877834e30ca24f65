import { useAtom, useSetAtom, useAtomValue } from 'jotai';
import { seatsAtom, type SeatController } from '../../state/game/seatAtoms';
import { DEFAULT_VERSUS_OPTIONS } from '../../core/versus/imperialistMap';
import { useRef, useState, type ChangeEvent } from 'react';
import { MOTIVES, MOTIVE_IDS } from '../../core/data/motives';
import type { Difficulty, MotiveId } from '../../core/data/types';
import { defaultSetup } from '../../core/setupDefaults';
import type { DifficultyAspects, GameSetup, OptionalRules } from '../../core/types';
import {
  continueAutosaveAtom,
  loadRecordTextAtom,
  newGameAtom,
  storageAtom,
} from '../../state/game/gameAtoms';
import { hasAutosave } from '../../state/game/persistence';
import { COLORS, button } from './theme';
import { SetupBackdrop } from './SetupBackdrop';

const ASPECTS: { key: keyof DifficultyAspects; label: string }[] = [
  { key: 'hiddenShips', label: 'Starting Hidden Ships' },
  { key: 'shipGroups', label: 'Blue/Green reinforcements' },
  { key: 'actionPoints', label: 'Starting Action Points' },
  { key: 'adventureGems', label: 'Adventure Deck gemstones' },
  { key: 'officerAttributes', label: 'Officer Attributes' },
  { key: 'deadlySeas', label: 'Deadly Seas tokens' },
];

const VERSUS_TOGGLES: { key: 'airship' | 'seaSerpent' | 'chezEmrich'; label: string }[] = [
  { key: 'airship', label: 'The Airship flies along any connection' },
  { key: 'seaSerpent', label: 'The Sea Serpent moves as the Nautilus does' },
  { key: 'chezEmrich', label: 'Chez Emrich house rule (no three failures in a row)' },
];

const OPTIONS: { key: keyof OptionalRules; label: string }[] = [
  { key: 'officerAttributes', label: 'Ship Officer Attributes (slight advantage)' },
  { key: 'deadlySeas', label: 'Deadly Seas (slight disadvantage)' },
  { key: 'journeysEndUpgrades', label: "Journey's End Nautilus Upgrades" },
  { key: 'journeysEndVictoryLevels', label: "Journey's End victory levels (160–320)" },
];

function randomSeed(): string {
  return Math.floor(Math.random() * 1e9).toString(36);
}

/** New game, continue or load: the first thing a player sees. */
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
    <SetupBackdrop label="New voyage" width={760}>
      <h1
        style={{ margin: '0 0 4px', color: COLORS.brass, fontWeight: 'normal', letterSpacing: 1 }}
      >
        Nemo&apos;s War
      </h1>
      <p style={{ margin: '0 0 16px', color: COLORS.muted }}>
        Second Edition with Journey&apos;s End — choose Nemo&apos;s Motive and set sail.
      </p>
      <fieldset style={{ border: 'none', padding: 0, margin: '0 0 12px' }}>
        <legend style={{ color: COLORS.brass }}>Motive</legend>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 6 }}>
          {MOTIVE_IDS.filter((m) => !versus || MOTIVES[m].stern).map((m) => (
            <label
              key={m}
              style={{
                ...button,
                background: setup.motive === m ? '#2a4f70' : button.background,
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
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset style={{ border: 'none', padding: 0, margin: '0 0 12px' }}>
        <legend style={{ color: COLORS.brass }}>Difficulty (per aspect)</legend>
        <div style={{ display: 'flex', gap: 6, marginBottom: 8 }}>
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
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 6 }}>
          {ASPECTS.map((a) => (
            <label key={a.key} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
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
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset style={{ border: 'none', padding: 0, margin: '0 0 12px' }}>
        <legend style={{ color: COLORS.brass }}>Optional rules</legend>
        {OPTIONS.map((o) => (
          <label key={o.key} style={{ display: 'block' }}>
            <input
              type="checkbox"
              checked={setup.options[o.key]}
              onChange={(e) =>
                setSetup((s) => ({ ...s, options: { ...s.options, [o.key]: e.target.checked } }))
              }
            />{' '}
            {o.label}
          </label>
        ))}
        <label style={{ display: 'block' }}>
          <input
            type="checkbox"
            checked={setup.nadeenDakkar}
            onChange={(e) => setSetup((s) => ({ ...s, nadeenDakkar: e.target.checked }))}
          />{' '}
          Nadeen Dakkar joins the story (33-card Draw Pile)
        </label>
      </fieldset>
      {versus && (
        <fieldset style={{ border: 'none', padding: 0, margin: '0 0 12px' }}>
          <legend style={{ color: COLORS.brass }}>The Imperialist variant</legend>
          {(['nautilus', 'imperialist'] as const).map((seat) => (
            <label
              key={seat}
              style={{ display: 'flex', justifyContent: 'space-between', maxWidth: 360 }}
            >
              {seat === 'nautilus' ? 'Nautilus (Captain Nemo)' : 'Imperialist'}
              <select
                aria-label={`${seat} player`}
                value={seats[seat]}
                onChange={(e) => setSeats({ ...seats, [seat]: e.target.value as SeatController })}
              >
                <option value="human">Human</option>
                <option value="bot">Bot</option>
              </select>
            </label>
          ))}
          {VERSUS_TOGGLES.map((t) => (
            <label key={t.key} style={{ display: 'block' }}>
              <input
                type="checkbox"
                checked={Boolean(setup.versus?.[t.key])}
                onChange={(e) =>
                  setSetup((s) => ({
                    ...s,
                    versus: { ...DEFAULT_VERSUS_OPTIONS, ...s.versus, [t.key]: e.target.checked },
                  }))
                }
              />{' '}
              {t.label}
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
          </label>
        </fieldset>
      )}
      <label style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 16 }}>
        Seed
        <input
          aria-label="Seed"
          value={setup.seed}
          maxLength={64}
          onChange={(e) => setSetup((s) => ({ ...s, seed: e.target.value || '1' }))}
          style={{ font: 'inherit', width: 160 }}
        />
        <button style={button} onClick={() => setSetup((s) => ({ ...s, seed: randomSeed() }))}>
          New seed
        </button>
      </label>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button
          style={{ ...button, background: '#7a5a1e', fontSize: 16 }}
          onClick={() => newGame(setup)}
        >
          New game
        </button>
        <button style={button} disabled={!hasAutosave(storage)} onClick={() => continueGame()}>
          Continue (autosave)
        </button>
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
      </div>
    </SetupBackdrop>
  );
}
