import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onlineGameAtom, seatViewAtom } from '../../state/online/onlineAtoms';
import { RulesPanel } from '../play/RulesPanel';
import { COLORS, button, disabledButton, panel } from '../play/theme';
import { TextButton } from '../play/TextButton';

/**
 * The online table's toolbar: undo (two-player rule: only this seat's own actions since the
 * last roll, reveal or hand-over, never past the other player's action) and leaving the room.
 */
export function OnlineToolbar({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  const view = useAtomValue(seatViewAtom);
  const game = useAtomValue(onlineGameAtom)?.game;
  const undoable = Boolean(view?.undoable);
  const [rules, setRules] = useState(false);
  return (
    <div
      data-testid="online-toolbar"
      style={{
        ...panel,
        position: 'relative',
        padding: 8,
        display: 'flex',
        gap: 8,
        flex: '0 0 auto',
        flexWrap: 'wrap',
      }}
    >
      <button
        type="button"
        data-testid="online-undo"
        disabled={!undoable}
        title={t('online.toolbar.undoTitle')}
        style={undoable ? button : disabledButton}
        onClick={() => game?.undo()}
      >
        {t('online.toolbar.undo')}
      </button>
      <TextButton testId="online-rules" aria-expanded={rules} onClick={() => setRules((o) => !o)}>
        {t('play.toolbar.rules')}
      </TextButton>
      <TextButton testId="online-table-leave" onClick={onLeave}>
        {t('online.lobby.leave')}
      </TextButton>
      {rules && (
        <div
          data-testid="online-rules-panel"
          style={{
            ...panel,
            position: 'absolute',
            right: 0,
            bottom: 'calc(100% + 6px)',
            width: 'min(420px, calc(100vw - 24px))',
            maxHeight: '60vh',
            overflow: 'auto',
            padding: 12,
            color: COLORS.ink,
            zIndex: 20,
          }}
        >
          <RulesPanel />
        </div>
      )}
    </div>
  );
}
