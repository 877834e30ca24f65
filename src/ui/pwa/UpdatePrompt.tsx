import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { pageUrl } from '../../state/app/pageUrl';
import { COLORS, panel } from '../play/theme';
import { TextButton } from '../play/TextButton';

/** Screens where the offline notice would cover captions or the table: online play, the show. */
const QUIET_MODES = new Set(['online', 'showcase']);
/** How long the offline notice stays before it folds away by itself. */
const OFFLINE_NOTICE_MS = 8000;

const MARGIN = 12;
/** Where the notice may sit, in order of preference: the first that covers no control wins. */
const CORNERS: CSSProperties[] = [
  { left: MARGIN, bottom: MARGIN },
  { right: MARGIN, bottom: MARGIN },
  { right: MARGIN, top: MARGIN },
  { left: MARGIN, top: MARGIN },
];
const CONTROLS = 'button, a[href], input, select, textarea, summary, [role="button"]';

/** The first corner where a box of the notice's size overlaps no visible control of the page. */
function freeCorner(notice: HTMLElement): number {
  const { width, height } = notice.getBoundingClientRect();
  const controls = [...document.querySelectorAll(CONTROLS)]
    .filter((c) => !notice.contains(c))
    .map((c) => c.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);
  const w = window.innerWidth;
  const h = window.innerHeight;
  const at = CORNERS.findIndex((corner) => {
    const left = corner.left !== undefined ? MARGIN : w - MARGIN - width;
    const top = corner.top !== undefined ? MARGIN : h - MARGIN - height;
    return !controls.some(
      (r) => r.left < left + width && r.right > left && r.top < top + height && r.bottom > top,
    );
  });
  return Math.max(0, at);
}

/** Keeps the notice in a corner clear of the page's controls while it shows. */
function useFreeCorner(shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [corner, setCorner] = useState(0);
  useLayoutEffect(() => {
    if (!shown) return;
    const place = () => {
      if (ref.current) setCorner(freeCorner(ref.current));
    };
    place();
    const timer = window.setInterval(place, 500);
    window.addEventListener('resize', place);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('resize', place);
    };
  }, [shown]);
  return { ref, style: CORNERS[corner] ?? CORNERS[0] };
}

/**
 * The offline copy's notices: once, that the game is now stored for offline play; and when a new
 * version has been deployed, a prompt to switch (it waits, so no game changes code mid-voyage).
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW();
  const quiet = QUIET_MODES.has(pageUrl().app.mode);
  const shown = needRefresh || (offlineReady && !quiet);
  const place = useFreeCorner(shown);
  useEffect(() => {
    if (!offlineReady) return;
    const timer = window.setTimeout(() => setOfflineReady(false), OFFLINE_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [offlineReady, setOfflineReady]);
  if (!shown) return null;
  const close = () => {
    setNeedRefresh(false);
    setOfflineReady(false);
  };
  return (
    <div
      ref={place.ref}
      role="status"
      data-testid={needRefresh ? 'pwa-update' : 'pwa-offline-ready'}
      style={{
        ...panel,
        position: 'fixed',
        ...place.style,
        zIndex: 50,
        maxWidth: 'min(360px, calc(100vw - 24px))',
        padding: '8px 10px',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 8,
        fontSize: 13,
        color: COLORS.ink,
      }}
    >
      <span style={{ flex: '1 1 180px' }}>
        {needRefresh ? t('pwa.updateReady') : t('pwa.offlineReady')}
      </span>
      {needRefresh && (
        <TextButton onClick={() => void updateServiceWorker(true)}>{t('pwa.update')}</TextButton>
      )}
      <TextButton onClick={close}>{needRefresh ? t('pwa.later') : t('pwa.dismiss')}</TextButton>
    </div>
  );
}
