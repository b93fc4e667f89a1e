import { pct, playMany, wilson, type GameSpec } from './ai-games';
const lvl = (process.argv[2] ?? 'greedy') as 'greedy';
const klvl = (process.argv[3] ?? 'greedy') as 'greedy';
const games = Number(process.argv[4] ?? 200);
const specs: GameSpec[] = [];
for (const humans of [1, 2, 3] as const)
  for (let g = 0; g < games; g++)
    specs.push({ options: { humans, level: 0 }, seed: 70000 + g, kaiju: klvl, humans: lvl, playouts: Number(process.argv[5] ?? 100), budgetMs: 60000 });
const res = await playMany(specs, 2);
for (const humans of [1, 2, 3]) {
  const c = res.filter((r) => r.options.humans === humans);
  const h = c.filter((r) => r.winner === 'humans').length;
  const [lo, hi] = wilson(h, c.length);
  const avg = (f: (r: (typeof c)[number]) => number) => (c.reduce((a, r) => a + f(r), 0) / c.length).toFixed(1);
  console.log(humans, pct(h / c.length), pct(lo), pct(hi), 'def', avg((r) => r.defense.people), avg((r) => r.defense.lava), avg((r) => r.defense.tiles), 'dmg', avg((r) => r.damage.people), avg((r) => r.damage.lava), avg((r) => r.damage.tiles));
}
