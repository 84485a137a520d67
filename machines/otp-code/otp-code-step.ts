/**
 * The code step's states, written once for registration and password reset: the boxes, Submit (a dead code is not
 * sent, an incomplete one is refused), Resend, and what a refused code or Resend does. Each machine names its own
 * states and calls (registration `verifying`/`resending` on its register calls, reset `verifyingOtp`/`resendingOtp`
 * on forgot-password) and its own fallback sentences; the transitions are these.
 */
import { assign, type DoneActorEvent, type ErrorActorEvent, type EventObject } from 'xstate';
import {
  OTP_CODE_MESSAGES,
  OTP_DIGITS,
  emptyOtpBoxes,
  freshOtpCodeStatus,
  isCodeFailure,
  otpBoxesOf,
  otpFailureOf,
  statusAfterRefusal,
  statusAfterResendRefusal,
  type OtpCodeStatus,
} from './otp-code';

/** What the code step keeps in a machine's context. */
export interface OtpStepContext {
  /** Six boxes, each a digit or "". */
  otp: string[];
  /** Tries left, a dead code, and when Resend opens. */
  code: OtpCodeStatus;
  error: string | null;
  /** The success banner. */
  notice: string | null;
}

/** What the user does on the code step. */
export type OtpStepEvent =
  | { type: 'otp.change'; digits: string[] }
  | { type: 'otp.submit' }
  /** Mail a new code (the server allows one a minute). */
  | { type: 'otp.resend' };

/** No code sent yet: no tries counted, Resend open. */
export const noOtpCodeStatus = (): OtpCodeStatus => ({ triesLeft: null, codeExpired: false, resendAvailableAt: null });

/** The code step's part of a machine's context before any code is sent. */
export const emptyOtpStep = () => ({ otp: emptyOtpBoxes(), code: noOtpCodeStatus(), error: null, notice: null });

const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;

/** What a call that sends a code answers, as far as the step reads it. */
interface CodeSentOutput {
  resendAfterSeconds?: number;
}
type CodeSentEvent<TOutput extends CodeSentOutput = CodeSentOutput> = DoneActorEvent<TOutput>;
/** What else a machine keeps when a code was sent (registration: where it went). */
type SentExtra<TContext, TOutput extends CodeSentOutput> = (args: {
  context: TContext;
  event: CodeSentEvent<TOutput>;
}) => Partial<TContext>;

/** The code step's guards, for the machine's setup(). */
export const otpStepGuards = {
  isOtpComplete: ({ context }: { context: OtpStepContext }) =>
    context.otp.length === OTP_DIGITS && context.otp.every((digit) => /^\d$/.test(digit)),
  isCodeDead: ({ context }: { context: OtpStepContext }) => context.code.codeExpired,
  /** The server answered (a refusal of the code itself, or of anything else). */
  isAnsweredByServer: ({ event }: { event: unknown }) => otpFailureOf(errorOf(event)).answered,
  /** The server refused the code itself (wrong, expired, locked). */
  isCodeRefusal: ({ event }: { event: unknown }) => isCodeFailure(otpFailureOf(errorOf(event))),
};

/** The sentence of a failed call: the server's own, else the machine's. */
export const failureMessage = (error: unknown, fallback: string): string => otpFailureOf(error).message ?? fallback;

/** The boxes after a code was sent: empty, the count of tries reset, Resend closed for as long as the server said. */
export const codeSent = ({ event }: { event: CodeSentEvent }) => ({
  otp: emptyOtpBoxes(),
  code: freshOtpCodeStatus(event.output.resendAfterSeconds),
});

/**
 * The code step for one machine: its actions (for setup()) and its states' configs, typed with the machine's own
 * context and events (`TContext` holds the code step's fields), so the machine takes them as its own.
 */
export function otpCodeStep<TContext extends OtpStepContext, TEvent extends EventObject>() {
  /** An assign on the code step's part of the machine's context. */
  const stepAssign = <TExpressionEvent extends EventObject>(
    assignment: (args: { context: TContext; event: TExpressionEvent }) => Partial<OtpStepContext> | Partial<TContext>,
  ) => assign<TContext, TExpressionEvent, undefined, TEvent, never>((args) => assignment(args) as Partial<TContext>);

  /** A refused code: back to `step` saying why (tries left, expired), the boxes cleared, Resend offered. */
  const refusal = ({ step, refused, clearNotice = false }: { step: string; refused: string; clearNotice?: boolean }) =>
    ({
      target: step,
      actions: stepAssign<ErrorActorEvent>(({ context, event }) => ({
        otp: emptyOtpBoxes(),
        code: statusAfterRefusal(context.code, otpFailureOf(event.error)),
        error: failureMessage(event.error, refused),
        ...(clearNotice ? { notice: null } : {}),
      })),
    }) as const;

  return {
    /** The step's actions, for the machine's setup(). */
    actions: {
      setOtp: stepAssign(({ event }) => ({
        otp: otpBoxesOf((event as Extract<OtpStepEvent, { type: 'otp.change' }>).digits),
      })),
      clearMessages: stepAssign(() => ({ error: null, notice: null })),
    },
    /** The step's guards, for the machine's setup(). */
    guards: otpStepGuards,

    /**
     * The step itself: the boxes follow what is typed; Submit sends a complete code to `verify`, refuses an
     * incomplete one with `incomplete`, and says a dead code can only be replaced; Resend goes to `resend`.
     * `keepNotice`: an incomplete code leaves the banner of the sent code up (registration), else it is cleared.
     */
    entry: ({ verify, resend, incomplete, keepNotice = false }: {
      verify: string;
      resend: string;
      incomplete: string;
      keepNotice?: boolean;
    }) =>
      ({
        tags: ['otp'],
        on: {
          'otp.change': { actions: 'setOtp' },
          'otp.submit': [
            // A dead code is not sent again: the step says to ask for a new one.
            { guard: 'isCodeDead', actions: stepAssign(() => ({ error: OTP_CODE_MESSAGES.expiredHint, notice: null })) },
            { guard: 'isOtpComplete', target: verify, actions: 'clearMessages' },
            { actions: stepAssign(() => (keepNotice ? { error: incomplete } : { error: incomplete, notice: null })) },
          ],
          'otp.resend': { target: resend, actions: 'clearMessages' },
        },
      }) as const,

    /** What the resending call does: a new code (the "sent again" banner), or a refusal (a 429 says when it opens). */
    resent: <TOutput extends CodeSentOutput>({
      step,
      failed,
      also = () => ({}),
    }: {
      step: string;
      failed: string;
      also?: SentExtra<TContext, TOutput>;
    }) =>
      ({
        onDone: {
          target: step,
          actions: stepAssign<CodeSentEvent<TOutput>>((args) => ({
            ...codeSent(args),
            ...also(args),
            error: null,
            notice: OTP_CODE_MESSAGES.resent,
          })),
        },
        onError: {
          target: step,
          actions: stepAssign<ErrorActorEvent>(({ context, event }) => ({
            code: statusAfterResendRefusal(context.code, otpFailureOf(event.error)),
            error: failureMessage(event.error, failed),
          })),
        },
      }) as const,

    refusal,

    /**
     * A failed verify: the server refused the code (see `refusal`), or never answered, when the code may be good:
     * the boxes stay, with `unanswered` unless there is a sentence.
     */
    verifyFailed: ({ step, refused, unanswered }: { step: string; refused: string; unanswered: string }) =>
      [
        { guard: 'isAnsweredByServer', ...refusal({ step, refused }) },
        {
          target: step,
          actions: stepAssign<ErrorActorEvent>(({ event }) => ({ error: failureMessage(event.error, unanswered) })),
        },
      ] as const,

    /** The code was sent: the boxes empty, the count of tries reset, Resend closed as long as the server said. */
    sent: <TOutput extends CodeSentOutput>(also: SentExtra<TContext, TOutput>) =>
      stepAssign<CodeSentEvent<TOutput>>((args) => ({ ...codeSent(args), ...also(args) })),
  };
}
