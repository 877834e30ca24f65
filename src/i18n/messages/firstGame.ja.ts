/** 初めての一局：キーが重ならず、カードの文を読んで選べる。 */
export const firstGameJa = {
  key: {
    letters: '10番目以降の選択肢（英字。{{skipped}} は使わない）',
    space: '一時停止中に続ける',
    coach: 'コーチを開く・閉じる',
  },
  card: {
    effect: 'カード：{{text}}',
    treasure: '{{name}}：{{text}}',
  },
  option: {
    at: '{{label}}・{{ocean}}',
    space: 'マス{{space}}',
  },
  bot: {
    kicker: '帝国主義者ボット',
  },
};
