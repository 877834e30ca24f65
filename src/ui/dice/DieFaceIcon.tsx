import { useTranslation } from 'react-i18next';
import type { DieColor } from '../../state/table/diceRecording';

const PIPS: readonly (readonly [number, number][])[] = [
  [],
  [[12, 12]],
  [
    [7, 7],
    [17, 17],
  ],
  [
    [7, 7],
    [12, 12],
    [17, 17],
  ],
  [
    [7, 7],
    [17, 7],
    [7, 17],
    [17, 17],
  ],
  [
    [7, 7],
    [17, 7],
    [12, 12],
    [7, 17],
    [17, 17],
  ],
  [
    [7, 6],
    [17, 6],
    [7, 12],
    [17, 12],
    [7, 18],
    [17, 18],
  ],
];

export interface DieFaceIconProps {
  value: number;
  color: DieColor;
  size?: number;
  /** Colour-blind aid: ring pips on black dice, as in the 3D tray. */
  ringPips?: boolean;
}

/** A small flat die face for overlays and the roll history. */
export function DieFaceIcon({ value, color, size = 28, ringPips = false }: DieFaceIconProps) {
  const { t } = useTranslation();
  const body = color === 'white' ? '#f5f1e6' : '#202229';
  const pip = color === 'white' ? '#1c1f26' : '#f2efe6';
  const rings = ringPips && color === 'black';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role="img"
      aria-label={t('dice.face', { color: t(`dice.${color}`), value })}
      data-value={value}
      data-color={color}
    >
      <rect x={1} y={1} width={22} height={22} rx={4} fill={body} stroke="#888" strokeWidth={0.8} />
      {(PIPS[value] ?? []).map(([cx, cy]) => (
        <circle
          key={`${cx}-${cy}`}
          cx={cx}
          cy={cy}
          r={2.2}
          fill={rings ? 'none' : pip}
          stroke={rings ? pip : 'none'}
          strokeWidth={1.1}
        />
      ))}
    </svg>
  );
}
