import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../../state/captainsLog/logEntry';
import { logText, refusalLine, type ImportResult } from '../../state/captainsLog/logStore';

const buttonStyle = {
  background: '#1d3b55',
  color: '#f5e9c8',
  border: '1px solid #e8c877',
  borderRadius: 6,
  padding: '6px 12px',
  cursor: 'pointer',
  font: 'inherit',
} as const;

/** Export the whole log as one JSON file; import one (merged, a bad file changes nothing). */
export function LogFileTools({
  entries,
  onImport,
}: {
  entries: readonly LogEntry[];
  /** Imports the text; returns what it did, or throws a one-line Error. */
  onImport: (text: string) => ImportResult;
}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const exportLog = () => {
    const url = URL.createObjectURL(new Blob([logText(entries)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'nemo-captains-log.json';
    a.click();
    URL.revokeObjectURL(url);
  };
  const importFile = async (file: File) => {
    try {
      const result = onImport(await file.text());
      const imported = t('log.file.imported', { count: result.added });
      setMessage(
        result.refused.length > 0 ? `${imported} ${refusalLine(result.refused)}` : imported,
      );
    } catch (e) {
      setMessage(t('log.file.bad', { reason: (e as Error).message }));
    }
  };
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <button type="button" style={buttonStyle} onClick={exportLog}>
        {t('log.file.export')}
      </button>
      <label style={{ ...buttonStyle, display: 'inline-block' }}>
        {t('log.file.import')}
        <input
          type="file"
          accept="application/json,.json"
          data-testid="log-import"
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void importFile(file);
          }}
        />
      </label>
      {message && (
        <p role="status" style={{ margin: 0 }} data-testid="log-message">
          {message}
        </p>
      )}
    </div>
  );
}
