// Issue 16: every page group of the public site renders in Bangla (and the switch brings English back).
import { screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { fetchAffiliatesFx } from '@/entities/affiliate';
import { fetchTestimonialsFx } from '@/entities/testimonial';
import { fetchTuitionsFx, type BoardQuery } from '@/entities/tuition';
import { educationRowsOf, fetchTutorsFx, toTutorDetailView } from '@/entities/tutor';
import { FaqPage } from '@/pages/faq';
import { FindTutorsPage } from '@/pages/find-tutors';
import { HireTutorPage } from '@/pages/hire-tutor';
import { fetchDistrictCountsFx, fetchPublicStatsFx, HomePage } from '@/pages/home';
import { NotFoundPage } from '@/pages/not-found';
import { PrivacyPage } from '@/pages/privacy';
import { TermsPage } from '@/pages/terms';
import { TuitionBoardPage } from '@/pages/tuition-board';
import { TuitionDetailsView } from '@/pages/tuition-details/ui/TuitionDetailsView';
import { EducationTable } from '@/pages/tutor-details/ui/EducationTable';
import { FAILURE_SENTENCES, failureSentence, type PublicTutor, type PublicTutorDetail } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { Footer } from '@/widgets/footer';
import { Header } from '@/widgets/header';
import { makeBoardPage } from '../../stories/entities/tuition/fixtures';
import { renderWithProviders } from '../render';

const tutor: PublicTutor = {
  _id: 't-1',
  tutorId: 1001,
  name: 'Nusrat Jahan',
  image: null,
  gender: 'Female',
  district: 'Chattogram',
  area: 'Panchlaish',
  isPremium: true,
  isVerified: true,
  isFeatured: false,
  isAvailable: true,
  institute: 'University of Chittagong',
  subject: 'English',
  tuition: { preferredMedium: ['english-medium'], preferredClasses: ['O Level'] },
};

describe('the public site in Bangla', () => {
  it('home: every section in Bangla, catalogue values included', async () => {
    await i18n.changeLanguage('bn');
    const scope = fork({
      handlers: [
        [fetchDistrictCountsFx, vi.fn(async () => ({ data: { Dhaka: 42 } }))],
        [fetchPublicStatsFx, vi.fn(async () => ({ tutors: 25000, students: 32000, liveJobs: 642 }))],
        [fetchTestimonialsFx, vi.fn(async () => ({ testimonials: [] }))],
        [fetchTutorsFx, vi.fn(async () => ({ tutors: [tutor], count: 1 }))],
        [fetchAffiliatesFx, vi.fn(async () => ({ data: [] }))],
      ],
    });
    renderWithProviders(<HomePage />, { scope });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('বাসায় ও অনলাইনে পড়ানোর নির্ভরযোগ্য টিউশন প্ল্যাটফর্ম');
    expect(await screen.findByRole('link', { name: /^ঢাকা/ })).toHaveTextContent(/^ঢাকা(42|৪২)টি টিউশন$/);
    expect(screen.getAllByText('বাংলা মাধ্যম').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'শিক্ষকেরা কীভাবে শুরু করবেন?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'টিউশনের ধরন' })).toBeInTheDocument();
    expect(await screen.findByText('মোট শিক্ষক')).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Nusrat Jahan' })).closest('article') as HTMLElement;
    expect(within(card).getByText('ইংরেজি')).toBeInTheDocument();
    expect(within(card).getByText('চট্টগ্রাম')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^বিস্তারিত দেখুন/ })).toBeInTheDocument();
    expect(screen.queryByText('Types Of Tuition')).not.toBeInTheDocument();
  });

  it('header and footer: Bangla words, and the switch brings the spec English back', async () => {
    await i18n.changeLanguage('bn');
    const { user } = renderWithProviders(
      <>
        <Header />
        <Footer year={2026} />
      </>,
    );
    expect(screen.getAllByRole('link', { name: 'টিউশন বোর্ড' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'প্রয়োজনীয় লিংক' })).toBeInTheDocument();
    expect(screen.getByText('বাড়ি ১২, সড়ক ৫, ধানমন্ডি, ঢাকা ১২০৫, বাংলাদেশ')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: /Show in English/ })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Useful Links' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Tuition Board' }).length).toBeGreaterThan(0);
    expect(screen.getByText('© 2026 Shikhon. All rights reserved.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /বাংলায় দেখুন/ }).length).toBeGreaterThan(0);
  });

  it('board: filters, count line and job cards in Bangla', async () => {
    await i18n.changeLanguage('bn');
    const fetch = vi.fn(async ({ page, limit }: BoardQuery) => makeBoardPage(3, { page, limit, total: 3 }));
    const scope = fork({ handlers: [[fetchTuitionsFx, fetch]] });
    renderWithProviders(<TuitionBoardPage />, { route: '/tution_list', path: '/tution_list', scope });

    expect(screen.getByRole('heading', { level: 1, name: 'টিউশন বোর্ড' })).toBeInTheDocument();
    expect(await screen.findByText(/৩টি টিউশনের মধ্যে|3টি টিউশনের মধ্যে/)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'জব আইডি দিয়ে খুঁজুন' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'পুরুষ' })).toBeInTheDocument();
    const [first] = screen.getAllByRole('article');
    expect(within(first as HTMLElement).getByText('বিভাগ:')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByRole('link', { name: 'বিস্তারিত দেখুন' })).toBeInTheDocument();
  });

  it('job details: labels and catalogue values in Bangla', async () => {
    await i18n.changeLanguage('bn');
    const [job] = makeBoardPage(1, { page: 1, limit: 10, total: 1 }).data;
    renderWithProviders(<TuitionDetailsView tuition={{ ...job!, notes: [], category: 'Bangla Medium', classLevel: 'Class 5' }} />);
    expect(screen.getByRole('heading', { name: 'অন্যান্য চাহিদা' })).toBeInTheDocument();
    expect(screen.getByText('অতিরিক্ত কোনো চাহিদা নেই')).toBeInTheDocument();
    expect(screen.getByText('বাংলা মাধ্যম')).toBeInTheDocument();
    expect(screen.getByText('শ্রেণি ৫')).toBeInTheDocument();
  });

  it('tutor details: the view and the education table in Bangla', async () => {
    await i18n.changeLanguage('bn');
    const detail = {
      ...tutor,
      education: {},
      tuition: { preferredTime: ['Morning'], experience: '2', preferredMedium: ['bangla-medium'] },
    } as unknown as PublicTutorDetail;
    const view = toTutorDetailView(detail);
    expect(view.teachingStyle).toBe('দেওয়া হয়নি');
    expect(view.experience).toMatch(/^(2|২) বছর$/);
    expect(view.preferredTime).toBe('সকাল');
    expect(view.preferredMedium).toEqual(['বাংলা মাধ্যম']);
    expect(view.gender).toBe('নারী');
    renderWithProviders(<EducationTable rows={educationRowsOf(null)} />);
    expect(screen.getByText('শিক্ষাগত কোনো তথ্য দেওয়া নেই')).toBeInTheDocument();
  });

  it('find tutors and hire a tutor: forms in Bangla', async () => {
    await i18n.changeLanguage('bn');
    const scope = fork({ handlers: [[fetchTutorsFx, vi.fn(async () => ({ tutors: [tutor], count: 1 }))]] });
    renderWithProviders(<FindTutorsPage />, { route: '/premium_tutor', path: '/premium_tutor', scope });
    expect(screen.getByRole('radio', { name: 'প্রিমিয়াম' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ফিল্টার মুছুন' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('সব জেলা')).toBeInTheDocument();
  });

  it('hire a tutor: the page and its form in Bangla', async () => {
    await i18n.changeLanguage('bn');
    renderWithProviders(<HireTutorPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'আপনি কি শিক্ষক খুঁজছেন?' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'শিক্ষার্থীর নাম' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'জমা দিন' })).toBeInTheDocument();
  });

  it('FAQ, terms, privacy and not found in Bangla', async () => {
    await i18n.changeLanguage('bn');
    const faq = renderWithProviders(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'সাধারণ প্রশ্নোত্তর' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'কারা শিক্ষক হতে পারেন?' })).toBeInTheDocument();
    faq.unmount();
    const terms = renderWithProviders(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'শর্তাবলি' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /মিডিয়া ফি$/ })).toBeInTheDocument();
    terms.unmount();
    const privacy = renderWithProviders(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'গোপনীয়তা নীতি' })).toBeInTheDocument();
    privacy.unmount();
    renderWithProviders(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'পাতাটি পাওয়া যায়নি' })).toBeInTheDocument();
  });

  it('failure sentences follow the language on screen', async () => {
    expect(failureSentence(500)).toBe(FAILURE_SENTENCES.server);
    await i18n.changeLanguage('bn');
    expect(failureSentence(500)).toBe('আমাদের দিকে একটি সমস্যা হয়েছে। অনুগ্রহ করে কয়েক মিনিট পরে আবার চেষ্টা করুন।');
    expect(failureSentence(0)).toMatch(/ইন্টারনেট সংযোগ/);
  });
});
