import { Avatar, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Affiliate } from '@/shared/api';
import { offerImageUrl } from '../lib/offer-image';

export interface OfferCardProps {
  offer: Affiliate;
  onLearnMore: (offer: Affiliate) => void;
}

/** An affiliate offer in a list: image, logo, "@name", title, a short description and "Learn More". */
export function OfferCard({ offer, onLearnMore }: OfferCardProps) {
  const { t } = useTranslation('adminRecords');
  const titleId = useId();
  const image = offerImageUrl(offer.image);
  return (
    <Card component="article" withBorder radius="md" padding="md" h="100%" aria-labelledby={titleId}>
      <Card.Section>
        {image ? (
          <Image src={image} alt="" h={150} fit="cover" loading="lazy" />
        ) : (
          <div style={{ height: 150, background: 'var(--mantine-color-brand-0)' }} aria-hidden />
        )}
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flexGrow: 1 }}>
        <Group gap="xs" wrap="nowrap">
          <Avatar
            src={offerImageUrl(offer.logo)}
            name={offer.name}
            color="initials"
            alt={t('offer.logoAlt', { name: offer.name })}
            size="sm"
            imageProps={{ loading: 'lazy' }}
          />
          <Text size="sm" c="dimmed" truncate>
            @{offer.name}
          </Text>
        </Group>
        <Title order={3} fz="lg" id={titleId} lineClamp={2}>
          {offer.title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {offer.description}
        </Text>
      </Stack>
      <Button variant="light" mt="md" fullWidth onClick={() => onLearnMore(offer)} aria-describedby={titleId}>
        {t('offer.learnMore')}
      </Button>
    </Card>
  );
}
