import type { CSSProperties, ReactNode } from 'react';

/**
 * A checkbox, then its name (and any note under it): a setting, or a set-up choice. The box's own
 * margin (`boxStyle`), else a space, parts it from the name.
 */
export function SettingCheck({
  checked,
  onChange,
  style,
  boxStyle,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  style: CSSProperties;
  boxStyle?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <label style={style}>
      <input
        type="checkbox"
        style={boxStyle}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {boxStyle ? null : ' '}
      {children}
    </label>
  );
}
