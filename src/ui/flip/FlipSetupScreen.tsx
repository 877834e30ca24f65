import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHARACTERS, type CharacterId } from '../../flip';
import {
  continueFlipAutosaveAtom,
  flipStorageAtom,
  newFlipGameAtom,
} from '../../state/flip/flipAtoms';
import { hasFlipAutosave } from '../../state/flip/flipPersistence';
import { flipSeedOf } from '../../state/flip/flipUrlParams';
import { seatColour } from '../../state/flip/seatColours';
import { characterItemName, characterName, seatColourName } from '../../state/flip/flipLabels';
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
  const { t } = useTranslation();
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
    allPicked && new Set(chosen).size !== chosen.length ? t('flip.setup.duplicate') : null;
  const start = () => {
    newGame({
      seed: flipSeedOf(seed || '1'),
      players,
      farragut: players === 1 ? farragut : null,
      ...(allPicked ? { characters: chosen as CharacterId[] } : {}),
    });
  };

  return (
    <SetupBackdrop label={t('flip.setup.label')} width={720}>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 12 }}>
        <h1 style={{ margin: '0 0 4px', color: COLORS.brass, fontWeight: 'normal', flex: 1 }}>
          {t('flip.title')}
        </h1>
        <a href={menuHref()} style={{ color: COLORS.brass }} data-testid="setup-menu-link">
          {t('flip.setup.menu')}
        </a>
      </div>
      <p style={{ margin: '0 0 16px', color: COLORS.muted }}>{t('flip.setup.intro')}</p>
      <fieldset style={field}>
        <legend style={{ color: COLORS.brass }}>{t('flip.setup.players')}</legend>
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
              {n === 1 ? t('flip.setup.solo') : t('flip.setup.playerCount', { count: n })}
            </label>
          ))}
        </div>
        <span style={line}>
          {players === 1 ? t('flip.setup.soloLine') : t('flip.setup.hotSeatLine')}
        </span>
      </fieldset>
      <fieldset style={field}>
        <legend style={{ color: COLORS.brass }}>{t('flip.setup.characters')}</legend>
        <span style={{ ...line, marginTop: 0, marginBottom: 6 }}>
          {t('flip.setup.charactersLine')}
        </span>
        <div style={{ display: 'grid', gap: 6 }}>
          {chosen.map((pick, seat) => (
            <label key={seat} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <span style={{ color: seatColour(seat), minWidth: 120, fontWeight: 'bold' }}>
                {t('flip.setup.seat', { n: seat + 1, colour: seatColourName(seat) })}
              </span>
              <select
                aria-label={t('flip.setup.characterFor', { n: seat + 1 })}
                value={pick}
                onChange={(e) =>
                  setPicks((all) =>
                    all.map((p, i) => (i === seat ? (e.target.value as CharacterPick) : p)),
                  )
                }
              >
                <option value="deal">{t('flip.setup.deal')}</option>
                {CHARACTERS.map((c) => (
                  <option key={c.id} value={c.id}>
                    {t('flip.setup.characterOption', {
                      name: characterName(c.id),
                      item: characterItemName(c.id),
                    })}
                  </option>
                ))}
              </select>
            </label>
          ))}
          {!allPicked && chosen.some((p) => p !== 'deal') && (
            <span style={{ color: COLORS.muted, fontSize: 12 }}>{t('flip.setup.pickAll')}</span>
          )}
        </div>
      </fieldset>
      <fieldset style={field} disabled={players !== 1}>
        <legend style={{ color: COLORS.brass }}>
          {t('flip.setup.farragut')} {players !== 1 && t('flip.setup.soloOnly')}
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
              {level === null ? t('flip.setup.ownScore') : t('flip.setup.level', { level })}
            </label>
          ))}
        </div>
        <span style={line}>
          {farragut === null
            ? t('flip.setup.noOpponent')
            : t('flip.setup.farragutLine', { count: farragut })}
        </span>
      </fieldset>
      <label style={{ display: 'block', marginBottom: 16 }}>
        <span style={{ color: COLORS.brass, marginRight: 8 }}>{t('flip.setup.seed')}</span>
        <input
          aria-label={t('flip.setup.seed')}
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
          {t('flip.setup.setSail')}
        </button>
        {hasFlipAutosave(storage) && (
          <button style={button} onClick={() => continueGame()}>
            {t('flip.setup.continue')}
          </button>
        )}
      </div>
    </SetupBackdrop>
  );
}
