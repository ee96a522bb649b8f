import { Outlet } from 'react-router';
import { ROLE } from '@guardian/contracts';
import { ForbiddenState } from '../components/forbidden-state';
import { session } from '../lib/session';

/**
 * Pages for super admins only (the server refuses everyone else too): an admin of another role who types or
 * bookmarks one of their URLs is told so at once, and sees no list or form that would fail on submit.
 */
export function SuperAdminOnly() {
  return Number(session.role()) === ROLE.superAdmin ? <Outlet /> : <ForbiddenState />;
}
