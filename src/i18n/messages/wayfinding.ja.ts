/** Finding one's way (Japanese): lessons, menus, online joining, versus traces, Flip moves, stream controls. */
export const wayfindingJa = {
  or: 'か',
  lesson: {
    answered: '{{step}}：',
    setSail: '出航: あなたの航海へ',
  },
  online: {
    noServer:
      'ゲームサーバー {{endpoint}} に接続できません。サーバーは動いていますか？「npm run server」で起動するか、?server= にサーバーのアドレスを付けてこのページを開いてください。',
    connecting: '{{endpoint}} に接続中…',
    guestName: 'あなたの名前（相手に表示されます）',
    watchLink: '観戦用リンク（観戦の卓が開きます）',
  },
  menu: {
    leaveVoyage:
      'この航海を離れて新しい航海を始めますか？ 保存されているので、メインメニューの「続きから」で戻れます。',
    keepPlaying: '続ける',
    back: '← メインメニュー',
  },
  imp: {
    apSet_other: '帝国主義者の残りは{{count}} IAPです。',
    spends_other: '帝国主義者が{{count}} IAPを使う: {{action}}。',
    ended_other:
      '帝国主義者はIAPを{{count}}残してターンを終える（{{saved}}を次のターンへ持ち越し）。',
    endedSpent: '帝国主義者はIAPを使い切り、ターンを終える。',
    action: {
      move: '船を動かす',
      thimbleRig: 'すり替え、2隻の船が入れ替わる',
      obscure: '隠す、船が再び隠される',
      convert: '転用、船が軍艦になる',
      applyPressure: '圧力、グループが早く到着する',
      placeSquadron: '戦隊を配置する',
      moveSquadron: '戦隊を動かす',
      hunt: 'ノーチラス号の追跡',
      crushDissent: '反乱の鎮圧',
    },
  },
  group: {
    colour: '{{colour}}のグループ',
    letter: 'グループ{{group}}',
    pressure: '帝国主義者の圧力: {{group}}は悪名{{at}}で到着する。',
    entersBag_other: '{{group}}の船舶{{count}}隻が船舶プールに加わる。',
  },
  flip: {
    corner: '{{reward}}（{{squares}}の角）',
    passesBonus: ' — ⚠ {{suit}}ボーナスを通過: 航路がここで終わらないと失われます',
    course: {
      heading_other: 'この{{count}}マスの移動の行き先（それぞれ最善の航路）:',
      option: '{{end}} — {{gains}}',
      stars_other: '+{{count}}★',
      bonus: '{{suit}}ボーナス',
      borders_other: '境界{{count}}（探検の報酬）',
      damage_other: 'ダメージ{{count}}',
      lost_other: 'ボーナス{{count}}が失われる',
      nothing: '道中には何もない',
      orStep: 'または1マスずつ進む:',
    },
    squares: '{{list}}、{{last}}',
  },
  show: {
    curated: '厳選の航海',
    curatedTitle: '選び抜かれた航海: フィナーレまで届く探検の航海',
  },
};
