export { PUBLIC_IMAGE_ACCEPT, publicImageProblem, useFilePreview } from './image-file';
