import path from 'node:path';
import { buildServerBundle } from './server-bundle';

/** `npm run build:server`: writes apps/api/dist/server.mjs (npm run serve does this itself before it starts). */
const file = await buildServerBundle();
console.log(`server bundle: ${path.relative(process.cwd(), file)}`);
