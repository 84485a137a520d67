export {
  CategoriesCarousel,
  CATEGORIES_INTERVAL_MS,
  CATEGORIES_MANUAL_PAUSE_MS,
  type CategoriesCarouselProps,
} from './ui/CategoriesCarousel';
