/** What must hold after every action (the simulator and the kit check it): sheets, owners, marks and points. */
import { CLAIMS, CLAIM_SPACES, CONTRACTS, METALS, RESOURCES, ROUNDS, SHIP_SPACES, TERRAINS } from './data';
import type { State } from './types';

export function invariants(s: State): string[] {
  const out: string[] = [];
  for (const [seat, sh] of Object.entries(s.sheets)) {
    for (const r of RESOURCES) if (sh.bank[r] < 0) out.push(`${seat} has a negative ${r} bank`);
    for (const t of TERRAINS) {
      const m = sh.claims[t];
      if (m.length !== CLAIM_SPACES) out.push(`${seat} ${t} track length`);
      const first = m.indexOf(null);
      if (first >= 0 && m.slice(first).some((x) => x !== null)) out.push(`${seat} ${t} marks are not from the left`);
    }
    for (const m of METALS) if (sh.shipped[m] < 0 || sh.shipped[m] > SHIP_SPACES) out.push(`${seat} ${m} shipping`);
    const claimPts = TERRAINS.reduce(
      (n, t) => n + sh.claims[t].reduce((a, x, i) => a + (x ? CLAIMS[t].points[i] : 0), 0),
      0,
    );
    if (claimPts !== sh.points.claims) out.push(`${seat} claim points ${sh.points.claims} ≠ ${claimPts}`);
    const contractPts = sh.contracts.reduce((n, id) => n + (CONTRACTS.find((c) => c.id === id)?.points ?? 0), 0);
    if (contractPts !== sh.points.contracts) out.push(`${seat} contract points`);
    for (const id of sh.contracts) if (s.contractOwner[id] !== seat) out.push(`${seat} holds contract ${id}`);
    for (const id of sh.offices) if (s.officeOwner[id] !== seat) out.push(`${seat} holds office ${id}`);
    const light = sh.light.filter(Boolean).length;
    const dark = sh.dark.filter(Boolean).length;
    if (light > ROUNDS - 1 || dark > ROUNDS) out.push(`${seat} banked too often`);
  }
  for (const [id, owner] of Object.entries(s.contractOwner))
    if (owner && !s.sheets[owner]?.contracts.includes(id)) out.push(`contract ${id} owner`);
  for (const [id, owner] of Object.entries(s.officeOwner))
    if (owner && !s.sheets[owner]?.offices.includes(id)) out.push(`office ${id} owner`);
  for (const m of METALS)
    s.shipBigOwner[m].forEach((owner, i) => {
      if (owner && !s.sheets[owner].shipBig[m][i]) out.push(`ship ${m}${i + 1} big owner`);
    });
  if (s.turn && s.turn.terrain !== null && s.turn.use[s.turn.terrain] !== 'free') out.push('the terrain die was used');
  return out;
}
