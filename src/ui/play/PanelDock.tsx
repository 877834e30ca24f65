import { useAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { dockCollapsedAtom } from '../../state/screenLayout';
import { COLORS, button } from './theme';
import { useScreenLayout } from './useScreenLayout';

/**
 * The panels' own region beside (or, on tall screens, below) the table: the camera never puts
 * the board under it. Folds to a strip with its button or the P key.
 */
export function PanelDock({ children }: { children: ReactNode }) {
  const layout = useScreenLayout();
  const [collapsed, setCollapsed] = useAtom(dockCollapsedAtom);
  const { dockRect, dock } = layout;

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
          color: COLORS.muted,
          flex: '0 0 auto',
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
        }}
      >
        {children}
      </div>
    </div>
  );
}
