import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { designedExplanation, type ItemInfo } from '../../state/nemo/itemInfo';
import { COLORS, panel } from './theme';

const CARD: CSSProperties = {
  ...panel,
  padding: '8px 10px',
  width: 260,
  boxSizing: 'border-box',
  fontSize: 13,
  lineHeight: 1.35,
  pointerEvents: 'none',
};

/** One card, Upgrade, Treasure, Character or Attribute: title, test, effect and where it is. */
export function CardInfoCard({ info, style }: { info: ItemInfo; style?: CSSProperties }) {
  const { t } = useTranslation();
  return (
    <div role="tooltip" data-testid="card-info" style={{ ...CARD, ...style }}>
      <div style={{ color: COLORS.muted, fontSize: 11, textTransform: 'uppercase' }}>
        {info.kind}
        {info.test ? ` · ${info.test}` : ''}
      </div>
      <div style={{ color: COLORS.brass, fontSize: 15, margin: '2px 0 4px' }}>
        {info.title}
        {info.designed && (
          <span title={designedExplanation()} style={{ marginLeft: 6 }}>
            ✎
          </span>
        )}
      </div>
      <div>{info.effect}</div>
      {info.fromPack && (
        <div
          data-testid="card-info-pack"
          style={{ color: COLORS.good, fontSize: 11, marginTop: 2 }}
        >
          {info.packEffect ?? t('packs.fromYourPack')}
        </div>
      )}
      {info.use && <div style={{ marginTop: 4 }}>{info.use}</div>}
      <div style={{ color: COLORS.muted, marginTop: 4 }}>
        {t('play.card.now', { where: info.where })}
      </div>
      {info.designed && (
        <div style={{ color: COLORS.muted, fontSize: 11, marginTop: 4 }}>
          {designedExplanation()}
        </div>
      )}
    </div>
  );
}
