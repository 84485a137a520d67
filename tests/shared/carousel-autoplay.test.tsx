import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect } from 'react';
import { useCarouselAutoplay, type CarouselAutoplayOptions } from '@/shared/lib/carousel-autoplay';
import {
  CATEGORIES_INTERVAL_MS,
  CATEGORIES_MANUAL_PAUSE_MS,
  MEDIA_LOGOS_INTERVAL_MS,
  OFFERS_INTERVAL_MS,
} from '@/pages/home';
import { COMPACT_TESTIMONIAL_INTERVAL_MS, TESTIMONIAL_INTERVAL_MS } from '@/entities/testimonial';

/** The part of embla's API the hook talks to, with the autoplay plugin's play/stop recorded. */
function fakeEmbla(snaps = 3) {
  const listeners = new Map<string, Set<() => void>>();
  const root = document.createElement('div');
  const status = document.createElement('div');
  status.setAttribute('role', 'status');
  const viewport = document.createElement('div');
  root.append(status, viewport);
  let playing = false;
  const autoplay = {
    play: vi.fn(() => {
      playing = true;
    }),
    stop: vi.fn(() => {
      playing = false;
    }),
  };
  const embla = {
    plugins: () => ({ autoplay }),
    scrollSnapList: () => Array.from({ length: snaps }, (_, i) => i),
    rootNode: () => viewport,
    on: (event: string, fn: () => void) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(fn));
      return embla;
    },
    off: (event: string, fn: () => void) => {
      listeners.get(event)?.delete(fn);
      return embla;
    },
    emit: (event: string) => listeners.get(event)?.forEach((fn) => fn()),
  };
  return { embla: embla as unknown as EmblaCarouselType, emit: embla.emit, autoplay, playing: () => playing, status };
}

function Probe({ embla, ...options }: CarouselAutoplayOptions & { embla: EmblaCarouselType }) {
  const { carouselProps, isRotating } = useCarouselAutoplay(options);
  const { getEmblaApi, onNextSlide, onMouseEnter, onMouseLeave, onFocus, onBlur } = carouselProps;
  useEffect(() => getEmblaApi(embla), [embla, getEmblaApi]);
  return (
    <div data-testid="carousel" onMouseEnter={onMouseEnter} onMouseLeave={onMouseLeave} onFocus={onFocus} onBlur={onBlur}>
      <button type="button" onClick={onNextSlide}>
        Next
      </button>
      <button type="button">Other control</button>
      <span>{isRotating ? 'rotating' : 'still'}</span>
    </div>
  );
}

const setReducedMotion = (reduce: boolean) => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
};

describe('useCarouselAutoplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('hands Mantine one embla Autoplay plugin with the interval as its delay, which waits to be told to play', () => {
    const { result } = renderHook(() => useCarouselAutoplay({ interval: 4000 }));
    const [plugin] = result.current.carouselProps.plugins;
    expect(result.current.carouselProps.plugins).toHaveLength(1);
    expect(plugin?.name).toBe('autoplay');
    expect(plugin?.options).toMatchObject({ delay: 4000, playOnInit: false, stopOnInteraction: true });
  });

  it('plays once the carousel is there, and keeps the slide announcements quiet while it turns', () => {
    const fake = fakeEmbla();
    render(<Probe embla={fake.embla} interval={4000} />);
    expect(fake.playing()).toBe(true);
    expect(screen.getByText('rotating')).toBeInTheDocument();
    expect(fake.status).toHaveAttribute('aria-live', 'off');
  });

  it('holds still for the manual pause after a manual action, then plays again (categories: 4 s, 8 s)', () => {
    const fake = fakeEmbla();
    render(<Probe embla={fake.embla} interval={CATEGORIES_INTERVAL_MS} pauseAfterManual={CATEGORIES_MANUAL_PAUSE_MS} />);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(fake.playing()).toBe(false);
    expect(fake.status).toHaveAttribute('aria-live', 'polite');
    act(() => vi.advanceTimersByTime(8000 - 1));
    expect(fake.playing()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(fake.playing()).toBe(true);
    expect(screen.getByText('rotating')).toBeInTheDocument();
  });

  it('restarts the pause on a second manual action, and counts a drag as one', () => {
    const fake = fakeEmbla();
    render(<Probe embla={fake.embla} interval={4000} pauseAfterManual={8000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    act(() => vi.advanceTimersByTime(6000));
    act(() => fake.emit('pointerDown'));
    // 8 s from the drag, not from the click.
    act(() => vi.advanceTimersByTime(4000));
    expect(fake.playing()).toBe(false);
    act(() => vi.advanceTimersByTime(4000));
    expect(fake.playing()).toBe(true);
  });

  it('pauses while hovered and while focus is inside, and resumes after', () => {
    const fake = fakeEmbla();
    render(<Probe embla={fake.embla} interval={3000} />);
    const carousel = screen.getByTestId('carousel');

    fireEvent.mouseEnter(carousel);
    expect(fake.playing()).toBe(false);
    fireEvent.mouseLeave(carousel);
    expect(fake.playing()).toBe(true);

    const next = screen.getByRole('button', { name: 'Next' });
    const other = screen.getByRole('button', { name: 'Other control' });
    fireEvent.focus(next);
    expect(fake.playing()).toBe(false);
    // Focus moving inside the carousel keeps it paused.
    fireEvent.blur(next, { relatedTarget: other });
    fireEvent.focus(other);
    expect(fake.playing()).toBe(false);
    fireEvent.blur(other, { relatedTarget: document.body });
    expect(fake.playing()).toBe(true);
  });

  it('never plays for users who prefer reduced motion', () => {
    setReducedMotion(true);
    const fake = fakeEmbla();
    render(<Probe embla={fake.embla} interval={2000} />);
    act(() => vi.advanceTimersByTime(20000));
    expect(fake.autoplay.play).not.toHaveBeenCalled();
    expect(screen.getByText('still')).toBeInTheDocument();
  });

  it('never plays when every slide fits in view (one snap), nor while disabled', () => {
    const fits = fakeEmbla(1);
    const { unmount } = render(<Probe embla={fits.embla} interval={3000} />);
    expect(fits.autoplay.play).not.toHaveBeenCalled();
    unmount();
    const disabled = fakeEmbla();
    render(<Probe embla={disabled.embla} interval={3000} enabled={false} />);
    expect(disabled.autoplay.play).not.toHaveBeenCalled();
  });

  it('tells the plugin again after embla re-initialises it (a resize)', () => {
    const fake = fakeEmbla();
    render(<Probe embla={fake.embla} interval={3000} />);
    expect(fake.autoplay.play).toHaveBeenCalledTimes(1);
    act(() => fake.emit('reInit'));
    expect(fake.autoplay.play).toHaveBeenCalledTimes(2);
  });

  it('uses the timings of the spec for each carousel', () => {
    expect({
      categories: CATEGORIES_INTERVAL_MS,
      categoriesManualPause: CATEGORIES_MANUAL_PAUSE_MS,
      testimonials: TESTIMONIAL_INTERVAL_MS,
      testimonialsInCategories: COMPACT_TESTIMONIAL_INTERVAL_MS,
      offers: OFFERS_INTERVAL_MS,
      mediaLogos: MEDIA_LOGOS_INTERVAL_MS,
    }).toEqual({
      categories: 4000,
      categoriesManualPause: 8000,
      testimonials: 4000,
      testimonialsInCategories: 2000,
      offers: 3000,
      mediaLogos: 3000,
    });
  });
});
