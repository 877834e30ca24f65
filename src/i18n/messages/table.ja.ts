import type { Messages } from '../en';

/** 3Dの卓上のカードと山札に印刷された文字。 */
export const tableJa: Messages['table'] = {
  drawPile: 'ネモの戦い',
  adventure: '冒険',
  pass: '成功の山',
  fail: '失敗の山',
  cards_other: '{{count}}枚',
  test: 'テスト · 2d6＋修正',
  type: { play: 'プレイ', keep: 'キープ', test: 'テスト' },
  designed: '独自設計',
  equipped: '装備中',
  upgrade: '改造',
  sacrificed: '犠牲',
};
