import type { Messages } from '../en';

/** コーチ・ボットの強さ・ボットの思考中表示。 */
export const coachJa: Messages['coach'] = {
  label: 'コーチ',
  toggleTitle: '強いプレイヤーならここでどうする？（H）',
  open: '▾ コーチ（H）',
  closed: '▸ コーチに聞く（H）',
  waiting: '決定を待っています…',
  thinking: '選択肢を比べています…',
  bestImperialist:
    '帝国主義者に最善: ノーチラス号に残るものが最も少ない手（フィナーレに届く確率 · 航海の終わりに見込まれるVP）。',
  bestNautilus:
    '上位3つ: フィナーレに届く確率 · 航海の終わりに見込まれるVP（敗北は0）。各行の差も同じVPで示す。',
  sampled: '見えない部分をサンプリングした試行（{{ms}}ミリ秒）。選ぶのはあなたです。',
  estimateTitle: 'フィナーレに届く確率 · 航海の終わりに見込まれるVP（敗北は0）',
  finale: 'フィナーレ{{chance}}',
  chance: '{{percent}}%',
  vp: '{{vp}} VP',
  botThinkingImperialist: '帝国主義者のボットが考えています…',
  botThinkingNautilus: 'ノーチラス号のボットが考えています…',
  strength: 'ボットの強さ',
  strong: '強い',
  quick: '速い',
  strongLine: '強い: 探索ボットが選ぶたびに先の展開をサンプリングして比べます（少し考えます）。',
  onlyOne: 'ここでできることは1つだけ。比べるものはない。',
  nothing: 'ここでコーチから言うことはありません。',
  unreadable: 'コーチはこの局面を読めませんでした: {{message}}',
  botError: 'ボット: {{message}}',
  moreBelow_one: '▾ あと{{count}}件',
  moreBelow_other: '▾ あと{{count}}件',
  moreBelowLabel_one: 'コーチの次の選択肢へスクロール（下にあと{{count}}件）',
  moreBelowLabel_other: 'コーチの次の選択肢へスクロール（下にあと{{count}}件）',
  backToFirst: '▴ 最初へ',
  backToFirstLabel: 'コーチの最初の選択肢へ戻る',
  workerFailed: 'ボットが思わぬエラーで止まりました。',
  quickLine: '速い: 経験則のボットがすぐに答えますが、弱めです。',
};
