import { describe, expect, it } from '@jest/globals';
import { Timers } from '../../src/index.js';

describe('Timers', () => {
  it('runs work later, at once when its time has passed, and counts what has not run', async () => {
    const timers = new Timers();
    const ran: string[] = [];
    timers.after(20, () => ran.push('later'));
    timers.after(-1_000, () => ran.push('past'));
    expect(timers.size).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(ran).toEqual(['past', 'later']);
    expect(timers.size).toBe(0);
  });

  it('cancels whatever has not run', async () => {
    const timers = new Timers();
    let ran = false;
    timers.after(10, () => (ran = true));
    timers.clear();
    expect(timers.size).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ran).toBe(false);
  });
});

it('tells when nothing is left to run, waiting for work that schedules more', async () => {
  const timers = new Timers();
  const ran: string[] = [];
  timers.after(5, () => {
    ran.push('first');
    timers.after(5, () => ran.push('second'));
  });
  await timers.idle();
  expect(ran).toEqual(['first', 'second']);
  await timers.idle();
});
