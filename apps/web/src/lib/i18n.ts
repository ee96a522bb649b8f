import { en, type Messages } from '@guardian/contracts';

/** The message catalogue in use. A second language is a second catalogue of the same shape. */
export const t: Messages = en;
