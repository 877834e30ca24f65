import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/** The name a voyage goes on the board under (sending a finished one, sailing the day's). */
export function BoardNameField(props: {
  testId: string;
  value: string;
  onChange: (name: string) => void;
  inputStyle: CSSProperties;
}) {
  const { t } = useTranslation();
  return (
    <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
      {t('voyage.submit.name')}
      <input
        data-testid={props.testId}
        value={props.value}
        maxLength={40}
        onChange={(e) => props.onChange(e.target.value)}
        style={props.inputStyle}
      />
    </label>
  );
}
