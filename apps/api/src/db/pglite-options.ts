import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PostgreSQL's page cache inside PGlite. PGlite's own default (128 MB) lives in the server process's WebAssembly
 * memory, which never shrinks: on the 100k-user bench database the server rested at about 500 MB and peaked at 560
 * MB during exports. At 32 MB it rested at about 365 MB and peaked at 440 MB, with list requests as fast within
 * the noise of that machine (decision 064). The database files stay in the operating system's cache either way.
 */
const SHARED_BUFFERS = '32MB';

/**
 * How every PGlite of Guardian is opened (the server's thread, an in-process one, the migrated test image):
 * with pg_trgm and the cache size above, from `image` when given (a data directory saved by dumpDataDir).
 */
export function pgliteOptions(image?: Uint8Array) {
  return {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
    ...(image ? { loadDataDir: new Blob([image as Uint8Array<ArrayBuffer>]) } : {}),
  } satisfies PGliteOptions;
}
