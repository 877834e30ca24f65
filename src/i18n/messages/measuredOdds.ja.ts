import type { Messages } from '../en';

/** 単独の準備画面: 選んだ航海が強いボットにとってどれほど難しいか（実測値）。 */
export const measuredOddsJa: Messages['measuredOdds'] = {
  line: '実測：このモチーフとこの難易度で、強いボットは{{games}}回の航海のうち{{finaleRate}}でフィナーレに到達し、{{winRate}}で勝利（成功以上）しました（{{date}}）。',
  mixed:
    'ボットの結果は難易度をすべて同じ段階（すべて水兵・すべて士官・すべて船長）にしたときだけ計測しています。',
  unmeasured: 'この難易度でのボットの結果はまだ計測していません。',
  versusStrong:
    '実測：両方の席を強いボットにして、この設定で{{games}}回対戦しました（{{date}}）。ノーチラスの勝ち{{nautilus}}、帝国主義者の勝ち{{imperialist}}、引き分け{{draws}}。',
  versusQuick:
    '実測：両方の席を速いボットにして、この設定で{{games}}回対戦しました（{{date}}）。ノーチラスの勝ち{{nautilus}}、帝国主義者の勝ち{{imperialist}}、引き分け{{draws}}。',
  versusHandicap_other: 'この数値は本作独自のハンディキャップ{{count}}段階での結果です。',
  versusHandicapQuickOnly:
    '本作独自のハンディキャップは速いボットでだけ計測しています。「速い」を選ぶと勝率が出ます。',
  versusMixed:
    '勝率は難易度をすべて同じ段階（すべて水兵・すべて士官・すべて船長）にしたときだけ計測しています。',
  versusUnmeasured:
    'この設定での勝率はまだ計測していません（計測済み：難易度がすべて同じ段階で、変種カードなし）。',
};
