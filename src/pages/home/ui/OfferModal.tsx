import { Modal, VisuallyHidden } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { OfferDetails } from '@/entities/affiliate';
import type { Affiliate } from '@/shared/api';

/** Spec section 9: "Copied!" shows for 2 s. */
export const COPIED_FOR_MS = 2000;

export interface OfferModalProps {
  offer: Affiliate | null;
  onClose: () => void;
}

/** The offer in a dialog; it closes on a click outside it, on Escape and with its close button. */
export function OfferModal({ offer, onClose }: OfferModalProps) {
  const { t } = useTranslation('home');
  const clipboard = useClipboard({ timeout: COPIED_FOR_MS });
  const close = () => {
    clipboard.reset();
    onClose();
  };
  return (
    <Modal
      opened={offer !== null}
      onClose={close}
      title={offer ? <VisuallyHidden>{offer.title}</VisuallyHidden> : undefined}
      closeButtonProps={{ 'aria-label': t('offers.close') }}
      closeOnClickOutside
      closeOnEscape
      centered
      size="lg"
      radius="md"
    >
      {offer ? (
        <OfferDetails
          offer={offer}
          copied={clipboard.copied}
          copyFailed={clipboard.error !== null}
          onCopyPromoCode={clipboard.copy}
        />
      ) : null}
    </Modal>
  );
}
