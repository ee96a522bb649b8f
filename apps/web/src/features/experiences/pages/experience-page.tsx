import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { Button, Center, Container, Group, Image, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { ExperienceView } from '@guardian/contracts';
import { BrandBar } from '../../../components/brand-bar';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { useExperienceDetails } from '../api/get-experience-details';
import { AppDownloadModal } from '../components/app-download-modal';
import { ExperienceMedia } from '../components/experience-media';

const e = t.experiences;
const DEFAULT_AVATAR = '/default-avatar.svg';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Container size={760} py="xl" component="main">
      <BrandBar mb="md" />
      {children}
    </Container>
  );
}

/** Unknown, removed or mistyped links end here: a calm page, not an error. */
function Unavailable({ title, body, onRetry }: { title: string; body: string; onRetry?: () => void }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconPhotoOff size={30} />
        </ThemeIcon>
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text c="dimmed" ta="center">
          {body}
        </Text>
        {onRetry && <Button onClick={onRetry}>{e.retry}</Button>}
      </Stack>
    </Paper>
  );
}

function Experience({ view }: { view: ExperienceView }) {
  const [prompt, setPrompt] = useState(false);
  const openPrompt = useCallback(() => setPrompt(true), []);
  const name = [view.owner?.firstName, view.owner?.lastName].filter(Boolean).join(' ') || e.someone;
  return (
    <Paper withBorder radius="md" p="lg">
      <Group gap="sm" mb="md" wrap="nowrap">
        {/* Mantine swaps in the default picture when there is none or it fails to load. */}
        <Image
          src={view.owner?.profilePic || DEFAULT_AVATAR}
          fallbackSrc={DEFAULT_AVATAR}
          alt={e.profilePicture(name)}
          w={48}
          h={48}
          radius="xl"
          data-testid="owner-picture"
        />
        <div>
          <Text size="xs" c="dimmed">
            {e.sharedBy}
          </Text>
          {/* The page's one h1: whose experience this is. */}
          <Title order={1} fz="md" fw={600} data-testid="owner-name" dir="auto">
            {name}
          </Title>
          {view.createdAt && (
            <Text size="sm" c="dimmed" data-testid="experience-created">
              {formatDateTime(view.createdAt)}
            </Text>
          )}
        </div>
      </Group>
      <ExperienceMedia url={view.mediaUrl} isImage={view.isImage} label={view.isImage ? e.imageAlt(name) : e.videoLabel(name)} onPrompt={openPrompt} />
      {view.description && (
        <Text mt="md" style={{ whiteSpace: 'pre-wrap' }} data-testid="experience-description" dir="auto">
          {view.description}
        </Text>
      )}
      <AppDownloadModal opened={prompt} onClose={() => setPrompt(false)} appStoreUrl={view.appStoreUrl} playStoreUrl={view.playStoreUrl} />
    </Paper>
  );
}

/** The public viewer of a shared experience (/auth/experiance/{id}): no session needed. */
export function ExperiencePage() {
  usePageTitle(e.pageTitle);
  const { id = '' } = useParams();
  const experience = useExperienceDetails(id);
  const missing = experience.error instanceof ApiError && experience.error.status >= 400 && experience.error.status < 500;
  return (
    <Frame>
      {experience.isLoading ? (
        <Center py="xl">
          <Loader role="status" aria-label={t.common.loading} />
        </Center>
      ) : experience.data ? (
        <Experience view={experience.data} />
      ) : experience.isError && !missing ? (
        <Unavailable title={e.loadFailedTitle} body={t.toast.somethingWrong} onRetry={() => void experience.refetch()} />
      ) : (
        <Unavailable title={e.notFoundTitle} body={e.notFoundBody} />
      )}
    </Frame>
  );
}
