import { searchDecision } from '../shared/vulcanus/bots/index';
import { setup, teamView, vulcanus } from '../shared/vulcanus/index';
import { humanSeats } from '../shared/vulcanus/planning';
for (const humans of [1, 2, 3] as const) {
  const count: Record<string, number> = {};
  for (let g = 0; g < 20; g++) {
    const { state } = setup({ humans, level: 0 }, 50000 + g);
    const team = humanSeats(state);
    let n = 0;
    while (state.humans.roles.length < (humans === 3 ? 3 : 2) || state.prompts[0]?.kind === 'chooseRole') {
      const seat = state.prompts[0].seat;
      const r = searchDecision({ view: teamView(state, seat, team), seat, budgetMs: 60000, maxPlayouts: 100, seed: (50000 + g) * 100003 + n++ });
      vulcanus.applyInPlace(state, seat, r.action!);
    }
    const key = state.humans.roles.map((r) => r.role).sort().join('+');
    count[key] = (count[key] ?? 0) + 1;
  }
  console.log(humans, count);
}
