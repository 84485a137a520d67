import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile, type MyTuitionFee, type PaymentReport, type PaymentReportAnswer, type PaymentReportBody } from '@/shared/api';
import { translateMessage } from '@/shared/i18n';
import { formatDate, formatMoney } from '@/shared/lib/format';
import { useReportSending } from '@/shared/ui/report-steps-dialog';
import { fetchMyPaymentReports, fetchReceipt, sendPaymentReport } from '../api/report-payment-api';
import { receiptFileName } from '../lib/download';
import { ReportPaymentDialog } from './ReportPaymentDialog';

const STATE_COLOR = { pending: 'yellow', confirmed: 'green', rejected: 'red' } as const;

/** One loaded list of the tutor's reports for the whole page (each card shows its fee's). */
let shared: Promise<{ data: PaymentReport[] }> | null = null;
const loadReports = (fresh = false) => {
  if (!shared || fresh) shared = fetchMyPaymentReports().catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
};

export interface ReportPaymentProps {
  fee: MyTuitionFee;
  jobNumber: string;
  /** The calls (stories and tests pass stand-ins). */
  send?: (feeId: string, body: PaymentReportBody) => Promise<PaymentReportAnswer>;
  load?: () => Promise<{ data: PaymentReport[] }>;
  receipt?: (reportId: string) => Promise<Blob>;
}

/**
 * On the My Tuitions fee card: "Report a payment" (while something is owed) and the tutor's reports of this fee
 * with where each stands; a confirmed one has its receipt to download.
 */
export function ReportPayment({ fee, jobNumber, send = sendPaymentReport, load = loadReports, receipt = fetchReceipt }: ReportPaymentProps) {
  const { t } = useTranslation('money');
  const [opened, setOpened] = useState(false);
  const sending = useReportSending();
  const [reports, setReports] = useState<PaymentReport[]>([]);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    load()
      .then(({ data }) => {
        if (live) setReports(data.filter((report) => report.paymentId === fee.id));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [fee.id, load]);

  const submit = (body: PaymentReportBody) =>
    sending.send(async () => {
      const answer = await send(fee.id, body);
      setReports((current) => [answer.data, ...current]);
      shared = null;
    });

  const download = async (report: PaymentReport) => {
    setDownloadError(null);
    try {
      saveFile(await receipt(report._id), receiptFileName(report._id));
    } catch (failure) {
      setDownloadError(failure instanceof Error && failure.message ? translateMessage(failure.message) : t('common.failed'));
    }
  };

  const owes = fee.balance > 0 && fee.status === 'Due';
  return (
    <Stack gap="xs">
      {owes && (
        <Group>
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              sending.reopen();
              setOpened(true);
            }}
          >
            {t('reportPayment.button')}
          </Button>
        </Group>
      )}
      {reports.length > 0 && (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('reportPayment.listLabel', { job: jobNumber })}>
          {reports.map((report) => (
            <Group key={report._id} component="li" gap="xs" wrap="wrap">
              <Badge color={STATE_COLOR[report.state]} variant="light" c="dark.7" tt="none">
                {t(`states.${report.state}`)}
              </Badge>
              <Text size="sm">
                {t('reportPayment.line', {
                  method: t(`methods.${report.method}`),
                  amount: formatMoney(report.amount),
                  reference: report.reference,
                  date: formatDate(report.createdAt),
                })}
              </Text>
              {report.state === 'rejected' && report.decisionReason && (
                <Text size="sm" c="red.9">
                  {t('reportPayment.rejectedBecause', { reason: report.decisionReason })}
                </Text>
              )}
              {report.hasReceipt && (
                <Anchor component="button" type="button" size="sm" onClick={() => void download(report)}>
                  <IconDownload size={14} aria-hidden="true" /> {t('reportPayment.receipt')}
                </Anchor>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {downloadError && (
        <Text size="sm" c="red.9" role="alert">
          {downloadError}
        </Text>
      )}
      {opened && (
        <ReportPaymentDialog
          opened
          jobNumber={jobNumber}
          balance={fee.balance}
          state={sending.state}
          error={sending.error}
          onSubmit={(body) => void submit(body)}
          onClose={() => setOpened(false)}
        />
      )}
    </Stack>
  );
}
