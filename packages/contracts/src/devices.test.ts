import { describe, expect, it } from 'vitest';
import { deviceBody, listDevicesQuery } from './devices';

describe('device contracts', () => {
  it.each([
    ['aa:bb:cc:dd:ee:ff', 'AA:BB:CC:DD:EE:FF'],
    ['AA-BB-CC-DD-EE-0F', 'AA:BB:CC:DD:EE:0F'],
    [' 01:23:45:67:89:ab ', '01:23:45:67:89:AB'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
  ])('normalises the MAC address %j to %j', (macAddress, expected) => {
    expect(deviceBody.parse({ deviceName: 'Band', deviceId: 'ID-1', macAddress }).macAddress).toBe(expected);
  });

  it.each(['AA:BB:CC:DD:EE', 'AA:BB:CC:DD:EE:FF:00', 'AA:BB-CC:DD:EE:FF', 'AABBCCDDEEFF', 'GG:BB:CC:DD:EE:FF', 'AA.BB.CC.DD.EE.FF'])(
    'refuses the MAC address %j',
    (macAddress) => {
      const result = deviceBody.safeParse({ deviceName: 'Band', deviceId: 'ID-1', macAddress });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please Enter a valid MAC Address (AA:BB:CC:DD:EE:FF).');
    },
  );

  it('keeps names exactly, refusing blanks, control characters and lone surrogates', () => {
    expect(deviceBody.parse({ deviceName: ' Ünïcödé 🙂 ', deviceId: 'ID-1' }).deviceName).toBe(' Ünïcödé 🙂 ');
    for (const deviceName of ['', '  ', 'a\tb', 'a\u0000b', 'a\ud800b']) expect(deviceBody.safeParse({ deviceName, deviceId: 'ID-1' }).success).toBe(false);
  });

  it('reads the filter codes of spec section 9, empty or absent meaning All', () => {
    // Absent: all devices, newest first (the default order of decision 025).
    expect(listDevicesQuery.parse({})).toEqual({ limit: 10, page_no: 1, keyword: '', active_status: 1, allocation_status: 1, order_by: 'id', order: 'DESC' });
    expect(listDevicesQuery.parse({ active_status: '', allocation_status: '3' })).toMatchObject({ active_status: 1, allocation_status: 3 });
    for (const active_status of ['2', '5', 'x', '3.5']) expect(listDevicesQuery.safeParse({ active_status }).success).toBe(false);
    for (const allocation_status of ['0', '4', 'true']) expect(listDevicesQuery.safeParse({ allocation_status }).success).toBe(false);
  });
});
