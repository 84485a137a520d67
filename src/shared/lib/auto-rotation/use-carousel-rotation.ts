import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';
import { useAutoRotation, type AutoRotationHandlers } from './use-auto-rotation';

export interface CarouselRotationOptions {
  /** Milliseconds between two automatic advances. */
  interval: number;
  /** Milliseconds without automatic advances after a manual action. Default: one interval. */
  pauseAfterManual?: number;
  /** False stops the rotation. Default true. */
  enabled?: boolean;
}

/** Props for a Mantine `<Carousel>`: its embla API, its manual controls and the pause handlers. */
export interface CarouselRotationProps extends AutoRotationHandlers {
  getEmblaApi: (embla: EmblaCarouselType) => void;
  onNextSlide: () => void;
  onPreviousSlide: () => void;
}

/**
 * `useAutoRotation` wired to a Mantine carousel: advances with `scrollNext()` (wrapping to the
 * first slide), and counts the previous/next controls, arrow keys and drags as manual actions.
 */
export function useCarouselRotation({ interval, pauseAfterManual, enabled }: CarouselRotationOptions): {
  carouselProps: CarouselRotationProps;
  isRotating: boolean;
} {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const { pauseHandlers, notifyManualAction, isRotating } = useAutoRotation({
    interval,
    pauseAfterManual,
    enabled,
    onAdvance: () => {
      if (!embla) return;
      if (embla.canScrollNext()) embla.scrollNext();
      else embla.scrollTo(0);
    },
  });

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
      ...pauseHandlers,
      getEmblaApi: setEmbla,
      onNextSlide: notifyManualAction,
      onPreviousSlide: notifyManualAction,
    },
    isRotating,
  };
}
