import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { speedAtom } from '../../state/app/settings';
import { lowerThirdAtom, showcasePausedAtom } from '../../state/showcase/showcaseAtoms';
import { captionLift } from '../../state/app/screenLayout';
import { useScreenLayout } from '../play/useScreenLayout';
import { COLORS, KEYFRAMES, SAFE_X, SAFE_Y, broadcastPanel } from './broadcastTheme';
import { SERIF } from '../../i18n/latinFont';

/** The longest a caption stays at 1× when nothing new happens (a long think, a pause). */
export const CAPTION_MAX_MS = 9000;

/** The caption strip: what just happened, in plain words, with a small kicker above it. */
export function LowerThird() {
  const caption = useAtomValue(lowerThirdAtom);
  const speed = useAtomValue(speedAtom);
  const paused = useAtomValue(showcasePausedAtom);
  const layout = useScreenLayout();
  const lift = captionLift(layout);
  const [expired, setExpired] = useState<number | null>(null);
  const id = caption?.id ?? null;
  useEffect(() => {
    if (id === null || paused) return;
    const factor = speed === 'instant' ? 1 : Number(speed) || 1;
    const timer = window.setTimeout(() => setExpired(id), CAPTION_MAX_MS / factor);
    return () => window.clearTimeout(timer);
  }, [id, speed, paused]);
  if (!caption || expired === caption.id) return null;
  return (
    <div
      key={caption.id}
      data-testid="lower-third"
      data-animated
      aria-live="polite"
      style={{
        position: 'absolute',
        left: SAFE_X,
        // Above the presenter bar where the window is too narrow for both side by side.
        bottom: lift ? `calc(${SAFE_Y} + ${lift}px)` : SAFE_Y,
        // Above the bar it may take the width, so a long caption keeps to two lines.
        maxWidth: layout.tall
          ? `calc(100vw - 2 * ${SAFE_X})`
          : layout.captionOverBar
            ? `min(calc(100vw - 2 * ${SAFE_X}), 1100px)`
            : 'min(55vw, 1100px)',
        animation: 'nemo-lower-third-in 260ms ease-out',
      }}
    >
      <style>{KEYFRAMES}</style>
      <div
        style={{
          display: 'inline-block',
          background: COLORS.brass,
          color: '#1a1208',
          font: `bold clamp(11px, 0.85vw, 17px) ${SERIF}`,
          letterSpacing: '0.14em',
          textTransform: 'uppercase',
          padding: '0.3em 0.9em',
        }}
      >
        {caption.kicker}
      </div>
      <div
        style={{
          ...broadcastPanel,
          borderLeft: `6px solid ${COLORS.brass}`,
          padding: '0.55em 1.1em 0.6em',
          fontSize: 'clamp(17px, 1.55vw, 32px)',
          lineHeight: 1.3,
          // At most two lines, the height the camera leaves the captions.
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {caption.text}
      </div>
    </div>
  );
}
