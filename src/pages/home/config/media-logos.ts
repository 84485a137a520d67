export interface MediaLogo {
  name: string;
  /** A logo drawn for Shikhon and served from `public/media`, never an outside address. */
  src: string;
}

/** Placeholder press logos until real coverage (and permission to show its logo) exists. */
export const MEDIA_LOGOS: readonly MediaLogo[] = [
  { name: 'Dhaka Ledger', src: '/media/dhaka-ledger.svg' },
  { name: 'Bangla Tech Review', src: '/media/bangla-tech-review.svg' },
  { name: 'Campus Times', src: '/media/campus-times.svg' },
  { name: 'EduNews 24', src: '/media/edunews-24.svg' },
  { name: 'The Morning Tribune', src: '/media/morning-tribune.svg' },
  { name: 'Startup Dhaka', src: '/media/startup-dhaka.svg' },
];
