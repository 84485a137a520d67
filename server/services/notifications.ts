import type { Executor } from '../db/database';
import { notifications, type NewNotificationRow, type NotificationKind, type NotificationRow } from '../db/schema';

export interface AdminNotificationInput {
  kind: NotificationKind;
  title: string;
  message: string;
  type?: NewNotificationRow['type'];
  /** Where in the admin area the team acts on it. */
  link?: string | null;
  createdAt?: Date;
}

/** Adds an item to the operations team's inbox; pass the open transaction so it lands with the event. */
export async function notifyAdmins(db: Executor, input: AdminNotificationInput): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({
      kind: input.kind,
      type: input.type ?? 'info',
      title: input.title,
      message: input.message,
      link: input.link ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  return row!;
}

/** Cuts free text for a one-line notification message. */
export function excerpt(text: string, max = 120): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= max ? oneLine : `${oneLine.slice(0, max - 1).trimEnd()}…`;
}
