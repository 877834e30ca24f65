import type { ButtonHTMLAttributes } from 'react';
import { button } from './theme';

/** The page's plain button in the theme's look; never a form's submit. */
export function TextButton({
  testId,
  style,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { testId?: string }) {
  return <button type="button" data-testid={testId} style={{ ...button, ...style }} {...rest} />;
}
