import { randomInt } from 'node:crypto';
import type { ServerConfig } from '../config.ts';

export interface SmsMessage {
  to: string;
  text: string;
  /** The code the text carries; a notice (a registered number asked to register) has none. */
  code?: string;
  sentAt: number;
}

/** Sends SMS codes. The built-in one works offline; production plugs a real gateway in. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * The demo sender: prints each code to the console (so a person trying the demo can log in by
 * phone) and keeps the last ones for tests. Never used in production.
 */
export class ConsoleSmsSender implements SmsSender {
  readonly outbox: SmsMessage[] = [];
  constructor(private readonly log: (line: string) => void = (line) => console.log(line)) {}

  async send(message: SmsMessage): Promise<void> {
    this.outbox.push(message);
    if (this.outbox.length > 500) this.outbox.shift();
    this.log(`[demo sms] to ${message.to}: ${message.text}`);
  }

  /** The last code sent to a number (tests and the demo); notices without a code are skipped. */
  lastCodeFor(to: string): string | undefined {
    for (let i = this.outbox.length - 1; i >= 0; i -= 1) {
      const message = this.outbox[i]!;
      if (message.to === to && message.code !== undefined) return message.code;
    }
    return undefined;
  }

  /** The last message sent to a number, code or notice. */
  lastMessageTo(to: string): SmsMessage | undefined {
    return this.outbox.findLast((message) => message.to === to);
  }
}

/** Refuses to send: production without a configured gateway fails loudly, never silently. */
export class UnconfiguredSmsSender implements SmsSender {
  async send(): Promise<void> {
    throw new Error('no SMS gateway is configured');
  }
}

/**
 * A real gateway reached over HTTP: each message is POSTed as JSON `{ to, text }` to the
 * configured address, with the configured token as a bearer credential. Anything but a 2xx is a
 * failure (the caller answers 503 and lets the player try again). The code itself is never
 * logged; a failure names the gateway's status, not the message.
 */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const response = await this.fetchImpl(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ to: message.to, text: message.text }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    // drain the body so the connection is reused
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`the SMS gateway answered ${response.status}`);
  }
}

/** The sender the settings ask for: a configured gateway, else the console in demo mode only. */
export function smsSenderFor(
  config: Pick<ServerConfig, 'SMS_GATEWAY_URL' | 'SMS_GATEWAY_TOKEN' | 'demo'>,
): SmsSender {
  if (config.SMS_GATEWAY_URL)
    return new HttpSmsSender(config.SMS_GATEWAY_URL, config.SMS_GATEWAY_TOKEN);
  return config.demo ? new ConsoleSmsSender() : new UnconfiguredSmsSender();
}

/** Six random digits. */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
