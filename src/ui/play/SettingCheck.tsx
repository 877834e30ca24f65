import type { CSSProperties, ReactNode } from 'react';

/** A setting's checkbox, then its name (and, in the settings panel, the note under it). */
export function SettingCheck({
  checked,
  onChange,
  style,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  style: CSSProperties;
  children: ReactNode;
}) {
  return (
    <label style={style}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />{' '}
      {children}
    </label>
  );
}
