import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListTexts } from '@/shared/lib/paged-list';

/** Tips under a list: a panel titled `<prefix>.tips.title`, each tip `<prefix>.tips.<key>Title` over `<prefix>.tips.<key>`. */
export function ListTips({ model: { texts }, tips }: { model: { texts?: ListTexts }; tips: readonly string[] }) {
  const { t } = useTranslation(texts?.ns);
  const word = (key: string) => t(`${texts?.prefix}.tips.${key}`);
  const title = word('title');
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {tips.map((tip) => (
          <div key={tip}>
            <Text fw={600}>{word(`${tip}Title`)}</Text>
            <Text size="sm" c="dimmed">
              {word(tip)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
