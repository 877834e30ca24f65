import { voyageJa } from './messages/voyage.ja';
import type { Messages } from './en';
import { onlineJa } from './messages/online.ja';
import { refusalsJa } from './messages/refusals.ja';
import { logJa } from './messages/log.ja';
import { flipJa } from './messages/flip.ja';
import { learnJa } from './messages/learn.ja';
import { lessonsJa } from './messages/lessons.ja';
import { wayfindingJa } from './messages/wayfinding.ja';
import { firstGameJa } from './messages/firstGame.ja';
import { wordsJa } from './messages/words.ja';
import { scoringJa } from './messages/scoring.ja';
import { rulesTextJa } from './messages/rulesText.ja';
import { cardTextJa } from './messages/cardText.ja';
import { captionsJa } from './messages/captions.ja';
import { eventsJa } from './messages/events.ja';
import { decisionsJa } from './messages/decisions.ja';

import { playJa } from './messages/play.ja';
import { diceJa } from './messages/dice.ja';
import { coachJa } from './messages/coach.ja';
import { showcaseJa } from './messages/showcase.ja';
import { crewJa } from './messages/crew.ja';
import { tableJa } from './messages/table.ja';
import { reviewJa } from './messages/review.ja';
import { versusSetupJa } from './messages/versusSetup.ja';
import { measuredOddsJa } from './messages/measuredOdds.ja';
import { packsJa } from './messages/packs.ja';
export { CARD_TITLES_JA } from './cardTitlesJa';
export { ITEM_TABLES_JA } from './messages/itemTables.ja';
export { coreJa as CORE_JA } from './messages/core.ja';

/**
 * 日本語の文言。用語はシード004（日本語ルール要約）に従う: 動機・悪名・海洋ボックス・山札・
 * 冒険デッキ・改造カード・未確認トークン・乗員・船体・財宝・蜂起・扇動・幕間など。
 * 要約にない名前（後から加わった動機など）は私たちの訳。
 */
export const ja: Messages = {
  language: {
    en: 'English',
    ja: '日本語',
    label: '言語',
    note: '艦船名はコマの表記どおり英語のままです。',
  },
  app: {
    loading: 'ネモの戦い — 読み込み中…',
  },
  front: {
    menu: 'メインメニュー',
    title: 'ネモの戦い',
    subtitle: 'ネモ船長最後の航海を3Dの卓上で — 第2版＋Journey’s End',
    continue: '続きから',
    saved: {
      line: '{{motive}}・{{mode}}・第{{turn}}ターン・{{when}}',
      lineNoTurn: '{{motive}}・{{mode}}・{{when}}',
      solo: 'ソロ航海',
      versus: '対戦',
      earlier: '以前に保存',
      others_other: '未完の航海がほかに{{count}}件',
    },
    firstLesson: '初めての方へ: まずは「海での1ターン」を学ぶ',
    firstLessonLine: '本物の卓上で手引き付きの1ターン、そして出航。',
    solo: 'ソロ航海',
    soloLine: 'あなた対世界。ネモの動機を選んで出航します。',
    versus: '対戦',
    versusLine: 'ネモ対帝国主義者。ホットシート、ボット相手、またはオンラインで。',
    learn: '学ぶ',
    learnLine: '卓上のレッスン: 海での1ターン、帝国主義者の地図と手番。',
    showcase: 'ショーケース',
    showcaseLine: 'ボットの航海を字幕付きで観る。配信向け。',
    flip: 'フリップ航海',
    flipLine: 'めくって書く手軽な姉妹ゲーム。1〜4人。',
    settings: '設定',
    settingsLine: '言語・速さ・音など',
    rules: 'ルール',
    rulesLine: '遊び方',
  },
  settings: {
    heading: '設定',
    speed: 'アニメーションの速さ',
    speedInstant: '即時',
    speedTimes: '{{speed}}倍',
    speedNote: '駒・カード・ダイスが動く速さ。どの速さでもルールは同じです。',
    sound: '音',
    soundNote: '海、トレイのダイス、カード、戦いの音。',
    volume: '音量',
    reducedMotion: '動きを減らす',
    reducedMotionNote: '駒は飛ばずに最終位置へすぐ移ります。',
    colourBlind: '色覚に配慮した配色',
    colourBlindNote: '卓上で色に加えて模様とラベルも使います。',
    keys: 'ゲーム中のキー: 1〜9 選択肢を選ぶ · T 真上から · P パネルをたたむ · B 盤面をテキストで · / テキストコマンド · Esc 選択を解除 · ? キー一覧',
  },
  rules: {
    heading: '遊び方',
    intro:
      'あなたはネモ船長です。ノーチラス号で12の海洋ボックスを巡る三幕の長い航海に出て、<b>動機</b>に従い、世界の海軍や乗員、あるいは自らの悪名に終わらされる前に、できるだけ多くの勝利ポイントを集めて航海を終えましょう。',
    phases: '各ターンは3つのフェイズからなります:',
    event:
      '<b>イベントフェイズ</b> — 山札の一番上のカードをめくり、指示に従います。すぐ実行するもの、テストを振るもの、後のために取っておくものがあります。',
    placement:
      '<b>配置フェイズ</b> — ダイスを2個振ります。出目の海洋ボックスに新たな船舶が現れ、出目の差（と持ち越した分）がアクションポイントになります。',
    action:
      '<b>アクションフェイズ</b> — アクションポイントを使って移動・攻撃・探索・扇動・冒険、または休息・修理・装備を行います。',
    tests:
      '<b>テスト</b>: ダイスを2個振って修正を加え、目標値以上なら成功です。振る前にネモ・乗員・船体のリソースを賭けて修正を得られますが、失敗すると失います。「1,1」は必ず失敗です。',
    danger:
      '<b>危険</b>: ネモ・乗員・船体のいずれかが尽きるか、悪名が動機の敗北マスに達すると、航海は敗北に終わります。',
    end: '<b>終わり</b>: フィナーレカードで航海が終わります。撃沈した船舶、財宝、驚異、科学、解放した人々が、動機ごとの倍率で得点になります。',
    learnIt: '卓上で学ぶ:',
    turnAtSea: '海での1ターン',
    allLessons: 'すべてのレッスン',
  },
  motive: {
    name: {
      science: '科学',
      explore: '探検',
      antiImperialism: '反帝国主義',
      war: '戦争',
      adventure: '冒険',
      humanist: '人道主義',
      worldOrder: '世界秩序',
      piracy: '海賊',
    },
    gist: {
      science: '深海を研究する: 科学の得点が最大。目立たぬように — 敗北マスが早く来ます。',
      explore: '海の驚異を見る: 驚異の得点が最大。最初の航海におすすめ。',
      antiImperialism: '虐げられた人々を解放する: 蜂起はどれも高得点、商船の撃沈も得点に。',
      war: '海軍を撃つ: 撃沈した軍艦は追加得点、世界が最も長く耐えてくれます。',
      adventure: '冒険を追う: 冒険カードと驚異が得点に。冒険トークンが海で待ちます。',
      humanist: '命を救う: 解放が高得点、商船の撃沈は減点、アクションによる悪名は3倍。',
      worldOrder:
        '列強のやり方を逆手に取る: 財宝袋から同盟者が加わり、最も良い2列の「天罰」が得点に。',
      piracy:
        '略奪する: 商船は1隻につき+3、悪名で敗北することはありませんが、近くの未確認トークンは軍艦として数えます。',
    },
    row: {
      wonder: '驚異',
      science: '科学',
      liberation: '解放',
      warship: '軍艦',
      nonWarship: '軍艦以外',
      adventure: '冒険',
      treasure: '財宝',
    },
    times: '{{label}} ×{{n}}',
    each: '{{label}} 1つにつき{{n}}',
    pariah: '悪名{{n}}で敗北マス（敗北）',
    noPariah: '悪名による敗北なし',
  },
  upgrade: {
    periscopeDevice: '潜望鏡装置',
    monstrousDesign: '怪物的デザイン',
    hydroDrive: '水流推進',
    doubleHull: '二重船殻',
  },
  ocean: {
    westernPacific: '西太平洋',
    easternPacific: '東太平洋',
    northAtlantic: '北大西洋',
    southAtlantic: '南大西洋',
    europeanSeas: 'ヨーロッパ海域',
    indianOcean: 'インド洋',
    southPacific: '南太平洋',
    centralPacific: '中部太平洋',
    pacificCoast: '太平洋沿岸',
    arcticOcean: '北極海',
    capeHorn: 'ホーン岬',
    capeOfGoodHope: '喜望峰',
  },
  setup: {
    aspect: {
      hiddenShips: {
        label: '開始時の未確認トークン',
        line: 'やさしい: 西太平洋・北大西洋・ヨーロッパ海域で1つ少ない。難しい: 東太平洋・南大西洋・インド洋で1つ多い。',
      },
      shipGroups: {
        label: '青・緑の増援グループ',
        line: 'これらの軍艦グループが加わる時期: やさしいは悪名3マス遅く、難しいは3マス早く。',
      },
      actionPoints: {
        label: '開始時のアクションポイント',
        line: '最初に持つアクションポイント: やさしい2、ふつう1、難しい0。',
      },
      adventureGems: {
        label: '冒険デッキの宝石',
        line: '冒険デッキに置く宝石: やさしい2、ふつう1、難しい0。',
      },
      officerAttributes: {
        label: '士官の資質',
        line: 'その選択ルールを使うとき: やさしいはトークン4つと引き直し1回、ふつう4つ、難しい1つ。',
      },
      deadlySeas: {
        label: '死の海トークン',
        line: 'その選択ルールを使うとき、船舶プールに入る危険トークン: やさしい2、ふつう3、難しい4。',
      },
    },
    optional: {
      officerAttributes: {
        label: '士官の資質',
        line: '士官が小さな修正を持つ資質トークンをランダムに持ちます。犠牲になった士官はそれを失います。少しやさしくなります。',
      },
      deadlySeas: {
        label: '死の海',
        line: '危険トークンが袋と山の船舶に紛れます。少し難しくなります。',
      },
      journeysEndUpgrades: {
        label: 'Journey’s End のノーチラス号改造',
        line: '拡張の改造カードが山に加わり、売りに出る種類が増えます。',
      },
      journeysEndVictoryLevels: {
        label: 'Journey’s End の勝利段階',
        line: '最終得点を基本版ではなく拡張の段階（160〜320点）で判定します。',
      },
    },
    nadeen:
      'ネモの息子がキャラクターとして乗り込みます。彼の物語カードで山札は33枚になり、乗船中のキャラクター1人につき+1点、彼を失うと敗北です。',
    versus: {
      airship: {
        label: '飛行船',
        line: '帝国主義者の駒1つが、閉じた線も含め地図のどの線にも沿って飛べます。',
      },
      seaSerpent: {
        label: '大海蛇',
        line: '帝国主義者の駒1つが、ノーチラス号が行ける所ならどこへでも動けます。',
      },
      chezEmrich: {
        label: 'Chez Emrich のハウスルール',
        line: '3回続けて失敗した振りは、ぎりぎりの成功として扱います。',
      },
    },
  },
  dock: {
    diceTray: 'ダイストレイ',
    show: 'パネルを出す（P）',
    fold: 'パネルをたたむ（P）',
    hide: '隠す（P）',
  },
  pwa: {
    offlineReady: 'オフラインで遊べます: ゲーム全体がこの端末に保存されました。',
    updateReady: '新しいバージョンがあります。',
    update: '今すぐ更新',
    later: 'あとで',
    dismiss: 'OK',
  },
  a11y: {
    announcer: 'ゲームのお知らせ',
    mirror: '盤面をテキストで',
    mirrorToggle: 'テキスト（B）',
    mirrorToggleLong: '盤面をテキストで（B）',
    mirrorClose: 'テキスト盤面を閉じる',
    noGame: '進行中のゲームはありません。',
    turn: '第{{act}}幕、ターン{{turn}}、{{phase}}フェイズ。',
    nautilus: 'ノーチラス号は{{ocean}}にいます。',
    nautilusAway: 'ノーチラス号はまだ地図上にいません。',
    tracks: 'トラック',
    track: 'トラック',
    value: '値',
    oceans: '海洋ボックス',
    ocean: '海洋ボックス',
    ships: '船舶',
    markers: 'マーカー',
    none: 'なし',
    tableau: '場のカード',
    upgrades: 'ノーチラス号の改造',
    nautilusHere: 'ノーチラス号がいる',
    decision: '今: {{prompt}}',
    options: '選択肢',
    help: 'キーボードショートカット',
    helpClose: '閉じる',
    helpToggle: 'キー（?）',
    commandLabel: 'テキストコマンド',
    commandHint:
      '「move north atlantic」「attack 2」「3」「options」のようなコマンドを入力して Enter。',
    commandNoMatch: '「{{text}}」に合う選択肢はありません。「options」で一覧を読み上げます。',
    commandAmbiguous: '「{{text}}」は{{count}}個の選択肢に合います: {{list}}。',
    commandChosen: '選択: {{label}}。',
    commandNoDecision: '今は選ぶことがありません。',
    commandOptions: '選択肢: {{list}}。',
    phase: {
      event: 'イベント',
      placement: '配置',
      imperialist: '帝国主義者',
      action: 'アクション',
      ended: 'ゲーム終了',
    },
    resource: { nemo: 'ネモ', crew: '乗員', hull: '船体' },
    notoriety: '悪名',
    actionPoints: 'アクションポイント',
    imperialistAp: '帝国主義者のアクションポイント',
    drawPile: '山札',
    adventureDeck: '冒険デッキ',
    passFail: '成功ボックス / 失敗ボックスのカード',
    uprisings: '蜂起',
    allies: '同盟者',
    hiddenShip: '未確認トークン',
    emptySpaces_other: '空き{{count}}',
    gems_other: '宝石{{count}}個',
    squadron: { blue: '青の戦隊', green: '緑の戦隊' },
    adventureToken: '冒険トークン',
    revealed: '公開中のカード',
    keep: 'タブローのKEEPカード（「手札と乗員」から使う）',
    equipped: '装備済み',
    forSale: '購入可能',
    characters: 'キャラクター',
    sacrificed: '{{name}}（犠牲）',
    treasures: '財宝',
    sunk: '撃沈した船舶',
    salvage: '回収船舶',
    commandGo: '実行',
    key: {
      choose: '選択肢1〜9を選ぶ',
      topView: '盤面を真上から見る',
      clear: '選択を解除、パネルを閉じる',
      dock: 'パネルをたたむ・出す',
      mirror: '盤面のテキスト表示を出す・隠す',
      command: 'テキストコマンドを入力',
      home: 'カメラを卓全体に戻す',
      help: 'この一覧を出す・隠す',
    },
  },
  play: playJa,
  dice: diceJa,
  coach: coachJa,
  showcase: showcaseJa,
  crew: crewJa,
  table: tableJa,
  review: reviewJa,
  voyage: voyageJa,
  versusSetup: versusSetupJa,
  measuredOdds: measuredOddsJa,
  packs: packsJa,
  lessons: lessonsJa,
  learn: learnJa,
  flip: flipJa,
  online: onlineJa,
  refusals: refusalsJa,
  log: logJa,
  decisions: decisionsJa,
  events: eventsJa,
  captions: captionsJa,
  cardText: cardTextJa,
  rulesText: rulesTextJa,
  scoring: scoringJa,
  words: wordsJa,
  wayfinding: wayfindingJa,
  firstGame: firstGameJa,
};
