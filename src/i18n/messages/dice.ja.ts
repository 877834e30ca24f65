import type { Messages } from '../en';

/** ダイスの表示・履歴・設定。 */
export const diceJa: Messages['dice'] = {
  idle: '「振る」を押してダイスを投げる',
  rolling: '振っています…',
  total: '（合計{{total}}）',
  white: '白',
  black: '黒',
  face: '{{color}}の{{value}}',
  settings: 'ダイスの設定',
  instant: '即時',
  times: '{{speed}}倍',
  soundOn: 'サウンドあり',
  soundOff: 'サウンドなし',
  reducedMotion: '動きを減らす',
  colourBlind: '色覚補助',
  history: 'ダイスの履歴',
  noRolls: 'まだ振っていません',
  rollIndex: '#{{n}}',
};
