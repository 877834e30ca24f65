import type { CSSProperties } from 'react';
import { COLORS, panel } from '../play/theme';
import { SERIF } from '../../i18n/latinFont';

/** The centred card of the online screens (start, lobby). */
export const cardStyle: CSSProperties = {
  ...panel,
  width: 'min(560px, calc(100vw - 32px))',
  maxHeight: 'calc(100vh - 32px)',
  overflow: 'auto',
  boxSizing: 'border-box',
  padding: '18px 22px',
};

export const pageStyle: CSSProperties = {
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'radial-gradient(circle at 65% 40%, #17324a, #060d14)',
  overflow: 'auto',
};

export const fieldStyle: CSSProperties = {
  font: `15px ${SERIF}`,
  padding: '6px 8px',
  background: '#0b1a28',
  color: COLORS.ink,
  border: `1px solid ${COLORS.muted}`,
  borderRadius: 6,
  boxSizing: 'border-box',
};

export const sectionTitle: CSSProperties = {
  margin: '14px 0 6px',
  color: COLORS.brass,
  fontWeight: 'normal',
  fontSize: 17,
};
