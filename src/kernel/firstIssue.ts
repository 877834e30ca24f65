/** What a schema validator (zod) reports: its problems, each at a path. */
export interface ValidationIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** The first problem as one line, `path: message`; `root` names the whole value. */
export function firstIssue(error: ValidationIssues, root: string): string {
  const issue = error.issues[0];
  if (!issue) return `${root}: invalid`;
  return `${issue.path.length > 0 ? issue.path.join('.') : root}: ${issue.message}`;
}
