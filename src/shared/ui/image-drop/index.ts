export { ImageDrop, type ImageDropProps } from './ImageDrop';
export { UploadProgress } from './UploadProgress';
