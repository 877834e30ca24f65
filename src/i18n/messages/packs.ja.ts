import type { Messages } from '../en';

/** コンテンツパック：準備画面の「コンポーネント」欄、パック編集ページ、パックの実測。 */
export const packsJa: Messages['packs'] = {
  tableMark: 'あなたのパック',
  legend: 'コンポーネント',
  builtIn: '標準',
  fromFile: 'ファイルから…',
  chooseFile: 'パックのファイルを選ぶ…',
  otherFile: '別のファイル…',
  fileLabel: 'コンテンツパックのファイル',
  refused: 'このファイルは読み込めませんでした（何も変わっていません）：{{reason}}',
  unnamed: '名前のないパック',
  replaces_one: '{{count}}個のコンポーネントを置き換えます：',
  replaces_other: '{{count}}個のコンポーネントを置き換えます：',
  fromYourPack: '（あなたのパックから）',
  ownTextLine:
    'パックの文章は、どの言語でも持ち主が書いたとおりに表示されます。パックでの航海は専用のランキングに載ります。',
  builtInLine:
    'この版の効果で遊びます。箱をお持ちなら、自分の効果を書いたコンテンツパックを読み込めます（メニューの「コンテンツパック」で作成）。',
  builtInLineKept: 'この版の効果で遊びます。「{{name}}」はこの端末に保存してあり、次の対局でも使えます。',
  component: '{{kind}}：{{name}}',
  section: {
    cards: '冒険カード',
    upgrades: '改造カード',
    treasures: '財宝',
    characters: 'キャラクター',
    attributes: '資質',
    adventureTokens: '冒険トークン',
    deadlySeas: '死の海トークン',
  },
  inPlay: 'コンテンツパック「{{name}}」で対局中。',
};
