import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type {
  loginBodySchema,
  LoginResponse,
  OtpSentResponse,
  RegisterResponse,
  registrationBodySchema,
} from '../../src/shared/api/contract';
import { isUniqueViolation, violatedConstraint, type Database } from '../db/database';
import type { OtpPurpose, UserRow } from '../db/schema';
import { badRequest, conflict, forbidden, notFound, serviceUnavailable, tooManyRequests, unauthorized } from '../errors';
import type { OtpChannel } from '../../src/shared/api/contract/auth';
import type { UiLanguage } from '../../src/shared/i18n/namespaces';
import type { Clock } from './clock';
import { OTP_VALID_MINUTES, otpMail, type Mailer } from './mail';
import type { SmsService } from './sms';
import { notifyAdmins } from './notifications';
import { consumeOtp, issueOtp, otpMessages, otpTimings, requireVerifiedOtp, verifyOtp, withdrawOtp } from './otp';
import { createLoginThrottle, createMemoryLoginThrottleStore, type LoginThrottleStore } from './login-throttle';
import { assertStrongPassword, hashPassword, verifyPassword } from './passwords';
import { createSession, revokeAllSessions, revokeSession } from './sessions';
import {
  createUser,
  findUserByEmail,
  findUserByEmailOrPhone,
  findUserByPhone,
  normalizeEmail,
  setPasswordHash,
  toSessionUser,
  type UserType,
} from './users';

type LoginInput = z.output<typeof loginBodySchema>;
type RegistrationInput = z.output<typeof registrationBodySchema>;

export const authMessages = {
  invalidCredentials: 'Invalid email/phone or password',
  loggedIn: 'Login successful',
  accountDisabled: 'This account has been disabled. Please contact the Shikhon team.',
  otpSent: 'OTP sent to your email address',
  otpSentToPhone: 'OTP sent to your phone',
  smsLimited: 'Too many codes were sent to this number. Please try again in an hour.',
  noAccountForPhone: 'No account found with this phone number',
  otpVerified: 'OTP verified successfully',
  registered: 'Registration successful',
  loggedOut: 'Logged out successfully',
  passwordReset: 'Password reset successful',
  emailTaken: 'An account with this email already exists',
  phoneTaken: 'An account with this phone number already exists',
  accountTaken: 'An account with this email or phone number already exists',
  noAccountForEmail: 'No account found with this email address',
  mailFailed: 'We could not send the email right now. Please try again in a few minutes.',
  adminRegistration: 'Nobody can register as an admin',
};

const userTypeLabels: Record<UserType, string> = { tutor: 'Tutor', student: 'Guardian/Student', admin: 'admin' };

/** Told only after the right password: which door this account uses. */
export function wrongUserTypeMessage(actual: UserType, chosen: UserType): string {
  if (chosen === 'admin') return 'This account is not an admin account.';
  if (actual === 'admin') return 'This is an admin account. Please log in from the admin login page.';
  return `This account is registered as a ${userTypeLabels[actual]}. Please choose ${userTypeLabels[actual]} and try again.`;
}

export interface AuthServiceDeps {
  db: Database;
  mailer: Mailer;
  /** Codes by SMS (every phone-first account has a mobile number). */
  sms: SmsService;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where failed logins are counted; in-process unless given (docs/decisions.md). */
  loginThrottleStore?: LoginThrottleStore;
}

export function createAuthService({ db, mailer, sms, clock, log, loginThrottleStore }: AuthServiceDeps) {
  const throttle = createLoginThrottle(loginThrottleStore ?? createMemoryLoginThrottleStore(), clock);

  async function ensureAvailable(email: string | null, phone: string): Promise<void> {
    if (email && (await findUserByEmail(db, email))) throw conflict(authMessages.emailTaken);
    if (await findUserByPhone(db, phone)) throw conflict(authMessages.phoneTaken);
  }

  interface CodeContacts {
    /** The OTP row's key: the e-mail when there is one, else the mobile number. */
    key: string;
    email: string | null;
    phone: string | null;
    userId?: string | null;
    language: UiLanguage;
  }

  /**
   * Makes a code and sends it to every contact given: the e-mail (mail) and the phone (SMS). Succeeds when at least one
   * got it; otherwise the code is withdrawn (503, or 429 when the number's SMS limit refused it and there is no e-mail).
   */
  async function sendOtp(contacts: CodeContacts, purpose: OtpPurpose): Promise<OtpSentResponse> {
    const code = await issueOtp(db, contacts.key, purpose, clock.now());
    const sentTo: OtpChannel[] = [];
    let smsLimited = false;
    if (contacts.email) {
      try {
        await mailer.send(otpMail(contacts.email, purpose, code));
        sentTo.push('email');
        if (mailer.kind !== 'smtp') {
          // Without SMTP the log is how a local user reads the code (and the .eml in the outbox).
          log.info({ to: contacts.email, purpose, otp: code }, `OTP for ${contacts.email}: ${code}`);
        }
      } catch (error) {
        log.error({ err: error, to: contacts.email, purpose }, 'OTP mail could not be sent');
      }
    }
    if (contacts.phone) {
      const status = await sms.sendCode({
        to: contacts.phone,
        purpose,
        code,
        minutes: OTP_VALID_MINUTES,
        language: contacts.language,
        userId: contacts.userId ?? null,
      });
      if (status === 'sent' || status === 'outbox') sentTo.push('phone');
      smsLimited = status === 'limited';
    }
    if (sentTo.length === 0) {
      await withdrawOtp(db, contacts.key, purpose);
      if (smsLimited && !contacts.email) throw tooManyRequests(authMessages.smsLimited, 3600);
      throw serviceUnavailable(authMessages.mailFailed);
    }
    // The spec's words whenever the e-mail got it; sentTo tells the code step about the SMS as well.
    const message = sentTo.includes('email') ? authMessages.otpSent : authMessages.otpSentToPhone;
    return { message, ...otpTimings, sentTo };
  }

  /** The OTP key of what a person typed at verify/reset: the e-mail, else the mobile number. */
  const codeKey = (address: { email?: string | undefined; phone?: string | undefined }): string =>
    address.email ? normalizeEmail(address.email) : (address.phone ?? '');

  async function findAccount(address: { email?: string | undefined; phone?: string | undefined }): Promise<UserRow> {
    if (address.email) {
      const user = await findUserByEmail(db, address.email);
      if (!user) throw notFound(authMessages.noAccountForEmail);
      return user;
    }
    const user = address.phone ? await findUserByPhone(db, address.phone) : undefined;
    if (!user) throw notFound(authMessages.noAccountForPhone);
    return user;
  }

  /** A member's SMS follow the account's language, else the request's. */
  const memberLanguageOr = (user: UserRow, fallback: UiLanguage): UiLanguage =>
    user.language === 'bn' || user.language === 'en' ? user.language : fallback;

  return {
    /** `clientIp` keys the per-account throttle together with the account (see login-throttle.ts). */
    async login(input: LoginInput, clientIp = 'unknown'): Promise<LoginResponse> {
      const user = await findUserByEmailOrPhone(db, input.emailOrPhone);
      // The account when it exists (however its e-mail or phone was typed), else what was typed.
      const account = user ? `user:${user.id}` : `login:${input.emailOrPhone.trim().toLowerCase()}`;
      await throttle.check(account, clientIp);
      const passwordOk = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !passwordOk) {
        await throttle.failed(account, clientIp);
        throw unauthorized(authMessages.invalidCredentials);
      }
      await throttle.succeeded(account, clientIp);
      if (user.userType !== input.userType) throw unauthorized(wrongUserTypeMessage(user.userType, input.userType));
      // A disabled staff account keeps its data and history but opens no session.
      if (user.disabledAt) throw forbidden(authMessages.accountDisabled);
      const { token } = await createSession(db, user.id, { rememberMe: input.rememberMe, now: clock.now() });
      return { message: authMessages.loggedIn, user: toSessionUser(user, token) };
    },

    /** The code goes to the e-mail (when given) and by SMS to the mobile number, in the request's language. */
    async initiateRegistration(input: RegistrationInput, language: UiLanguage = 'en'): Promise<OtpSentResponse> {
      const email = input.email ? normalizeEmail(input.email) : null;
      await assertStrongPassword(input.password, [input.name, ...(email ? [email] : []), input.phone]);
      await ensureAvailable(email, input.phone);
      return sendOtp({ key: email ?? input.phone, email, phone: input.phone, language }, 'registration');
    },

    async verifyRegistration(address: { email?: string | undefined; phone?: string | undefined }, otp: string): Promise<{ message: string }> {
      await verifyOtp(db, codeKey(address), 'registration', otp, clock.now());
      return { message: authMessages.otpVerified };
    },

    async register(input: RegistrationInput, language?: UiLanguage): Promise<RegisterResponse> {
      const email = input.email ? normalizeEmail(input.email) : null;
      await assertStrongPassword(input.password, [input.name, ...(email ? [email] : []), input.phone]);
      await ensureAvailable(email, input.phone);
      const otp = await requireVerifiedOtp(db, email ?? input.phone, 'registration', clock.now());
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      let user: UserRow;
      let token: string;
      try {
        ({ user, token } = await db.transaction(async (tx) => {
          if (!(await consumeOtp(tx, otp.id, now))) throw badRequest(otpMessages.used);
          const created = await createUser(tx, {
            name: input.name,
            email,
            phone: input.phone,
            passwordHash,
            userType: input.userType,
            gender: input.gender ?? null,
            ...(language ? { language } : {}),
          });
          await notifyAdmins(tx, {
            kind: 'registration',
            type: 'success',
            title: 'New Registration',
            message: `${created.name} registered as a ${userTypeLabels[created.userType]}`,
            link: created.userType === 'tutor' ? '/admin/tutors' : '/admin/students',
            createdAt: now,
          });
          const session = await createSession(tx, created.id, { rememberMe: false, now });
          return { user: created, token: session.token };
        }));
      } catch (error) {
        if (isUniqueViolation(error)) {
          const constraint = violatedConstraint(error) ?? '';
          throw conflict(
            constraint.includes('email')
              ? authMessages.emailTaken
              : constraint.includes('phone')
                ? authMessages.phoneTaken
                : authMessages.accountTaken,
          );
        }
        throw error;
      }
      log.info({ userId: user.id, userType: user.userType }, 'account registered');
      return { message: authMessages.registered, user: toSessionUser(user, token) };
    },

    async logout(sessionId: string): Promise<{ message: string }> {
      await revokeSession(db, sessionId, clock.now());
      return { message: authMessages.loggedOut };
    },

    /** The account of the typed e-mail or mobile number gets a code at every contact it has. */
    async forgotPassword(address: { email?: string | undefined; phone?: string | undefined }, language: UiLanguage = 'en'): Promise<OtpSentResponse> {
      const user = await findAccount(address);
      return sendOtp(
        { key: codeKey(address), email: user.email, phone: user.phone, userId: user.id, language: memberLanguageOr(user, language) },
        'reset',
      );
    },

    async verifyResetOtp(address: { email?: string | undefined; phone?: string | undefined }, otp: string): Promise<{ message: string }> {
      await verifyOtp(db, codeKey(address), 'reset', otp, clock.now());
      return { message: authMessages.otpVerified };
    },

    async resetPassword(address: { email?: string | undefined; phone?: string | undefined }, otp: string, newPassword: string): Promise<{ message: string }> {
      const key = codeKey(address);
      await assertStrongPassword(newPassword, [key]);
      await requireVerifiedOtp(db, key, 'reset', clock.now());
      // The code is checked again (and counts as a try), so a verified OTP is no open door for guessers.
      const verified = await verifyOtp(db, key, 'reset', otp, clock.now());
      const user = await findAccount(address);
      const passwordHash = await hashPassword(newPassword);
      const now = clock.now();
      await db.transaction(async (tx) => {
        if (!(await consumeOtp(tx, verified.id, now))) throw badRequest(otpMessages.used);
        await setPasswordHash(tx, user.id, passwordHash, now);
        await revokeAllSessions(tx, user.id, now);
      });
      log.info({ userId: user.id }, 'password reset; all sessions revoked');
      return { message: authMessages.passwordReset };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
