import type { CSSProperties, ReactNode } from 'react';
import { SettingCheck } from './SettingCheck';
import { COLORS } from './theme';

const row: CSSProperties = { display: 'block', marginBottom: 6, paddingLeft: 22 };
const box: CSSProperties = { marginLeft: -22, marginRight: 6 };
const lineStyle: CSSProperties = { display: 'block', color: COLORS.muted, fontSize: 12.5 };

/** A set-up checkbox with its name and, under it, the line that says what it changes. */
export function CheckRow({
  checked,
  onChange,
  label,
  line,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  line: ReactNode;
}) {
  return (
    <SettingCheck style={row} boxStyle={box} checked={checked} onChange={onChange}>
      {label}
      <span style={lineStyle}>{line}</span>
    </SettingCheck>
  );
}
