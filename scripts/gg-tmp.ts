import { playMany, type GameSpec } from './ai-games';
const n = Number(process.argv[2] ?? 300);
const specs: GameSpec[] = Array.from({ length: n }, (_, g) => ({
  options: { humans: ((g % 3) + 1) as 1, level: 0 }, seed: 10000 + g, kaiju: 'greedy', humans: 'greedy', playouts: 100, budgetMs: 60000,
}));
const r = await playMany(specs, 2);
const k = r.filter((x) => x.winner === 'kaiju');
const avg = (f: (x: (typeof r)[number]) => number) => (r.reduce((a, x) => a + f(x), 0) / n).toFixed(1);
console.log(`kaiju ${k.length}/${n}; dmg people ${avg((x) => x.damage.people)} lava ${avg((x) => x.damage.lava)} tiles ${avg((x) => x.damage.tiles)}; def people ${avg((x) => x.defense.people)} lava ${avg((x) => x.defense.lava)} tiles ${avg((x) => x.defense.tiles)}`);
