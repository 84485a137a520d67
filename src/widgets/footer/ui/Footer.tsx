import { ActionIcon, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone, type Icon as TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/shared/config';
import { localDigits } from '@/shared/lib/format';
import { Logo } from '@/shared/ui/logo';
import { contact, paymentProviders, socialLinks, usefulLinks } from '../config/footer-content';
import classes from './Footer.module.css';

/** A column of the footer under its heading: the links a `nav`, the others a `section`, each named by its heading. */
function FooterColumn({ headingId, title, nav = false, children }: { headingId: string; title: string; nav?: boolean; children: ReactNode }) {
  return (
    <Box component={nav ? 'nav' : 'section'} aria-labelledby={headingId}>
      <Title order={2} id={headingId} className={classes.heading}>
        {title}
      </Title>
      {children}
    </Box>
  );
}

/** One way to reach us: its icon, then the address. */
function ContactLine({ icon: Icon, children }: { icon: TablerIcon; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Icon size={18} aria-hidden style={{ flexShrink: 0 }} />
      {children}
    </Group>
  );
}

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

          <FooterColumn headingId="footer-useful-links" title={t('footer.usefulLinks')} nav>
            <Stack component="ul" gap={8} className={classes.list}>
              {usefulLinks.map(({ key, to }) => (
                <li key={key}>
                  <Link to={to} className={classes.link}>
                    {t(`footer.links.${key}`)}
                  </Link>
                </li>
              ))}
            </Stack>
          </FooterColumn>

          <FooterColumn headingId="footer-contact" title={t('footer.contactUs')}>
            <Stack component="address" gap={10} fs="normal">
              <ContactLine icon={IconMail}>
                <a href={`mailto:${contact.email}`} className={classes.link}>
                  {contact.email}
                </a>
              </ContactLine>
              <ContactLine icon={IconPhone}>
                <a href={contact.phoneHref} className={classes.link}>
                  {localDigits(contact.phone)}
                </a>
              </ContactLine>
              <ContactLine icon={IconMapPin}>
                <Text size="sm" c="gray.3">
                  {t('footer.address', { defaultValue: contact.address })}
                </Text>
              </ContactLine>
            </Stack>
          </FooterColumn>

          <FooterColumn headingId="footer-we-accept" title={t('footer.weAccept')}>
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
          </FooterColumn>
        </SimpleGrid>

        <Text size="sm" ta="center" className={classes.bottom}>
          {t('footer.copyright', { year: localDigits(String(year)) })}
        </Text>
      </Container>
    </Box>
  );
}
