export { TuitionTypes } from './ui/TuitionTypes';
export { TUITION_TYPES, type TuitionType } from './config/tuition-types';
