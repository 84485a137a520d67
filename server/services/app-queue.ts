// The application's queue: which queues there are and who handles them. buildApp creates it (app.queue), starts
// its worker unless QUEUE_WORKER=off, and stops it on close.
import type { Database } from '../db/database';
import { systemClock, type Clock } from './clock';
import { FEE_REMINDER_SCAN_EVERY_MS, FEE_REMINDERS_QUEUE, feeReminderHandlers } from './fee-reminders';
import type { Mailer } from './mail';
import { MAIL_QUEUE, type MailJobPayload } from './member-notifications';
import { SMS_QUEUE, smsHandler, type SmsService } from './sms';
import { createQueue, type Queue, type QueueHandler, type QueueOptions } from './queue';

/** Sends a queued mail as it was rendered at enqueue: the same Message-ID, Date and words on every attempt. */
export function mailHandler(mailer: Mailer, concurrency = 10): QueueHandler<MailJobPayload> {
  return {
    concurrency,
    async run({ payload }) {
      await mailer.send({
        to: payload.to,
        subject: payload.subject,
        text: payload.text,
        messageId: payload.messageId,
        date: payload.date,
      });
    },
  };
}

export interface AppQueueOptions extends Pick<QueueOptions, 'pollMs' | 'lockMs' | 'backoffMs' | 'maxBackoffMs' | 'batchSize' | 'log'> {
  db: Database;
  mailer: Mailer;
  /** Sends the member notifications' SMS (none are sent without it). */
  sms?: SmsService;
  clock?: Clock;
  /** Mails sent at the same time by one worker. */
  mailConcurrency?: number;
}

export function createAppQueue({ db, mailer, sms, clock = systemClock, mailConcurrency, ...rest }: AppQueueOptions): Queue {
  const now = () => new Date(Math.max(clock.now().getTime(), Date.now()));
  return createQueue({
    db,
    clock,
    ...rest,
    handlers: {
      [MAIL_QUEUE]: mailHandler(mailer, mailConcurrency) as QueueHandler<never>,
      ...(sms ? { [SMS_QUEUE]: smsHandler(sms) as QueueHandler<never> } : {}),
      ...feeReminderHandlers(now),
    },
    schedules: [{ queue: FEE_REMINDERS_QUEUE, everyMs: FEE_REMINDER_SCAN_EVERY_MS }],
  });
}
