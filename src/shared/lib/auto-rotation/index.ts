export {
  useAutoRotation,
  type AutoRotation,
  type AutoRotationHandlers,
  type AutoRotationOptions,
} from './use-auto-rotation';
export { useCarouselRotation, type CarouselRotationOptions, type CarouselRotationProps } from './use-carousel-rotation';
