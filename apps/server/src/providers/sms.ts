import { randomInt } from 'node:crypto';

export interface SmsMessage {
  to: string;
  text: string;
  code: string;
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

  /** The last code sent to a number (tests and the demo). */
  lastCodeFor(to: string): string | undefined {
    for (let i = this.outbox.length - 1; i >= 0; i -= 1) {
      if (this.outbox[i]!.to === to) return this.outbox[i]!.code;
    }
    return undefined;
  }
}

/** Refuses to send: production without a configured gateway fails loudly, never silently. */
export class UnconfiguredSmsSender implements SmsSender {
  async send(): Promise<void> {
    throw new Error('no SMS gateway is configured');
  }
}

/** Six random digits. */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
