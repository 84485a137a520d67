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

/** Each link's words are `footer.links.<key>` in the `common` catalogue. */
export const usefulLinks = [
  { key: 'tuitionBoard', to: routes.tuitionBoard },
  { key: 'hireTutor', to: routes.hireTutor },
  { key: 'findTutors', to: routes.findTutors },
  { key: 'joinAsTutor', to: routes.signup },
  { key: 'faq', to: routes.faq },
  { key: 'terms', to: routes.terms },
  { key: 'privacy', to: routes.privacy },
] as const;

export const contact = {
  email: SUPPORT_EMAIL,
  phone: SUPPORT_PHONE_INTERNATIONAL,
  phoneHref: SUPPORT_PHONE_HREF,
  address: OFFICE_ADDRESS,
} as const;

/** Each link's name is `footer.social.<key>` in the `common` catalogue. */
export const socialLinks = [
  { key: 'facebook', href: 'https://www.facebook.com/shikhon.bd', Icon: IconBrandFacebook },
  { key: 'instagram', href: 'https://www.instagram.com/shikhon.bd', Icon: IconBrandInstagram },
  { key: 'linkedin', href: 'https://www.linkedin.com/company/shikhon-bd', Icon: IconBrandLinkedin },
  { key: 'x', href: 'https://x.com/shikhon_bd', Icon: IconBrandX },
  { key: 'youtube', href: 'https://www.youtube.com/@shikhon-bd', Icon: IconBrandYoutube },
  { key: 'whatsapp', href: 'https://wa.me/8801711000000', Icon: IconBrandWhatsapp },
  { key: 'messenger', href: 'https://m.me/shikhon.bd', Icon: IconBrandMessenger },
] as const;

/** Mobile-wallet providers shown under "We Accept" (`footer.wallets.<key>`: "bKash" is "বিকাশ" in Bangla). */
export const paymentProviders = [{ key: 'bkash', color: '#e2136e' }] as const;
