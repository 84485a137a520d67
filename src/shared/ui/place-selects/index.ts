export { PlaceSelects, type PlaceSelectProps, type PlaceSelectsProps } from './PlaceSelects';
