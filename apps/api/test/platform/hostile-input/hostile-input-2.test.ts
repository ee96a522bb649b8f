import { describeHostileSweep } from '../../support/hostile-input-sweep';

/** The second half of the hostile-string sweep over every write route (hostile-input-sweep.ts). */
await describeHostileSweep(2, 2);
