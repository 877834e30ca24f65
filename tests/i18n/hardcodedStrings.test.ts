import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

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

test('every component keeps every visible word in the language files', () => {
  const files = componentFiles('src/ui');
  expect(files.length).toBeGreaterThan(60);
  for (const file of files) expect(hardcodedTexts(file), file).toEqual([]);
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
});
