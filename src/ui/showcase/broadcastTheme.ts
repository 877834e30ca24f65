import type { CSSProperties } from 'react';
import { COLORS } from '../play/theme';
import { SERIF } from '../../i18n/latinFont';

export { COLORS };

/** Sizes scale with the viewport so the overlay reads the same at 1280×720 and 1920×1080. */
export const SAFE_X = 'max(24px, 3vw)';
export const SAFE_Y = 'max(18px, 3.5vh)';

export const broadcastPanel: CSSProperties = {
  background: 'linear-gradient(180deg, rgba(12, 30, 46, 0.94), rgba(7, 19, 30, 0.94))',
  color: COLORS.ink,
  border: `1px solid rgba(217, 179, 106, 0.75)`,
  boxShadow: '0 8px 28px rgba(0, 0, 0, 0.5)',
  fontFamily: SERIF,
};

export const KEYFRAMES = `
@keyframes nemo-lower-third-in {
  from { opacity: 0; transform: translateX(-18px); }
  to { opacity: 1; transform: translateX(0); }
}
@keyframes nemo-fade-in {
  from { opacity: 0; transform: translate(-50%, -46%); }
  to { opacity: 1; transform: translate(-50%, -50%); }
}
@media (prefers-reduced-motion: reduce) {
  [data-animated] { animation: none !important; }
}
`;
