import fs from 'node:fs';
import os from 'node:os';

/** The 1, 5 and 15 minute load averages as the kernel prints them (a bench records them before and after its run). */
export const loadAverage = (): string =>
  fs.existsSync('/proc/loadavg')
    ? fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
    : os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ');
