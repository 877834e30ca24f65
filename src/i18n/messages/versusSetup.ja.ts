import type { Messages } from '../en';

/** 対戦: 入口のパネルと準備画面の対戦用の部分。 */
export const versusSetupJa: Messages['versusSetup'] = {
  heading: '対戦: ネモ対帝国主義者',
  intro:
    'Journey’s End の2人用ヴァリアント。一方は厳格な動機（海賊か世界秩序）でノーチラス号を操り、もう一方は列強の戦隊を率いてそれを追います。',
  hotseat: 'ホットシート: 2人で1つの画面',
  hotseatLine: 'このコンピューターで交代に遊びます。交代の画面が互いの選択を隠します。',
  bot: 'あなたがネモ、相手は帝国主義者のボット',
  botLine: 'ボットが戦隊を動かし、あなたを追います。',
  imperialist: 'あなたが帝国主義者、相手はネモのボット',
  imperialistLine: 'ボットが操るノーチラス号を追い詰めます。',
  online: 'オンライン: 2つのブラウザー',
  onlineLine: '部屋を作ってリンクを相手に送るか、部屋に参加します。観戦もできます。',
  setupLabel: '新しい対戦',
  intro2:
    'Journey’s End の2人用ヴァリアント: 1つの画面でのホットシート、またはどちらかの側をボットに。ノーチラス号は厳格な動機（海賊か世界秩序）でのみ航海します。',
  seatsLegend: 'どちらの側を誰が遊ぶか',
  nautilusSeat: 'ノーチラス号（ネモ船長）',
  imperialistSeat: '帝国主義者',
  nautilusPlayer: 'ノーチラス号のプレイヤー',
  imperialistPlayer: '帝国主義者のプレイヤー',
  human: '人間',
  botOption: 'ボット',
  hotSeatLine: 'ホットシート: 2人でこの画面を使います。交代の画面が互いの選択を隠します。',
  bothHuman: '両方を「人間」にすると1つの画面でホットシート対戦になります。',
  variantLegend: '帝国主義者ヴァリアントのオプション',
  gemPenalty: '帝国主義者の宝石1個あたりのVP',
  gemPenaltyLabel: '宝石のペナルティ',
  gem3: '−3（主に水兵の設定）',
  gem2: '−2（士官）',
  gem1: '−1（主に船長の設定）',
  gemLine: '両者の釣り合いを取ります。難易度の大半に合わせてください。',
};
