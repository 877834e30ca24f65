import type { Messages } from '../en';

/** 終わった航海の振り返り: 分かれ目と、その時点の盤面。 */
export const reviewJa: Messages['review'] = {
  label: '振り返り',
  noAnswer: '振り返りから答えがありませんでした。',
  heading: '分かれ目',
  thinking: 'コーチがあなたの航海を再生しています…',
  failed: '振り返りに失敗しました: {{text}}',
  none: '期待得点を下げた決定はありません。コーチもあなたと同じ意見です。',
  showTitle: 'この時点の盤面を見る',
  turnPlayed: 'ターン{{turn}}: {{played}}',
  coach: 'コーチ: {{preferred}}（{{cost}}）',
  costImperialist: 'ノーチラス号の期待値 +{{vp}} VP',
  costNautilus: '期待値 −{{vp}} VP',
  momentLabel: '振り返りの場面',
  momentHeading: 'ターン{{turn}}、この決定の前の盤面（閲覧のみ）',
  played: 'あなたの手: {{played}}',
  preferred: 'コーチの推奨: {{preferred}}',
  lessForNautilus: 'ノーチラス号の期待値が{{vp}} VP低い',
  moreExpected: '期待値が{{vp}} VP高い',
  back: '← 得点表に戻る',
};
