// Every table of the database. A new resource adds its file here and runs `npm run db:generate`.
export {
  users,
  userTypeEnum,
  genderEnum,
  studentDisplayIdSequence,
  tutorDisplayIdSequence,
  type UserRow,
  type NewUserRow,
} from './users';
export { sessions, otps, otpPurposeEnum, type SessionRow, type OtpRow, type OtpPurpose } from './auth';
