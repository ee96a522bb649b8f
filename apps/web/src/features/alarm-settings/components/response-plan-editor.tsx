import { useState } from 'react';
import { ActionIcon, Button, Checkbox, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { ALARM_WORK_LIMITS, planBody, type ResponsePlan } from '@guardian/contracts';
import { t } from '../../../lib/i18n';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useSaveResponsePlan } from '../api/save-response-plan';
import { checkWith, serverErrors, type FieldErrors } from '../../../lib/field-errors';
import { ListFooter, RemoveRowButton } from './list-controls';

const m = t.alarmSettings;
type Step = ResponsePlan['steps'][number];

/** Moves the step at `from` to `to` (a neighbour), leaving the list it was given unchanged. */
function moved(steps: Step[], from: number, to: number): Step[] {
  const next = steps.slice();
  const [step] = next.splice(from, 1);
  next.splice(to, 0, step!);
  return next;
}

/** One kind's plan: its steps in order, each with its text and whether it is required; saved as a whole. */
export function ResponsePlanEditor({ plan }: { plan: ResponsePlan }) {
  const save = useSaveResponsePlan();
  const [steps, setSteps] = useState<Step[]>(plan.steps);
  const [errors, setErrors] = useState<FieldErrors>({});
  const name = t.alarmWork.planNames[plan.kind];

  const change = (index: number, patch: Partial<Step>) => setSteps(steps.map((step, at) => (at === index ? { ...step, ...patch } : step)));

  const onSubmit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const checked = checkWith(planBody, { steps });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      await save.mutateAsync({ kind: plan.kind, body: checked.data });
      notifySuccess(t.alarmWork.planSaved);
    } catch (error) {
      setErrors(serverErrors(error));
      notifyApiError(error);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={name}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {name}
        </Title>
        {steps.map((step, index) => (
          <Group key={index} align="flex-start" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={m.stepLabel(index + 1)}
              value={step.text}
              maxLength={ALARM_WORK_LIMITS.stepTextMax}
              error={errors[`steps.${index}.text`]}
              onChange={(event) => change(index, { text: event.currentTarget.value })}
            />
            <Checkbox
              mt={34}
              label={m.requiredLabel(index + 1)}
              checked={step.required}
              onChange={(event) => change(index, { required: event.currentTarget.checked })}
            />
            <ActionIcon
              variant="subtle"
              mt={28}
              aria-label={m.moveUp(index + 1)}
              disabled={index === 0}
              onClick={() => setSteps(moved(steps, index, index - 1))}
            >
              <IconArrowUp size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              mt={28}
              aria-label={m.moveDown(index + 1)}
              disabled={index === steps.length - 1}
              onClick={() => setSteps(moved(steps, index, index + 1))}
            >
              <IconArrowDown size={18} />
            </ActionIcon>
            <RemoveRowButton label={m.removeStep(index + 1)} onRemove={() => setSteps(steps.filter((_, at) => at !== index))} />
          </Group>
        ))}
        <ListFooter
          error={errors.steps}
          addLabel={m.addStep}
          canAdd={steps.length < ALARM_WORK_LIMITS.planStepsMax}
          onAdd={() => setSteps([...steps, { text: '', required: false }])}
        >
          <Button type="submit" loading={save.isPending}>
            {m.savePlan(name)}
          </Button>
        </ListFooter>
      </Stack>
    </form>
  );
}
