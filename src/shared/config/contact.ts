/** How people reach Shikhon: one place for the footer, the legal pages and the dashboard's support note. */
export const SUPPORT_EMAIL = 'support@shikhon.com.bd';
export const SUPPORT_PHONE = '01711-000000';
export const SUPPORT_PHONE_INTERNATIONAL = '+880 1711-000000';
export const SUPPORT_PHONE_HREF = 'tel:+8801711000000';
export const OFFICE_ADDRESS = 'House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh';
