import { Trans, useTranslation } from 'react-i18next';
import { COLORS } from '../play/theme';
import { headingStyle, sidePanelStyle } from './frontStyles';
import { modeHref } from './modeHref';

const item = { margin: '0 0 8px' } as const;
const link = { color: COLORS.brass } as const;
const bold = { b: <b /> };
/** A turn's three phases, then the tests, the dangers and the end. */
const PHASES = ['rules.event', 'rules.placement', 'rules.action'] as const;
const POINTS = ['rules.tests', 'rules.danger', 'rules.end'] as const;

/** How to play in two minutes, in our own words, with the lessons for the details. */
export function RulesOverview() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('rules.heading')} data-testid="rules-panel" style={sidePanelStyle}>
      <h2 style={headingStyle}>{t('rules.heading')}</h2>
      <p style={item}>
        <Trans i18nKey="rules.intro" components={bold} />
      </p>
      <p style={{ ...item, color: COLORS.brass }}>{t('rules.phases')}</p>
      <ul style={{ margin: '0 0 8px', paddingLeft: 20 }}>
        {PHASES.map((key) => (
          <li key={key} style={item}>
            <Trans i18nKey={key} components={bold} />
          </li>
        ))}
      </ul>
      {POINTS.map((key) => (
        <p key={key} style={item}>
          <Trans i18nKey={key} components={bold} />
        </p>
      ))}
      <p style={{ margin: '12px 0 0' }}>
        {t('rules.learnIt')}{' '}
        <a style={link} href={modeHref({ mode: 'learn', lesson: 'turn-at-sea' })}>
          {t('rules.turnAtSea')}
        </a>{' '}
        ·{' '}
        <a style={link} href={modeHref({ mode: 'learn' })}>
          {t('rules.allLessons')}
        </a>
      </p>
    </section>
  );
}
