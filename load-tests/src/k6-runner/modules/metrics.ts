// `import { Counter, Gauge, Rate, Trend } from 'k6/metrics'`: custom metrics, created in the
// init context, recorded with the VU's tags.
import type { MetricType } from '../metrics.js';
import { record } from './context.js';

class Metric {
  constructor(
    readonly name: string,
    private readonly type: MetricType,
    private readonly isTime: boolean,
  ) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`invalid metric name "${name}"`);
  }

  add(value: number | boolean, tags?: Record<string, string>): void {
    record(this.name, this.type, this.isTime, Number(value), tags);
  }
}

export class Counter extends Metric {
  constructor(name: string) {
    super(name, 'counter', false);
  }
}

export class Gauge extends Metric {
  constructor(name: string, isTime = false) {
    super(name, 'gauge', isTime);
  }
}

export class Rate extends Metric {
  constructor(name: string) {
    super(name, 'rate', false);
  }
}

export class Trend extends Metric {
  constructor(name: string, isTime = false) {
    super(name, 'trend', isTime);
  }
}

export default { Counter, Gauge, Rate, Trend };
