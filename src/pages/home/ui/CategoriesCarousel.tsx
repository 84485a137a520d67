import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Grid, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CATEGORIES, type Category, classesOf, routes } from '@/shared/config';
import { useCarouselAutoplay } from '@/shared/lib/carousel-autoplay';
import { formatNumber } from '@/shared/lib/format';
import { useCatalogueLabel } from '@/shared/ui/catalogue-label';
import { CATEGORY_ICONS } from '../config/category-icons';
import classes from './CategoriesCarousel.module.css';
import { HomeSection } from './HomeSection';

/** Spec section 2, Home 2: rotates every 4 s and holds still for 8 s after a manual action. */
export const CATEGORIES_INTERVAL_MS = 4000;
export const CATEGORIES_MANUAL_PAUSE_MS = 8000;

/**
 * What a category covers: a school curriculum as its range ("Pre-Schooling to HSC 2nd Year"),
 * any other as a few of its classes ("IELTS, TOFEL, GMAT and more").
 */
function useCoverage(): (category: Category) => string {
  const { t } = useTranslation('home');
  const label = useCatalogueLabel();
  return (category) => {
    const all = classesOf(category.slug).map((level) => label.class(level));
    const first = classesOf(category.slug)[0];
    if (all.length > 10 && first === 'Pre-Schooling') return t('categories.range', { from: all[0], to: all[all.length - 1] });
    const shown = all.slice(0, 3).join(t('categories.listSeparator'));
    return all.length > 3 ? t('categories.andMore', { shown }) : shown;
  };
}

function CategoryCard({ category }: { category: Category }) {
  const Icon = CATEGORY_ICONS[category.slug];
  const coverage = useCoverage();
  const label = useCatalogueLabel();
  return (
    <Link
      to={`${routes.findTutors}?medium=${encodeURIComponent(category.slug)}`}
      className={classes.card}
      draggable={false}
    >
      <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
        <Icon size={26} />
      </ThemeIcon>
      <Text fw={700} fz="lg">
        {label.category(category.homeLabel)}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={2}>
        {coverage(category)}
      </Text>
    </Link>
  );
}

export interface CategoriesCarouselProps {
  /** Shown beside the carousel on wide screens, below it on phones (the home page puts testimonials here). */
  aside?: ReactNode;
}

/** The 10 categories ("University Admission" for Admission Test), each opening Find tutors for it. */
export function CategoriesCarousel({ aside }: CategoriesCarouselProps) {
  const { t } = useTranslation('home');
  const { carouselProps } = useCarouselAutoplay({
    interval: CATEGORIES_INTERVAL_MS,
    pauseAfterManual: CATEGORIES_MANUAL_PAUSE_MS,
  });
  const carousel = (
    <Carousel
      aria-label={t('categories.carouselLabel')}
      emblaOptions={{ loop: true, align: 'start' }}
      slideSize={{ base: '85%', xs: '50%', md: aside ? '50%' : '33.3333%', lg: aside ? '33.3333%' : '25%' }}
      slideGap="md"
      previousControlProps={{ 'aria-label': t('categories.previous') }}
      nextControlProps={{ 'aria-label': t('categories.next') }}
      controlSize={32}
      // Room at both sides, so the previous/next controls never cover a card.
      px={{ base: 36, sm: 44 }}
      controlsOffset={0}
      {...carouselProps}
    >
      {CATEGORIES.map((category, index) => (
        <Carousel.Slide key={category.slug} aria-label={t('slideOf', { index: formatNumber(index + 1), total: formatNumber(CATEGORIES.length) })}>
          <CategoryCard category={category} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );

  return (
    <HomeSection headingId="home-categories-heading" title={t('categories.title')} lead={t('categories.lead')}>
      {aside ? (
        <Grid gap="lg" align="center">
          <Grid.Col span={{ base: 12, md: 8 }}>{carousel}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>{aside}</Grid.Col>
        </Grid>
      ) : (
        carousel
      )}
    </HomeSection>
  );
}
