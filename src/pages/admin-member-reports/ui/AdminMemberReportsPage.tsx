import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { decideReport, fetchPaymentReports, fetchTuitionEndReports, type ReportKind } from '../api/member-reports-api';
import { DecideReportDialog, type DecideState } from './DecideReportDialog';
import { ApiError, type PaymentReport, type TuitionEndReport } from '@/shared/api';
import { translateMessage } from '@/shared/i18n';
import { formatDate, formatMoney } from '@/shared/lib/format';
import { formatJobNumber } from '@/shared/lib/job-number';
import { routes } from '@/shared/config';

type Queue<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'forbidden' } | { status: 'ready'; items: T[] };

export interface AdminMemberReportsPageProps {
  loadPayments?: () => Promise<{ data: PaymentReport[] }>;
  loadEnds?: () => Promise<{ data: TuitionEndReport[] }>;
  decide?: (kind: ReportKind, id: string, decision: 'confirm' | 'reject', reason?: string) => Promise<unknown>;
}

interface Pending {
  kind: ReportKind;
  decision: 'confirm' | 'reject';
  id: string;
  title: string;
  summary: string[];
}

function useQueue<T>(load: () => Promise<{ data: T[] }>) {
  const [queue, setQueue] = useState<Queue<T>>({ status: 'loading' });
  const fetchNow = useCallback(() => {
    load()
      .then(({ data }) => setQueue({ status: 'ready', items: data }))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 403) setQueue({ status: 'forbidden' });
        else setQueue({ status: 'error', message: error instanceof Error ? error.message : '' });
      });
  }, [load]);
  useEffect(() => {
    fetchNow();
  }, [fetchNow]);
  const reload = useCallback(() => {
    setQueue({ status: 'loading' });
    fetchNow();
  }, [fetchNow]);
  return [queue, reload] as const;
}

function QueueBody<T>({ queue, label, empty, children }: { queue: Queue<T>; label: string; empty: string; children: (items: T[]) => React.ReactNode }) {
  const { t } = useTranslation('money');
  if (queue.status === 'loading') {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{t('queues.loading', { queue: label })}</Text>
      </Group>
    );
  }
  if (queue.status === 'error') {
    return (
      <Alert color="red" role="alert" title={t('queues.loadError')}>
        {queue.message ? translateMessage(queue.message) : t('common.failed')}
      </Alert>
    );
  }
  if (queue.status === 'forbidden') return null;
  if (queue.items.length === 0) return <Text size="sm" c="dimmed">{empty}</Text>;
  return <>{children(queue.items)}</>;
}

/** The decision dialog's title, per queue and decision (in the money catalogue). */
const DECIDE_TITLES = {
  payment: { confirm: 'decide.paymentConfirmTitle', reject: 'decide.paymentRejectTitle' },
  tuitionEnd: { confirm: 'decide.endConfirmTitle', reject: 'decide.endRejectTitle' },
} as const satisfies Record<ReportKind, Record<Pending['decision'], string>>;

/** What a queue's card shows of one report: its job number and the sentences to decide on. */
interface ReportSummary {
  job: string;
  lines: string[];
}

interface ReportQueueProps<T extends { _id: string; createdAt: string }> {
  queue: Queue<T>;
  /** The section's heading id. */
  id: string;
  /** The money catalogue's section of the queue (its title, empty text and card label). */
  texts: 'queues.payment' | 'queues.end';
  summarize: (report: T) => ReportSummary;
  /** Where the job number links to, if anywhere. */
  jobLink?: (report: T) => string;
  /** Say the day it was reported. */
  dated?: boolean;
  kind: ReportKind;
  /** Opens the dialog to confirm or reject the report. */
  onDecide: (pending: Pending) => void;
}

/** One queue of member reports: a card a report (job, pending, what it says), each with Confirm and Reject. */
function ReportQueue<T extends { _id: string; createdAt: string }>({ queue, kind, id, texts, summarize, jobLink, dated = false, onDecide }: ReportQueueProps<T>) {
  const { t } = useTranslation('money');
  if (queue.status === 'forbidden') return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} fz="h4" id={id}>
        {t(`${texts}.title`)}
      </Title>
      <QueueBody queue={queue} label={t(`${texts}.title`)} empty={t(`${texts}.empty`)}>
        {(items) =>
          items.map((report) => {
            const { job, lines } = summarize(report);
            const decide = (decision: Pending['decision']) =>
              onDecide({ kind, decision, id: report._id, title: t(DECIDE_TITLES[kind][decision], { job }), summary: lines });
            return (
              <Card key={report._id} withBorder padding="sm" component="article" aria-label={t(`${texts}.cardLabel`, { job })}>
                <Stack gap={4}>
                  <Group justify="space-between" gap="xs">
                    {jobLink ? (
                      <Text fw={700} component={Link} to={jobLink(report)} c="brand.8">
                        {job}
                      </Text>
                    ) : (
                      <Text fw={700}>{job}</Text>
                    )}
                    <Badge variant="light" color="yellow" c="dark.7" tt="none">
                      {t('states.pending')}
                    </Badge>
                  </Group>
                  {lines.map((line) => (
                    <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {line}
                    </Text>
                  ))}
                  {dated && (
                    <Text size="xs" c="dimmed">
                      {t('queues.reportedOn', { date: formatDate(report.createdAt) })}
                    </Text>
                  )}
                  <Group gap="xs" mt={4}>
                    <Button size="xs" onClick={() => decide('confirm')}>
                      {t('decide.confirm')}
                    </Button>
                    <Button size="xs" variant="light" color="red" onClick={() => decide('reject')}>
                      {t('decide.reject')}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            );
          })
        }
      </QueueBody>
    </Stack>
  );
}

/** /admin/member-reports: the payments tutors reported and the tuitions reported ended, each to confirm or reject. */
export function AdminMemberReportsPage({
  loadPayments = fetchPaymentReports,
  loadEnds = fetchTuitionEndReports,
  decide = decideReport,
}: AdminMemberReportsPageProps) {
  const { t } = useTranslation('money');
  const [payments, reloadPayments] = useQueue(loadPayments);
  const [ends, reloadEnds] = useQueue(loadEnds);
  const [pending, setPending] = useState<Pending | null>(null);
  const [state, setState] = useState<DecideState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const open = (next: Pending) => {
    setState('idle');
    setError(null);
    setPending(next);
  };
  const run = async (reason?: string) => {
    if (!pending) return;
    setState('busy');
    try {
      await decide(pending.kind, pending.id, pending.decision, reason);
      setState('success');
      setDone(pending.decision === 'confirm' ? t('decide.confirmedDone') : t('decide.rejectedDone'));
      setPending(null);
      if (pending.kind === 'payment') reloadPayments();
      else reloadEnds();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : null);
      setState('error');
    }
  };

  const paymentSummary = (report: PaymentReport) => {
    const job = report.jobNumber !== null ? formatJobNumber(report.jobNumber) : t('queues.noJob');
    return {
      job,
      lines: [
        t('queues.payment.line', { method: t(`methods.${report.method}`), amount: formatMoney(report.amount), reference: report.reference }),
        t('queues.payment.tutor', { name: report.tutorName ?? t('queues.unknown'), job }),
        t('queues.payment.balance', { before: formatMoney(report.feeBalance), after: formatMoney(Math.max(0, report.feeBalance - report.amount)) }),
      ],
    };
  };
  const endSummary = (report: TuitionEndReport) => {
    const job = formatJobNumber(report.jobNumber);
    return {
      job,
      lines: [
        t('queues.end.line', { date: formatDate(report.endedOn), who: t(`queues.end.by.${report.reporterType ?? 'unknown'}`) }),
        t('queues.end.terms', {
          start: formatDate(report.startDate, t('queues.unknown')),
          fee: report.feeAmount === null ? t('queues.unknown') : formatMoney(report.feeAmount),
          name: report.tutorName ?? t('queues.unknown'),
        }),
        t('queues.end.rule'),
        ...(report.note ? [t('queues.end.note', { note: report.note })] : []),
      ],
    };
  };

  return (
    <Stack gap="lg">
      <title>{t('queues.pageTitle')}</title>
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        {t('queues.title')}
      </Title>
      {done && (
        <Alert color="green" role="status" withCloseButton onClose={() => setDone(null)} closeButtonLabel={t('common.close')}>
          {done}
        </Alert>
      )}
      <ReportQueue queue={payments} kind="payment" id="payment-reports-title" texts="queues.payment" summarize={paymentSummary} dated onDecide={open} />
      <ReportQueue
        queue={ends}
        kind="tuitionEnd"
        id="end-reports-title"
        texts="queues.end"
        summarize={endSummary}
        jobLink={(report) => routes.adminJob(report.jobId)}
        onDecide={open}
      />
      {pending && (
        <DecideReportDialog
          key={`${pending.id}-${pending.decision}`}
          opened
          decision={pending.decision}
          title={pending.title}
          summary={pending.summary}
          state={state}
          error={error}
          onDecide={(reason) => void run(reason)}
          onClose={() => setPending(null)}
        />
      )}
    </Stack>
  );
}
