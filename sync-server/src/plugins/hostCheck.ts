import { isIP } from 'node:net';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../errors';

/** The answer to a request for a host name this server does not serve. */
export const UNKNOWN_HOST_MESSAGE = 'Unknown host name. To serve it, add it to ALLOWED_HOSTS.';

/** The host name of a Host header (`name:port`, `[v6]:port`), lower-cased, without port or brackets. */
export function hostNameOf(host: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(host);
  if (bracketed) return (bracketed[1] ?? '').toLowerCase();
  const at = host.lastIndexOf(':');
  // A bare IPv6 address has several colons and no port to strip.
  const name = at >= 0 && host.indexOf(':') === at ? host.slice(0, at) : host;
  return name.toLowerCase().replace(/\.$/, '');
}

let machine: string | undefined;

/** This machine's name, lower-cased; read once (it is a system call, and requests ask for it often). */
function machineName(): string {
  machine ??= hostname().toLowerCase();
  return machine;
}

/**
 * Whether a Host header names this server. DNS rebinding makes a page on an attacker's name talk to
 * this server (its Origin then matches its Host, so the Origin check passes); the browser still
 * sends the attacker's name as Host, so only names the operator serves are answered. Served without
 * configuration: localhost names, IP addresses (a rebinding page cannot send those), this machine's
 * name, and `host` (the HOST setting). `allowed` adds names: `maps.example.org`, `.example.org` for
 * it and its subdomains, or `*` for any (only behind a proxy that checks Host itself).
 */
export function isAllowedHost(header: string | undefined, allowed: readonly string[], host: string): boolean {
  if (allowed.includes('*')) return true;
  if (!header) return false;
  const name = hostNameOf(header);
  if (name === 'localhost' || name.endsWith('.localhost') || isIP(name) !== 0) return true;
  const machine = machineName();
  if (name === machine || name === `${machine}.local` || name === host.toLowerCase()) return true;
  return allowed.some((entry) =>
    entry.startsWith('.') ? name === entry.slice(1) || name.endsWith(entry) : name === entry,
  );
}

/**
 * Refuses every request (pages, API, the live channel) whose Host this server does not serve, with
 * 421 Misdirected Request, before anything else reads it. Behind TRUST_PROXY the forwarded host is
 * the one checked, as the Origin check does.
 */
export function registerHostCheck(
  app: FastifyInstance,
  options: { allowed: readonly string[]; host: string },
): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(
      isAllowedHost(request.host, options.allowed, options.host)
        ? undefined
        : httpError(421, UNKNOWN_HOST_MESSAGE),
    );
  });
}
