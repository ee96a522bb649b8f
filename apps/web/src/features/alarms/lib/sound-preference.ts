/** Sound on or off, per tab (sessionStorage): a second tab of the same operator stays quiet unless turned on there. */
const KEY = 'alarmSound';

export const soundPreference = {
  get: () => sessionStorage.getItem(KEY) === 'on',
  set: (on: boolean) => (on ? sessionStorage.setItem(KEY, 'on') : sessionStorage.removeItem(KEY)),
};
