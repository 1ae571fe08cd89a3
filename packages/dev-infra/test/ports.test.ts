import { readFileSync } from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { freePort, reservePort } from '../src/ports.js';

describe('ports', () => {
  it('never hands out the same free port twice in one process', async () => {
    const ports = [];
    for (let i = 0; i < 50; i++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(50);
  });

  it('picks below the ephemeral range, where no outgoing connection takes its local port', async () => {
    const [ephemeralStart] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    for (let i = 0; i < 20; i++) expect(await freePort()).toBeLessThan(ephemeralStart!);
  });

  it('holds a reserved port until it is released', async () => {
    const port = await freePort();
    const held = await reservePort(port, '127.0.0.1');
    await expect(reservePort(port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
    await held.release();
    const again = await reservePort(port, '127.0.0.1');
    await again.release();
  });

  it('refuses a connection made while the port is held, so that releasing it never waits for a client', async () => {
    const port = await freePort();
    const held = await reservePort(port, '127.0.0.1');
    const client = net.connect({ port, host: '127.0.0.1' });
    // The client never ends its side: only the reservation closing the socket ends it.
    await new Promise((resolve) => client.once('close', resolve));
    await held.release();
  });
});
