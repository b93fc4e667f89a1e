/** The tutorials' coach texts in English (tutorial/steps.ts says when each shows). ja fills the same keys. */
export const enTutorial = {
  // ---- the government's tutorial ----
  hWelcome:
    'Welcome to Vulcanus! A lava kaiju has risen in Tokyo. You are the government and play two roles: the Fire Chief and the Research Director. The computer plays the kaiju. Let’s play the first round together.',
  hGoal:
    'How to win: rescuing people, putting out lava and attacking the kaiju fill your blue defense track. Deaths and burning lava fill the kaiju’s red damage track. Whoever fills their track first wins at once.',
  hFireBase:
    'First, set up. Choose the town of your first base and fire brigade: tap a lit town on the map, or its name in the panel. A base rescues a person of its town every round, so a town with many people is a good start. Not sure? Tap “Hint”: it rings a town and says why.',
  hSdfBase:
    'Now the town of your second base, with an SDF unit (the Self-Defense Forces). Each base rescues people and investigates tiles every round: another town with many people serves you well. “Hint” suggests one if you like.',
  hHand:
    'Round 1: planning. At the bottom are your action cards, one hand per role (the arrows scroll it). Long-press a card, or right-click it, to read it in full.',
  hClaim:
    'The plan board has three columns: A, K and B. K belongs to the kaiju. Give each of your roles a column: “Take column A” for one role, “Take column B” for the other.',
  hPlace:
    'Place a card: tap it, then a lit slot in its role’s column (or drag it there). Tip: the Research Director’s “Research” card lets you choose a tile to investigate.',
  hOrder:
    'Cards are turned over row by row: A1, K1, B1, then row 2, then row 3. The kaiju acts between your cards, so think about what should happen before and after its moves.',
  hRedraw:
    'Don’t like your cards? “Redraw” swaps any of them for new ones, for 1 fund each time. Funds are precious: many cards cost them.',
  hFill:
    'Fill all six slots, three per role. Tap a placed card to take it back. A card’s cost in funds (¥) is on its face.',
  hDone: 'All set? Tap “Done”. The kaiju then secretly places its three cards in K1 to K3.',
  hExecution:
    'Execution: the nine cards are turned over one at a time, in order. Each card shows up on the map as it resolves. To read back what happened, scroll the right-hand column down to its “Log”.',
  hDecision:
    'Your card asks you to choose. The choices light up on the map and in this panel: tap one. Any cost is shown before you pay.',
  hBoard:
    'The government board: funds (¥) pay for your cards, and research grows as you investigate tiles. Research unlocks keys (stronger cards) and approvals (new SDF orders).',
  hLava:
    'The round ends with two phases. Lava phase: each lava kills one person in its town, and every town with 3 or more lava burns lava onto the damage track. Base phase: each base rescues one person onto your defense track and investigates a tile on or next to its town (you pick when there is a choice). Keep the lava down with firefighting!',
  hEnd: 'That was a whole round: you’re ready! Five more rounds to save Tokyo. The ☰ menu has “How to play”, “Hint” suggests a move, and a long press on anything explains it.',
  // ---- the kaiju's tutorial ----
  kWelcome:
    'Welcome to Vulcanus! You are the kaiju, a living volcano rising in Tokyo. The computer plays the government. Spread lava and fill the red damage track before they fill their blue defense track.',
  kGoal:
    'Killed people, burning lava and fallen landmarks fill your damage track. Fill it and you win at once. After round 6, the side with fewer empty squares wins, and a tie goes to you.',
  kBonus:
    'Landmarks: you drew 4 destruction bonus tiles. Keep 3 in secret and give one back: tap it. Later, stand on a kept landmark’s town when it holds enough lava, and the landmark falls onto your damage track.',
  kStart: 'Where do you rise? Choose Harajuku, Shibuya or Ebisu: tap a lit town on the map, or its name in the panel.',
  kBoard:
    'Your kaiju board: six lava pools. The lava you place comes from the first pool that still has some. When a pool runs dry you grow, and each growth brings an evolution tile that powers up one type of card.',
  kHand:
    'Your turn to plan: you drew 6 cards and will play 3. Walk, Stomp, Fireball, Roar… each spreads lava its own way. Long-press a card, or right-click it, to read it in full.',
  kPlace:
    'Tap a card, then a lit K slot (or drag it there). Your cards go in K1, K2 and K3, each acting between two of the government’s cards. Tip: Walk first, then Stomp a crowded town, and the lava piles up fast.',
  kRedraw: 'Once per round you may redraw for free: swap any cards in your hand for new ones.',
  kFill: 'Fill K1, K2 and K3. Tap a placed card to take it back.',
  kDone: 'Tap “Done”. Your cards stay face down until their turn: the government cannot see them.',
  kExecution:
    'Execution: the nine cards are turned over in order, A1, K1, B1, A2… Watch the government’s cards too: they rescue people and put out your lava.',
  kDecision:
    'Your card is up and asks you to choose: where to go, what to strike. The choices light up on the map and in this panel. The kaiju moves along the roads.',
  kEvolve:
    'You grew! Place the evolution tile on the tree: from now on, cards of that type also do their extra effect. Walk and Fireball are the roots; any other node needs a tile on the node leading to it.',
  // (shown as the lava phase plays, even when it and the base phase pass in one update)
  kLava:
    'The round ends with the lava phase: each lava kills one person in its town, and every town with 3 or more lava burns lava from your board onto the damage track. That can make you grow! Then the government’s bases rescue people and investigate. Every round ends this way.',
  kEnd: 'That was a whole round: you’re ready! Five more rounds to burn. The ☰ menu has “How to play”, “Hint” suggests a move, and a long press on anything explains it.',
} as const;

export type TutorialKey = keyof typeof enTutorial;
