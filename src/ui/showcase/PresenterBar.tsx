import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { finishedStateAtom } from '../../state/nemo/gameAtoms';
import { pageUrl } from '../../state/app/pageUrl';
import { curatedShowHref, showLinks } from '../../state/showcase/showLinks';
import { speedAtom, type AnimationSpeed } from '../../state/app/settings';
import {
  freeCameraAtom,
  showcasePausedAtom,
  showcaseUiHiddenAtom,
  stepShowcaseAtom,
} from '../../state/showcase/showcaseAtoms';
import { COLORS, SAFE_X, SAFE_Y, broadcastPanel } from './broadcastTheme';
import { crewSettingsAtom, crewSetupOpenAtom } from '../../state/crew/crewAtoms';

const chip: CSSProperties = {
  font: 'inherit',
  color: COLORS.ink,
  background: 'rgba(22, 48, 73, 0.9)',
  border: `1px solid rgba(217,179,106,0.6)`,
  borderRadius: 4,
  padding: '0.25em 0.6em',
  cursor: 'pointer',
};

function Chip({
  label,
  hint,
  active = false,
  onPress,
  children,
}: {
  label: string;
  hint: string;
  active?: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-label={label}
      aria-pressed={active}
      title={t('showcase.presenter.hint', { label, key: hint })}
      style={{ ...chip, ...(active ? { background: COLORS.brass, color: '#1a1208' } : {}) }}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onPress}
    >
      {children}
    </button>
  );
}

const SPEEDS: AnimationSpeed[] = ['1', '2', '4'];

/** How long the bar stays after the last mouse move over a keyed (green/transparent) show. */
export const KEYED_BAR_MS = 3000;

/**
 * In keyed output the bar is not part of the picture: it stays hidden until the mouse moves,
 * and hides again a few seconds after it stops.
 */
function useShownByMouse(keyed: boolean): boolean {
  const [shown, setShown] = useState(!keyed);
  useEffect(() => {
    if (!keyed) {
      setShown(true);
      return;
    }
    setShown(false);
    let timer = 0;
    const onMove = () => {
      setShown(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setShown(false), KEYED_BAR_MS);
    };
    window.addEventListener('mousemove', onMove);
    window.addEventListener('pointerdown', onMove);
    return () => {
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('pointerdown', onMove);
      window.clearTimeout(timer);
    };
  }, [keyed]);
  return shown;
}

const link: CSSProperties = { ...chip, textDecoration: 'none' };

/**
 * The presenter's controls, each with its key: pause, step, speed, camera, hide, full screen.
 * Once the show has ended there is nothing left to pause, step or speed up: the bar offers this
 * show again, a new show and the curated show instead.
 */
export function PresenterBar({
  onFullscreen,
  keyed = false,
  onReplay,
}: {
  onFullscreen: () => void;
  /** The show is keyed (green or transparent): the bar shows only while the mouse moves. */
  keyed?: boolean;
  /** "Replay this show" plays this very show again (a replay's record), not a show of its seed. */
  onReplay?: () => void;
}) {
  const shown = useShownByMouse(keyed);
  const [paused, setPaused] = useAtom(showcasePausedAtom);
  const [speed, setSpeed] = useAtom(speedAtom);
  const [free, setFree] = useAtom(freeCameraAtom);
  const setHidden = useSetAtom(showcaseUiHiddenAtom);
  const step = useSetAtom(stepShowcaseAtom);
  const setCrewSetup = useSetAtom(crewSetupOpenAtom);
  const crewOn = useAtomValue(crewSettingsAtom) !== null;
  const finished = useAtomValue(finishedStateAtom);
  const { t } = useTranslation();
  const page = pageUrl();
  const seed = finished?.state.setup.seed ?? '';
  const links = finished ? showLinks(page.params, seed, page.showcase.curated) : null;
  return (
    <div
      data-testid="presenter-bar"
      data-shown={shown}
      data-ended={finished !== null}
      style={{
        visibility: shown ? 'visible' : 'hidden',
        ...broadcastPanel,
        position: 'absolute',
        right: SAFE_X,
        bottom: SAFE_Y,
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'flex-end',
        maxWidth: `calc(100vw - 2 * ${SAFE_X})`,
        boxSizing: 'border-box',
        gap: 6,
        alignItems: 'center',
        padding: '6px 8px',
        borderRadius: 6,
        fontSize: 'clamp(12px, 0.8vw, 16px)',
        opacity: 0.9,
      }}
    >
      {links ? (
        <>
          <span role="status" style={{ color: COLORS.muted, marginRight: 4 }}>
            {t('showcase.presenter.ended')}
          </span>
          {onReplay ? (
            <button
              type="button"
              tabIndex={-1}
              data-testid="presenter-replay"
              style={chip}
              onClick={onReplay}
            >
              {t('showcase.presenter.replay')}
            </button>
          ) : (
            <a
              href={links.replay}
              tabIndex={-1}
              data-testid="presenter-replay"
              title={t('showcase.presenter.replayTitle', { seed })}
              style={link}
            >
              {t('showcase.presenter.replay')}
            </a>
          )}
          <a
            href={links.fresh}
            tabIndex={-1}
            data-testid="presenter-new-show"
            title={t('showcase.presenter.newShowTitle')}
            style={link}
          >
            {t('showcase.presenter.newShow')}
          </a>
        </>
      ) : (
        <>
          <Chip
            label={paused ? t('showcase.presenter.resume') : t('showcase.presenter.pause')}
            hint="Space"
            active={paused}
            onPress={() => setPaused(!paused)}
          >
            {paused ? t('showcase.presenter.resumeChip') : t('showcase.presenter.pauseChip')}
          </Chip>
          <Chip label={t('showcase.presenter.step')} hint="→" onPress={step}>
            {t('showcase.presenter.stepChip')}
          </Chip>
          {SPEEDS.map((s) => (
            <Chip
              key={s}
              label={t('showcase.presenter.speed', { speed: s })}
              hint={s}
              active={speed === s}
              onPress={() => setSpeed(s)}
            >
              {s}×
            </Chip>
          ))}
        </>
      )}
      <Chip
        label={t('showcase.presenter.freeCamera')}
        hint="C"
        active={free}
        onPress={() => setFree(!free)}
      >
        {free ? t('showcase.presenter.freeCam') : t('showcase.presenter.director')}
      </Chip>
      <Chip label={t('showcase.presenter.hide')} hint="H" onPress={() => setHidden(true)}>
        {t('showcase.presenter.hideChip')}
      </Chip>
      <Chip label={t('showcase.presenter.fullScreen')} hint="F" onPress={onFullscreen}>
        {t('showcase.presenter.fullScreen')}
      </Chip>
      <Chip
        label={t('crew.setup.audience')}
        hint="A"
        active={crewOn}
        onPress={() => setCrewSetup((o) => !o)}
      >
        {t('crew.setup.chip')}
      </Chip>
      <a
        href={links?.curated ?? curatedShowHref(page.params)}
        tabIndex={-1}
        data-testid="presenter-curated"
        title={t('wayfinding.show.curatedTitle')}
        style={link}
      >
        {t('wayfinding.show.curated')}
      </a>
    </div>
  );
}
