import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Container, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { t } from '../../../lib/i18n';
import { LanguageSwitch } from '../../../components/language-switch';
import { useStaticPage } from '../api/get-static-page';
import { SafeHtml } from '../components/safe-html';

/**
 * Public: /auth/staticpage/{pageId} shows the page HTML to anyone. The HTML was sanitised when saved, is
 * sanitised again here, and the server's CSP forbids inline script on this page as on every other.
 */
export function StaticPageViewPage() {
  const { pageId } = useParams();
  const page = useStaticPage(pageId);
  const title = page.data?.data.pageTitle;
  useEffect(() => {
    if (title) document.title = `${title} · ${t.product.name}`;
  }, [title]);
  return (
    <Container size="md" py="xl" component="main">
      <Group justify="flex-end" mb="sm">
        <LanguageSwitch />
      </Group>
      <Paper withBorder radius="md" p="xl" shadow="xs">
        {page.isLoading && <Loader role="status" aria-label={t.common.loading} />}
        {page.isError && (
          <Title order={1} size="h3">
            {t.cms.pageNotFound}
          </Title>
        )}
        {page.data && (
          // The operators' own content, in its own direction whatever the page's language.
          <article data-testid="static-page" dir="auto">
            <SafeHtml html={page.data.data.content} />
          </article>
        )}
      </Paper>
      <Text ta="center" size="xs" c="dimmed" mt="md">
        © {new Date().getFullYear()} {t.product.name}
      </Text>
    </Container>
  );
}
