/** The support line students call to be put in touch with a tutor (same number as the footer). */
export const SUPPORT_PHONE = '01711-000000';
export const SUPPORT_PHONE_HREF = 'tel:+8801711000000';

/** "Please call our support number for a connection:" in Bangla, followed by the number. */
export const SUPPORT_NOTE_BN = 'টিউটরের সাথে সংযোগের জন্য অনুগ্রহ করে আমাদের সাপোর্ট নম্বরে কল করুন:';
