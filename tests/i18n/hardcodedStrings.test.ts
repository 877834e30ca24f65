import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

/** Components whose every visible word goes through i18next; a literal here is a regression. */
const TRANSLATED = [
  'src/ui/front/FrontDoor.tsx',
  'src/ui/front/MenuEntry.tsx',
  'src/ui/front/SettingsPanel.tsx',
  'src/ui/front/RulesOverview.tsx',
  'src/ui/pwa/UpdatePrompt.tsx',
  'src/ui/play/PanelDock.tsx',
  'src/ui/a11y/A11yTools.tsx',
  'src/ui/a11y/LiveAnnouncer.tsx',
  'src/ui/a11y/BoardMirror.tsx',
  'src/ui/a11y/ShortcutsHelp.tsx',
  'src/ui/a11y/CommandBox.tsx',
  // Play screen, dice, coach, review and versus setup (helper i18nplay).
  'src/ui/coach/BotStrengthField.tsx',
  'src/ui/coach/BotThinkingLine.tsx',
  'src/ui/coach/CoachOptionRow.tsx',
  'src/ui/coach/CoachPanel.tsx',
  'src/ui/dice/DiceResultOverlay.tsx',
  'src/ui/dice/DiceSettingsBar.tsx',
  'src/ui/dice/DieFaceIcon.tsx',
  'src/ui/dice/RollHistoryPanel.tsx',
  'src/ui/front/VersusPanel.tsx',
  'src/ui/play/CardInfoAnchor.tsx',
  'src/ui/play/CardInfoCard.tsx',
  'src/ui/play/DecisionOption.tsx',
  'src/ui/play/DecisionPanel.tsx',
  'src/ui/play/Epilogue.tsx',
  'src/ui/play/GameLog.tsx',
  'src/ui/play/HandoffScreen.tsx',
  'src/ui/play/Hud.tsx',
  'src/ui/play/ImperialistOptionsNote.tsx',
  'src/ui/play/MessageBanner.tsx',
  'src/ui/play/PaymentPicker.tsx',
  'src/ui/play/PhaseSummaryLine.tsx',
  'src/ui/play/RollPreviewLine.tsx',
  'src/ui/play/RulesPanel.tsx',
  'src/ui/play/ScoreSheetPanel.tsx',
  'src/ui/play/SeatBanner.tsx',
  'src/ui/play/SetupBackdrop.tsx',
  'src/ui/play/SetupScreen.tsx',
  'src/ui/play/StageCaption.tsx',
  'src/ui/play/StepControl.tsx',
  'src/ui/play/StepPause.tsx',
  'src/ui/play/TableHint.tsx',
  'src/ui/play/TableauMenu.tsx',
  'src/ui/play/Toolbar.tsx',
  'src/ui/play/VolumeSlider.tsx',
  'src/ui/review/ReviewMomentBar.tsx',
  'src/ui/review/ReviewPanel.tsx',
  // i18nmodes: lessons, Flip Voyage, online.
  'src/ui/flip/FlipDecisionPanel.tsx',
  'src/ui/flip/FlipHud.tsx',
  'src/ui/flip/FlipLog.tsx',
  'src/ui/flip/FlipMessage.tsx',
  'src/ui/flip/FlipScoreSheet.tsx',
  'src/ui/flip/FlipSeatBar.tsx',
  'src/ui/flip/FlipSetupScreen.tsx',
  'src/ui/flip/FlipTooltip.tsx',
  'src/ui/learn/LessonChoices.tsx',
  'src/ui/learn/LessonMenu.tsx',
  'src/ui/learn/LessonPanel.tsx',
  'src/ui/online/LobbyPanel.tsx',
  'src/ui/online/OnlineBanner.tsx',
  'src/ui/online/OnlineStart.tsx',
  'src/ui/online/OnlineToolbar.tsx',
  'src/ui/online/SeatLine.tsx',
];

/** Attributes a player reads or a screen reader speaks. */
const SPOKEN_ATTRIBUTES = new Set(['title', 'aria-label', 'placeholder', 'alt', 'label', 'line']);
const WORDS = /[A-Za-z]{2,}/;

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') ? [relative(process.cwd(), path)] : [];
  });
}

/** English words written straight into a component's markup instead of through `t()`. */
function hardcodedTexts(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      SPOKEN_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      WORDS.test(node.initializer.text)
    ) {
      found.push(`${node.name.getText()}="${node.initializer.text}"`);
    }
    // A string literal as a JSX child: {'Some words'}.
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) ||
        ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      WORDS.test(node.expression.text)
    ) {
      found.push(node.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('translated components keep every visible word in the language files', () => {
  for (const file of TRANSLATED) expect(hardcodedTexts(file), file).toEqual([]);
});

/** A component as it was before translation: every kind of literal the detector must catch. */
const UNTRANSLATED_FIXTURE = `
export function Fixture({ n }: { n: number }) {
  return (
    <section aria-label="Decision">
      <div title="Undo back to the last roll">Your decision</div>
      <input placeholder="Seed" />
      {'Show all'}
      <span>{n}</span>
      <span>{t('play.decision.yours')}</span>
    </section>
  );
}
`;

test('the detector finds literal English in markup (positive control)', () => {
  expect(hardcodedTexts('fixture.tsx', UNTRANSLATED_FIXTURE)).toEqual([
    'aria-label="Decision"',
    'title="Undo back to the last roll"',
    'Your decision',
    'placeholder="Seed"',
    'Show all',
  ]);
  const untranslated = componentFiles('src/ui').filter((f) => hardcodedTexts(f).length > 0);
  // Other components are translated in later sessions; this list shows how far there is to go.
  console.info(
    `${untranslated.length} component files still hold hard-coded English:\n  ${untranslated.join('\n  ')}`,
  );
  expect(untranslated.filter((f) => TRANSLATED.includes(f))).toEqual([]);
});
