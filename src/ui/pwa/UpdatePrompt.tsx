import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { pageUrl } from '../../state/app/pageUrl';
import { COLORS, button, panel } from '../play/theme';

/** Screens where the offline notice would cover captions or the table: online play, the show. */
const QUIET_MODES = new Set(['online', 'showcase']);
/** How long the offline notice stays before it folds away by itself. */
const OFFLINE_NOTICE_MS = 8000;

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
  useEffect(() => {
    if (!offlineReady) return;
    const timer = window.setTimeout(() => setOfflineReady(false), OFFLINE_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [offlineReady, setOfflineReady]);
  if (!needRefresh && (!offlineReady || quiet)) return null;
  const close = () => {
    setNeedRefresh(false);
    setOfflineReady(false);
  };
  return (
    <div
      role="status"
      data-testid={needRefresh ? 'pwa-update' : 'pwa-offline-ready'}
      style={{
        ...panel,
        position: 'fixed',
        left: 12,
        bottom: 12,
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
        <button type="button" style={button} onClick={() => void updateServiceWorker(true)}>
          {t('pwa.update')}
        </button>
      )}
      <button type="button" style={button} onClick={close}>
        {needRefresh ? t('pwa.later') : t('pwa.dismiss')}
      </button>
    </div>
  );
}
