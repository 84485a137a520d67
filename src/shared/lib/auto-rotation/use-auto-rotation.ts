import { useReducedMotion } from '@mantine/hooks';
import { useCallback, useEffect, useEffectEvent, useState, type FocusEvent } from 'react';

export interface AutoRotationOptions {
  /** Milliseconds between two automatic advances. */
  interval: number;
  /** Shows the next slide. */
  onAdvance: () => void;
  /** Milliseconds without automatic advances after a manual action. Default: one interval. */
  pauseAfterManual?: number;
  /** False stops the rotation (e.g. fewer slides than fit in view). Default true. */
  enabled?: boolean;
}

export interface AutoRotationHandlers {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

export interface AutoRotation {
  /** Spread on the carousel's root: it holds still while the pointer is over it or focus is inside it. */
  pauseHandlers: AutoRotationHandlers;
  /** Tell it about a manual action (previous/next, drag, arrow keys): it holds still for `pauseAfterManual`. */
  notifyManualAction: () => void;
  /** True while the automatic advance is running. */
  isRotating: boolean;
}

/**
 * Advances a carousel every `interval` ms. It never runs for users who prefer reduced motion,
 * pauses while hovered or focused (WCAG 2.2.2), and after a manual action waits
 * `pauseAfterManual` ms before its interval starts again.
 */
export function useAutoRotation({
  interval,
  onAdvance,
  pauseAfterManual = interval,
  enabled = true,
}: AutoRotationOptions): AutoRotation {
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // A counter, so a second manual action during the pause restarts it.
  const [manualActions, setManualActions] = useState(0);
  const [manualPause, setManualPause] = useState(false);
  const advance = useEffectEvent(onAdvance);

  useEffect(() => {
    if (manualActions === 0) return undefined;
    const timer = setTimeout(() => setManualPause(false), pauseAfterManual);
    return () => clearTimeout(timer);
  }, [manualActions, pauseAfterManual]);

  const isRotating = enabled && !reducedMotion && !hovered && !focused && !manualPause;

  useEffect(() => {
    if (!isRotating) return undefined;
    const timer = setInterval(() => advance(), interval);
    return () => clearInterval(timer);
  }, [isRotating, interval]);

  const notifyManualAction = useCallback(() => {
    setManualPause(true);
    setManualActions((count) => count + 1);
  }, []);

  const pauseHandlers: AutoRotationHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event) => {
      // Focus moving between the carousel's own controls keeps it paused.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { pauseHandlers, notifyManualAction, isRotating };
}
