import { describe, expect, it } from '@jest/globals';
import { eventually } from '@shop/test-kit';
import { createLogger } from '../../src/logger.js';
import { runPeriodically } from '../../src/periodic.js';

function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ service: 'test', destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } });
  return { logger, lines };
}

describe('runPeriodically', () => {
  it('starts a round only after the previous one ended', async () => {
    const { logger } = recordingLogger();
    let running = 0;
    let overlapped = false;
    let rounds = 0;
    const job = runPeriodically(
      'test',
      1,
      async () => {
        running += 1;
        overlapped ||= running > 1;
        await new Promise((resolve) => setImmediate(resolve));
        running -= 1;
        rounds += 1;
      },
      logger,
    );
    await eventually(() => rounds >= 5, 5_000, 'five rounds');
    await job.stop();
    expect(overlapped).toBe(false);
  });

  it('logs a round that throws and goes on with the next', async () => {
    const { logger, lines } = recordingLogger();
    let rounds = 0;
    const job = runPeriodically(
      'failing',
      1,
      async () => {
        rounds += 1;
        if (rounds === 1) throw new Error('broken round');
      },
      logger,
    );
    await eventually(() => rounds >= 3, 5_000, 'rounds after the failure');
    await job.stop();
    expect(lines.find((line) => line.job === 'failing')).toMatchObject({ msg: 'periodic round failed: tried again next round' });
  });

  it('waits for the round under way when stopped, and starts no other', async () => {
    const { logger } = recordingLogger();
    let release: () => void = () => undefined;
    let started = 0;
    let finished = false;
    const job = runPeriodically(
      'slow',
      1,
      async (state) => {
        started += 1;
        await new Promise<void>((resolve) => (release = resolve));
        finished = state.stopped;
      },
      logger,
    );
    await eventually(() => started === 1, 5_000, 'the first round');
    const stopping = job.stop();
    release();
    await stopping;
    expect(finished).toBe(true);
    expect(started).toBe(1);
  });
});
