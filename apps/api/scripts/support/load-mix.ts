import { newDevice } from './server';

/** One call of the mix; path and body are functions so that each sending can differ (pages, records). */
export type MixCall = { method: 'GET' | 'POST' | 'PATCH'; path: () => string; body?: () => string };

/**
 * Seven reads and three writes per cycle, over the screens operators use most. Writes are spread over many
 * records (devices, end users), as many operators would spread them; each write stores its audit entry in
 * the same transaction.
 */
export function loadMix(userIds: number[]): MixCall[] {
  let turn = 0;
  const next = () => (turn += 1);
  const read = (path: string): MixCall => ({ method: 'GET', path: () => path });
  return [
    read('/v1/user/admin/app-statistics'),
    { method: 'GET', path: () => `/v1/user/admin/list-all-users?limit=10&page_no=${(next() % 20) + 1}` },
    read('/v1/admin/list-panic-events?limit=25&page_no=1'),
    { method: 'POST', path: () => '/v1/device-inventory', body: () => JSON.stringify(newDevice('LT')) },
    read('/v1/device-inventory?limit=10&page_no=1&keyword=Clip'),
    read('/v1/user/get-my-profile'),
    { method: 'PATCH', path: () => `/v1/device-inventory/active-inactive-device-inventory/${(next() % 100) + 1}`, body: () => '{}' },
    read('/v1/audit/timeline?limit=10&page_no=1'),
    {
      method: 'PATCH',
      path: () => `/v1/user/admin/active-deactive-user/${userIds[next() % userIds.length]}`,
      body: () => JSON.stringify({ status: turn % 2 }),
    },
    read('/v1/admin/list-emergency-contacts-data?limit=10&page_no=1'),
  ];
}
