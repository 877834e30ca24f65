import type { Messages } from '../en';

/** 配信向けの字幕: 何が起き、なぜ大事かを1行で。 */
export const captionsJa: Messages['captions'] = {
  card: {
    turnsUp: '「{{title}}」が現れた — {{what}}。',
    test: 'テスト: ネモはダイス2個で{{test}}以上が必要',
    keep: 'ネモは後で使うために手元に残す',
    play: 'すぐに効果を発揮する',
  },
  test: {
    bandPaid: '{{what}}: 出目{{total}}は「{{band}}」 — うまくいった。',
    bandWrong: '{{what}}: 出目{{total}}は「{{band}}」 — 裏目に出た。',
    passed: '{{what}}: 目標{{target}}に対して{{total}} — 成功。',
    failed: '{{what}}: 目標{{target}}に対して{{total}} — 失敗、乗員がその代償を払う。',
  },
  combat: {
    firesHit:
      '{{ship}}が先に撃ち、命中（{{target}}に対して{{total}}）: ノーチラス号が損傷を受ける。',
    firesMiss:
      '{{ship}}が先に撃つが外れ（{{target}}に対して{{total}}）: ノーチラス号は無傷で反撃する。',
    strikesHit:
      'ノーチラス号が{{ship}}を突く: {{total}}が防御力{{target}}を上回り — 船は沈みゆく。',
    strikesMiss:
      'ノーチラス号が{{ship}}を突くが、{{total}}は防御力{{target}}に届かない — 外れ、世界が注目する。',
  },
  sunk: {
    tonnage: '{{ship}}が沈む: その撃沈記録がネモの勝利に数えられる。',
    salvage: '{{ship}}が沈む: その残骸は改造の支払いに使う回収船舶になる。',
    letGo: '{{ship}}を見逃す: 得点はないが、虐げられた人々が勇気づけられる。',
  },
  hit: {
    cancelled: 'ヒットは打ち消された: ノーチラス号はびくともしない。',
    lands: 'ヒットが{{resource}}に当たる: ノーチラス号はこの航海の間ずっと弱る。',
  },
  exerted: 'ネモはこの振りに{{resource}}を賭けて+{{drm}} — 失敗すれば高くつく。',
  notoriety: {
    climbs: '悪名が{{to}}に上がる（{{why}}）: 各国の追跡が厳しくなる。',
    falls: '悪名が{{to}}に下がる（{{why}}）: 追跡が緩む。',
  },
  placed: {
    hidden: '正体不明の船が{{ocean}}に入り込む — 獲物か、軍艦か。',
    ship: '{{ship}}が{{ocean}}に入る。',
  },
  nautilus: {
    slips: 'ノーチラス号が{{from}}から{{to}}へ滑り込む。',
    setsOut: 'ノーチラス号が{{to}}から出航する。',
    berthDie: 'プロローグ: ダイスでノーチラス号の出航する海域を決める — {{die}}。',
  },
  dice: {
    white: '{{purpose}}: 出目は{{dice}}。',
    whiteBlack: '{{purpose}}: 白のダイスは{{white}}、黒は{{black}}。',
    and: 'と',
    thrown: '{{purpose}}: ダイスが転がる…',
  },
  motive: '第3幕: ネモの動機が{{from}}から{{to}}に変わる — 以後、得点は{{to}}の条件で数える。',
};
