export { publicImageProblem, useFilePreview } from './image-file';
