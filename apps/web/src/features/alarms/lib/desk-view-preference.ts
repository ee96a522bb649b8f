/** The compact view (one line per alarm), remembered in this browser (localStorage) for busy hours to come. */
const KEY = 'alarmDeskCompact';

export const compactPreference = {
  get: () => localStorage.getItem(KEY) === 'on',
  set: (on: boolean) => (on ? localStorage.setItem(KEY, 'on') : localStorage.removeItem(KEY)),
};
