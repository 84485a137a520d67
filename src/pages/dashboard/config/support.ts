/** The support line students call to be put in touch with a tutor (same number as the footer). */
export { SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@/shared/config';

/** "Please call our support number for a connection:" in Bangla, followed by the number. */
export const SUPPORT_NOTE_BN = 'টিউটরের সাথে সংযোগের জন্য অনুগ্রহ করে আমাদের সাপোর্ট নম্বরে কল করুন:';
