import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import type { Storage } from '../../storage/storage';
import type { ListState } from '../list-state';

/**
 * What the list engine and a list's fragments may use of the app. The app's context (AppContext) has all of it;
 * the engine names only these parts so that lib/ does not depend on the modules the context holds.
 */
export type ListContext = {
  db: Db;
  database: Pick<Database, 'db' | 'withSettings'>;
  now: () => Date;
  config: Pick<Config, 'publicUrl'>;
  storage: Pick<Storage, 'publicUrl'>;
  listState: ListState;
};
