// @vitest-environment node
// The app's own worker (QUEUE_WORKER on): it starts with the app, sends a mail queued by a request without waiting
// for its next poll (it looks again right after an enqueue), and stops when the app closes.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queueJobs } from '@server/db/schema';
import { setupTestServer } from './harness';
import { insertApplication, insertJob, signIn } from './member-fixtures';

// A poll a minute apart: a mail out within seconds can only come from the wake-up after the enqueue.
const server = setupTestServer({ config: { QUEUE_WORKER: true, QUEUE_POLL_MS: 60_000 } });

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  return check();
}

describe('the worker in the app', () => {
  it('sends the selection mails right after the select commits', async () => {
    const admin = await signIn(server.app, server.db, 'admin');
    const job = await insertJob(server.db, { salary: '6000' });
    const chosen = await signIn(server.app, server.db, 'tutor');
    const other = await signIn(server.app, server.db, 'tutor');
    await insertApplication(server.db, job.id, chosen.id);
    await insertApplication(server.db, job.id, other.id);
    // The first poll ran when the app started; from now on only a wake-up sends before a minute has passed.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/tuitionApply/select/${job.id}`,
      headers: admin.headers,
      payload: { tutorId: chosen.id },
    });
    expect(response.statusCode).toBe(200);
    expect(await until(() => server.mailer.sent.length === 2, 10_000)).toBe(true);
    expect(server.mailer.sent.map((mail) => mail.subject).sort()).toEqual([
      `Not selected: tuition SK-${job.jobNumber}`,
      `Selected: tuition SK-${job.jobNumber}`,
    ]);
    await until(() => false, 300);
    const jobs = await server.db.select().from(queueJobs).where(eq(queueJobs.queue, 'mail'));
    expect(jobs.map((row) => row.state)).toEqual(['done', 'done']);
  });
});
