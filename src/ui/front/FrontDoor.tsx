import { useAtomValue } from 'jotai';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { storageAtom } from '../../state/nemo/gameAtoms';
import { loadProgress } from '../../state/learn/learnProgress';
import { COLORS, panel, screenTitle } from '../play/theme';
import { MenuEntry } from './MenuEntry';
import { RulesOverview } from './RulesOverview';
import { SettingsPanel } from './SettingsPanel';
import { VersusPanel } from './VersusPanel';
import { modeHref } from './modeHref';
import { SavedGames } from './SavedGames';
import { savedGames } from '../../state/nemo/autosaves';
import { DailyEntry } from '../voyage/DailyEntry';
import { DailyPanel } from '../voyage/DailyPanel';

type Panel = 'versus' | 'settings' | 'rules' | 'daily';

/** Grows the menu on tall screens (drawn for about 800 px), up to 1.4×. */
function useMenuScale(): number {
  const measure = () => Math.min(1.4, Math.max(1, window.innerHeight / 820));
  const [scale, setScale] = useState(measure);
  useEffect(() => {
    const onResize = () => setScale(measure());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return scale;
}

/** Moves focus between menu entries with the arrow keys, Home and End. */
function moveFocus(e: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(e.key)) return;
  const entries = [...e.currentTarget.querySelectorAll<HTMLElement>('[data-menu-entry]')];
  if (entries.length === 0) return;
  const last = entries.length - 1;
  const at = entries.indexOf(document.activeElement as HTMLElement);
  let next = e.key === 'Home' || (e.key === 'ArrowDown' && at < 0) ? 0 : last;
  if (at >= 0 && e.key === 'ArrowDown') next = at === last ? 0 : at + 1;
  if (at >= 0 && e.key === 'ArrowUp') next = at === 0 ? last : at - 1;
  entries[next]?.focus();
  e.preventDefault();
}

/**
 * The menu at `/`: continue, every mode, settings and a how-to-play overview. A first visit (no
 * autosave, no lesson begun) is pointed at the first lesson.
 */
export function FrontDoor({
  notices = [],
  initialPanel = null,
}: {
  notices?: string[];
  initialPanel?: Panel | null;
}) {
  const storage = useAtomValue(storageAtom);
  const [saved] = useState(() => savedGames(storage));
  const [firstVisit] = useState(
    () => saved.length === 0 && Object.keys(loadProgress()).length === 0,
  );
  const [open, setOpen] = useState<Panel | null>(initialPanel);
  const toggle = (p: Panel) => setOpen((o) => (o === p ? null : p));
  const scale = useMenuScale();
  const { t } = useTranslation();

  return (
    <div
      data-testid="front-door"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) setOpen(null);
      }}
      style={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'flex-start',
        gap: 16,
        padding: 'clamp(12px, 3vh, 32px) clamp(12px, 3vw, 40px)',
        boxSizing: 'border-box',
        overflow: 'auto',
        pointerEvents: 'none',
      }}
    >
      <nav
        aria-label={t('front.menu')}
        onKeyDown={moveFocus}
        style={{
          ...panel,
          pointerEvents: 'auto',
          zoom: scale,
          flex: '0 0 auto',
          width: 'min(440px, 92vw)',
          padding: '18px 16px',
          boxSizing: 'border-box',
          display: 'grid',
          gap: 8,
          background: 'rgba(9, 22, 34, 0.9)',
        }}
      >
        <header style={{ marginBottom: 4 }}>
          <h1 style={{ ...screenTitle, fontSize: 30 }}>{t('front.title')}</h1>
          <div style={{ color: COLORS.muted }}>{t('front.subtitle')}</div>
        </header>
        {notices.map((n) => (
          <div
            key={n}
            role="alert"
            data-testid="front-notice"
            style={{ color: COLORS.danger, fontSize: 13 }}
          >
            {n}
          </div>
        ))}
        <SavedGames games={saved} />
        {firstVisit && (
          <MenuEntry
            testId="menu-first-lesson"
            highlight
            title={t('front.firstLesson')}
            line={t('front.firstLessonLine')}
            href={modeHref({ mode: 'learn', lesson: 'turn-at-sea', then: 'sail' })}
          />
        )}
        <MenuEntry
          testId="menu-solo"
          title={t('front.solo')}
          line={t('front.soloLine')}
          href={modeHref({ mode: 'solo' })}
        />
        <MenuEntry
          testId="menu-versus"
          title={t('front.versus')}
          line={t('front.versusLine')}
          open={open === 'versus'}
          onOpen={() => toggle('versus')}
        />
        {(['learn', 'showcase', 'flip'] as const).map((mode) => (
          <MenuEntry
            key={mode}
            testId={`menu-${mode}`}
            title={t(`front.${mode}`)}
            line={t(`front.${mode}Line`)}
            href={modeHref({ mode })}
          />
        ))}
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
          <DailyEntry open={open === 'daily'} onOpen={() => toggle('daily')} />
          <MenuEntry
            testId="menu-log"
            title={t('voyage.front.log')}
            line={t('voyage.front.logLine')}
            href={modeHref({ mode: 'log' })}
          />
        </div>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
          {(['settings', 'rules'] as const).map((panel) => (
            <MenuEntry
              key={panel}
              testId={`menu-${panel}`}
              title={t(`front.${panel}`)}
              line={t(`front.${panel}Line`)}
              open={open === panel}
              onOpen={() => toggle(panel)}
            />
          ))}
        </div>
      </nav>
      {open && (
        <div
          style={{
            pointerEvents: 'auto',
            zoom: scale,
            flex: '0 1 460px',
            minWidth: 280,
            maxHeight: `calc((100vh - 64px) / ${scale})`,
            display: 'flex',
          }}
        >
          {open === 'versus' && <VersusPanel />}
          {open === 'settings' && <SettingsPanel />}
          {open === 'rules' && <RulesOverview />}
          {open === 'daily' && <DailyPanel />}
        </div>
      )}
    </div>
  );
}
