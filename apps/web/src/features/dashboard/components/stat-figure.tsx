import { Skeleton, Text } from '@mantine/core';

const SIZES = { md: { fz: 24, skeleton: { h: 28, w: 80, mt: 4 } }, lg: { fz: 30, skeleton: { h: 32, w: 90, mt: 6 } } };

type Props = { label: string; value: string; loading: boolean; size: keyof typeof SIZES; testId: string };

/** A labelled number of the dashboard (a total, a response figure): a placeholder of its size while it loads. */
export function StatFigure({ label, value, loading, size, testId }: Props) {
  const { fz, skeleton } = SIZES[size];
  return (
    <>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      {loading ? (
        <Skeleton {...skeleton} />
      ) : (
        <Text fz={fz} fw={700} data-testid={testId}>
          {value}
        </Text>
      )}
    </>
  );
}
