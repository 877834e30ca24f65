/** One problem a schema validator (zod) reports, with the details `firstIssue` words. */
export interface ValidationIssue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  /** `invalid_type`: the type the value should have. */
  expected?: string;
  /** `unrecognized_keys`: the fields the schema does not know. */
  keys?: readonly string[];
  /** `invalid_union` of a discriminated union: the field that picks the variant (`kind`). */
  discriminator?: string;
}

/** What a schema validator (zod) reports: its problems, each at a path. */
export interface ValidationIssues {
  issues: readonly ValidationIssue[];
}

/** A path as it is written in the data: `cards.E05.pass[0].amount`; `root` for the whole value. */
function pathText(path: readonly PropertyKey[], root: string): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? root : out;
}

/**
 * The first problem as one line, `path: what is wrong` (`actions[3].type: expected string`,
 * `cards.E02.play[0].kind: unknown kind`, `(root): unknown field "x"`); `root` names the whole
 * value. A value that matches no variant of a discriminated union is reported at its
 * discriminator field.
 */
export function firstIssue(error: ValidationIssues, root: string): string {
  const issue = error.issues[0];
  if (!issue) return `${root}: invalid`;
  let path = issue.path;
  let what = issue.message.replace(/\s+/g, ' ');
  if (issue.code === 'invalid_type' && issue.expected) what = `expected ${issue.expected}`;
  else if (issue.code === 'unrecognized_keys' && issue.keys)
    what = `unknown field "${issue.keys.join('", "')}"`;
  else if (issue.code === 'invalid_union' && issue.discriminator) {
    what = `unknown ${issue.discriminator}`;
    if (path[path.length - 1] !== issue.discriminator) path = [...path, issue.discriminator];
  }
  return `${pathText(path, root)}: ${what}`;
}
