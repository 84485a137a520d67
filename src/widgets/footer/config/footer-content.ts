import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandMessenger,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import { OFFICE_ADDRESS, routes, SUPPORT_EMAIL, SUPPORT_PHONE_HREF, SUPPORT_PHONE_INTERNATIONAL } from '@/shared/config';

export const ABOUT_TEXT =
  'Shikhon is an EdTech since 2025 that offers tuition assignments throughout the country, connecting guardians and students with verified home and online tutors.';

export const usefulLinks = [
  { label: 'Tuition Board', to: routes.tuitionBoard },
  { label: 'Hire a Tutor', to: routes.hireTutor },
  { label: 'Find Tutors', to: routes.findTutors },
  { label: 'Join as a Tutor', to: routes.signup },
  { label: 'FAQ', to: routes.faq },
  { label: 'Terms and Conditions', to: routes.terms },
  { label: 'Privacy Policy', to: routes.privacy },
] as const;

export const contact = {
  email: SUPPORT_EMAIL,
  phone: SUPPORT_PHONE_INTERNATIONAL,
  phoneHref: SUPPORT_PHONE_HREF,
  address: OFFICE_ADDRESS,
} as const;

export const socialLinks = [
  { label: 'Shikhon on Facebook', href: 'https://www.facebook.com/shikhon.bd', Icon: IconBrandFacebook },
  { label: 'Shikhon on Instagram', href: 'https://www.instagram.com/shikhon.bd', Icon: IconBrandInstagram },
  { label: 'Shikhon on LinkedIn', href: 'https://www.linkedin.com/company/shikhon-bd', Icon: IconBrandLinkedin },
  { label: 'Shikhon on X (Twitter)', href: 'https://x.com/shikhon_bd', Icon: IconBrandX },
  { label: 'Shikhon on YouTube', href: 'https://www.youtube.com/@shikhon-bd', Icon: IconBrandYoutube },
  { label: 'Chat with Shikhon on WhatsApp', href: 'https://wa.me/8801711000000', Icon: IconBrandWhatsapp },
  { label: 'Message Shikhon on Messenger', href: 'https://m.me/shikhon.bd', Icon: IconBrandMessenger },
] as const;

/** Mobile-wallet providers shown under "We Accept". */
export const paymentProviders = [{ name: 'bKash', color: '#e2136e' }] as const;
