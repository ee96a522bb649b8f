import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alarmSettingsEndpoints, type AlarmSettingsBody } from '@guardian/contracts';
import { call } from '../../../lib/api-client';
import { alarmSettingsKey } from './get-alarm-settings';

export function useSaveAlarmSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlarmSettingsBody) => call(alarmSettingsEndpoints.save, { body }),
    onSuccess: (answer) => queryClient.setQueryData(alarmSettingsKey, answer),
  });
}
