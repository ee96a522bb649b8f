import { useQuery } from '@tanstack/react-query';
import { alarmSettingsEndpoints } from '@guardian/contracts';
import { call } from '../../../lib/api-client';

export const alarmSettingsKey = ['alarm-settings'] as const;
export const useAlarmSettings = () => useQuery({ queryKey: alarmSettingsKey, queryFn: () => call(alarmSettingsEndpoints.get) });
