import type { Messages } from '../en';

/** レッスンのメニューとレッスンカード。 */
export const learnJa: Messages['learn'] = {
  heading: 'ネモの戦いを学ぶ',
  intro: '本物の卓と本物のルールで短いレッスン。進み具合は記録されます。',
  group: {
    base: { title: '基本ゲーム', blurb: '新しい艦長へ: 1ターンの流れ。' },
    imperialist: {
      title: '帝国主義者バリアント',
      blurb: '2人用: 地図の変化と帝国主義者の戦力。',
    },
  },
  completed: '完了 ✓',
  reached: 'ステップ {{step}} / {{count}} まで進行',
  steps_other: '{{count}}ステップ',
  continue: '続きから',
  restart: 'やり直す',
  playAgain: 'もう一度',
  start: '始める',
  progress: 'ステップ {{step}} / {{count}}',
  blockedLine: '{{piece}}で{{ocean}}へ: {{why}}',
  piece: {
    nautilus: 'ノーチラス号',
    surface: '戦隊・船舶トークン',
    airship: '飛行船',
    seaSerpent: '大海蛇',
  },
  notQuite: '惜しい: ',
  watchTable: '盤面をご覧ください…',
  tryIt: 'やってみよう — {{prompt}}',
  next: '次へ →',
  finish: '完了 — レッスン一覧へ',
  lessons: 'レッスン一覧',
  unknownLesson: 'レッスン「{{id}}」は見つかりません。レッスン一覧を表示します。',
};
