import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoriesCarousel } from './CategoriesCarousel';
import { GetStarted } from './GetStarted';
import { MediaLogos } from './MediaLogos';
import { OffersCarousel } from './OffersCarousel';
import { StatsBand } from './StatsBand';
import { TestimonialsSection } from './TestimonialsSection';
import { TestimonialsTicker } from './TestimonialsTicker';
import { TuitionTypes } from './TuitionTypes';
import { TutorsBlock } from './TutorsBlock';
import { homePageOpened } from '../model/home-page';
import { HeroSection } from './HeroSection';
import classes from './HomePage.module.css';

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
      <div className={classes.later}>
        <TuitionTypes />
        <GetStarted audience="tutors" />
        <GetStarted audience="students" />
        <StatsBand />
        <TestimonialsSection />
        <TutorsBlock />
        <OffersCarousel />
        <MediaLogos />
      </div>
    </>
  );
}
