import type { CSSProperties } from 'react';

export const cellStyle: CSSProperties = {
  padding: '4px 8px',
  borderBottom: '1px solid rgba(232,220,192,0.2)',
  textAlign: 'left',
};
export const linkStyle: CSSProperties = { color: '#f5d98a' };
export const panelStyle: CSSProperties = {
  background: 'rgba(16,36,54,0.9)',
  border: '1px solid rgba(232,200,119,0.35)',
  borderRadius: 8,
  padding: 12,
  minWidth: 0,
};
