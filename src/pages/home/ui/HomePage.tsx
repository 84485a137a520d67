import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoriesCarousel } from '@/widgets/categories-carousel';
import { GetStarted } from '@/widgets/get-started';
import { MediaLogos } from '@/widgets/media-logos';
import { OffersCarousel } from '@/widgets/offers-carousel';
import { StatsBand } from '@/widgets/stats-band';
import { TestimonialsSection, TestimonialsTicker } from '@/widgets/testimonials';
import { TuitionTypes } from '@/widgets/tuition-types';
import { TutorsBlock } from '@/widgets/tutors-block';
import { homePageOpened } from '../model/home-page';
import { HeroSection } from './HeroSection';

/** Home (`/`): sections 1 to 10 of the spec in its order; the footer (11) comes from the layout. */
export function HomePage() {
  const { t } = useTranslation('home');
  const opened = useUnit(homePageOpened);
  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <>
      <title>{t('pageTitle')}</title>
      <HeroSection />
      <CategoriesCarousel aside={<TestimonialsTicker />} />
      <TuitionTypes />
      <GetStarted audience="tutors" />
      <GetStarted audience="students" />
      <StatsBand />
      <TestimonialsSection />
      <TutorsBlock />
      <OffersCarousel />
      <MediaLogos />
    </>
  );
}
