import { ActionIcon, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { routes } from '@/shared/config';
import { Logo } from '@/shared/ui/logo';
import { ABOUT_TEXT, contact, paymentProviders, socialLinks, usefulLinks } from '../config/footer-content';
import classes from './Footer.module.css';

/** The site footer of every page (spec section 2). */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Link to={routes.home} className={classes.logoLink} aria-label="Shikhon home">
              <Logo inverted />
            </Link>
            <Text size="sm">{ABOUT_TEXT}</Text>
            <Group gap={6} component="ul" className={classes.list} aria-label="Shikhon on social media">
              {socialLinks.map(({ label, href, Icon }) => (
                <li key={href}>
                  <ActionIcon
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    title={label}
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
              Useful Links
            </Title>
            <Stack component="ul" gap={8} className={classes.list}>
              {usefulLinks.map(({ label, to }) => (
                <li key={label}>
                  <Link to={to} className={classes.link}>
                    {label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>

          <Box component="section" aria-labelledby="footer-contact">
            <Title order={2} id="footer-contact" className={classes.heading}>
              Contact Us
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
                  {contact.phone}
                </a>
              </Group>
              <Group gap={8} wrap="nowrap" align="flex-start">
                <IconMapPin size={18} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm" c="gray.3">
                  {contact.address}
                </Text>
              </Group>
            </Stack>
          </Box>

          <Box component="section" aria-labelledby="footer-we-accept">
            <Title order={2} id="footer-we-accept" className={classes.heading}>
              We Accept
            </Title>
            <Group gap="sm">
              {paymentProviders.map(({ name, color }) => (
                <span key={name} className={classes.wallet} style={{ color }}>
                  {name}
                </span>
              ))}
            </Group>
            <Text size="xs" mt="sm" c="gray.4">
              Tutor verification and service fees are paid by mobile wallet.
            </Text>
          </Box>
        </SimpleGrid>

        <Text size="sm" ta="center" className={classes.bottom}>
          © {year} Shikhon. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
