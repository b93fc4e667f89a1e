/** A worker process of a tool section (scripts/tools.ts): plays the jobs it is given on stdin, one result a line. */
import { meter, toolsOf } from './tools';
import type { SectionName } from '../shared/core/tools';

let input = '';
for await (const chunk of process.stdin) input += String(chunk);
const { game, section, shard } = JSON.parse(input) as {
  game: string;
  section: SectionName;
  shard: { i: number; job: unknown }[];
};
const s = (await toolsOf(game))[section];
if (!s) throw new Error(`${game} has no ${section} section`);
for (const { i, job } of shard) process.stdout.write(JSON.stringify({ i, result: s.play(job, meter) }) + '\n');
