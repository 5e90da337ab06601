/**
 * SSRF protection for webhook deliveries: an endpoint's host is resolved, and the connection goes
 * to the resolved address only if it is public (not loopback, link-local, private, unique-local,
 * CGNAT, multicast or unspecified), unless the operator sets VIGIL_WEBHOOKS_ALLOW_PRIVATE=1.
 * The check runs inside the socket's own `lookup`, so the address checked is the address
 * connected to (no second resolution an attacker's DNS could answer differently).
 */
import dns from 'node:dns';
import net from 'node:net';
import { SETTINGS } from '../config-schema.js';

export const ALLOW_PRIVATE_ENV = SETTINGS.webhooksAllowPrivate.env;

export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
}

function ipv4Octets(address: string): number[] {
  return address.split('.').map(Number);
}

function isNonPublicIpv4(address: string): boolean {
  const [a = 0, b = 0] = ipv4Octets(address);
  return (
    a === 0 || // unspecified, "this network"
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // CGNAT
    (a === 169 && b === 254) || // link-local (cloud metadata)
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224 // multicast, reserved, broadcast
  );
}

/** True for an address a webhook must not reach without the operator's consent. */
export function isNonPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return isNonPublicIpv4(address);
  if (family !== 6) return true;
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return isNonPublicIpv4(mapped[1]!);
  if (lower === '::' || lower === '::1') return true;
  const first = parseInt(lower.split(':')[0] || '0', 16);
  return (
    (first & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (first & 0xff00) === 0xff00 // multicast
  );
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** A `lookup` for http.request that refuses non-public addresses after resolution. */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses;
      const refused = allowPrivate ? undefined : list.find((entry) => isNonPublicAddress(entry.address));
      if (refused) {
        return callback(new RefusedAddressError(`${hostname} resolves to ${refused.address}, a non-public address (set ${ALLOW_PRIVATE_ENV}=1 to allow)`), []);
      }
      if (options.all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(new RefusedAddressError(`${hostname} has no address`), []);
      callback(null, first.address, first.family);
    });
  };
}
