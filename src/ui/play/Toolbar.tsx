import { menuHref } from '../front/modeHref';
import { useEscapeKey } from './useEscapeKey';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canUndoAtom,
  loadRecordTextAtom,
  sessionReadAtom,
  undoAtom,
} from '../../state/nemo/gameAtoms';
import { recordText } from '../../state/nemo/persistence';
import {
  ANIMATION_SPEEDS,
  colourBlindAtom,
  mutedAtom,
  reducedMotionAtom,
  speedAtom,
  type AnimationSpeed,
} from '../../state/app/settings';
import { RulesPanel } from './RulesPanel';
import { VolumeSlider } from './VolumeSlider';
import { COLORS, button, disabledButton, panel } from './theme';
import { RecordFileInput } from './RecordFileInput';
import { SettingCheck } from './SettingCheck';

/** Settings and Rules open above the buttons, over everything else in the dock. */
const POPOVER: CSSProperties = {
  position: 'absolute',
  right: 0,
  bottom: 'calc(100% + 6px)',
  maxHeight: '70vh',
  overflow: 'auto',
  zIndex: 2,
};

/** One row of small buttons: the dock is 280 px wide at 1024×768 and the toolbar never wraps. */
const tool: CSSProperties = { ...button, padding: '5px 8px', fontSize: 13, whiteSpace: 'nowrap' };
const menuItem: CSSProperties = { ...button, display: 'block', width: '100%', marginBottom: 6 };
const BLOCK: CSSProperties = { display: 'block' };

/**
 * Undo, speed, rules, settings and a Game menu (save, load, new game); keys: U undo, R rules.
 * `remote`: the game is the server's (the official voyage of the day): undo asks the server, and
 * the Game menu only leads back to the main menu.
 */
export function Toolbar({
  onNewGame,
  remote = false,
}: {
  onNewGame: () => void;
  remote?: boolean;
}) {
  const { t } = useTranslation();
  const canUndo = useAtomValue(canUndoAtom);
  const undo = useSetAtom(undoAtom);
  const session = useAtomValue(sessionReadAtom);
  const load = useSetAtom(loadRecordTextAtom);
  const [speed, setSpeed] = useAtom(speedAtom);
  const [muted, setMuted] = useAtom(mutedAtom);
  const [reduced, setReduced] = useAtom(reducedMotionAtom);
  const [colourBlind, setColourBlind] = useAtom(colourBlindAtom);
  const [open, setOpen] = useState<'settings' | 'rules' | 'game' | null>(null);
  const [confirmNew, setConfirmNew] = useState(false);
  const inProgress = Boolean(session && session.actions.length > 0 && !session.state.result);
  const file = useRef<HTMLInputElement>(null);
  useEscapeKey(open !== null, () => {
    setOpen(null);
    setConfirmNew(false);
  });

  const exportRecord = () => {
    if (!session) return;
    const blob = new Blob([recordText(session)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `nemos-war-${session.setup.seed}-turn${session.state.turn}.json`;
    a.click();
    URL.revokeObjectURL(a.href);
  };

  const toggle = (panel: 'settings' | 'rules' | 'game') => {
    setConfirmNew(false);
    setOpen(open === panel ? null : panel);
  };

  return (
    <nav
      aria-label={t('play.toolbar.label')}
      data-testid="toolbar"
      style={{
        position: 'relative',
        flex: '0 0 auto',
        display: 'flex',
        gap: 5,
        flexWrap: 'nowrap',
        justifyContent: 'flex-end',
        alignItems: 'center',
      }}
    >
      <button
        style={canUndo ? tool : { ...disabledButton, ...tool, opacity: 0.45 }}
        disabled={!canUndo}
        onClick={() => undo()}
        title={t('play.toolbar.undoTitle')}
      >
        {t('play.toolbar.undo')}
      </button>
      <select
        aria-label={t('play.toolbar.speed')}
        title={t('play.toolbar.speed')}
        value={speed}
        onChange={(e) => setSpeed(e.target.value as AnimationSpeed)}
        style={{ ...tool, padding: '4px 2px' }}
      >
        {ANIMATION_SPEEDS.map((s) => (
          <option key={s} value={s}>
            {s === 'instant' ? t('play.toolbar.instant') : t('play.toolbar.times', { speed: s })}
          </option>
        ))}
      </select>
      <button style={tool} aria-expanded={open === 'rules'} onClick={() => toggle('rules')}>
        {t('play.toolbar.rules')}
      </button>
      <button style={tool} aria-expanded={open === 'settings'} onClick={() => toggle('settings')}>
        {t('play.toolbar.settings')}
      </button>
      <button
        style={tool}
        aria-expanded={open === 'game'}
        aria-label={t('play.toolbar.gameLabel')}
        onClick={() => toggle('game')}
      >
        {t('play.toolbar.game')}
      </button>
      {!remote && <RecordFileInput ref={file} label={t('play.toolbar.loadRecord')} onText={load} />}
      {open === 'game' && (
        <div
          data-testid="game-menu"
          style={{ ...panel, ...POPOVER, background: COLORS.navySolid, padding: 10, width: 200 }}
        >
          {!remote && (
            <>
              <button
                style={menuItem}
                onClick={() => {
                  exportRecord();
                  setOpen(null);
                }}
                title={t('play.toolbar.saveTitle')}
              >
                {t('play.toolbar.saveFile')}
              </button>
              <button
                style={menuItem}
                onClick={() => {
                  file.current?.click();
                  setOpen(null);
                }}
              >
                {t('play.toolbar.loadFile')}
              </button>
              {confirmNew ? (
                <div role="alertdialog" data-testid="new-game-confirm" style={{ fontSize: 13 }}>
                  <p style={{ margin: '0 0 6px' }}>{t('wayfinding.menu.leaveVoyage')}</p>
                  <button
                    style={menuItem}
                    data-testid="new-game-confirm-yes"
                    onClick={() => {
                      setConfirmNew(false);
                      setOpen(null);
                      onNewGame();
                    }}
                  >
                    {t('play.toolbar.newGame')}
                  </button>
                  <button style={menuItem} onClick={() => setConfirmNew(false)}>
                    {t('wayfinding.menu.keepPlaying')}
                  </button>
                </div>
              ) : (
                <button
                  style={menuItem}
                  data-testid="menu-new-game"
                  onClick={() => (inProgress ? setConfirmNew(true) : onNewGame())}
                >
                  {t('play.toolbar.newGame')}
                </button>
              )}
            </>
          )}
          <a
            href={menuHref()}
            data-testid="menu-main-menu"
            style={{
              ...menuItem,
              marginBottom: 0,
              textAlign: 'center',
              textDecoration: 'none',
              boxSizing: 'border-box',
            }}
          >
            {t('front.menu')}
          </a>
        </div>
      )}
      {open === 'settings' && (
        <div style={{ ...panel, ...POPOVER, padding: 10, width: 260 }}>
          <div style={{ color: COLORS.brass, marginBottom: 6 }}>{t('play.toolbar.settings')}</div>
          <SettingCheck style={BLOCK} checked={!muted} onChange={(on) => setMuted(!on)}>
            {t('play.toolbar.sound')}
          </SettingCheck>
          <label style={{ display: 'block', margin: '4px 0 4px 22px' }}>
            {t('play.toolbar.volume')} <VolumeSlider width={130} label={t('play.toolbar.volume')} />
          </label>
          <SettingCheck style={BLOCK} checked={reduced} onChange={setReduced}>
            {t('play.toolbar.reducedMotion')}
          </SettingCheck>
          <SettingCheck style={BLOCK} checked={colourBlind} onChange={setColourBlind}>
            {t('play.toolbar.colourBlind')}
          </SettingCheck>
          <div style={{ color: COLORS.muted, fontSize: 12, marginTop: 6 }}>
            {t('play.toolbar.keys')}
          </div>
        </div>
      )}
      {open === 'rules' && (
        <div style={POPOVER}>
          <RulesPanel />
        </div>
      )}
    </nav>
  );
}
