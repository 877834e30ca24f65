/** `--name value` from the command line, or the fallback (no imports: `sensitivity.ts` loads it first). */
export function cliArg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}
