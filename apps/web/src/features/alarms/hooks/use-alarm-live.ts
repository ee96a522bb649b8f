import { createContext, useContext } from 'react';
import type { StreamStatus } from '../api/alarm-stream';
import type { AlarmSound } from './use-alarm-sound';

export type AlarmLive = {
  status: StreamStatus;
  /** The live updates are down (a dropped stream, or the desk failing to load) and being retried. */
  interrupted: boolean;
  sound: AlarmSound;
};

const noSound: AlarmSound = { wanted: false, on: false, turnOn: async () => {}, turnOff: () => {}, play: () => {}, lastPlayedAt: null, playing: false };

export const AlarmLiveContext = createContext<AlarmLive>({ status: 'stopped', interrupted: false, sound: noSound });

/** The live stream's state and the tab's alarm sound, kept by AlarmLiveProvider in the admin layout. */
export const useAlarmLive = () => useContext(AlarmLiveContext);
