import { Image, type ImageProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import defaultAvatar from './default-avatar.svg';

/** The avatar shown for a tutor with no photo, or whose photo fails to load. */
export const DEFAULT_TUTOR_AVATAR: string = defaultAvatar;

export interface TutorAvatarProps extends Omit<ImageProps, 'src' | 'fallbackSrc'> {
  /** The image's address (see `tutorImageUrl`); the default avatar when missing or when it fails to load. */
  src: string | null;
  name: string;
  /** `high` for the photo that is the page's largest paint (the tutor's own page), so the browser asks for it first. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** `lazy` for a photo that may be off the first screen (a list's cards after the first): fetched once scrolled near. */
  loading?: 'lazy' | 'eager';
}

/** A tutor's photo, or the default avatar shipped with the client (no outside address). */
export function TutorAvatar({ src, name, ...props }: TutorAvatarProps) {
  const { t } = useTranslation('board');
  return <Image src={src} fallbackSrc={DEFAULT_TUTOR_AVATAR} alt={t('tutor.photoOf', { name })} {...props} />;
}
