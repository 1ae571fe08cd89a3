export interface OutageSwitchOptions<Channel extends string, Mode extends string> {
  /** What can be down on its own (a channel, or one name for the whole provider). */
  channels: readonly [Channel, ...Channel[]];
  /** How it can be down; the first is the default. */
  modes: readonly [Mode, ...Mode[]];
  /** A channel as the log names it; default its own name. */
  name?: (channel: Channel) => string;
  /** What a mode means, added to the log line of an outage. */
  describe?: (mode: Mode) => string;
  log: (line: string) => void;
}

/** A body of the test API's `POST …/api/outage`. */
interface OutageRequest {
  channel?: unknown;
  down?: unknown;
  mode?: unknown;
}

/**
 * The outage switch of a sandbox: each channel up (null) or down in one of its modes. The sandbox
 * asks it before it takes a request or sends something; tests and people flip it through the test
 * API (`apply`) or in process (`set`).
 */
export class OutageSwitch<Channel extends string, Mode extends string> {
  private readonly modes: Record<Channel, Mode | null>;

  constructor(private readonly options: OutageSwitchOptions<Channel, Mode>) {
    this.modes = Object.fromEntries(options.channels.map((channel) => [channel, null])) as Record<Channel, Mode | null>;
  }

  /** Every channel's mode, null when it is up (a copy, for answers and pages). */
  get state(): Record<Channel, Mode | null> {
    return { ...this.modes };
  }

  modeOf(channel: Channel): Mode | null {
    return this.modes[channel];
  }

  isDown(channel: Channel): boolean {
    return this.modes[channel] !== null;
  }

  set(channel: Channel, down: boolean, mode: Mode = this.options.modes[0]): void {
    this.modes[channel] = down ? mode : null;
    const name = this.options.name?.(channel) ?? channel;
    const detail = down && this.options.describe ? ` (${this.options.describe(mode)})` : '';
    this.options.log(down ? `outage: ${name} is down${detail}` : `outage over: ${name} is up`);
  }

  /**
   * Applies a test API body, `{"channel", "down", "mode"}`: `channel` may be left out where there
   * is only one, `mode` where there is only one or the default is meant. False (nothing changed)
   * for any other body.
   */
  apply(body: unknown): boolean {
    const { channels, modes } = this.options;
    const request = (body ?? {}) as OutageRequest;
    const channel = request.channel ?? (channels.length === 1 ? channels[0] : undefined);
    const mode = request.mode ?? modes[0];
    if (typeof body !== 'object' || !channels.includes(channel as Channel) || typeof request.down !== 'boolean' || !modes.includes(mode as Mode)) return false;
    this.set(channel as Channel, request.down, mode as Mode);
    return true;
  }

  /** The body `apply` takes, as the test API's 400 answer says it. */
  get usage(): string {
    const { channels, modes } = this.options;
    const choices = (values: readonly string[]) => values.map((value) => `"${value}"`).join('|');
    const fields = [...(channels.length > 1 ? [`"channel": ${choices(channels)}`] : []), '"down": true|false', ...(modes.length > 1 ? [`"mode": ${choices(modes)}`] : [])];
    return `{${fields.join(', ')}}`;
  }
}
