import type { CSSProperties } from 'react';
import { fieldStyle } from './onlineStyles';

/** The name a player sits down under at an online table (a creator, a joiner or a guest). */
export function SeatNameField(props: {
  label: string;
  testId: string;
  value: string;
  onChange: (name: string) => void;
  style: CSSProperties;
}) {
  return (
    <label style={{ display: 'grid', gap: 4, ...props.style }}>
      {props.label}
      <input
        data-testid={props.testId}
        style={fieldStyle}
        value={props.value}
        maxLength={24}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}
