import { afterAll, expect, test } from 'vitest';
import { setLanguage } from '../../../src/i18n/i18n';
import { formatVp } from '../../../src/ui/coach/formatEstimate';

afterAll(async () => {
  await setLanguage('en');
});

test("the coach's VP figure is shown to the tenth its lines compare in, never as −0.0 (issue 43 §4)", async () => {
  await setLanguage('en');
  expect(formatVp(52.26)).toBe('52.3 VP');
  expect(formatVp(47.74)).toBe('47.7 VP');
  expect(formatVp(71)).toBe('71.0 VP');
  expect(formatVp(-0.04)).toBe('0.0 VP');
  expect(formatVp(1234.56)).toBe('1,234.6 VP');
});
