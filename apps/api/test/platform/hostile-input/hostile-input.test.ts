import { describeHostileSweep } from '../../support/hostile-input-sweep';

/** The first half of the hostile-string sweep over every write route (hostile-input-sweep.ts). */
await describeHostileSweep(1, 2);
