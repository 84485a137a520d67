/** The receipt's file name, as the server names it. */
export const receiptFileName = (reportId: string) => `shikhon-receipt-R-${reportId.replace(/-/g, '').slice(0, 8).toUpperCase()}.pdf`;
