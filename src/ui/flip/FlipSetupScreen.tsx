import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { CHARACTERS, type CharacterId } from '../../flip';
import {
  continueFlipAutosaveAtom,
  flipStorageAtom,
  newFlipGameAtom,
} from '../../state/flip/flipAtoms';
import { hasFlipAutosave } from '../../state/flip/flipPersistence';
import { flipSeedOf } from '../../state/flip/flipUrlParams';
import { SEAT_COLOUR_NAMES, seatColour } from '../../state/flip/seatColours';
import { COLORS, button } from '../play/theme';
import { SetupBackdrop } from '../play/SetupBackdrop';
import { menuHref } from '../front/modeHref';

type CharacterPick = CharacterId | 'deal';

function randomSeed(): string {
  return String(Math.floor(Math.random() * 1e9));
}

const field = { border: 'none', padding: 0, margin: '0 0 14px' } as const;
const line = { display: 'block', color: COLORS.muted, fontSize: 12.5, marginTop: 4 } as const;

/** Players 1–4, characters, Farragut's level (solo), seed; or continue the autosaved voyage. */
export function FlipSetupScreen() {
  const newGame = useSetAtom(newFlipGameAtom);
  const continueGame = useSetAtom(continueFlipAutosaveAtom);
  const storage = useAtomValue(flipStorageAtom);
  const [players, setPlayers] = useState(1);
  const [picks, setPicks] = useState<CharacterPick[]>(['deal', 'deal', 'deal', 'deal']);
  const [farragut, setFarragut] = useState<number | null>(0);
  const [seed, setSeed] = useState(randomSeed);

  const chosen = picks.slice(0, players);
  const allPicked = chosen.every((p) => p !== 'deal');
  const duplicate =
    allPicked && new Set(chosen).size !== chosen.length ? 'Each character can sail once.' : null;
  const start = () => {
    newGame({
      seed: flipSeedOf(seed || '1'),
      players,
      farragut: players === 1 ? farragut : null,
      ...(allPicked ? { characters: chosen as CharacterId[] } : {}),
    });
  };

  return (
    <SetupBackdrop label="New Flip Voyage" width={720}>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 12 }}>
        <h1 style={{ margin: '0 0 4px', color: COLORS.brass, fontWeight: 'normal', flex: 1 }}>
          Flip Voyage
        </h1>
        <a href={menuHref()} style={{ color: COLORS.brass }} data-testid="setup-menu-link">
          ← Menu
        </a>
      </div>
      <p style={{ margin: '0 0 16px', color: COLORS.muted }}>
        Flip three cards, move, engage and act — mark your dry-erase sheet until your notoriety and
        leagues meet.
      </p>
      <fieldset style={field}>
        <legend style={{ color: COLORS.brass }}>Players (hot-seat)</legend>
        <div style={{ display: 'flex', gap: 6 }}>
          {[1, 2, 3, 4].map((n) => (
            <label
              key={n}
              style={{ ...button, background: players === n ? '#2a4f70' : button.background }}
            >
              <input
                type="radio"
                name="players"
                checked={players === n}
                onChange={() => setPlayers(n)}
                style={{ marginRight: 6 }}
              />
              {n === 1 ? 'Solo' : `${n} players`}
            </label>
          ))}
        </div>
        <span style={line}>
          {players === 1
            ? 'Solo: play for your best score, or race Commander Farragut below.'
            : 'Hot-seat: pass the screen round; each player marks their own sheet.'}
        </span>
      </fieldset>
      <fieldset style={field}>
        <legend style={{ color: COLORS.brass }}>Characters</legend>
        <span style={{ ...line, marginTop: 0, marginBottom: 6 }}>
          Each character brings an item with its own power. Leave it to the deal to choose from two
          at the table.
        </span>
        <div style={{ display: 'grid', gap: 6 }}>
          {chosen.map((pick, seat) => (
            <label key={seat} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <span style={{ color: seatColour(seat), minWidth: 120, fontWeight: 'bold' }}>
                Seat {seat + 1} ({SEAT_COLOUR_NAMES[seat]})
              </span>
              <select
                aria-label={`Character for seat ${seat + 1}`}
                value={pick}
                onChange={(e) =>
                  setPicks((all) =>
                    all.map((p, i) => (i === seat ? (e.target.value as CharacterPick) : p)),
                  )
                }
              >
                <option value="deal">Deal two, choose at the table</option>
                {CHARACTERS.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name} — {c.item.name}
                  </option>
                ))}
              </select>
            </label>
          ))}
          {!allPicked && chosen.some((p) => p !== 'deal') && (
            <span style={{ color: COLORS.muted, fontSize: 12 }}>
              Pick a character for every seat, or all are dealt two to choose from.
            </span>
          )}
        </div>
      </fieldset>
      <fieldset style={field} disabled={players !== 1}>
        <legend style={{ color: COLORS.brass }}>
          Farragut&apos;s Pursuit {players !== 1 && '(solo only)'}
        </legend>
        <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
          {[null, 0, 1, 2, 3, 4].map((level) => (
            <label
              key={String(level)}
              style={{
                ...button,
                background: players === 1 && farragut === level ? '#2a4f70' : button.background,
              }}
            >
              <input
                type="radio"
                name="farragut"
                checked={farragut === level}
                onChange={() => setFarragut(level)}
                style={{ marginRight: 6 }}
              />
              {level === null ? 'Beat your own score' : `Level ${level}`}
            </label>
          ))}
        </div>
        <span style={line}>
          {farragut === null
            ? 'No opponent: simply score as high as you can — a good first voyage.'
            : `Farragut starts with ${farragut} card${farragut === 1 ? '' : 's'} in his lineup and adds two each turn; every condition he meets scores for him. Level 0 is the gentlest.`}
        </span>
      </fieldset>
      <label style={{ display: 'block', marginBottom: 16 }}>
        <span style={{ color: COLORS.brass, marginRight: 8 }}>Seed</span>
        <input
          aria-label="Seed"
          value={seed}
          onChange={(e) => setSeed(e.target.value.slice(0, 64))}
        />
      </label>
      {duplicate && <div style={{ color: COLORS.danger, marginBottom: 8 }}>{duplicate}</div>}
      <div style={{ display: 'flex', gap: 8 }}>
        <button
          style={{ ...button, background: '#2a4f70' }}
          disabled={duplicate !== null}
          onClick={start}
        >
          Set sail
        </button>
        {hasFlipAutosave(storage) && (
          <button style={button} onClick={() => continueGame()}>
            Continue the saved voyage
          </button>
        )}
      </div>
    </SetupBackdrop>
  );
}
