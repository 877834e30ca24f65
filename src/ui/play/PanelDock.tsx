import { useAtom, useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { TOGGLE_HEIGHT, diceInsetShownAtom, dockCollapsedAtom } from '../../state/screenLayout';
import { COLORS, button } from './theme';
import { useScreenLayout } from './useScreenLayout';

/**
 * The panels' own region beside (or, on tall screens, below) the table: the camera never puts
 * the board under it. Folds to a strip with its button or the P key.
 */
export function PanelDock({ children }: { children: ReactNode }) {
  const layout = useScreenLayout();
  const [collapsed, setCollapsed] = useAtom(dockCollapsedAtom);
  const diceShown = useAtomValue(diceInsetShownAtom) && layout.diceRect.width > 0;
  const { dockRect, dock, diceRect } = layout;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'p' || e.key === 'P') setCollapsed((c) => !c);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setCollapsed]);

  const arrow = dock === 'right' ? (collapsed ? '◀' : '▶') : collapsed ? '▲' : '▼';
  return (
    <>
      {diceShown && (
        <div
          data-testid="dice-inset"
          aria-label="Dice tray"
          style={{
            position: 'absolute',
            left: diceRect.left,
            top: diceRect.top,
            width: diceRect.width,
            height: diceRect.height,
            boxSizing: 'border-box',
            border: `1px solid ${COLORS.brass}`,
            borderRadius: 10,
            pointerEvents: 'none',
            boxShadow: '0 6px 24px rgba(0,0,0,0.45)',
          }}
        />
      )}
      <div
        data-testid="panel-dock"
        data-collapsed={collapsed}
        data-dock={dock}
        style={{
          position: 'absolute',
          left: dockRect.left,
          top: dockRect.top,
          width: dockRect.width,
          height: dockRect.height,
          display: 'flex',
          flexDirection: 'column',
          gap: 6,
          boxSizing: 'border-box',
          pointerEvents: 'none',
          fontSize: layout.compact ? 13 : 14,
        }}
      >
        <button
          data-testid="dock-toggle"
          aria-expanded={!collapsed}
          title={collapsed ? 'Show the panels (P)' : 'Fold the panels away (P)'}
          onClick={() => setCollapsed((c) => !c)}
          style={{
            ...button,
            alignSelf: collapsed ? 'stretch' : 'flex-end',
            padding: '2px 10px',
            height: TOGGLE_HEIGHT - 6,
            boxSizing: 'border-box',
            color: COLORS.muted,
            flex: '0 0 auto',
            pointerEvents: 'auto',
          }}
        >
          {arrow} {collapsed ? '' : 'Hide panels (P)'}
        </button>
        <div
          style={{
            display: collapsed ? 'none' : 'flex',
            flexDirection: 'column',
            gap: 6,
            flex: '1 1 auto',
            minHeight: 0,
            pointerEvents: 'auto',
            // Below the dice inset while it shows; the margin is not part of the dock's hit area.
            marginTop: diceShown && dock === 'right' ? diceRect.height + 6 : 0,
          }}
        >
          {children}
        </div>
      </div>
    </>
  );
}
