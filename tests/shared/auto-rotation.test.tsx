import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoRotation, type AutoRotationOptions } from '@/shared/lib/auto-rotation';
import { CATEGORIES_INTERVAL_MS, CATEGORIES_MANUAL_PAUSE_MS } from '@/widgets/categories-carousel';
import { MEDIA_LOGOS_INTERVAL_MS } from '@/widgets/media-logos';
import { OFFERS_INTERVAL_MS } from '@/widgets/offers-carousel';
import { COMPACT_TESTIMONIAL_INTERVAL_MS, TESTIMONIAL_INTERVAL_MS } from '@/entities/testimonial';

function Probe(props: AutoRotationOptions) {
  const { pauseHandlers, notifyManualAction, isRotating } = useAutoRotation(props);
  return (
    <div data-testid="carousel" {...pauseHandlers}>
      <button type="button" onClick={notifyManualAction}>
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

describe('useAutoRotation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('advances once per interval', () => {
    const onAdvance = vi.fn();
    renderHook(() => useAutoRotation({ interval: 4000, onAdvance }));
    act(() => vi.advanceTimersByTime(3999));
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onAdvance).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(8000));
    expect(onAdvance).toHaveBeenCalledTimes(3);
  });

  it('holds still for the manual pause after a manual action, then rotates again (categories: 4 s, 8 s)', () => {
    const onAdvance = vi.fn();
    render(<Probe interval={CATEGORIES_INTERVAL_MS} pauseAfterManual={CATEGORIES_MANUAL_PAUSE_MS} onAdvance={onAdvance} />);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('still')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(8000 - 1));
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('rotating')).toBeInTheDocument();
    // The interval starts again when the pause ends.
    act(() => vi.advanceTimersByTime(4000));
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('restarts the pause on a second manual action', () => {
    const onAdvance = vi.fn();
    render(<Probe interval={4000} pauseAfterManual={8000} onAdvance={onAdvance} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    act(() => vi.advanceTimersByTime(6000));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // 8 s from the second action, not from the first.
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('still')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('rotating')).toBeInTheDocument();
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(4000));
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('pauses while hovered and while focus is inside, and resumes after', () => {
    const onAdvance = vi.fn();
    render(<Probe interval={3000} onAdvance={onAdvance} />);
    const carousel = screen.getByTestId('carousel');

    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(9000));
    expect(onAdvance).not.toHaveBeenCalled();
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(3000));
    expect(onAdvance).toHaveBeenCalledTimes(1);

    const next = screen.getByRole('button', { name: 'Next' });
    const other = screen.getByRole('button', { name: 'Other control' });
    fireEvent.focus(next);
    // Focus moving inside the carousel keeps it paused.
    fireEvent.blur(next, { relatedTarget: other });
    fireEvent.focus(other);
    act(() => vi.advanceTimersByTime(9000));
    expect(onAdvance).toHaveBeenCalledTimes(1);
    fireEvent.blur(other, { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(3000));
    expect(onAdvance).toHaveBeenCalledTimes(2);
  });

  it('never rotates for users who prefer reduced motion', () => {
    setReducedMotion(true);
    const onAdvance = vi.fn();
    render(<Probe interval={2000} onAdvance={onAdvance} />);
    act(() => vi.advanceTimersByTime(20000));
    expect(onAdvance).not.toHaveBeenCalled();
    expect(screen.getByText('still')).toBeInTheDocument();
  });

  it('does nothing while disabled', () => {
    const onAdvance = vi.fn();
    renderHook(() => useAutoRotation({ interval: 3000, onAdvance, enabled: false }));
    act(() => vi.advanceTimersByTime(30000));
    expect(onAdvance).not.toHaveBeenCalled();
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
