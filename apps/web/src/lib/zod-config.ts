import { z } from 'zod';

// zod 4 probes whether it may compile validators with `new Function`; our CSP forbids eval, and the probe
// shows up as a CSP violation on every page. Validation is as correct without it.
z.config({ jitless: true });
