<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>FtwTable</name>
    <message>
        <source>Pass these 3 cards</source>
        <translation>Pass these 3 cards</translation>
    </message>
    <message>
        <source>A: Play higher</source>
        <translation>A: Play higher</translation>
    </message>
    <message>
        <source>B: Lay lower, take card</source>
        <translation>B: Lay lower, take card</translation>
    </message>
    <message>
        <source>C: Play with helpers</source>
        <translation>C: Play with helpers</translation>
    </message>
    <message>
        <source>Give the 3 selected cards face down to your right-hand neighbour.</source>
        <translation>Give the 3 selected cards face down to your right-hand neighbour.</translation>
    </message>
    <message>
        <source>Play the selected card on the pile; it must beat the top card.</source>
        <translation>Play the selected card on the pile; it must beat the top card.</translation>
    </message>
    <message>
        <source>Lay the selected lower card in front of you as a helper and take the selected pile card.</source>
        <translation>Lay the selected lower card in front of you as a helper and take the selected pile card.</translation>
    </message>
    <message>
        <source>Play the selected lower card on the pile; with the helpers it must beat the top card.</source>
        <translation>Play the selected lower card on the pile; with the helpers it must beat the top card.</translation>
    </message>
    <message>
        <source>%1 of 3 cards chosen to pass.</source>
        <translation>%1 of 3 cards chosen to pass.</translation>
    </message>
    <message>
        <source>Now pick the lower hand card to lay down.</source>
        <translation>Now pick the lower hand card to lay down.</translation>
    </message>
    <message>
        <source>Play %1 on the pile with A (or double-click it).</source>
        <translation>Play %1 on the pile with A (or double-click it).</translation>
    </message>
    <message>
        <source>Confirm B: lay %1 as a helper and take %2 into your hand.</source>
        <translation>Confirm B: lay %1 as a helper and take %2 into your hand.</translation>
    </message>
    <message>
        <source>Confirm C: %1 with helpers makes %2, which beats %3.</source>
        <translation>Confirm C: %1 with helpers makes %2, which beats %3.</translation>
    </message>
    <message>
        <source>%1 with these helpers makes %2; you need more than %3.</source>
        <translation>%1 with these helpers makes %2; you need more than %3.</translation>
    </message>
    <message>
        <source>%1 is lower than %2: take a pile card (B), or pick helpers that lift it above %2 (C).</source>
        <translation>%1 is lower than %2: take a pile card (B), or pick helpers that lift it above %2 (C).</translation>
    </message>
    <message>
        <source>You pass exactly 3 cards: deselect one first.</source>
        <translation>You pass exactly 3 cards: deselect one first.</translation>
    </message>
    <message>
        <source>First choose the 3 cards you pass.</source>
        <translation>First choose the 3 cards you pass.</translation>
    </message>
    <message>
        <source>You can take from the pile only by laying a card lower than %1 (option B).</source>
        <translation>You can take from the pile only by laying a card lower than %1 (option B).</translation>
    </message>
    <message>
        <source>Your helpers cannot lift any of your lower cards above %1.</source>
        <translation>Your helpers cannot lift any of your lower cards above %1.</translation>
    </message>
    <message>
        <source>This helper does not fit the cards you picked.</source>
        <translation>This helper does not fit the cards you picked.</translation>
    </message>
    <message>
        <source>This card cannot be used now.</source>
        <translation>This card cannot be used now.</translation>
    </message>
    <message>
        <source>Pile · beat %1</source>
        <translation>Pile · beat %1</translation>
    </message>
    <message>
        <source>Pile empty · play any card</source>
        <translation>Pile empty · play any card</translation>
    </message>
    <message>
        <source>Out of round: %1</source>
        <translation>Out of round: %1</translation>
    </message>
    <message>
        <source>Set aside: %1</source>
        <translation>Set aside: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Round %1 of %2</translation>
    </message>
</context>
<context>
    <name>HandoverOverlay</name>
    <message>
        <source>Pass the computer to %1</source>
        <translation>Pass the computer to %1</translation>
    </message>
    <message>
        <source>Everyone else, please look away. %1, click the button when you are ready to see your cards.</source>
        <translation>Everyone else, please look away. %1, click the button when you are ready to see your cards.</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>I am %1: show my cards</translation>
    </message>
</context>
<context>
    <name>HumanInput</name>
    <message>
        <source>Click a card to select it, then confirm with a button (or double-click).</source>
        <extracomment>The selection, the ready buttons or the hint changed. The last refusal, shown until the selection changes.</extracomment>
        <translation>Click a card to select it, then confirm with a button (or double-click).</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Card Table</source>
        <extracomment>Milliseconds before a round summary goes on by itself when no person plays. Makes the bot of a level for a game (tests put slow or failing bots here).</extracomment>
        <translation>Card Table</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>&amp;Restart this deal</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferences…</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Animation &amp;speed</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Rules of this game</translation>
    </message>
    <message>
        <source>&amp;About Card Table</source>
        <translation>&amp;About Card Table</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>thinking…</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>your turn</translation>
    </message>
    <message>
        <source>Choose Game &gt; New game to start.</source>
        <translation>Choose Game &gt; New game to start.</translation>
    </message>
    <message>
        <source>%1, your turn: %2</source>
        <translation>%1, your turn: %2</translation>
    </message>
    <message>
        <source>%1 (bot) is thinking…</source>
        <translation>%1 (bot) is thinking…</translation>
    </message>
    <message>
        <source>Waiting for %1 to take the computer.</source>
        <translation>Waiting for %1 to take the computer.</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>Round %1 is over.</translation>
    </message>
    <message>
        <source>The match is over. Best score: %1</source>
        <translation>The match is over. Best score: %1</translation>
    </message>
    <message>
        <source>Dealing the cards…</source>
        <translation>Dealing the cards…</translation>
    </message>
    <message>
        <source>About Card Table</source>
        <translation>About Card Table</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Card Table %1&lt;/h3&gt;&lt;p&gt;Card games on one animated table, against bots or friends.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Card Table %1&lt;/h3&gt;&lt;p&gt;Card games on one animated table, against bots or friends.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The rules texts in this app are written in our own words.&lt;/p&gt;</source>
        <translation>&lt;p&gt;The rules texts in this app are written in our own words.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1</source>
        <translation>Settings could not be saved: %1</translation>
    </message>
</context>
<context>
    <name>MatchSetup</name>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>%1  (%2–%3 players)</source>
        <translation>%1  (%2–%3 players)</translation>
    </message>
    <message>
        <source>Rules of this game…</source>
        <translation>Rules of this game…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Who</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Bot level</source>
        <translation>Bot level</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>Every seat needs a name.</translation>
    </message>
    <message>
        <source>Two seats have the same name.</source>
        <translation>Two seats have the same name.</translation>
    </message>
</context>
<context>
    <name>OptionsForm</name>
    <message>
        <source>as in the rules</source>
        <translation>as in the rules</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: %1</source>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Overview</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Quick reference</source>
        <translation>Quick reference</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>How long a bot waits before its move, so you can follow the game.</source>
        <translation>How long a bot waits before its move, so you can follow the game.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animation speed</translation>
    </message>
    <message>
        <source>Bot delay</source>
        <translation>Bot delay</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>bot</translation>
    </message>
    <message>
        <source>person</source>
        <translation>person</translation>
    </message>
</context>
<context>
    <name>Speeds</name>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
</context>
<context>
    <name>SummaryOverlay</name>
    <message>
        <source>%1 wins!</source>
        <translation>%1 wins!</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Shared win: %1</translation>
    </message>
    <message numerus="yes">
        <source>The match is over after %n round(s).</source>
        <translation>
            <numerusform>The match is over after %n round.</numerusform>
            <numerusform>The match is over after %n rounds.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>Round %1 is over</translation>
    </message>
    <message>
        <source>Points of this round and totals so far.</source>
        <translation>Points of this round and totals so far.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>R%1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Next round</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Play again</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>FTW?! by Friedemann Friese, published by 2F-Spiele.</source>
        <extracomment>FtwGame.credits</extracomment>
        <translation>FTW?! by Friedemann Friese, published by 2F-Spiele.</translation>
    </message>
    <message>
        <source>Shed your cards and keep one high card: play higher, take from the pile, or boost with helpers.</source>
        <extracomment>FtwGame.summary</extracomment>
        <translation>Shed your cards and keep one high card: play higher, take from the pile, or boost with helpers.</translation>
    </message>
    <message>
        <source>Rounds in the match; by the rules, one per player.</source>
        <extracomment>FtwOptions.rounds.description</extracomment>
        <translation>Rounds in the match; by the rules, one per player.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <extracomment>FtwOptions.rounds.title</extracomment>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>The cards have been passed; now play a card.</source>
        <extracomment>ftw.illegal.already_passed</extracomment>
        <translation>The cards have been passed; now play a card.</translation>
    </message>
    <message>
        <source>The pile is empty: start it by playing any card (option A).</source>
        <extracomment>ftw.illegal.empty_pile</extracomment>
        <translation>The pile is empty: start it by playing any card (option A).</translation>
    </message>
    <message>
        <source>Each helper card can be used only once.</source>
        <extracomment>ftw.illegal.helper_twice</extracomment>
        <translation>Each helper card can be used only once.</translation>
    </message>
    <message>
        <source>Option C needs at least one of your helper cards.</source>
        <extracomment>ftw.illegal.no_helpers</extracomment>
        <translation>Option C needs at least one of your helper cards.</translation>
    </message>
    <message>
        <source>{card} is not one of your helper cards.</source>
        <extracomment>ftw.illegal.not_a_helper</extracomment>
        <translation>{card} is not one of your helper cards.</translation>
    </message>
    <message>
        <source>{card} is not higher than the top card {top}.</source>
        <extracomment>ftw.illegal.not_higher</extracomment>
        <translation>{card} is not higher than the top card {top}.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <extracomment>ftw.illegal.not_in_hand</extracomment>
        <translation>{card} is not in your hand.</translation>
    </message>
    <message>
        <source>Options B and C need a card lower than the top card {top}; {card} is higher.</source>
        <extracomment>ftw.illegal.not_lower</extracomment>
        <translation>Options B and C need a card lower than the top card {top}; {card} is higher.</translation>
    </message>
    <message>
        <source>{card} is not on the pile.</source>
        <extracomment>ftw.illegal.not_on_pile</extracomment>
        <translation>{card} is not on the pile.</translation>
    </message>
    <message>
        <source>Pass exactly 3 cards, not {count}.</source>
        <extracomment>ftw.illegal.pass_count</extracomment>
        <translation>Pass exactly 3 cards, not {count}.</translation>
    </message>
    <message>
        <source>First choose 3 cards to pass to your right-hand neighbour.</source>
        <extracomment>ftw.illegal.pass_first</extracomment>
        <translation>First choose 3 cards to pass to your right-hand neighbour.</translation>
    </message>
    <message>
        <source>Each card can be passed only once.</source>
        <extracomment>ftw.illegal.pass_twice</extracomment>
        <translation>Each card can be passed only once.</translation>
    </message>
    <message>
        <source>{card} and your helpers make {total}, which does not beat the top card {top}.</source>
        <extracomment>ftw.illegal.sum_too_low</extracomment>
        <translation>{card} and your helpers make {total}, which does not beat the top card {top}.</translation>
    </message>
    <message>
        <source>laid {card} as a helper and took {take} from the pile.</source>
        <extracomment>ftw.log.lay_and_take. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>laid {card} as a helper and took {take} from the pile.</translation>
    </message>
    <message>
        <source>chose 3 cards to pass.</source>
        <extracomment>ftw.log.passed. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>chose 3 cards to pass.</translation>
    </message>
    <message>
        <source>played {card} on the pile.</source>
        <extracomment>ftw.log.play_higher. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>played {card} on the pile.</translation>
    </message>
    <message>
        <source>played {card} with helpers {helpers}: {total} beats {top}.</source>
        <extracomment>ftw.log.play_with_helpers. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>played {card} with helpers {helpers}: {total} beats {top}.</translation>
    </message>
    <message>
        <source>The pile is empty: play any card to start it.</source>
        <extracomment>ftw.prompt.open</extracomment>
        <translation>The pile is empty: play any card to start it.</translation>
    </message>
    <message>
        <source>Choose 3 cards to pass to your right-hand neighbour.</source>
        <extracomment>ftw.prompt.pass</extracomment>
        <translation>Choose 3 cards to pass to your right-hand neighbour.</translation>
    </message>
    <message>
        <source>Beat {top} with a higher card (A); or lay a lower card as a helper and take a pile card (B), or play it with helpers summing above {top} (C).</source>
        <extracomment>ftw.prompt.turn</extracomment>
        <translation>Beat {top} with a higher card (A); or lay a lower card as a helper and take a pile card (B), or play it with helpers summing above {top} (C).</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <extracomment>illegal.match_over</extracomment>
        <translation>The match is over.</translation>
    </message>
    <message>
        <source>{action} is not a move of this game.</source>
        <extracomment>illegal.not_an_action</extracomment>
        <translation>{action} is not a move of this game.</translation>
    </message>
    <message>
        <source>Your settings file could not be read ({reason}); it was kept as {backup} and the defaults are used.</source>
        <extracomment>store.settings_damaged</extracomment>
        <translation>Your settings file could not be read ({reason}); it was kept as {backup} and the defaults are used.</translation>
    </message>
    <message>
        <source>Your settings file could not be read ({reason}) and could not be moved aside; the defaults are used and {file} is left as it is.</source>
        <extracomment>store.settings_unreadable</extracomment>
        <translation>Your settings file could not be read ({reason}) and could not be moved aside; the defaults are used and {file} is left as it is.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <extracomment>ui.illegal.not_your_turn</extracomment>
        <translation>Please wait: it is not your turn.</translation>
    </message>
    <message>
        <source>Round {round} is over.</source>
        <extracomment>ui.log.round_ended</extracomment>
        <translation>Round {round} is over.</translation>
    </message>
    <message>
        <source>Round {round} begins; {name} starts.</source>
        <extracomment>ui.log.round_started</extracomment>
        <translation>Round {round} begins; {name} starts.</translation>
    </message>
    <message>
        <source>scores {points} and has {total} in all.</source>
        <extracomment>ui.log.scored. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>scores {points} and has {total} in all.</translation>
    </message>
    <message>
        <source>{names} share the win with {points} points.</source>
        <extracomment>ui.log.shared_win</extracomment>
        <translation>{names} share the win with {points} points.</translation>
    </message>
    <message>
        <source>{name} wins with {points} points.</source>
        <extracomment>ui.log.winner</extracomment>
        <translation>{name} wins with {points} points.</translation>
    </message>
    <message>
        <source>The bot of {name} made a mistake ({error}) and played a random move instead.</source>
        <extracomment>ui.notice.bot_failed</extracomment>
        <translation>The bot of {name} made a mistake ({error}) and played a random move instead.</translation>
    </message>
</context>
</TS>
