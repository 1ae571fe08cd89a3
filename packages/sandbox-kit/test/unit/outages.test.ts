import { describe, expect, it } from '@jest/globals';
import { OutageSwitch } from '../../src/index.js';

describe('OutageSwitch', () => {
  it('keeps each channel up or down in a mode, and logs each change', () => {
    const lines: string[] = [];
    const outages = new OutageSwitch({ channels: ['sms', 'whatsapp'], modes: ['refuse', 'silent'], describe: (mode) => `${mode} mode`, log: (line) => lines.push(line) });
    expect(outages.state).toEqual({ sms: null, whatsapp: null });
    outages.set('sms', true);
    outages.set('whatsapp', true, 'silent');
    expect(outages.state).toEqual({ sms: 'refuse', whatsapp: 'silent' });
    expect([outages.isDown('sms'), outages.modeOf('whatsapp')]).toEqual([true, 'silent']);
    outages.set('sms', false);
    expect(outages.isDown('sms')).toBe(false);
    expect(lines).toEqual(['outage: sms is down (refuse mode)', 'outage: whatsapp is down (silent mode)', 'outage over: sms is up']);
  });

  it("applies the test API's body, refusing any other", () => {
    const outages = new OutageSwitch({ channels: ['sms', 'whatsapp'], modes: ['refuse', 'silent'], log: () => undefined });
    expect(outages.apply({ channel: 'whatsapp', down: true, mode: 'silent' })).toBe(true);
    expect(outages.apply({ channel: 'sms', down: true })).toBe(true);
    expect(outages.state).toEqual({ sms: 'refuse', whatsapp: 'silent' });
    for (const body of [null, 'down', { down: true }, { channel: 'fax', down: true }, { channel: 'sms', down: 'yes' }, { channel: 'sms', down: true, mode: 'sometimes' }]) {
      expect([body, outages.apply(body)]).toEqual([body, false]);
    }
    expect(outages.usage).toBe('{"channel": "sms"|"whatsapp", "down": true|false, "mode": "refuse"|"silent"}');
  });

  it('takes a body without a channel or mode where there is only one', () => {
    const lines: string[] = [];
    const outages = new OutageSwitch({ channels: ['gateway'], modes: ['refuse'], name: () => 'the gateway', log: (line) => lines.push(line) });
    expect(outages.apply({ down: true })).toBe(true);
    expect(outages.isDown('gateway')).toBe(true);
    expect(outages.usage).toBe('{"down": true|false}');
    expect(lines).toEqual(['outage: the gateway is down']);
  });
});
