import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../../state/captainsLog/logEntry';
import { levelName } from '../../state/nemo/words/renderCore';
import { replayHref } from '../../state/captainsLog/replayHref';
import { cellStyle, linkStyle } from './logStyles';

/** The voyages, newest first, each with a link to its replay where the record is kept. */
export function LogTable({ entries }: { entries: readonly LogEntry[] }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const columns = [
    'date',
    'motive',
    'difficulty',
    'score',
    'level',
    'ending',
    'turns',
    'replay',
  ] as const;
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }} data-testid="log-table">
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col" style={cellStyle}>
              {t(`log.column.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.id} data-voyage={e.id}>
            <td style={cellStyle}>
              {date.format(new Date(e.playedAt))}
              {e.daily && ` · ${e.practice ? t('log.practice') : t('log.daily')}`}
            </td>
            <td style={cellStyle}>
              {t(`motive.name.${e.motive}`)}
              {e.record?.setup.contentPack && (
                <span
                  data-testid="log-pack"
                  title={t('packs.inPlay', {
                    name: e.record.setup.contentPack.name ?? t('packs.unnamed'),
                  })}
                >
                  {' '}
                  {t('packs.hudMark')}
                </span>
              )}
            </td>
            <td style={cellStyle}>{t(`log.difficulty.${e.difficulty}`)}</td>
            <td style={cellStyle}>{e.score}</td>
            <td style={cellStyle}>{levelName(e.level)}</td>
            <td style={cellStyle}>{t(`log.ending.${e.ending}`)}</td>
            <td style={cellStyle}>{e.turns}</td>
            <td style={cellStyle}>
              {e.record ? (
                <a href={replayHref(e.record)} style={linkStyle}>
                  {t('log.replay')}
                </a>
              ) : (
                t('log.noRecord')
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
