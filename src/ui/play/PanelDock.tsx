import { useAtom, useAtomValue } from 'jotai';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOGGLE_HEIGHT, diceInsetShownAtom, dockCollapsedAtom } from '../../state/app/screenLayout';
import { COLORS, button } from './theme';
import { useScreenLayout } from './useScreenLayout';

/** Touch targets are at least this tall (WCAG 2.5.5). */
const TARGET = 44;
const NARROW_DOCK = 300;

/**
 * The panels' own region beside (or, on tall screens, below) the table: the camera never puts
 * the board under it. On tall screens it is a bottom sheet spanning the width. Folds to a strip
 * with its button or the P key. `tools` sit in its button row.
 */
export function PanelDock({ children, tools }: { children: ReactNode; tools?: ReactNode }) {
  const { t } = useTranslation();
  const layout = useScreenLayout();
  const [collapsed, setCollapsed] = useAtom(dockCollapsedAtom);
  const diceShown = useAtomValue(diceInsetShownAtom) && layout.diceRect.width > 0;
  const { dockRect, dock, diceRect } = layout;
  const sheet = dock === 'bottom';

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'p' || e.key === 'P') setCollapsed((c) => !c);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setCollapsed]);

  // A narrow right dock (1024 px windows) has no room for the word beside the tools: arrow only.
  const iconOnly = dock === 'right' && dockRect.width < NARROW_DOCK;
  const arrow = dock === 'right' ? (collapsed ? '◀' : '▶') : collapsed ? '▲' : '▼';
  const sheetStyle: CSSProperties = sheet
    ? {
        left: 0,
        width: dockRect.left * 2 + dockRect.width,
        top: dockRect.top,
        // Edge to edge and down to the bottom of the window: the margins belong to the sheet.
        height: dockRect.height + dockRect.left,
        padding: '0 8px 8px',
        background: 'rgba(6, 13, 20, 0.55)',
        borderTop: `1px solid ${COLORS.brass}`,
        borderRadius: '14px 14px 0 0',
        pointerEvents: 'auto',
      }
    : {};
  return (
    <>
      {diceShown && (
        <div
          data-testid="dice-inset"
          aria-label={t('dock.diceTray')}
          role="img"
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
        data-sheet={sheet}
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
          ...sheetStyle,
        }}
      >
        <div
          style={{
            display: 'flex',
            gap: 6,
            justifyContent: 'flex-end',
            alignItems: 'center',
            flex: '0 0 auto',
            height: TOGGLE_HEIGHT - 6,
            minWidth: 0,
          }}
        >
          {!collapsed && tools}
          <button
            data-testid="dock-toggle"
            aria-expanded={!collapsed}
            aria-keyshortcuts="P"
            title={collapsed ? t('dock.show') : t('dock.fold')}
            aria-label={collapsed ? t('dock.show') : iconOnly ? t('dock.fold') : undefined}
            onClick={() => setCollapsed((c) => !c)}
            style={{
              ...button,
              flex: collapsed ? '1 1 auto' : '0 0 auto',
              padding: '2px 10px',
              height: TARGET,
              minWidth: TARGET,
              boxSizing: 'border-box',
              color: COLORS.muted,
              pointerEvents: 'auto',
              whiteSpace: 'nowrap',
            }}
          >
            {sheet && (
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  width: 36,
                  height: 4,
                  borderRadius: 2,
                  background: COLORS.muted,
                  verticalAlign: 'middle',
                  marginRight: 8,
                }}
              />
            )}
            {arrow} {collapsed || iconOnly ? '' : t('dock.hide')}
          </button>
        </div>
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
