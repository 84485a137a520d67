import { Button, Group, Image, List, Stack, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Affiliate } from '@/shared/api';
import { benefitItems } from '../lib/benefit-items';
import { offerDeadline } from '../lib/offer-deadline';
import { offerImageUrl } from '../lib/offer-image';

export interface OfferDetailsProps {
  offer: Affiliate;
  /** True for 2 s after the promo code was copied. */
  copied: boolean;
  /** True when the browser refused to copy. */
  copyFailed?: boolean;
  onCopyPromoCode: (code: string) => void;
  /** The heading's id, for the dialog's label. */
  titleId?: string;
}

/**
 * Everything about one offer: image, "@name", title, description, "Benefits:", "Promo Code:"
 * (click to copy), "Deadline:" and "Click to avail" (the offer's link in a new tab).
 */
export function OfferDetails({ offer, copied, copyFailed = false, onCopyPromoCode, titleId }: OfferDetailsProps) {
  const { t } = useTranslation('adminRecords');
  const image = offerImageUrl(offer.image) ?? offerImageUrl(offer.logo);
  const benefits = benefitItems(offer.benefits);
  const promoCode = offer.promocode?.trim();
  return (
    <Stack gap="md">
      {image ? <Image src={image} alt={t('offer.imageAlt', { name: offer.name })} radius="md" mah={220} fit="cover" /> : null}
      <div>
        <Text c="dimmed" size="sm">
          @{offer.name}
        </Text>
        <Title order={3} fz="h3" id={titleId}>
          {offer.title}
        </Title>
      </div>
      <Text style={{ whiteSpace: 'pre-line' }}>{offer.description}</Text>
      {benefits.length > 0 ? (
        <div>
          <Text fw={700}>{t('offer.benefits')}</Text>
          <List spacing={4} size="sm" mt={4}>
            {benefits.map((benefit, index) => (
              <List.Item key={`${index}-${benefit}`}>{benefit}</List.Item>
            ))}
          </List>
        </div>
      ) : null}
      {promoCode ? (
        <Group gap="xs" wrap="wrap">
          <Text fw={700}>{t('offer.promoCode')}</Text>
          <Tooltip label={t('offer.clickToCopy')} disabled={copied}>
            <UnstyledButton
              onClick={() => onCopyPromoCode(promoCode)}
              aria-label={t('offer.promoCodeLabel', { code: promoCode })}
              px="sm"
              py={4}
              style={{
                border: '1px dashed var(--mantine-color-brand-6)',
                borderRadius: 'var(--mantine-radius-sm)',
                fontFamily: 'var(--mantine-font-family-monospace)',
                fontWeight: 700,
              }}
            >
              <Group gap={6} wrap="nowrap">
                {promoCode}
                <IconCopy size={16} aria-hidden />
              </Group>
            </UnstyledButton>
          </Tooltip>
          <Text c={copyFailed && !copied ? 'red' : 'brand'} fw={600} size="sm" role="status">
            {copied ? t('offer.copied') : copyFailed ? t('offer.copyFailed') : ''}
          </Text>
        </Group>
      ) : null}
      <Group gap="xs">
        <Text fw={700}>{t('offer.deadline')}</Text>
        <Text>{offerDeadline(offer.deadline)}</Text>
      </Group>
      <Button
        component="a"
        href={offer.link}
        target="_blank"
        rel="noopener noreferrer"
        rightSection={<IconExternalLink size={16} aria-hidden />}
        size="md"
      >
        {t('offer.avail')}
      </Button>
    </Stack>
  );
}
