/** The service key a service-key route was called with (the alarm service). */
export type ServiceKeyInfo = { id: number; name: string };

export type SessionInfo = {
  tokenHash: string;
  accountId: number;
  roleId: number;
  email: string;
};

/** The key of a service-key route; the auth hook has already refused requests without a live one. */
export function serviceKeyOf(request: { serviceKey?: ServiceKeyInfo }): ServiceKeyInfo {
  if (!request.serviceKey) throw new Error('serviceKeyOf called on a route without a service key');
  return request.serviceKey;
}

/** The session of a route that is not public; the auth hook has already refused requests without one. */
export function sessionOf(request: { session?: SessionInfo }): SessionInfo {
  if (!request.session) throw new Error('sessionOf called on a public route');
  return request.session;
}
