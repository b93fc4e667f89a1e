/**
 * One animation per engine event. Each applies the event's change to the scene's display copy (so that the
 * board moves step by step) and returns when its tween is over; with speed 0 it only applies the change.
 */
import * as Phaser from 'phaser';
import { townIndex } from '../../../../shared/vulcanus/data/map';
import type { GameEvent } from '../../../../shared/vulcanus/index';
import { play, type SoundName } from '../../../sound';
import { drawFire, drawLava, drawPerson, drawSdf, drawVip } from './art';
import { KAIJU_DX, KAIJU_DY, kaijuScale } from './layout';
import type { EffectStage } from './stage';

type XY = { x: number; y: number };

function tween(s: EffectStage, cfg: Phaser.Types.Tweens.TweenBuilderConfig, speed: number): Promise<void> {
  if (speed <= 0) return Promise.resolve();
  const duration = typeof cfg.duration === 'number' ? cfg.duration * speed : 300 * speed;
  return new Promise((resolve) => {
    s.tweens.add({ ...cfg, duration, onComplete: () => resolve() });
  });
}

function token(s: EffectStage, kind: 'lava' | 'citizen' | 'vip' | 'fire' | 'sdf', at: XY): Phaser.GameObjects.Graphics {
  const g = s.add.graphics({ x: at.x, y: at.y });
  const p = s.palette;
  if (kind === 'lava') drawLava(g, 0, 0, p, 2);
  else if (kind === 'citizen') drawPerson(g, 0, 0, p.citizen, 2);
  else if (kind === 'vip') drawVip(g, 0, 0, p.vip, 2);
  else if (kind === 'fire') drawFire(g, 0, 0, p, 1.8);
  else drawSdf(g, 0, 0, p, 1.8);
  g.setDepth(20);
  return g;
}

function burst(s: EffectStage, at: XY, color: number, n: number, speed: number, spread = 120): void {
  if (speed <= 0) return;
  const em = s.add.particles(at.x, at.y, 'dot', {
    speed: { min: spread * 0.3, max: spread },
    lifespan: 600 * speed,
    scale: { start: 0.7, end: 0 },
    alpha: { start: 1, end: 0 },
    tint: color,
    blendMode: 'ADD',
    emitting: false,
  });
  em.setDepth(25);
  em.explode(n);
  s.time.delayedCall(700 * speed + 50, () => em.destroy());
}

function sfx(name: SoundName, speed: number): void {
  if (speed > 0) play(name);
}

function town(s: EffectStage, id: string) {
  return s.disp.towns[townIndex(id)];
}

function redraw(s: EffectStage, ...ids: string[]): void {
  for (const id of ids) s.redrawTown(townIndex(id));
}

async function fly(
  s: EffectStage,
  g: Phaser.GameObjects.Graphics,
  to: XY,
  ms: number,
  speed: number,
  arc = 0,
): Promise<void> {
  if (arc) {
    const from = { x: g.x, y: g.y };
    const o = { t: 0 };
    await tween(
      s,
      {
        targets: o,
        t: 1,
        duration: ms,
        ease: 'Sine.easeInOut',
        onUpdate: () => {
          g.setPosition(from.x + (to.x - from.x) * o.t, from.y + (to.y - from.y) * o.t - Math.sin(o.t * Math.PI) * arc);
        },
      },
      speed,
    );
  } else await tween(s, { targets: g, x: to.x, y: to.y, duration: ms, ease: 'Sine.easeInOut' }, speed);
  g.destroy();
}

async function stomp(s: EffectStage, speed: number): Promise<void> {
  if (speed <= 0) return;
  sfx('stomp', speed);
  s.cameras.main.shake(220 * speed, 0.006);
  burst(s, { x: s.kaiju.x - 10, y: s.kaiju.y }, 0xb9a58a, 18, speed, 90);
  const sx = s.kaiju.scaleX;
  await tween(s, { targets: s.kaiju, scaleY: sx * 0.82, scaleX: sx * 1.1, duration: 90, yoyo: true }, speed);
  s.kaiju.setScale(sx);
}

export async function playEvent(s: EffectStage, e: GameEvent, speed: number): Promise<void> {
  switch (e.type) {
    case 'kaijuPlaced':
      s.disp.kaiju = e.town;
      s.placeKaiju();
      await stomp(s, speed);
      return;
    case 'kaijuMoved': {
      const to = s.townPoint(e.to);
      const target = { x: to.x + KAIJU_DX, y: to.y + KAIJU_DY };
      if (e.underground) {
        await tween(s, { targets: s.kaiju, alpha: 0, duration: 250 }, speed);
        s.kaiju.setPosition(target.x, target.y);
        await tween(s, { targets: s.kaiju, alpha: 1, duration: 250 }, speed);
        s.kaiju.setAlpha(1);
      } else {
        const from = { x: s.kaiju.x, y: s.kaiju.y };
        const o = { t: 0 };
        await tween(
          s,
          {
            targets: o,
            t: 1,
            duration: 520,
            ease: 'Linear',
            onUpdate: () =>
              s.kaiju.setPosition(
                from.x + (target.x - from.x) * o.t,
                from.y + (target.y - from.y) * o.t - Math.abs(Math.sin(o.t * Math.PI * 3)) * 10,
              ),
          },
          speed,
        );
      }
      s.disp.kaiju = e.to;
      s.placeKaiju();
      if (!e.underground) await stomp(s, speed);
      return;
    }
    case 'lavaPlaced': {
      const to = s.townPoint(e.town);
      const from = s.disp.kaiju ? s.townPoint(s.disp.kaiju) : { x: to.x, y: to.y - 200 };
      sfx('lava', speed);
      await fly(s, token(s, 'lava', { x: from.x + 20, y: from.y - 50 }), to, 360, speed, 60);
      town(s, e.town).lava++;
      redraw(s, e.town);
      burst(s, to, s.palette.lava, 14, speed);
      return;
    }
    case 'lavaMoved': {
      const a = s.townPoint(e.from);
      const b = s.townPoint(e.to);
      town(s, e.from).lava -= e.count;
      redraw(s, e.from);
      sfx('lava', speed);
      const flights: Promise<void>[] = [];
      for (let i = 0; i < e.count; i++)
        flights.push(fly(s, token(s, 'lava', { x: a.x + i * 6, y: a.y }), b, 450 + i * 60, speed));
      await Promise.all(flights);
      town(s, e.to).lava += e.count;
      redraw(s, e.to);
      burst(s, b, s.palette.lava, 10 * e.count, speed);
      return;
    }
    case 'lavaExtinguished': {
      const at = s.townPoint(e.town);
      sfx('water', speed);
      burst(s, at, 0x9fd8ff, 30, speed, 160);
      town(s, e.town).lava--;
      redraw(s, e.town);
      await fly(s, token(s, 'lava', at), s.trackPoint('defense'), 500, speed, 40);
      return;
    }
    case 'lavaBurned': {
      const from = s.disp.kaiju ? s.townPoint(s.disp.kaiju) : s.trackPoint('damage');
      sfx('lava', speed);
      await fly(s, token(s, 'lava', from), s.trackPoint('damage'), 450, speed, 80);
      return;
    }
    case 'personKilled':
    case 'personEvacuated': {
      const at = s.townPoint(e.town);
      const t = town(s, e.town);
      if (e.piece === 'vip') t.vips--;
      else t.citizens--;
      redraw(s, e.town);
      const killed = e.type === 'personKilled';
      sfx(killed ? 'kill' : 'evacuate', speed);
      if (killed) burst(s, at, s.palette.damage, 10, speed, 60);
      await fly(s, token(s, e.piece, at), s.trackPoint(killed ? 'damage' : 'defense'), 520, speed, 30);
      return;
    }
    case 'pieceMoved': {
      const a = s.townPoint(e.from);
      const b = s.townPoint(e.to);
      town(s, e.from)[e.piece]--;
      redraw(s, e.from);
      const kind = e.piece === 'citizens' ? 'citizen' : e.piece === 'vips' ? 'vip' : e.piece;
      sfx('tap', speed);
      await fly(s, token(s, kind, a), b, 420, speed);
      town(s, e.to)[e.piece]++;
      redraw(s, e.to);
      return;
    }
    case 'unitFlown': {
      const a = s.townPoint(e.from);
      const b = s.townPoint(e.to);
      town(s, e.from).fire--;
      redraw(s, e.from);
      await fly(s, token(s, 'fire', a), b, 600, speed, 120);
      town(s, e.to).fire++;
      redraw(s, e.to);
      return;
    }
    case 'unitPlaced': {
      town(s, e.town)[e.unit]++;
      redraw(s, e.town);
      burst(s, s.townPoint(e.town), e.unit === 'fire' ? s.palette.fire : s.palette.sdf, 12, speed, 70);
      sfx('tap', speed);
      await tween(s, { targets: {}, duration: 200 }, speed);
      return;
    }
    case 'basePlaced':
      town(s, e.town).bases++;
      redraw(s, e.town);
      burst(s, s.townPoint(e.town), s.palette.base, 12, speed, 70);
      await tween(s, { targets: {}, duration: 200 }, speed);
      return;
    case 'unitReturned': {
      const at = s.townPoint(e.town);
      town(s, e.town)[e.unit]--;
      redraw(s, e.town);
      burst(s, at, 0xaaaaaa, 14, speed, 80);
      await fly(s, token(s, e.unit, at), { x: at.x, y: at.y - 120 }, 400, speed);
      return;
    }
    case 'attackTilePlaced': {
      if (e.source === 'research' || !s.disp.kaiju) return;
      const k = s.townPoint(s.disp.kaiju);
      sfx('shell', speed);
      const shell = s.add.graphics({ x: s.trackPoint('defense').x, y: s.trackPoint('defense').y }).setDepth(22);
      shell.fillStyle(0xbfe9ff, 1);
      shell.fillCircle(0, 0, 7);
      shell.fillStyle(0xffffff, 1);
      shell.fillCircle(-2, -2, 3);
      await fly(s, shell, { x: k.x + 20, y: k.y - 40 }, 650, speed, 180);
      burst(s, { x: k.x + 20, y: k.y - 40 }, 0xbfe9ff, 40, speed, 200);
      s.kaiju.each((o: Phaser.GameObjects.GameObject) => {
        if (o instanceof Phaser.GameObjects.Graphics) o.setAlpha(0.6);
      });
      await tween(s, { targets: {}, duration: 350 }, speed);
      s.kaiju.each((o: Phaser.GameObjects.GameObject) => {
        if (o instanceof Phaser.GameObjects.Graphics) o.setAlpha(1);
      });
      return;
    }
    case 'kaijuGrew': {
      s.disp.stage = e.stage;
      sfx('grow', speed);
      if (speed > 0) {
        s.cameras.main.flash(250 * speed, 255, 120, 40);
        const target = kaijuScale(e.stage);
        await tween(
          s,
          { targets: s.kaiju, scaleX: target * 1.25, scaleY: target * 1.25, duration: 260, yoyo: true },
          speed,
        );
      }
      s.placeKaiju();
      return;
    }
    case 'omenRevealed':
      s.disp.omen = e.town;
      s.disp.towns[townIndex(e.town)].tile = e.tile;
      redraw(s, e.town);
      burst(s, s.townPoint(e.town), 0xc77dff, 24, speed, 140);
      await tween(s, { targets: {}, duration: 400 }, speed);
      return;
    case 'tileAcquired':
      s.disp.towns[townIndex(e.town)].tile = null;
      redraw(s, e.town);
      burst(s, s.townPoint(e.town), 0x5fd3ff, 18, speed, 90);
      await tween(s, { targets: {}, duration: 250 }, speed);
      return;
    case 'bonusTileRevealed':
      if (s.disp.kaiju) burst(s, s.townPoint(s.disp.kaiju), 0xffd447, 50, speed, 220);
      sfx('stomp', speed);
      if (speed > 0) s.cameras.main.shake(400 * speed, 0.01);
      await tween(s, { targets: {}, duration: 500 }, speed);
      return;
    case 'gameEnded':
      sfx(e.result.winner === 'kaiju' ? 'lose' : 'win', speed);
      return;
    default:
      return;
  }
}
