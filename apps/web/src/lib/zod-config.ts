// zod 4 probes whether it may compile validators with `new Function`; our CSP forbids eval, and the probe
// shows up as a CSP violation on every page. Validation is as correct without it.
//
// This is `z.config({ jitless: true })` without importing zod: zod keeps its configuration in
// globalThis.__zod_globalConfig (shared by every copy of zod) and adopts an object already there. Importing
// zod here would put it in every page's first load; the login page loads its schema only on first input.
// zod-config.test.ts checks that zod sees the setting.
type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };
const holder = globalThis as ZodGlobal;
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
export {};
