/** What the lobby and the seat list call Vulcanus's seats and roles, in the player's language. */
import { describe, expect, it } from 'vitest';
import { meta } from '../../client/games/vulcanus/meta';

describe('Vulcanus names in the lobby', () => {
  it("every role of a seat is translated in the language asked for, the kaiju's too", () => {
    for (const lang of ['ja', 'en'] as const) {
      const kaiju = meta.roleName?.('kaiju', lang);
      expect(kaiju).toBe(meta.seatName('kaiju', lang));
      expect(kaiju).not.toBe('kaiju');
      expect(meta.roleName?.('fireChief', lang)).not.toBe('fireChief');
    }
    expect(meta.roleName?.('kaiju', 'ja')).toBe('怪獣');
    expect(meta.roleName?.('kaiju', 'en')).not.toBe(meta.roleName?.('kaiju', 'ja'));
  });
});
