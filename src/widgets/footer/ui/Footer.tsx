import { ActionIcon, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/shared/config';
import { localDigits } from '@/shared/lib/format';
import { Logo } from '@/shared/ui/logo';
import { contact, paymentProviders, socialLinks, usefulLinks } from '../config/footer-content';
import classes from './Footer.module.css';

/** The site footer of every page (spec section 2). */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { t } = useTranslation('common');
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Link to={routes.home} className={classes.logoLink} aria-label={t('header.home')}>
              <Logo inverted />
            </Link>
            <Text size="sm">{t('footer.about')}</Text>
            <Group gap={6} component="ul" className={classes.list} aria-label={t('footer.socialLabel')}>
              {socialLinks.map(({ key, href, Icon }) => (
                <li key={href}>
                  <ActionIcon
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`footer.social.${key}`)}
                    title={t(`footer.social.${key}`)}
                    variant="subtle"
                    color="gray.3"
                    size="lg"
                  >
                    <Icon size={20} stroke={1.6} aria-hidden />
                  </ActionIcon>
                </li>
              ))}
            </Group>
          </Stack>

          <Box component="nav" aria-labelledby="footer-useful-links">
            <Title order={2} id="footer-useful-links" className={classes.heading}>
              {t('footer.usefulLinks')}
            </Title>
            <Stack component="ul" gap={8} className={classes.list}>
              {usefulLinks.map(({ key, to }) => (
                <li key={key}>
                  <Link to={to} className={classes.link}>
                    {t(`footer.links.${key}`)}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>

          <Box component="section" aria-labelledby="footer-contact">
            <Title order={2} id="footer-contact" className={classes.heading}>
              {t('footer.contactUs')}
            </Title>
            <Stack component="address" gap={10} fs="normal">
              <Group gap={8} wrap="nowrap" align="flex-start">
                <IconMail size={18} aria-hidden style={{ flexShrink: 0 }} />
                <a href={`mailto:${contact.email}`} className={classes.link}>
                  {contact.email}
                </a>
              </Group>
              <Group gap={8} wrap="nowrap" align="flex-start">
                <IconPhone size={18} aria-hidden style={{ flexShrink: 0 }} />
                <a href={contact.phoneHref} className={classes.link}>
                  {localDigits(contact.phone)}
                </a>
              </Group>
              <Group gap={8} wrap="nowrap" align="flex-start">
                <IconMapPin size={18} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm" c="gray.3">
                  {t('footer.address', { defaultValue: contact.address })}
                </Text>
              </Group>
            </Stack>
          </Box>

          <Box component="section" aria-labelledby="footer-we-accept">
            <Title order={2} id="footer-we-accept" className={classes.heading}>
              {t('footer.weAccept')}
            </Title>
            <Group gap="sm">
              {paymentProviders.map(({ key, color }) => (
                <span key={key} className={classes.wallet} style={{ color }}>
                  {t(`footer.wallets.${key}`)}
                </span>
              ))}
            </Group>
            <Text size="xs" mt="sm" c="gray.4">
              {t('footer.walletNote')}
            </Text>
          </Box>
        </SimpleGrid>

        <Text size="sm" ta="center" className={classes.bottom}>
          {t('footer.copyright', { year: localDigits(String(year)) })}
        </Text>
      </Container>
    </Box>
  );
}
