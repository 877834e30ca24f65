/** Words printed on the 3D table's cards and piles. */
export const tableEn = {
  drawPile: "NEMO'S WAR",
  adventure: 'ADVENTURE',
  pass: 'PASS',
  fail: 'FAIL',
  cards_one: '{{count}} card',
  cards_other: '{{count}} cards',
  test: 'Test · 2d6 + DRM',
  type: { play: 'PLAY', keep: 'KEEP', test: 'TEST' },
  designed: 'DESIGNED',
  equipped: 'EQUIPPED',
  upgrade: 'UPGRADE',
  sacrificed: 'SACRIFICED',
} as const;
