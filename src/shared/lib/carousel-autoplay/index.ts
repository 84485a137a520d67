export { useCarouselAutoplay, type CarouselAutoplayOptions, type CarouselAutoplayProps } from './use-carousel-autoplay';
