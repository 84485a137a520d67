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
import { badRequest, conflict, forbidden, notFound, serviceUnavailable, unauthorized } from '../errors';
import type { Clock } from './clock';
import { otpMail, type Mailer } from './mail';
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
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where failed logins are counted; in-process unless given (docs/decisions.md). */
  loginThrottleStore?: LoginThrottleStore;
}

export function createAuthService({ db, mailer, clock, log, loginThrottleStore }: AuthServiceDeps) {
  const throttle = createLoginThrottle(loginThrottleStore ?? createMemoryLoginThrottleStore(), clock);

  async function ensureAvailable(email: string, phone: string): Promise<void> {
    if (await findUserByEmail(db, email)) throw conflict(authMessages.emailTaken);
    if (await findUserByPhone(db, phone)) throw conflict(authMessages.phoneTaken);
  }

  async function sendOtp(email: string, purpose: OtpPurpose): Promise<void> {
    const code = await issueOtp(db, email, purpose, clock.now());
    try {
      await mailer.send(otpMail(email, purpose, code));
    } catch (error) {
      log.error({ err: error, to: email, purpose }, 'OTP mail could not be sent');
      await withdrawOtp(db, email, purpose);
      throw serviceUnavailable(authMessages.mailFailed);
    }
    if (mailer.kind !== 'smtp') {
      // Without SMTP the log is how a local user reads the code (and the .eml in the outbox).
      log.info({ to: email, purpose, otp: code }, `OTP for ${email}: ${code}`);
    }
  }

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

    async initiateRegistration(input: RegistrationInput): Promise<OtpSentResponse> {
      const email = normalizeEmail(input.email);
      await assertStrongPassword(input.password, [input.name, email, input.phone]);
      await ensureAvailable(email, input.phone);
      await sendOtp(email, 'registration');
      return { message: authMessages.otpSent, ...otpTimings };
    },

    async verifyRegistration(email: string, otp: string): Promise<{ message: string }> {
      await verifyOtp(db, normalizeEmail(email), 'registration', otp, clock.now());
      return { message: authMessages.otpVerified };
    },

    async register(input: RegistrationInput): Promise<RegisterResponse> {
      const email = normalizeEmail(input.email);
      await assertStrongPassword(input.password, [input.name, email, input.phone]);
      await ensureAvailable(email, input.phone);
      const otp = await requireVerifiedOtp(db, email, 'registration', clock.now());
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

    async forgotPassword(rawEmail: string): Promise<OtpSentResponse> {
      const email = normalizeEmail(rawEmail);
      if (!(await findUserByEmail(db, email))) throw notFound(authMessages.noAccountForEmail);
      await sendOtp(email, 'reset');
      return { message: authMessages.otpSent, ...otpTimings };
    },

    async verifyResetOtp(email: string, otp: string): Promise<{ message: string }> {
      await verifyOtp(db, normalizeEmail(email), 'reset', otp, clock.now());
      return { message: authMessages.otpVerified };
    },

    async resetPassword(rawEmail: string, otp: string, newPassword: string): Promise<{ message: string }> {
      const email = normalizeEmail(rawEmail);
      await assertStrongPassword(newPassword, [email]);
      await requireVerifiedOtp(db, email, 'reset', clock.now());
      // The code is checked again (and counts as a try), so a verified OTP is no open door for guessers.
      const verified = await verifyOtp(db, email, 'reset', otp, clock.now());
      const user = await findUserByEmail(db, email);
      if (!user) throw notFound(authMessages.noAccountForEmail);
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
