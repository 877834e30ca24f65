import type { CSSProperties } from 'react';
import { COLORS, panel } from '../play/theme';
import { SERIF } from '../../i18n/latinFont';

/** A menu row: big enough to hit with a thumb, one line of what it does under its name. */
export const entryStyle: CSSProperties = {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  minHeight: 48,
  padding: '7px 12px',
  font: `14px ${SERIF}`,
  color: COLORS.ink,
  background: 'rgba(22, 48, 73, 0.85)',
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: 'rgba(217, 179, 106, 0.55)',
  borderRadius: 8,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
};

export const sidePanelStyle: CSSProperties = {
  ...panel,
  padding: '16px 18px',
  width: '100%',
  boxSizing: 'border-box',
  overflow: 'auto',
};

export const headingStyle: CSSProperties = {
  margin: '0 0 8px',
  color: COLORS.brass,
  fontWeight: 'normal',
  fontSize: 20,
};
