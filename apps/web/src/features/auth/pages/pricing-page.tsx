import { Link } from 'react-router';
import { Anchor, Badge, Card, Center, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../hooks/use-page-title';
import { usePlans } from '../../../hooks/use-plans';
import { intlLocale, t } from '../../../lib/i18n';

const price = (cents: number, currency: string) =>
  new Intl.NumberFormat(intlLocale(), { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(cents / 100);

/** The plans end users can buy in the app, read from the database: no filler prices. */
export function PricingPage() {
  usePageTitle(t.auth.pricingTitle);
  const plans = usePlans();
  return (
    <Container size="md" py={60} component="main">
      <Stack align="center" mb="xl">
        <Title order={1}>{t.auth.pricingTitle}</Title>
        <Text c="dimmed">{t.auth.pricingBody}</Text>
      </Stack>
      {plans.isLoading && (
        <Center>
          <Loader role="status" aria-label={t.common.loading} />
        </Center>
      )}
      {plans.data && plans.data.data.length === 0 && <Text ta="center">{t.auth.pricingEmpty}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {plans.data?.data.map((plan) => (
          <Card key={plan.id} withBorder padding="xl" radius="md">
            <Badge mb="sm">{plan.interval === 'monthly' ? t.auth.monthly : t.auth.yearly}</Badge>
            {/* The plan's name and description are the database's, in their own direction. */}
            <Title order={2} size="h3" dir="auto">
              {plan.name}
            </Title>
            <Text size="xl" fw={700} my="sm">
              {price(plan.priceCents, plan.currency)}{' '}
              <Text span size="sm" c="dimmed">
                {plan.interval === 'monthly' ? t.auth.perMonth : t.auth.perYear}
              </Text>
            </Text>
            <Text size="sm" dir="auto">
              {plan.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Center mt="xl">
        <Anchor component={Link} to="/auth/login">
          {t.auth.registerBack}
        </Anchor>
      </Center>
    </Container>
  );
}
