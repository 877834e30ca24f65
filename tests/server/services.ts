import { execFileSync } from 'node:child_process';
import { test } from 'vitest';

/**
 * Decides whether tests needing an outside service run. Locally a missing service skips them with
 * a note; under CI=true a missing service is a failing test, so CI can never skip them silently.
 */
export function needService(name: string, available: boolean, hint: string): boolean {
  if (available) return true;
  if (process.env.CI === 'true') {
    test(`CI provides ${name}`, () => {
      throw new Error(`${name} is required under CI=true: ${hint}`);
    });
  } else {
    console.warn(`Skipping ${name} tests: ${hint}`);
  }
  return false;
}

export function hasCommand(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
