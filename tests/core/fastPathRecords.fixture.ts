/**
 * Computed by the engine before the fast-path work (issue 15, at 84262d3); the same seeds must
 * give the same games. Versus 0, 2 and 6 (Piracy) re-recorded for issue 25's rule fixes: Hidden
 * Ships count as one Warship token for the Hunt (0, 2, 6) and the Hunt's Salvage-track gemstones
 * take a space and pay Refits (6).
 * Random games re-recorded for issue 43's rule fixes (the random bot picks among the options, so a
 * changed option list changes its game): a Wonder token is no longer offered as a Treasure DRM.
 * Then all three kinds re-recorded for the Stalk Attack's call-off (seed 004 ③ 2) c): a Stalk
 * Attack on a Hidden Ship now asks "fight or call off" once the ship is revealed, one decision
 * more for every policy (and a random one calls half of them off).
 */
export const FAST_PATH_RECORDS = {
  random: [
    '130:27edda779d8b4dca',
    '145:3a14184e9d8b4dca',
    '138:90d0fefc9d8b4dca',
    '93:bfc0ed359d8b4dca',
    '123:1aef05bf9d8b4dca',
    '72:1e93d2fa9d8b4dca',
    '188:52788be0d6fa1f1a',
    '153:0ea3bfb79d8b4dca',
    '171:3334fe2c9d8b4dca',
    '114:40c72d419d8b4dca',
    '96:710c3d779d8b4dca',
    '152:a25ae6199d8b4dca',
    '168:1494135c9d8b4dca',
    '100:317e494d9d8b4dca',
    '107:947349d09305a79a',
    '153:00c75f079d8b4dca',
    '155:30c1dfad9d8b4dca',
    '139:7f13b7a59d8b4dca',
    '120:d17178b29d8b4dca',
    '76:753fdf079d8b4dca',
    '112:a4935c569d8b4dca',
    '106:df01b9939d8b4dca',
    '127:f7d30970c00ee55a',
    '186:1ff13bc29d8b4dca',
    '137:d8b70d169d8b4dca',
    '145:6f7415599d8b4dca',
    '140:acbfa03d9d8b4dca',
    '181:77271b239d8b4dca',
    '196:edf88f799d8b4dca',
    '181:1b4332e99d8b4dca',
    '179:e819e19da45b36da',
    '107:f78df2c59d8b4dca',
    '180:bf7723fa9d8b4dca',
    '109:d9ae8d0c9d8b4dca',
    '110:6e4b7a1e9d8b4dca',
    '66:7b9b19cb9d8b4dca',
    '147:21835e369d8b4dca',
    '100:66fdc1869d8b4dca',
    '142:1684952537b05d7a',
    '101:48e2088c9d8b4dca',
  ],
  greedy: [
    '244:fe38f9909d8b4dca',
    '221:696e3da29d8b4dca',
    '242:f88dace99d8b4dca',
    '268:8b4ee27c9d8b4dca',
    '263:5629c0929d8b4dca',
    '201:2a1edbe19d8b4dca',
    '230:d3cc550a96fa1f1a',
    '246:f064aded9d8b4dca',
  ],
  versus: [
    '213:2b12f2829d8b4dca',
    '309:3dd857a93305a79a',
    '310:e123d9e99d8b4dca',
    '267:15c1ae563c5b36da',
    '262:655ac20e9d8b4dca',
    '268:4ae50312a7e60b3a',
    '240:b351d5819d8b4dca',
    '319:b8144378050ccffa',
  ],
};
