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
    <name>KarrierePokerTable</name>
    <message>
        <source>Boss</source>
        <translation>Boss</translation>
    </message>
    <message>
        <source>Dishwasher</source>
        <translation>Dishwasher</translation>
    </message>
    <message>
        <source>Managing Director</source>
        <translation>Managing Director</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>Manager</translation>
    </message>
    <message>
        <source>Head of Department</source>
        <translation>Head of Department</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Master</translation>
    </message>
    <message>
        <source>Journeyman</source>
        <translation>Journeyman</translation>
    </message>
    <message>
        <source>Apprentice</source>
        <translation>Apprentice</translation>
    </message>
    <message>
        <source>Play set</source>
        <translation>Play set</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Play the selected cards: one number, plus any jokers.</source>
        <translation>Play the selected cards: one number, plus any jokers.</translation>
    </message>
    <message>
        <source>Play nothing this round; you cannot come back into it.</source>
        <translation>Play nothing this round; you cannot come back into it.</translation>
    </message>
    <message>
        <source>Nothing in your hand beats this set: click Pass.</source>
        <translation>Nothing in your hand beats this set: click Pass.</translation>
    </message>
    <message>
        <source>Lead %1 (double-click a card to lead it alone).</source>
        <translation>Lead %1 (double-click a card to lead it alone).</translation>
    </message>
    <message>
        <source>Raise with %1.</source>
        <translation>Raise with %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 selected: pick %n more card(s) of the same number, or jokers.</source>
        <translation>
            <numerusform>%1 selected: pick %n more card of the same number, or a joker.</numerusform>
            <numerusform>%1 selected: pick %n more cards of the same number, or jokers.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a set you can play now.</source>
        <translation>%1 is not a set you can play now.</translation>
    </message>
    <message>
        <source>Nothing beats a set of jokers alone: pass.</source>
        <translation>Nothing beats a set of jokers alone: pass.</translation>
    </message>
    <message>
        <source>%1 does not beat the %2 on the table.</source>
        <translation>%1 does not beat the %2 on the table.</translation>
    </message>
    <message>
        <source>You need %1 cards of %2 (jokers count) to beat the table.</source>
        <translation>You need %1 cards of %2 (jokers count) to beat the table.</translation>
    </message>
    <message>
        <source>Your jokers cannot make a set of %1 here.</source>
        <translation>Your jokers cannot make a set of %1 here.</translation>
    </message>
    <message>
        <source>A set holds one number only (plus jokers): deselect the other cards first.</source>
        <translation>A set holds one number only (plus jokers): deselect the other cards first.</translation>
    </message>
    <message>
        <source>This card does not fit the selected set.</source>
        <translation>This card does not fit the selected set.</translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 · beat it with %n card(s)</source>
        <translation>
            <numerusform>%1 played %2 · beat it with %n card</numerusform>
            <numerusform>%1 played %2 · beat it with %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 leads a new round</source>
        <translation>%1 leads a new round</translation>
    </message>
    <message>
        <source>Beaten this round</source>
        <translation>Beaten this round</translation>
    </message>
    <message>
        <source>Cleared: %1</source>
        <translation>Cleared: %1</translation>
    </message>
    <message>
        <source>Set aside: %1</source>
        <translation>Set aside: %1</translation>
    </message>
    <message>
        <source>Exchange with %1 (%2): you gave %3, you got %4</source>
        <translation>Exchange with %1 (%2): you gave %3, you got %4</translation>
    </message>
    <message>
        <source>Out → %1</source>
        <translation>Out → %1</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Game %1 of %2</source>
        <translation>Game %1 of %2</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Game %1</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>round %1</translation>
    </message>
    <message>
        <source>Game %1 is over: %2 is the new Boss</source>
        <translation>Game %1 is over: %2 is the new Boss</translation>
    </message>
    <message>
        <source>%1 was Dishwasher %2 times in a row and pays.</source>
        <translation>%1 was Dishwasher %2 times in a row and pays.</translation>
    </message>
    <message>
        <source>Positions in every game so far. They decide the seats and the card exchange of the next game.</source>
        <translation>Positions in every game so far. They decide the seats and the card exchange of the next game.</translation>
    </message>
    <message>
        <source>G%1</source>
        <translation>G%1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Now</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Next game</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match is over after %n game(s). Positions in every game:</source>
        <translation>
            <numerusform>The match is over after %n game. Positions in every game:</numerusform>
            <numerusform>The match is over after %n games. Positions in every game:</numerusform>
        </translation>
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
        <source>The match is over: %1</source>
        <translation>The match is over: %1</translation>
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
        <extracomment>The game&apos;s heading of the score column (&quot;Points&quot;, &quot;Position&quot;), in the current language.</extracomment>
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
        <extracomment>Button kinds in the order their buttons appear. Zone names whose cards the game keeps in card order (a card arriving there flies straight to its place in the order, not to the end).</extracomment>
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
    <message numerus="yes">
        <source>The match is over after %n round(s).</source>
        <translation>
            <numerusform>The match is over after %n round.</numerusform>
            <numerusform>The match is over after %n rounds.</numerusform>
        </translation>
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
        <source>Karriere Poker, published by Heidelberger Spieleverlag (revised edition); after the Chinese climbing game Zheng Shangyou.</source>
        <extracomment>KarrierePokerGame.credits</extracomment>
        <translation>Karriere Poker, published by Heidelberger Spieleverlag (revised edition); after the Chinese climbing game Zheng Shangyou.</translation>
    </message>
    <message>
        <source>Climb the company ladder: beat the set on the table with as many cards of a higher number, and be the first to run out of cards.</source>
        <extracomment>KarrierePokerGame.summary</extracomment>
        <translation>Climb the company ladder: beat the set on the table with as many cards of a higher number, and be the first to run out of cards.</translation>
    </message>
    <message>
        <source>Games in the match when it ends after a number of games.</source>
        <extracomment>KarrierePokerOptions.games.description</extracomment>
        <translation>Games in the match when it ends after a number of games.</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>KarrierePokerOptions.games.title</extracomment>
        <translation>Games</translation>
    </message>
    <message>
        <source>An all-joker set can be raised by a later all-joker set of the same size.</source>
        <extracomment>KarrierePokerOptions.jokers_over_jokers.description</extracomment>
        <translation>An all-joker set can be raised by a later all-joker set of the same size.</translation>
    </message>
    <message>
        <source>Later jokers beat earlier jokers</source>
        <extracomment>KarrierePokerOptions.jokers_over_jokers.title</extracomment>
        <translation>Later jokers beat earlier jokers</translation>
    </message>
    <message>
        <source>Boss several times in a row</source>
        <extracomment>KarrierePokerOptions.match_end.choice.boss_streak</extracomment>
        <translation>Boss several times in a row</translation>
    </message>
    <message>
        <source>Dishwasher several times in a row</source>
        <extracomment>KarrierePokerOptions.match_end.choice.dishwasher_streak</extracomment>
        <translation>Dishwasher several times in a row</translation>
    </message>
    <message>
        <source>After a number of games</source>
        <extracomment>KarrierePokerOptions.match_end.choice.games</extracomment>
        <translation>After a number of games</translation>
    </message>
    <message>
        <source>After a time limit</source>
        <extracomment>KarrierePokerOptions.match_end.choice.time_limit</extracomment>
        <translation>After a time limit</translation>
    </message>
    <message>
        <source>After a number of games, when someone is Boss or Dishwasher several times in a row, or after a time limit (checked between games).</source>
        <extracomment>KarrierePokerOptions.match_end.description</extracomment>
        <translation>After a number of games, when someone is Boss or Dishwasher several times in a row, or after a time limit (checked between games).</translation>
    </message>
    <message>
        <source>Match ends</source>
        <extracomment>KarrierePokerOptions.match_end.title</extracomment>
        <translation>Match ends</translation>
    </message>
    <message>
        <source>A cap on the games of a streak or time-limit match.</source>
        <extracomment>KarrierePokerOptions.max_games.description</extracomment>
        <translation>A cap on the games of a streak or time-limit match.</translation>
    </message>
    <message>
        <source>Most games</source>
        <extracomment>KarrierePokerOptions.max_games.title</extracomment>
        <translation>Most games</translation>
    </message>
    <message>
        <source>One lap (as in the rules)</source>
        <extracomment>KarrierePokerOptions.round_rule.choice.one_lap</extracomment>
        <translation>One lap (as in the rules)</translation>
    </message>
    <message>
        <source>Until everyone passes</source>
        <extracomment>KarrierePokerOptions.round_rule.choice.until_all_pass</extracomment>
        <translation>Until everyone passes</translation>
    </message>
    <message>
        <source>One lap, as the rules say; or the classic round that goes on until everyone passes.</source>
        <extracomment>KarrierePokerOptions.round_rule.description</extracomment>
        <translation>One lap, as the rules say; or the classic round that goes on until everyone passes.</translation>
    </message>
    <message>
        <source>Poker round</source>
        <extracomment>KarrierePokerOptions.round_rule.title</extracomment>
        <translation>Poker round</translation>
    </message>
    <message>
        <source>Games in a row as Boss or Dishwasher that end the match.</source>
        <extracomment>KarrierePokerOptions.streak.description</extracomment>
        <translation>Games in a row as Boss or Dishwasher that end the match.</translation>
    </message>
    <message>
        <source>Streak</source>
        <extracomment>KarrierePokerOptions.streak.title</extracomment>
        <translation>Streak</translation>
    </message>
    <message>
        <source>Playing time before the match ends with the running game.</source>
        <extracomment>KarrierePokerOptions.time_limit_minutes.description</extracomment>
        <translation>Playing time before the match ends with the running game.</translation>
    </message>
    <message>
        <source>Time limit (minutes)</source>
        <extracomment>KarrierePokerOptions.time_limit_minutes.title</extracomment>
        <translation>Time limit (minutes)</translation>
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
        <source>Nothing beats a set of jokers alone.</source>
        <extracomment>kp.illegal.jokers_on_top</extracomment>
        <translation>Nothing beats a set of jokers alone.</translation>
    </message>
    <message>
        <source>You do not hold {count} joker(s).</source>
        <extracomment>kp.illegal.missing_jokers</extracomment>
        <translation>You do not hold {count} joker(s).</translation>
    </message>
    <message>
        <source>You do not hold {count} cards of {number}.</source>
        <extracomment>kp.illegal.missing_number</extracomment>
        <translation>You do not hold {count} cards of {number}.</translation>
    </message>
    <message>
        <source>You start this round: you must lead a set, you cannot pass.</source>
        <extracomment>kp.illegal.must_lead</extracomment>
        <translation>You start this round: you must lead a set, you cannot pass.</translation>
    </message>
    <message>
        <source>This match has no time limit.</source>
        <extracomment>kp.illegal.no_time_limit</extracomment>
        <translation>This match has no time limit.</translation>
    </message>
    <message>
        <source>A set is one or more cards of one number, plus any jokers.</source>
        <extracomment>kp.illegal.not_a_set</extracomment>
        <translation>A set is one or more cards of one number, plus any jokers.</translation>
    </message>
    <message>
        <source>{set} does not beat {top}: a raise needs a higher number.</source>
        <extracomment>kp.illegal.not_higher</extracomment>
        <translation>{set} does not beat {top}: a raise needs a higher number.</translation>
    </message>
    <message>
        <source>The time limit has already been called.</source>
        <extracomment>kp.illegal.time_called</extracomment>
        <translation>The time limit has already been called.</translation>
    </message>
    <message>
        <source>Raise with exactly {size} cards, as many as the lead; {set} has {count}.</source>
        <extracomment>kp.illegal.wrong_size</extracomment>
        <translation>Raise with exactly {size} cards, as many as the lead; {set} has {count}.</translation>
    </message>
    <message>
        <source>deals and keeps the {count} leftover cards.</source>
        <extracomment>kp.log.deals. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>deals and keeps the {count} leftover cards.</translation>
    </message>
    <message>
        <source>deals and sets {count} cards aside.</source>
        <extracomment>kp.log.deals_first. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>deals and sets {count} cards aside.</translation>
    </message>
    <message>
        <source>is the last with cards and becomes the Dishwasher.</source>
        <extracomment>kp.log.dishwasher. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>is the last with cards and becomes the Dishwasher.</translation>
    </message>
    <message>
        <source>leads {set}.</source>
        <extracomment>kp.log.lead. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>leads {set}.</translation>
    </message>
    <message>
        <source>has no cards left and takes position {position}.</source>
        <extracomment>kp.log.out. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>has no cards left and takes position {position}.</translation>
    </message>
    <message>
        <source>passes.</source>
        <extracomment>kp.log.pass. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>passes.</translation>
    </message>
    <message>
        <source>raises with {set}.</source>
        <extracomment>kp.log.raise. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>raises with {set}.</translation>
    </message>
    <message>
        <source>wins the round and leads next.</source>
        <extracomment>kp.log.round_won. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>wins the round and leads next.</translation>
    </message>
    <message>
        <source>wins the round but has no cards left; {starter_seat} leads next.</source>
        <extracomment>kp.log.round_won_out. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>wins the round but has no cards left; {starter_seat} leads next.</translation>
    </message>
    <message>
        <source>swaps {count} cards with {partner_seat}.</source>
        <extracomment>kp.log.swap. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>swaps {count} cards with {partner_seat}.</translation>
    </message>
    <message>
        <source>swaps 1 card with {partner_seat}.</source>
        <extracomment>kp.log.swap_one. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>swaps 1 card with {partner_seat}.</translation>
    </message>
    <message>
        <source>Time is up: this game is the last of the match.</source>
        <extracomment>kp.log.time_up</extracomment>
        <translation>Time is up: this game is the last of the match.</translation>
    </message>
    <message>
        <source>Time is up: the match ends here.</source>
        <extracomment>kp.log.time_up_now</extracomment>
        <translation>Time is up: the match ends here.</translation>
    </message>
    <message>
        <source>You cannot beat {top}: pass.</source>
        <extracomment>kp.prompt.cannot_raise</extracomment>
        <translation>You cannot beat {top}: pass.</translation>
    </message>
    <message>
        <source>Lead a set: one or more cards of one number, jokers allowed.</source>
        <extracomment>kp.prompt.lead</extracomment>
        <translation>Lead a set: one or more cards of one number, jokers allowed.</translation>
    </message>
    <message>
        <source>Beat {top} with exactly {size} cards of a higher number, or pass.</source>
        <extracomment>kp.prompt.raise</extracomment>
        <translation>Beat {top} with exactly {size} cards of a higher number, or pass.</translation>
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
        <source>Game {round} is over.</source>
        <extracomment>ui.log.game_ended</extracomment>
        <translation>Game {round} is over.</translation>
    </message>
    <message>
        <source>Game {round} begins; {name} starts.</source>
        <extracomment>ui.log.game_started</extracomment>
        <translation>Game {round} begins; {name} starts.</translation>
    </message>
    <message>
        <source>{loser} loses the match; {name} is the Boss.</source>
        <extracomment>ui.log.loser</extracomment>
        <translation>{loser} loses the match; {name} is the Boss.</translation>
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
        <source>{name} wins the match.</source>
        <extracomment>ui.log.winner_no_points</extracomment>
        <translation>{name} wins the match.</translation>
    </message>
    <message>
        <source>The bot of {name} made a mistake ({error}) and played a random move instead.</source>
        <extracomment>ui.notice.bot_failed</extracomment>
        <translation>The bot of {name} made a mistake ({error}) and played a random move instead.</translation>
    </message>
</context>
</TS>
