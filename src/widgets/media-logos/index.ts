export { MediaLogos, MEDIA_LOGOS_INTERVAL_MS, type MediaLogosProps } from './ui/MediaLogos';
export { MEDIA_LOGOS, type MediaLogo } from './config/media-logos';
