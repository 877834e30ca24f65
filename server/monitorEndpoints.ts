import { basicAuth } from '@colyseus/core';
import { monitor } from '@colyseus/monitor';

/**
 * Colyseus' monitor panel at `/monitor`, only when `MONITOR_PASSWORD` is set (user `admin`,
 * HTTP basic auth); without it there is no panel at all.
 */
export function monitorEndpoints(password: string | undefined) {
  if (!password) return {};
  return { ...monitor({ use: [basicAuth({ users: { admin: password } })] }) };
}
