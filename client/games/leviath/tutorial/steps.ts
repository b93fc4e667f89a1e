/**
 * The coach of Leviath's humans tutorial (a guided first turn of the fleet against the computer's Leviath), loaded
 * when the tutorial starts. Each step's moment is read from the update the screen shows: whose decision it is and
 * its kind (ships, card). Elements are pointed at by the screen's data-test attributes and classes. The words are
 * our own summary of the rules (§5–§9).
 */
import type { PromptKind, View } from '../../../../shared/leviath/types';
import type { GameUpdate } from '../../../net/types';
import type { CoachScript, CoachStep } from '../../types';

type U = GameUpdate;

const view = (u: U) => u.view as View;
/** The kind of the viewer's own decision, or null when it is not the viewer's turn. */
const mine = (u: U): string | null => {
  const p = view(u).prompt;
  return p && p.seat === u.seat ? p.kind : null;
};
const asked = (kind: PromptKind) => (u: U) => mine(u) === kind;

/** A fresh script each time the tutorial starts: the end waits for the fleet's second turn. */
export function humansScript(): CoachScript<U> {
  let playedCard = false;
  let sawLeviath = false;
  const steps: CoachStep<U>[] = [
    {
      id: 'lvWelcome',
      text: {
        ja: 'あなたは海上防衛隊。湾のどこかにレヴィアスが潜んでいます。隣の海マスをすべて機雷で埋めれば勝ち。4つの町の水没、船の全滅、山札切れになる前に追い詰めましょう。',
        en: 'You lead the defense fleet. Leviath hides somewhere in the bay. Fill every sea space next to it with mines to win — before it drowns four towns, eats every ship or the deck runs out.',
      },
    },
    {
      id: 'lvCloud',
      text: {
        ja: '光っている「推理の雲」は、これまでの手がかりからレヴィアスがいる可能性のあるマスです。手がかりが増えるほど縮みます。このボタンで表示を切り替えられます。',
        en: 'The glowing deduction cloud is every space Leviath could be in, from the clues so far. It shrinks as clues arrive. This button hides or shows it.',
      },
      target: '[data-test=cloud-toggle]',
      when: asked('ships'),
    },
    {
      id: 'lvShips',
      text: {
        ja: 'まず船を合計2歩まで動かします。光っている船をタップし、行き先の光るマスをタップ。雲の近くへ寄せると捜索が届きます。終わったら「移動を終える」。',
        en: 'First move your ships, two steps in all: tap a lit ship, then a lit space. Ships near the cloud can search it. Then “Stop moving ships”.',
      },
      target: ['.lv-ship.can', '[data-test=prompt]'],
      keepClear: '.lv-space.can',
      when: asked('ships'),
      done: (u) => !asked('ships')(u),
    },
    {
      id: 'lvCard',
      text: {
        ja: '次にカードを1枚使うか、1枚捨てて船をさらに2歩動かします。ソナーは船のいる海域を、哨戒機は好きな海域を捜索し、レヴィアスは「いる／いない」を正直に答えます。',
        en: 'Now play a card, or discard one to move ships two more steps. Sonar searches a ship’s region, Patrol Aircraft any region; Leviath must answer truthfully whether it is there.',
      },
      target: '[data-test=hand]',
      when: asked('card'),
      done: (u) => {
        if (asked('card')(u)) return false;
        playedCard = true;
        return true;
      },
    },
    {
      id: 'lvClock',
      text: {
        ja: '人間の手番ごとに1枚引きます。山札が時計です：尽きるとレヴィアスの勝ち。',
        en: 'Every human turn draws a card: the deck is the clock. When it runs out, Leviath wins.',
      },
      target: '[data-test=deck-size]',
    },
    {
      id: 'lvKaiju',
      text: {
        ja: 'レヴィアスの手番では、行動の種類（沈黙・捕食・移動・津波・進化）だけが公開されます。記録を読み、雲がどう変わるかを見ましょう。',
        en: 'On Leviath’s turn only the kind of its action is told (silence, predation, move, tsunami, evolution). Read the log and watch how the cloud changes.',
      },
    },
  ];
  return {
    steps,
    // the end: the fleet's next turn, once Leviath has had its own
    endsWhen: (u) => {
      if (playedCard && mine(u) === null) sawLeviath = true;
      return sawLeviath && asked('ships')(u);
    },
    end: {
      ja: 'これで1手番の流れはすべてです。雲を縮め、最後は機雷で包囲しましょう。迷ったらヒントを。',
      en: 'That is a whole turn. Shrink the cloud, then close the net with mines. Ask the hint when unsure.',
    },
    keepClear: '[data-test=prompt]',
  };
}
