import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ResourceId } from '../../core/data';
import type { Action, GameState } from '../../core';
import { upgradeById } from '../../core/content';
import { upgradeName } from './describeMotive';
import { itemText } from '../../i18n/i18n';
import { upgradeInfo } from '../../state/nemo/itemInfo';
import {
  splitAction,
  stepRange,
  type Payment,
  type PaymentGroup,
} from '../../state/nemo/paymentGroups';
import { CardInfoAnchor } from './CardInfoAnchor';
import { COLORS, button } from './theme';

const RESOURCES: ResourceId[] = ['nemo', 'crew', 'hull'];
const STEP = { ...button, padding: '2px 8px', textAlign: 'center' as const };

/** Paying for an Upgrade: a stepper per Ship Resource, the total so far and one confirm button. */
export function PaymentPicker({
  group,
  state,
  keyHint,
  disabled,
  onPay,
}: {
  group: PaymentGroup;
  state: GameState;
  keyHint: string | null;
  disabled: boolean;
  onPay: (action: Action) => void;
}) {
  const { t } = useTranslation();
  const first = group.splits[0]?.pay ?? { nemo: 0, crew: 0, hull: 0 };
  const [pay, setPay] = useState<Payment>(first);
  const paid = pay.nemo + pay.crew + pay.hull;
  const action = splitAction(group, pay);
  const upgrade = upgradeById(group.upgrade);
  const step = (r: ResourceId, by: number) => setPay((p) => ({ ...p, [r]: p[r] + by }));
  return (
    <div
      data-testid="payment-picker"
      style={{ border: `1px solid ${COLORS.brass}`, borderRadius: 6, padding: 8 }}
    >
      <CardInfoAnchor info={upgradeInfo(state, group.upgrade)}>
        <div style={{ marginBottom: 4 }} tabIndex={0}>
          <Trans
            i18nKey="play.payment.buy"
            values={{ upgrade: upgradeName(group.upgrade), count: group.total }}
            components={{ b: <b style={{ color: COLORS.brass }} /> }}
          />
        </div>
        <div style={{ color: COLORS.muted, fontSize: 12, marginBottom: 6 }}>
          {itemText(upgrade.id, upgrade.text)}
        </div>
      </CardInfoAnchor>
      {RESOURCES.map((r) => {
        const [lo, hi] = stepRange(group, r);
        return (
          <div
            key={r}
            data-testid={`pay-${r}`}
            style={{ display: 'flex', alignItems: 'center', gap: 6, marginBottom: 3 }}
          >
            <span style={{ width: 48 }}>{t(`a11y.resource.${r}`)}</span>
            <button
              style={STEP}
              aria-label={t('play.payment.less', { resource: t(`a11y.resource.${r}`) })}
              disabled={disabled || pay[r] <= lo}
              onClick={() => step(r, -1)}
            >
              −
            </button>
            <strong data-testid="pay-value" style={{ width: 16, textAlign: 'center' }}>
              {pay[r]}
            </strong>
            <button
              style={STEP}
              aria-label={t('play.payment.more', { resource: t(`a11y.resource.${r}`) })}
              disabled={disabled || pay[r] >= hi}
              onClick={() => step(r, 1)}
            >
              +
            </button>
            <span style={{ color: COLORS.muted, fontSize: 12 }}>
              {t('play.payment.now', {
                now: state.resources[r],
                after: state.resources[r] - pay[r],
              })}
            </span>
          </div>
        );
      })}
      <div style={{ color: action ? COLORS.muted : COLORS.danger, fontSize: 12, margin: '4px 0' }}>
        {t('play.payment.chosen', { paid, total: group.total })}
        {action
          ? ''
          : paid === group.total
            ? t('play.payment.notAllowed')
            : t('play.payment.makeIt', { total: group.total })}
      </div>
      <button
        data-testid="option"
        data-payment="confirm"
        data-key={keyHint ?? undefined}
        style={button}
        disabled={disabled || !action}
        onClick={() => action && onPay(action)}
      >
        {keyHint && (
          <kbd style={{ color: COLORS.muted, marginRight: 6 }}>{keyHint.toUpperCase()}</kbd>
        )}
        {t('play.payment.confirm', {
          upgrade: upgradeName(group.upgrade),
          split: RESOURCES.filter((r) => pay[r] > 0)
            .map((r) =>
              t('play.payment.part', { count: pay[r], resource: t(`a11y.resource.${r}`) }),
            )
            .join(t('play.payment.separator')),
        })}
      </button>
    </div>
  );
}
