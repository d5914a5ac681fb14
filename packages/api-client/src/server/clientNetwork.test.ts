import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientNetwork } from './toNodeListener.js';

/**
 * The key a client is counted under. An IPv6 subscriber usually holds a whole /64: generated
 * addresses inside one /64 must share a key, and addresses in two must not, or one person with
 * a fresh address for every request would count as a crowd of strangers.
 */

/** A request from `address`, as the first proxy of the partner's own saw it. */
const from = (address: string) =>
  new Request('https://partner.example/api/enquiries/general', {
    headers: { 'X-Forwarded-For': address },
  });
const networkOf = (address: string, ipv6Prefix?: number) =>
  clientNetwork(from(address), { trustedProxies: 1, ...(ipv6Prefix ? { ipv6Prefix } : {}) });

const group = fc.integer({ min: 0, max: 0xffff });
const groups = (count: number) => fc.array(group, { minLength: count, maxLength: count });
/** An IPv6 address written out, or with its longest run of zeros as `::`, in any case. */
const written = (all: number[], compress: boolean, upper: boolean) => {
  const hex = all.map((each) => each.toString(16));
  let text = hex.join(':');
  if (compress) {
    const zeros = text.match(/(^|:)0(:0)+(:|$)/);
    if (zeros) text = text.replace(zeros[0], '::');
  }
  return upper ? text.toUpperCase() : text;
};

describe('clientNetwork', () => {
  it('gives every address of one /64 one key, however it is written', () => {
    fc.assert(
      fc.property(
        groups(4),
        groups(4),
        groups(4),
        fc.boolean(),
        fc.boolean(),
        (network, a, b, compress, upper) => {
          const first = networkOf(written([...network, ...a], compress, upper));
          const second = networkOf(written([...network, ...b], !compress, !upper));
          expect(first).toBe(second);
          expect(first).toBe(`${network.map((each) => each.toString(16)).join(':')}::/64`);
        },
      ),
    );
  });

  it('keeps two /64s apart, and counts by /48 or by address when told', () => {
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), (one, other, host) => {
        fc.pre(one.join() !== other.join());
        expect(networkOf(written([...one, ...host], false, false))).not.toBe(
          networkOf(written([...other, ...host], false, false)),
        );
      }),
    );
    expect(networkOf('2001:db8:a:b::1', 48)).toBe(networkOf('2001:db8:a:ffff::2', 48));
    expect(networkOf('2001:db8:a:b::1', 48)).toBe('2001:db8:a::/48');
    expect(networkOf('2001:db8::1', 128)).not.toBe(networkOf('2001:db8::2', 128));
    expect(networkOf('2001:db8:a:b::1', 60)).toBe('2001:db8:a:0::/60');
  });

  it('counts IPv4 by its address, also written as IPv6, and what is no address by its start', () => {
    expect(networkOf('203.0.113.9')).toBe('203.0.113.9');
    expect(networkOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(networkOf('1::3:4:5:6:7:8')).toBe('1:0:3:4::/64');
    expect(networkOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkOf('not:an::address::')).toBe('not:an::address::');
    expect(networkOf('x'.repeat(10_000))).toHaveLength(64);
    expect(clientNetwork(new Request('https://partner.example/'))).toBeUndefined();
    expect(() => clientNetwork(from('::1'), { ipv6Prefix: 129 })).toThrow(/0 to 128/);
  });
});
