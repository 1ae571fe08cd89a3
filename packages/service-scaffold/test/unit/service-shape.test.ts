import { describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { grpcServices } from '@shop/deployables';
import { checkServiceShape } from '../../src/index.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');

describe('the service shape', () => {
  test.each(grpcServices.map((service) => [service.name, service.workspace]))('%s keeps it', (_name, workspace) => {
    expect(checkServiceShape(path.join(repoRoot, workspace))).toEqual([]);
  });

  test('names each departure from it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'service-shape-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, 'src', file)), { recursive: true });
      writeFileSync(path.join(dir, 'src', file), text);
    };
    write('main.ts', '');
    write('helpers.ts', '');
    write('utils/format.ts', '');
    write('application/place.ts', "export const place = defineCommand('Place', async () => 1);");
    write('application/views.ts', 'export const view = 1;');
    write('application/workflows/checkout.ts', 'export const steps = [];');
    write('events/order-paid.ts', "recordEvent(em, 'order.paid', id, {});");
    write('events/consume/order-paid.ts', "export const onPaid: EventHandler<'x'> = async () => undefined;");
    write('domain/fees.ts', "import { em } from '../db/orm.js';\nimport { AppError } from '@shop/service-kit';");
    write('grpc/handlers.ts', "const handler: EventHandler<'x'> = async () => undefined;");
    expect(checkServiceShape(dir)).toEqual([
      'src/helpers.ts belongs in a folder: src/ holds only main.ts, service.ts, config.ts, commands.ts',
      expect.stringMatching(/^src\/utils\/ is no folder of the service shape/),
      'src/events/order-paid.ts: an event is published from events/publish/ or consumed in events/consume/',
      'src/application/views.ts defines no use case: shared code goes in application/shared/, rules in domain/',
      'src/application/workflows/checkout.ts defines no workflow',
      'src/domain/fees.ts imports ../db/orm.js: the domain is plain functions, with no I/O and no other layer',
      'src/events/order-paid.ts records an event: events are published from events/publish/',
      'src/grpc/handlers.ts handles an event: handlers live in events/consume/',
    ]);
  });
});
