import { describe, expect, it } from 'vitest';
import { Protocol, getMessageBytes } from '@colyseus/core';
import { unpack } from 'msgpackr';
import * as wsModule from 'ws';
import { updateBytes } from '../../server/fanout';
import { MSG } from '../../shared/protocol';

/** Colyseus's own encoding of `client.send(MSG.update, text)`. */
const colyseus = (text: string): Buffer => getMessageBytes.raw(Protocol.ROOM_DATA, MSG.update, text);
const HEAD = colyseus('').length - 1; // the head, then the message: an empty string is one byte of msgpack

/** ws's frame parser (its types leave it out). */
interface FrameReader {
  on(event: 'message', f: (data: Buffer, binary: boolean) => void): void;
  on(event: 'error', f: (e: Error) => void): void;
  write(chunk: Buffer): void;
}
const { Receiver } = wsModule as unknown as {
  Receiver: new (o: { isServer: boolean; maxPayload: number }) => FrameReader;
};

/** What a WebSocket client reads from `bytes`: each message, with whether it was binary. */
function readFrames(bytes: Buffer): { data: Buffer; binary: boolean }[] {
  const out: { data: Buffer; binary: boolean }[] = [];
  const receiver = new Receiver({ isServer: false, maxPayload: 0 });
  receiver.on('message', (data, binary) => out.push({ data, binary }));
  receiver.on('error', (e) => {
    throw e;
  });
  receiver.write(bytes);
  return out;
}

/**
 * Update texts of every byte length around those where the encodings change (the msgpack string's head at 32, 256
 * and 65,536 bytes; the WebSocket frame's at 126 and 65,536), in one-byte and multibyte characters, with and
 * without a public patch.
 */
function cases(): { base: string; pub: string | null }[] {
  const out: { base: string; pub: string | null }[] = [];
  const near = [32, 126, 256, 65_536].flatMap((b) => Array.from({ length: 24 }, (_, i) => b - 16 + i));
  for (const length of [...Array.from({ length: 24 }, (_, i) => i + 8), ...near]) {
    const base = `{"s":"${'a'.repeat(length - 8)}"}`; // `length` bytes
    out.push({ base, pub: null });
    const pub = '{"set":{}}';
    // the same whole length with a public patch: ,"pub": and the patch take their bytes from the base
    if (length - 8 - 7 - pub.length >= 0) out.push({ base: `{"s":"${'a'.repeat(length - 8 - 7 - pub.length)}"}`, pub });
  }
  for (const n of [0, 1, 40, 85, 86, 100, 21_845, 21_846, 30_000])
    for (const ch of ['é', 'ボ', '😀', '"\\\n'])
      for (const pub of [null, `{"full":true,"set":{"towns/3":${JSON.stringify('ボ'.repeat(n % 50))}}}`])
        out.push({ base: `{"v":1,"s":${JSON.stringify(ch.repeat(n))}}`, pub });
  return out;
}

describe('update bytes', () => {
  it('are the message Colyseus would send, for every length and character', () => {
    for (const c of cases()) {
      const text = c.pub === null ? c.base : `${c.base.slice(0, -1)},"pub":${c.pub}}`;
      const mine = updateBytes(c, false);
      const theirs = colyseus(text);
      expect(mine.subarray(0, HEAD).equals(theirs.subarray(0, HEAD))).toBe(true);
      expect(unpack(mine.subarray(HEAD))).toBe(text);
      expect(JSON.parse(unpack(mine.subarray(HEAD)) as string)).toEqual(JSON.parse(text));
      // msgpack may spend more bytes on a string's length than needed: these never do, so they are never longer
      expect(mine.length).toBeLessThanOrEqual(theirs.length);
    }
  });

  it('in a WebSocket frame, are read by a WebSocket client as that one binary message', () => {
    for (const c of cases()) {
      const frames = readFrames(updateBytes(c, true));
      expect(frames).toHaveLength(1);
      expect(frames[0].binary).toBe(true);
      expect(frames[0].data.equals(updateBytes(c, false))).toBe(true);
    }
    // several frames back to back, as a socket's stream carries them
    const all = cases().slice(0, 40);
    const read = readFrames(Buffer.concat(all.map((c) => updateBytes(c, true))));
    expect(read.map((f) => f.data.toString('base64'))).toEqual(
      all.map((c) => updateBytes(c, false).toString('base64')),
    );
  });

  it('refuse a base text that is not a JSON object when a public patch is added', () => {
    expect(() => updateBytes({ base: '', pub: '{"set":{}}' }, false)).toThrow();
  });
});
