import { addAfterEffect, addEffect, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { registerDebugEntries } from '../state/app/debugRegistry';

export interface RenderStats {
  drawCalls: number;
  triangles: number;
  frameMs: number;
  frames: number;
  /** Frames already requested but not yet drawn: 0 when the table is idle. */
  pendingFrames: number;
}

/**
 * Publishes the last frame's draw calls, triangles and CPU time as `window.__nemo.renderStats()`,
 * and `watchFrames(listener)` to hear of every frame as it is drawn (returns the unwatch function).
 */
export function RenderStatsProbe() {
  const gl = useThree((s) => s.gl);
  const get = useThree((s) => s.get);
  useEffect(() => {
    const stats = { drawCalls: 0, triangles: 0, frameMs: 0, frames: 0 };
    let started = 0;
    const watchers = new Set<(frame: RenderStats) => void>();
    const unsubscribeBefore = addEffect(() => {
      started = performance.now();
    });
    const unsubscribeAfter = addAfterEffect(() => {
      stats.drawCalls = gl.info.render.calls;
      stats.triangles = gl.info.render.triangles;
      stats.frameMs = performance.now() - started;
      stats.frames += 1;
      for (const watch of watchers) watch(renderStats());
    });
    const renderStats = (): RenderStats => ({ ...stats, pendingFrames: get().internal.frames });
    const watchFrames = (listener: (frame: RenderStats) => void) => {
      watchers.add(listener);
      return () => {
        watchers.delete(listener);
      };
    };
    const unregister = registerDebugEntries({ renderStats, watchFrames });
    return () => {
      unsubscribeBefore();
      unsubscribeAfter();
      unregister();
    };
  }, [gl, get]);
  return null;
}
