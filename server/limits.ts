/** Per-client limits: a token bucket for all messages, a stricter one for chat, and chat text cleaning. */

export class RateLimiter {
  private tokens: number;
  private at = Date.now();

  constructor(
    private perSecond: number,
    private burst: number,
  ) {
    this.tokens = burst;
  }

  take(): boolean {
    const now = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Chat: at most 5 lines in any 5 seconds. */
export class ChatLimiter extends RateLimiter {
  constructor() {
    super(1, 5);
  }
}

/**
 * Chat is plain text: control and bidirectional-override characters are dropped and whitespace is collapsed.
 * Clients must still show it as text (never as markup); nothing here escapes HTML, on purpose.
 */
export function cleanChat(raw: string): string {
  let out = '';
  for (const ch of raw) {
    const c = ch.codePointAt(0) ?? 0;
    const invisible =
      c < 0x20 ||
      (c >= 0x7f && c <= 0x9f) ||
      (c >= 0x200b && c <= 0x200f) ||
      (c >= 0x202a && c <= 0x202e) ||
      (c >= 0x2066 && c <= 0x2069) ||
      c === 0xfeff;
    out += invisible ? ' ' : ch;
  }
  return out.replace(/\s+/g, ' ').trim();
}
