/** Finding one's way (Japanese): lessons, menus, online joining, versus traces, Flip moves, stream controls. */
export const wayfindingJa = {
  or: 'か',
  lesson: {
    answered: '{{step}}：',
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
};
