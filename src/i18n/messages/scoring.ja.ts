import type { Messages } from '../en';

/** 得点表の見出し。 */
export const scoringJa: Messages['scoring'] = {
  category: {
    warship: '軍艦',
    nonWarship: '軍艦以外',
    adventure: '冒険',
    treasure: '財宝',
    liberation: '解放',
    science: '科学',
    wonder: '驚異',
    character: 'キャラクター',
    scourge: '海の天罰',
    penalty: 'ペナルティ',
    humanist: '人道主義',
  },
};
