import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Text, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useUnit } from 'effector-react';
import type { EmblaCarouselType } from 'embla-carousel';
import AutoScroll from 'embla-carousel-auto-scroll';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatNumber } from '@/shared/lib/format';
import { useCatalogueLabel } from '@/shared/ui/catalogue-label';
import { districtBoardLink, districtStripEntries, type DistrictStripEntry } from '../lib/strip-entries';
import { $districtCounts, $districtCountsStatus } from '../model/district-counts';
import classes from './DistrictStrip.module.css';

/** Fewer cards than this leave a gap at the end of a wide screen, so the list is repeated to loop. */
const MIN_STRIP_SLIDES = 16;

/**
 * Spec section 2, Home 1: the strip scrolls by itself, can be dragged, and scrolls on 1 s after a
 * drag has ended (`startDelay` counts from the moment the dragged strip settles). Hover and
 * keyboard focus hold it still.
 */
export const DISTRICT_STRIP_AUTO_SCROLL = {
  speed: 0.6,
  startDelay: 1000,
  stopOnInteraction: false,
  stopOnMouseEnter: true,
  stopOnFocusIn: true,
} as const;

/** A strip that moves by itself would announce "Slide N of M" without end. */
function silenceSlideAnnouncements(embla: EmblaCarouselType) {
  embla.rootNode().parentElement?.querySelector(':scope > [role="status"]')?.setAttribute('aria-live', 'off');
}

type CountState = 'loading' | 'ready' | 'failed';

function DistrictCard({ entry, state, copy }: { entry: DistrictStripEntry; state: CountState; copy: boolean }) {
  const { t } = useTranslation('home');
  const label = useCatalogueLabel();
  const countText =
    state === 'loading'
      ? '...'
      : state === 'failed'
        ? t('districts.viewTuitions')
        : t('districts.count', { count: entry.count, number: formatNumber(entry.count) });
  return (
    <Link
      to={districtBoardLink(entry.district)}
      className={classes.card}
      draggable={false}
      // The repeated cards only fill the loop; keyboard and screen reader users get each district once.
      tabIndex={copy ? -1 : undefined}
      aria-hidden={copy || undefined}
    >
      <Text fw={600} truncate>
        {label.district(entry.district)}
      </Text>
      <Text size="sm" className={classes.count} aria-hidden={state === 'loading' || undefined}>
        {countText}
      </Text>
      {state === 'loading' ? <VisuallyHidden>{t('districts.loading')}</VisuallyHidden> : null}
    </Link>
  );
}

/** Cards of active tuitions per district, each opening the tuition board for its district. */
export function DistrictStrip() {
  const { t } = useTranslation('home');
  const label = useCatalogueLabel();
  const { counts, status } = useUnit({ counts: $districtCounts, status: $districtCountsStatus });
  const reducedMotion = useReducedMotion();
  const entries = useMemo(() => districtStripEntries(counts), [counts]);
  const state: CountState = status === 'ready' ? 'ready' : status === 'failed' ? 'failed' : 'loading';
  const plugins = useMemo(() => (reducedMotion ? [] : [AutoScroll(DISTRICT_STRIP_AUTO_SCROLL)]), [reducedMotion]);
  const rounds = Math.max(1, Math.ceil(MIN_STRIP_SLIDES / entries.length));
  const slides = Array.from({ length: rounds }, (_, round) => entries.map((entry) => ({ entry, round }))).flat();

  return (
    <Carousel
      aria-label={t('districts.carouselLabel')}
      emblaOptions={{ loop: true, dragFree: true, align: 'start' }}
      plugins={plugins}
      slideSize={{ base: 150, sm: 180 }}
      slideGap="sm"
      withControls={false}
      withKeyboardEvents={false}
      classNames={{ viewport: classes.viewport }}
      py={4}
      getEmblaApi={silenceSlideAnnouncements}
    >
      {slides.map(({ entry, round }) => (
        <Carousel.Slide key={`${entry.district}:${round}`} aria-label={round === 0 ? label.district(entry.district) : undefined} aria-hidden={round > 0 || undefined}>
          <DistrictCard entry={entry} state={state} copy={round > 0} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
