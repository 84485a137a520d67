import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType, EmblaPluginType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useCallback, useEffect, useMemo, useState, type FocusEvent } from 'react';

export interface CarouselAutoplayOptions {
  /** Milliseconds between two automatic advances. */
  interval: number;
  /** Milliseconds without automatic advances after a manual action. Default: one interval. */
  pauseAfterManual?: number;
  /** False stops the rotation (e.g. while a dialog of the carousel is open). Default true. */
  enabled?: boolean;
}

/** Props for a Mantine `<Carousel>`: the autoplay plugin, its embla API, its manual controls and the pause handlers. */
export interface CarouselAutoplayProps {
  plugins: EmblaPluginType[];
  getEmblaApi: (embla: EmblaCarouselType) => void;
  onNextSlide: () => void;
  onPreviousSlide: () => void;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Turns a Mantine carousel on its own with embla's Autoplay plugin, which keeps the timer, advances
 * (wrapping to the first slide), stays still when every slide fits in view (a single snap) and while the
 * browser tab is hidden. This hook only says when it may play: never for users who prefer reduced
 * motion, not while the pointer is over the carousel or focus is anywhere inside it, previous/next
 * controls included (WCAG 2.2.2; the plugin's own focus rule sees only the slides), and not for
 * `pauseAfterManual` ms after a previous/next, an arrow key or a drag.
 */
export function useCarouselAutoplay({ interval, pauseAfterManual = interval, enabled = true }: CarouselAutoplayOptions): {
  carouselProps: CarouselAutoplayProps;
  isRotating: boolean;
} {
  const reducedMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // A counter, so a second manual action during the pause restarts it.
  const [manualActions, setManualActions] = useState(0);
  const [manualPause, setManualPause] = useState(false);

  // The plugin only plays when this hook says so: no play on its own at start, and a drag stops it.
  const plugins = useMemo(
    () => [Autoplay({ delay: interval, playOnInit: false, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false })],
    [interval],
  );

  const notifyManualAction = useCallback(() => {
    setManualPause(true);
    setManualActions((count) => count + 1);
  }, []);

  useEffect(() => {
    if (manualActions === 0) return undefined;
    const timer = setTimeout(() => setManualPause(false), pauseAfterManual);
    return () => clearTimeout(timer);
  }, [manualActions, pauseAfterManual]);

  const isRotating = enabled && !reducedMotion && !hovered && !focused && !manualPause;

  useEffect(() => {
    if (!embla) return undefined;
    const apply = () => {
      const autoplay = embla.plugins().autoplay;
      if (!autoplay) return;
      // One snap: every slide is in view, there is nothing to turn to.
      if (isRotating && embla.scrollSnapList().length > 1) autoplay.play();
      else autoplay.stop();
    };
    apply();
    // A resize re-initialises embla and its plugins, which then wait to be told again.
    embla.on('reInit', apply);
    return () => {
      embla.off('reInit', apply);
    };
  }, [embla, isRotating]);

  useEffect(() => {
    if (!embla) return undefined;
    embla.on('pointerDown', notifyManualAction);
    return () => {
      embla.off('pointerDown', notifyManualAction);
    };
  }, [embla, notifyManualAction]);

  useEffect(() => {
    // WAI-ARIA carousel pattern: no "Slide 2 of 5" announcements while it turns by itself.
    const status = embla?.rootNode().parentElement?.querySelector(':scope > [role="status"]');
    status?.setAttribute('aria-live', isRotating ? 'off' : 'polite');
  }, [embla, isRotating]);

  return {
    carouselProps: {
      plugins,
      getEmblaApi: setEmbla,
      onNextSlide: notifyManualAction,
      onPreviousSlide: notifyManualAction,
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        // Focus moving between the carousel's own controls keeps it paused.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
    isRotating,
  };
}
