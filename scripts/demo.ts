/** Until the server and client exist, `npm start` plays one simulated game in the terminal and says so. */
import { playGame } from '../shared/vulcanus/simulate';
import { TOWNS } from '../shared/vulcanus/data/map';

console.log('Kaiju Online — the server and browser client are not built yet; playing one simulated game instead.\n');
const rec = playGame({ humans: 2, level: 0 }, Date.now() % 100000, { record: true, check: true });
const s = rec.state;
console.log(`actions: ${rec.actions.length}, rounds: ${s.round}`);
console.log(
  `result: ${s.result?.winner} (${s.result?.reason}); empty squares defense ${s.result?.defenseEmpty}, damage ${s.result?.damageEmpty}`,
);
console.log(`kaiju in ${s.kaiju.town}, stage ${s.kaiju.stage}, research ${s.humans.research}`);
const lava = s.towns.map((t, i) => `${TOWNS[i].en} ${'▲'.repeat(t.lava)}`).filter((x) => x.includes('▲'));
console.log(`lava on the map: ${lava.join(', ') || 'none'}`);
console.log(`invariant violations: ${rec.violations.length}`);
