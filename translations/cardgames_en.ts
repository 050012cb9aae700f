<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>%1 (%2)</source>
        <comment>an action button: its label and its key</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
</context>
<context>
    <name>ChatBar</name>
    <message>
        <source>Mute %1</source>
        <translation>Mute %1</translation>
    </message>
    <message>
        <source>Say something to the table…</source>
        <translation>Say something to the table…</translation>
    </message>
    <message>
        <source>More</source>
        <translation>More</translation>
    </message>
    <message>
        <source>Quick reactions, and muting a person</source>
        <translation>Quick reactions, and muting a person</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>The coach is thinking…</source>
        <translation>The coach is thinking…</translation>
    </message>
    <message>
        <source>The table suggests this move. Click it to pick it, then press Enter to play it.</source>
        <translation>The table suggests this move. Click it to pick it, then press Enter to play it.</translation>
    </message>
    <message>
        <source>The coach could not think about this turn. Please try again.</source>
        <translation>The coach could not think about this turn. Please try again.</translation>
    </message>
    <message numerus="yes">
        <source>From what you can see, the hard bot played this turn out %n time(s). Click a move to pick it, then press Enter to play it.</source>
        <translation>
            <numerusform>From what you can see, the hard bot played this turn out %n time. Click a move to pick it, then press Enter to play it.</numerusform>
            <numerusform>From what you can see, the hard bot played this turn out %n times. Click a move to pick it, then press Enter to play it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more move(s), none better than those above.</source>
        <translation>
            <numerusform>… and %n more move, none better than those above.</numerusform>
            <numerusform>… and %n more moves, none better than those above.</numerusform>
        </translation>
    </message>
    <message>
        <source>About as good in the trials, but:</source>
        <translation>About as good in the trials, but:</translation>
    </message>
    <message>
        <source>About as good as the coach&apos;s choice.</source>
        <translation>About as good as the coach&apos;s choice.</translation>
    </message>
    <message>
        <source>Clearly behind the coach&apos;s choice.</source>
        <translation>Clearly behind the coach&apos;s choice.</translation>
    </message>
    <message numerus="yes">
        <source>Tried only %n time(s): too few to give it a number.</source>
        <translation>
            <numerusform>Tried only %n time: too few to give it a number.</numerusform>
            <numerusform>Tried only %n times: too few to give it a number.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not tried: the search found better moves first.</source>
        <translation>Not tried: the search found better moves first.</translation>
    </message>
    <message>
        <source>There is nothing to weigh here.</source>
        <translation>There is nothing to weigh here.</translation>
    </message>
    <message>
        <source>%1 % to win</source>
        <translation>%1 % to win</translation>
    </message>
    <message>
        <source>too few tries for a number</source>
        <translation>too few tries for a number</translation>
    </message>
    <message>
        <source>not tried</source>
        <translation>not tried</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more move(s); the search did not weigh all of them.</source>
        <translation>
            <numerusform>… and %n more move; the search did not weigh it.</numerusform>
            <numerusform>… and %n more moves; the search did not weigh all of them.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your only legal move.</source>
        <translation>Your only legal move.</translation>
    </message>
    <message>
        <source>The coach&apos;s choice.</source>
        <translation>The coach&apos;s choice.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>no display: start Card Table in a desktop session (DISPLAY or WAYLAND_DISPLAY is not set), or set QT_QPA_PLATFORM=offscreen for --demo/--resume with --screenshot</source>
        <translation>no display: start Card Table in a desktop session (DISPLAY or WAYLAND_DISPLAY is not set), or set QT_QPA_PLATFORM=offscreen for --demo/--resume with --screenshot</translation>
    </message>
    <message>
        <source>no display: the X display {display} (DISPLAY) does not answer or refuses the connection; start Card Table in a desktop session, or set QT_QPA_PLATFORM=offscreen for --demo/--resume with --screenshot</source>
        <translation>no display: the X display {display} (DISPLAY) does not answer or refuses the connection; start Card Table in a desktop session, or set QT_QPA_PLATFORM=offscreen for --demo/--resume with --screenshot</translation>
    </message>
    <message>
        <source>Card Table is already running with the profile {folder}</source>
        <translation>Card Table is already running with the profile {folder}</translation>
    </message>
    <message>
        <source>an online table is not saved as a picture</source>
        <translation>an online table is not saved as a picture</translation>
    </message>
    <message>
        <source>there is no unfinished match to resume</source>
        <translation>there is no unfinished match to resume</translation>
    </message>
    <message>
        <source>the unfinished match could not be resumed: {why}</source>
        <translation>the unfinished match could not be resumed: {why}</translation>
    </message>
    <message>
        <source>the unfinished match in {file} could not be resumed ({why}); it was kept as {kept}</source>
        <translation>the unfinished match in {file} could not be resumed ({why}); it was kept as {kept}</translation>
    </message>
    <message>
        <source>the unfinished match in {file} could not be resumed ({why}); it was left as it is</source>
        <translation>the unfinished match in {file} could not be resumed ({why}); it was left as it is</translation>
    </message>
    <message>
        <source>could not write {file}</source>
        <translation>could not write {file}</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} and {last}</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>exit status:</source>
        <translation>exit status:</translation>
    </message>
    <message>
        <source>done (the app was closed, the screenshot was written)</source>
        <translation>done (the app was closed, the screenshot was written)</translation>
    </message>
    <message>
        <source>could not do it: nothing to resume, the screenshot could not be</source>
        <translation>could not do it: nothing to resume, the screenshot could not be</translation>
    </message>
    <message>
        <source>written, no display to show the window on</source>
        <translation>written, no display to show the window on</translation>
    </message>
    <message>
        <source>a usage error (one line on stderr says what is wrong)</source>
        <translation>a usage error (one line on stderr says what is wrong)</translation>
    </message>
    <message>
        <source>another Card Table is running with this profile: the start was refused</source>
        <translation>another Card Table is running with this profile: the start was refused</translation>
    </message>
    <message>
        <source>closed by Ctrl+C (SIGINT), {sigterm} by SIGTERM: the match and the</source>
        <translation>closed by Ctrl+C (SIGINT), {sigterm} by SIGTERM: the match and the</translation>
    </message>
    <message>
        <source>settings are kept as when the window is closed</source>
        <translation>settings are kept as when the window is closed</translation>
    </message>
    <message>
        <source>files:</source>
        <translation>files:</translation>
    </message>
    <message>
        <source>settings (settings.json):</source>
        <translation>settings (settings.json):</translation>
    </message>
    <message>
        <source>data (autosave.cardtable: the unfinished match;</source>
        <translation>data (autosave.cardtable: the unfinished match;</translation>
    </message>
    <message>
        <source>Linux: ~/.config/cardgames and ~/.local/share/cardgames</source>
        <translation>Linux: ~/.config/cardgames and ~/.local/share/cardgames</translation>
    </message>
    <message>
        <source>Windows: %LOCALAPPDATA%\CardTable\cardgames (both)</source>
        <translation>Windows: %LOCALAPPDATA%\CardTable\cardgames (both)</translation>
    </message>
    <message>
        <source>macOS: ~/Library/Application Support/cardgames (both)</source>
        <translation>macOS: ~/Library/Application Support/cardgames (both)</translation>
    </message>
    <message>
        <source>With CARDGAMES_HOME=DIR: DIR/config and DIR/data.</source>
        <translation>With CARDGAMES_HOME=DIR: DIR/config and DIR/data.</translation>
    </message>
    <message>
        <source>Card Table: {games} on one table,
against bots or with friends at one computer.</source>
        <translation>Card Table: {games} on one table,
against bots or with friends at one computer.</translation>
    </message>
    <message>
        <source>interface language (default: as last time, or the system&apos;s)</source>
        <translation>interface language (default: as last time, or the system&apos;s)</translation>
    </message>
    <message>
        <source>WIDTHxHEIGHT</source>
        <translation>WIDTHxHEIGHT</translation>
    </message>
    <message>
        <source>window size (640x400 or more)</source>
        <translation>window size (640x400 or more)</translation>
    </message>
    <message>
        <source>GAME</source>
        <translation>GAME</translation>
    </message>
    <message>
        <source>bots play GAME ({games}): a showcase, or with --screenshot a check</source>
        <translation>bots play GAME ({games}): a showcase, or with --screenshot a check</translation>
    </message>
    <message>
        <source>seats in the demo (default: 4 at ftw, the game&apos;s fewest at the others)</source>
        <translation>seats in the demo (default: 4 at ftw, the game&apos;s fewest at the others)</translation>
    </message>
    <message>
        <source>the demo&apos;s deal (default 1)</source>
        <translation>the demo&apos;s deal (default 1)</translation>
    </message>
    <message>
        <source>the demo&apos;s bots (default normal); with hard, where the searches ran is printed at the end</source>
        <translation>the demo&apos;s bots (default normal); with hard, where the searches ran is printed at the end</translation>
    </message>
    <message>
        <source>with --screenshot: bot moves before the picture (default 30)</source>
        <translation>with --screenshot: bot moves before the picture (default 30)</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>save the window as PNG after the demo moves (or the resumed table), then exit</source>
        <translation>save the window as PNG after the demo moves (or the resumed table), then exit</translation>
    </message>
    <message>
        <source>statistics.json, history.json, unfinished/;</source>
        <translation>statistics.json, history.json, unfinished/;</translation>
    </message>
    <message>
        <source>online.json: your seat at an online table, to rejoin it):</source>
        <translation>online.json: your seat at an online table, to rejoin it):</translation>
    </message>
    <message>
        <source>Without options the window opens. An unfinished match of last time is offered
(Resume, Discard or Later), and so is a seat at an online table of last time
(Rejoin, Discard or Later); else the last table you set up is dealt. The first
start asks for the language, the game and the players.</source>
        <translation>Without options the window opens. An unfinished match of last time is offered
(Resume, Discard or Later), and so is a seat at an online table of last time
(Rejoin, Discard or Later); else the last table you set up is dealt. The first
start asks for the language, the game and the players.</translation>
    </message>
    <message>
        <source>go on with the unfinished match of the last session at once (without one: rejoin the online table of the last session)</source>
        <translation>go on with the unfinished match of the last session at once (without one: rejoin the online table of the last session)</translation>
    </message>
    <message>
        <source>ADDRESS</source>
        <translation>ADDRESS</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <source>join the online table with CODE (ABC-DEF-GHJ) on the server at ADDRESS (host:port or ws://host:port) at start</source>
        <translation>join the online table with CODE (ABC-DEF-GHJ) on the server at ADDRESS (host:port or ws://host:port) at start</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>with --join: the name to sit down with (default: as last time)</source>
        <translation>with --join: the name to sit down with (default: as last time)</translation>
    </message>
    <message>
        <source>when another Card Table uses this profile: ask (default), open it read-only, or quit (exit status {status})</source>
        <translation>when another Card Table uses this profile: ask (default), open it read-only, or quit (exit status {status})</translation>
    </message>
    <message>
        <source>--size must look like 1280x800, not {text}</source>
        <translation>--size must look like 1280x800, not {text}</translation>
    </message>
    <message>
        <source>--size {size} is outside {low} .. {high}</source>
        <translation>--size {size} is outside {low} .. {high}</translation>
    </message>
    <message>
        <source>{file} is not UTF-8 text, and the picture could not be written there</source>
        <translation>{file} is not UTF-8 text, and the picture could not be written there</translation>
    </message>
    <message>
        <source>{file} leads through links in a circle</source>
        <translation>{file} leads through links in a circle</translation>
    </message>
    <message>
        <source>{file} cannot be used ({why})</source>
        <translation>{file} cannot be used ({why})</translation>
    </message>
    <message>
        <source>{folder} is not a folder</source>
        <translation>{folder} is not a folder</translation>
    </message>
    <message>
        <source>{file} is a folder, not a file</source>
        <translation>{file} is a folder, not a file</translation>
    </message>
    <message>
        <source>{file} is not a regular file</source>
        <translation>{file} is not a regular file</translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation>the folder {folder} does not exist</translation>
    </message>
    <message>
        <source>{file} is not writable</source>
        <translation>{file} is not writable</translation>
    </message>
    <message>
        <source>the folder {folder} is not writable</source>
        <translation>the folder {folder} is not writable</translation>
    </message>
    <message>
        <source>--join goes with neither --demo nor --resume</source>
        <translation>--join goes with neither --demo nor --resume</translation>
    </message>
    <message>
        <source>--join: {address} is no address (host:port or ws://host:port)</source>
        <translation>--join: {address} is no address (host:port or ws://host:port)</translation>
    </message>
    <message>
        <source>--join: {code} is no table code (9 letters, like ABC-DEF-GHJ)</source>
        <translation>--join: {code} is no table code (9 letters, like ABC-DEF-GHJ)</translation>
    </message>
    <message>
        <source>--name must be 1 to {most} characters</source>
        <translation>--name must be 1 to {most} characters</translation>
    </message>
    <message>
        <source>--{option} needs --demo GAME</source>
        <translation>--{option} needs --demo GAME</translation>
    </message>
    <message>
        <source>--moves needs --screenshot (without it the demo plays on by itself)</source>
        <translation>--moves needs --screenshot (without it the demo plays on by itself)</translation>
    </message>
    <message>
        <source>--screenshot needs --demo GAME or --resume</source>
        <translation>--screenshot needs --demo GAME or --resume</translation>
    </message>
    <message>
        <source>--resume and --demo do not go together (the demo never touches your matches)</source>
        <translation>--resume and --demo do not go together (the demo never touches your matches)</translation>
    </message>
    <message>
        <source>--name needs --join ADDRESS CODE</source>
        <translation>--name needs --join ADDRESS CODE</translation>
    </message>
    <message>
        <source>--seed must be 0 .. {most}, not {seed}</source>
        <translation>--seed must be 0 .. {most}, not {seed}</translation>
    </message>
    <message>
        <source>unknown game {game} (known: {games})</source>
        <translation>unknown game {game} (known: {games})</translation>
    </message>
    <message>
        <source>{game} is for {fewest} to {most} players, not {players}</source>
        <translation>{game} is for {fewest} to {most} players, not {players}</translation>
    </message>
    <message>
        <source>--moves must be 0 or more</source>
        <translation>--moves must be 0 or more</translation>
    </message>
</context>
<context>
    <name>FtwTable</name>
    <message>
        <source>&amp;Pass these 3 cards</source>
        <translation>&amp;Pass these 3 cards</translation>
    </message>
    <message>
        <source>&amp;A: Play higher</source>
        <translation>&amp;A: Play higher</translation>
    </message>
    <message>
        <source>&amp;B: Lay lower, take card</source>
        <translation>&amp;B: Lay lower, take card</translation>
    </message>
    <message>
        <source>&amp;C: Play with helpers</source>
        <translation>&amp;C: Play with helpers</translation>
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
        <source>&amp;A: Start the pile</source>
        <translation>&amp;A: Start the pile</translation>
    </message>
    <message>
        <source>B: Lay %1 as a helper, take %2</source>
        <translation>B: Lay %1 as a helper, take %2</translation>
    </message>
    <message>
        <source>C: Play %1 with helpers %2</source>
        <translation>C: Play %1 with helpers %2</translation>
    </message>
    <message>
        <source>A: Start the pile with %1</source>
        <translation>A: Start the pile with %1</translation>
    </message>
    <message>
        <source>A: Play %1 higher</source>
        <translation>A: Play %1 higher</translation>
    </message>
    <message>
        <source>%1 is lower than %2: take a pile card (B), or pick helpers that lift it above %2 (C).</source>
        <translation>%1 is lower than %2: take a pile card (B), or pick helpers that lift it above %2 (C).</translation>
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
        <source>%1 passed you %2</source>
        <translation>%1 passed you %2</translation>
    </message>
    <message>
        <source>Out of round: %1</source>
        <translation>Out of round: %1</translation>
    </message>
    <message>
        <source>Set aside: %1</source>
        <translation>Set aside: %1</translation>
    </message>
    <message>
        <source>new</source>
        <translation>new</translation>
    </message>
    <message>
        <source>%1 passed you 3 cards: they are marked in your hand.</source>
        <translation>%1 passed you 3 cards: they are marked in your hand.</translation>
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
    <message>
        <source>%1 ended it with %2</source>
        <translation>%1 ended it with %2</translation>
    </message>
    <message>
        <source>%1 played %2 as the last card and kept a single card: the round is over.</source>
        <translation>%1 played %2 as the last card and kept a single card: the round is over.</translation>
    </message>
    <message>
        <source>Points: the highest hand card minus all the other hand cards, at least 0.</source>
        <translation>Points: the highest hand card minus all the other hand cards, at least 0.</translation>
    </message>
    <message>
        <source>%1: %2 (a single card) = %3</source>
        <translation>%1: %2 (a single card) = %3</translation>
    </message>
    <message>
        <source>%1: %2 − (%3) = %4, below 0, so 0</source>
        <translation>%1: %2 − (%3) = %4, below 0, so 0</translation>
    </message>
    <message>
        <source>%1: %2 − (%3) = %4</source>
        <translation>%1: %2 − (%3) = %4</translation>
    </message>
    <message numerus="yes">
        <source>Confirm C: %1 with %n helper(s) makes %2, which beats %3.</source>
        <translation>
            <numerusform>Confirm C: %1 with %n helper makes %2, which beats %3.</numerusform>
            <numerusform>Confirm C: %1 with %n helpers makes %2, which beats %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 with %n helper(s) makes %2; you need more than %3.</source>
        <translation>
            <numerusform>%1 with %n helper makes %2; you need more than %3.</numerusform>
            <numerusform>%1 with %n helpers makes %2; you need more than %3.</numerusform>
        </translation>
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
    <name>Hints</name>
    <message>
        <source>There is no hint to give now.</source>
        <translation>There is no hint to give now.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a move: its button and its cards</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>No hand is over yet: each one gets a line here, and the chart shows the scores.</source>
        <translation>No hand is over yet: each one gets a line here, and the chart shows the scores.</translation>
    </message>
    <message>
        <source>No game is over yet: each one gets a line here, and the chart shows the scores.</source>
        <translation>No game is over yet: each one gets a line here, and the chart shows the scores.</translation>
    </message>
    <message>
        <source>No round is over yet: each one gets a line here, and the chart shows the scores.</source>
        <translation>No round is over yet: each one gets a line here, and the chart shows the scores.</translation>
    </message>
    <message>
        <source>This game is played as one round: there is no score history.</source>
        <translation>This game is played as one round: there is no score history.</translation>
    </message>
</context>
<context>
    <name>HostTableDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Host a table</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Open the table</translation>
    </message>
    <message>
        <source>Me (here)</source>
        <translation>Me (here)</translation>
    </message>
    <message>
        <source>Person elsewhere</source>
        <translation>Person elsewhere</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Online table</source>
        <translation>Online table</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>When a person&apos;s connection drops, their seat waits this long before a bot plays for them.</source>
        <translation>When a person&apos;s connection drops, their seat waits this long before a bot plays for them.</translation>
    </message>
    <message>
        <source>A bot stands in after</source>
        <translation>A bot stands in after</translation>
    </message>
    <message>
        <source>Onlookers may watch</source>
        <translation>Onlookers may watch</translation>
    </message>
    <message>
        <source>Players may ask for hints</source>
        <translation>Players may ask for hints</translation>
    </message>
    <message>
        <source>Guest %1</source>
        <translation>Guest %1</translation>
    </message>
    <message>
        <source>The name this person joins with takes its place.</source>
        <translation>The name this person joins with takes its place.</translation>
    </message>
    <message>
        <source>Invite at least one person, or play a local match: a table with only bots needs no hosting.</source>
        <translation>Invite at least one person, or play a local match: a table with only bots needs no hosting.</translation>
    </message>
</context>
<context>
    <name>HumanInput</name>
    <message>
        <source>Choose with a button, or press the key shown on it.</source>
        <translation>Choose with a button, or press the key shown on it.</translation>
    </message>
    <message>
        <source>Click a card to select it, then confirm with a button (or double-click).</source>
        <translation>Click a card to select it, then confirm with a button (or double-click).</translation>
    </message>
    <message>
        <source>Nothing is selected: pick a card with the arrow keys and Space, or choose a button by its key or with Tab.</source>
        <translation>Nothing is selected: pick a card with the arrow keys and Space, or choose a button by its key or with Tab.</translation>
    </message>
    <message>
        <source>Choose a button: press its key, or Tab to it and press Enter.</source>
        <translation>Choose a button: press its key, or Tab to it and press Enter.</translation>
    </message>
    <message>
        <source>These cards make more than one move: press the key of the button you mean.</source>
        <translation>These cards make more than one move: press the key of the button you mean.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Play online</source>
        <translation>Play online</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Host a table</translation>
    </message>
    <message>
        <source>Start a table on this computer: friends on your network join it with its code. Empty seats can be bots.</source>
        <translation>Start a table on this computer: friends on your network join it with its code. Empty seats can be bots.</translation>
    </message>
    <message>
        <source>Host a table…</source>
        <translation>Host a table…</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Join a table</translation>
    </message>
    <message>
        <source>192.168.1.20:8765</source>
        <translation>192.168.1.20:8765</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <source>Type the table&apos;s address as the host gave it, such as 192.168.1.20:8765.</source>
        <translation>Type the table&apos;s address as the host gave it, such as 192.168.1.20:8765.</translation>
    </message>
    <message>
        <source>A table&apos;s code has 9 letters and digits, such as ABC-DEF-GHJ (never 0, 1, I, L, O or U).</source>
        <translation>A table&apos;s code has 9 letters and digits, such as ABC-DEF-GHJ (never 0, 1, I, L, O or U).</translation>
    </message>
    <message>
        <source>Type the name to sit down with.</source>
        <translation>Type the name to sit down with.</translation>
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
        <source>Play &amp;set</source>
        <translation>Play &amp;set</translation>
    </message>
    <message>
        <source>%1 (J as %2)</source>
        <translation>%1 (J as %2)</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Pass</translation>
    </message>
    <message>
        <source>Lead %1. Double-click a card to lead it alone.</source>
        <translation>Lead %1. Double-click a card to lead it alone.</translation>
    </message>
    <message>
        <source>%1 played %2 · nothing beats it</source>
        <translation>%1 played %2 · nothing beats it</translation>
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
    <message numerus="yes">
        <source>%n card(s) left → %1</source>
        <translation>
            <numerusform>%n card left → %1</numerusform>
            <numerusform>%n cards left → %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Out → %1</source>
        <translation>Out → %1</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>new</source>
        <translation>new</translation>
    </message>
    <message>
        <source>Your cards from the exchange are marked in your hand.</source>
        <translation>Your cards from the exchange are marked in your hand.</translation>
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
        <source>Round %1</source>
        <translation>Round %1</translation>
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
        <source>%1 played %2 · beat it with %n card(s)</source>
        <translation>
            <numerusform>%1 played %2 · beat it with %n card</numerusform>
            <numerusform>%1 played %2 · beat it with %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 · only %n joker(s) beat it</source>
        <translation>
            <numerusform>%1 played %2 · only %n joker beats it</numerusform>
            <numerusform>%1 played %2 · only %n jokers beat it</numerusform>
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
        <translation>Card Table</translation>
    </message>
    <message>
        <source>Read-only: another window uses this profile (no autosave, no statistics)</source>
        <translation>Read-only: another window uses this profile (no autosave, no statistics)</translation>
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
        <source>Play on&amp;line…</source>
        <translation>Play on&amp;line…</translation>
    </message>
    <message>
        <source>Host a table for friends on your network, or join one with its code</source>
        <translation>Host a table for friends on your network, or join one with its code</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>&amp;Restart this deal</translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation>&amp;Undo my last move</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>How the hard bot rates each of your moves now (H)</source>
        <translation>How the hard bot rates each of your moves now (H)</translation>
    </message>
    <message>
        <source>Look &amp;back / replay</source>
        <translation>Look &amp;back / replay</translation>
    </message>
    <message>
        <source>Step through the earlier moves; once the match is over, replay it with every hand face up</source>
        <translation>Step through the earlier moves; once the match is over, replay it with every hand face up</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Save as…</translation>
    </message>
    <message>
        <source>Recent &amp;games</source>
        <translation>Recent &amp;games</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <source>Match histor&amp;y…</source>
        <translation>Match histor&amp;y…</translation>
    </message>
    <message>
        <source>&amp;Piles and decks…</source>
        <translation>&amp;Piles and decks…</translation>
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
        <source>An online table deals on its server: host a new table from Game &gt; Play online…</source>
        <translation>An online table deals on its server: host a new table from Game &gt; Play online…</translation>
    </message>
    <message>
        <source>Go back to the game first (Esc) to take a move back.</source>
        <translation>Go back to the game first (Esc) to take a move back.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back now.</source>
        <translation>There is no move of yours to take back now.</translation>
    </message>
    <message>
        <source>The table is asked to let you take your last move back…</source>
        <translation>The table is asked to let you take your last move back…</translation>
    </message>
    <message>
        <source>Take your move back?</source>
        <translation>Take your move back?</translation>
    </message>
    <message>
        <source>Taking a move back makes this match practice: it will not count in the statistics.</source>
        <translation>Taking a move back makes this match practice: it will not count in the statistics.</translation>
    </message>
    <message>
        <source>This is asked once per match; later moves are taken back at once.</source>
        <translation>This is asked once per match; later moves are taken back at once.</translation>
    </message>
    <message>
        <source>Do not ask again (Preferences can bring the question back)</source>
        <translation>Do not ask again (Preferences can bring the question back)</translation>
    </message>
    <message>
        <source>&amp;Take it back</source>
        <translation>&amp;Take it back</translation>
    </message>
    <message>
        <source>The table&apos;s server keeps this match: at its end it is in Game &gt; Match history.</source>
        <translation>The table&apos;s server keeps this match: at its end it is in Game &gt; Match history.</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>Save the match</translation>
    </message>
    <message>
        <source>Card Table matches (*.cardtable)</source>
        <translation>Card Table matches (*.cardtable)</translation>
    </message>
    <message>
        <source>%1 exists already. Replace it with this match?</source>
        <translation>%1 exists already. Replace it with this match?</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Saved as %1</translation>
    </message>
    <message>
        <source>Open a match</source>
        <translation>Open a match</translation>
    </message>
    <message>
        <source>Leave this match?</source>
        <translation>Leave this match?</translation>
    </message>
    <message>
        <source>A match is still being played. Leave it for another?</source>
        <translation>A match is still being played. Leave it for another?</translation>
    </message>
    <message>
        <source>It is kept under Game &gt; Recent games, so you can go on with it later.</source>
        <translation>It is kept under Game &gt; Recent games, so you can go on with it later.</translation>
    </message>
    <message>
        <source>This window saves nothing: the match will be gone.</source>
        <translation>This window saves nothing: the match will be gone.</translation>
    </message>
    <message>
        <source>&amp;Leave it</source>
        <translation>&amp;Leave it</translation>
    </message>
    <message>
        <source>Resume it where you left off, discard it, or decide later (it is kept until then)?</source>
        <translation>Resume it where you left off, discard it, or decide later (it is kept until then)?</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Resume</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Discard</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Later</translation>
    </message>
    <message>
        <source>There is no deal on the table to restart.</source>
        <translation>There is no deal on the table to restart.</translation>
    </message>
    <message>
        <source>The match is not saved</source>
        <translation>The match is not saved</translation>
    </message>
    <message>
        <source>The last moves of this match could not be saved: %1</source>
        <translation>The last moves of this match could not be saved: %1</translation>
    </message>
    <message>
        <source>If you close now, they are lost. Leave the window open and free some space: the match is saved by itself as soon as it can be.</source>
        <translation>If you close now, they are lost. Leave the window open and free some space: the match is saved by itself as soon as it can be.</translation>
    </message>
    <message>
        <source>&amp;Close anyway</source>
        <translation>&amp;Close anyway</translation>
    </message>
    <message>
        <source>The table is full</source>
        <translation>The table is full</translation>
    </message>
    <message>
        <source>Every seat is taken. Watch the table?</source>
        <translation>Every seat is taken. Watch the table?</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Watch</translation>
    </message>
    <message>
        <source>You host this table</source>
        <translation>You host this table</translation>
    </message>
    <message>
        <source>You host this table: closing stops it for everyone until you open Card Table again. Close anyway?</source>
        <translation>You host this table: closing stops it for everyone until you open Card Table again. Close anyway?</translation>
    </message>
    <message>
        <source>Your friends keep their seats and come back by themselves when you do.</source>
        <translation>Your friends keep their seats and come back by themselves when you do.</translation>
    </message>
    <message>
        <source>&amp;Keep the window open</source>
        <translation>&amp;Keep the window open</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Keep playing</translation>
    </message>
    <message>
        <source>Unfinished online match</source>
        <translation>Unfinished online match</translation>
    </message>
    <message>
        <source>Rejoin the online table (%1, code %2)?</source>
        <translation>Rejoin the online table (%1, code %2)?</translation>
    </message>
    <message>
        <source>Your seat is kept for you (a bot stands in while you are away). Rejoin it, discard it (a bot plays it from now on), or decide later (it is kept until then)?</source>
        <translation>Your seat is kept for you (a bot stands in while you are away). Rejoin it, discard it (a bot plays it from now on), or decide later (it is kept until then)?</translation>
    </message>
    <message>
        <source>Re&amp;join</source>
        <translation>Re&amp;join</translation>
    </message>
    <message>
        <source>You host this table: leaving it stops it for everyone. A bot plays your seat, and the match stays with the table&apos;s server.</source>
        <translation>You host this table: leaving it stops it for everyone. A bot plays your seat, and the match stays with the table&apos;s server.</translation>
    </message>
    <message>
        <source>A bot plays your seat from now on; the table&apos;s server keeps the match, and the others play on.</source>
        <translation>A bot plays your seat from now on; the table&apos;s server keeps the match, and the others play on.</translation>
    </message>
    <message>
        <source>The match cannot be kept</source>
        <translation>The match cannot be kept</translation>
    </message>
    <message>
        <source>This match could not be kept for later: %1</source>
        <translation>This match could not be kept for later: %1</translation>
    </message>
    <message>
        <source>Keep playing it, or leave it for good: then it is gone.</source>
        <translation>Keep playing it, or leave it for good: then it is gone.</translation>
    </message>
    <message>
        <source>&amp;Leave it for good</source>
        <translation>&amp;Leave it for good</translation>
    </message>
    <message>
        <source>Onlookers follow the match with every hand hidden, where the host allows onlookers.</source>
        <translation>Onlookers follow the match with every hand hidden, where the host allows onlookers.</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>Unfinished match</translation>
    </message>
    <message numerus="yes">
        <source>Your last match was not finished: %1 with %2, %n move(s), last played %3.</source>
        <translation>
            <numerusform>Your last match was not finished: %1 with %2, %n move, last played %3.</numerusform>
            <numerusform>Your last match was not finished: %1 with %2, %n moves, last played %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sound on</source>
        <translation>Sound on</translation>
    </message>
    <message>
        <source>Sound off</source>
        <translation>Sound off</translation>
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
        <source>A bot plays for %1 (dropped)…</source>
        <translation>A bot plays for %1 (dropped)…</translation>
    </message>
    <message>
        <source>Waiting for %1 (connection lost)…</source>
        <translation>Waiting for %1 (connection lost)…</translation>
    </message>
    <message>
        <source>Waiting for %1 to join the table…</source>
        <translation>Waiting for %1 to join the table…</translation>
    </message>
    <message>
        <source>Waiting for %1 (elsewhere)…</source>
        <translation>Waiting for %1 (elsewhere)…</translation>
    </message>
    <message>
        <source>Choose Game &gt; New game to start.</source>
        <translation>Choose Game &gt; New game to start.</translation>
    </message>
    <message>
        <source>%1 has only one move: %2. It is played for you.</source>
        <translation>%1 has only one move: %2. It is played for you.</translation>
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
        <source>to play</source>
        <translation>to play</translation>
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
        <source>Your only legal move is played for you in a moment.</source>
        <translation>Your only legal move is played for you in a moment.</translation>
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
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>Connection lost — reconnecting…</translation>
    </message>
    <message>
        <source>Hosting needs the app&apos;s data folder.</source>
        <translation>Hosting needs the app&apos;s data folder.</translation>
    </message>
    <message>
        <source>Starting the table server…</source>
        <translation>Starting the table server…</translation>
    </message>
    <message>
        <source>An online match can be replayed once it is over and its record has come.</source>
        <translation>An online match can be replayed once it is over and its record has come.</translation>
    </message>
    <message>
        <source>Take a move back?</source>
        <translation>Take a move back?</translation>
    </message>
    <message>
        <source>%1 asks to take their last move back. Do you agree?</source>
        <translation>%1 asks to take their last move back. Do you agree?</translation>
    </message>
</context>
<context>
    <name>MatchHistoryDialog</name>
    <message>
        <source>Match history</source>
        <translation>Match history</translation>
    </message>
    <message>
        <source>No match has been finished yet.</source>
        <translation>No match has been finished yet.</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Finished</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <source>Lay this match on the table as it ended, with its summary.</source>
        <translation>Lay this match on the table as it ended, with its summary.</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Replay</translation>
    </message>
    <message>
        <source>Play this match again move by move, with every hand face up.</source>
        <translation>Play this match again move by move, with every hand face up.</translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <translation>%1 (bot)</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 vs %2</translation>
    </message>
    <message>
        <source>%1 won</source>
        <comment>several winners</comment>
        <translation>%1 won</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 won</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>no winner</translation>
    </message>
    <message>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <source>practice: undo was used</source>
        <translation>practice: undo was used</translation>
    </message>
    <message>
        <source>with hints</source>
        <translation>with hints</translation>
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
        <source>Plays any legal move, at random.</source>
        <translation>Plays any legal move, at random.</translation>
    </message>
    <message>
        <source>Follows a few simple rules and now and then plays carelessly.</source>
        <translation>Follows a few simple rules and now and then plays carelessly.</translation>
    </message>
    <message>
        <source>Plays a strategy made for this game and keeps track of the cards it has seen.</source>
        <translation>Plays a strategy made for this game and keeps track of the cards it has seen.</translation>
    </message>
    <message>
        <source>Thinks about a third of a second a move: plays each move out many times against guesses of the hidden cards (it never peeks) and keeps what works best.</source>
        <translation>Thinks about a third of a second a move: plays each move out many times against guesses of the hidden cards (it never peeks) and keeps what works best.</translation>
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
        <source>Custom</source>
        <translation>Custom</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>as in the rules</source>
        <translation>as in the rules</translation>
    </message>
</context>
<context>
    <name>PilesDialog</name>
    <message>
        <source>Piles and decks</source>
        <translation>Piles and decks</translation>
    </message>
    <message>
        <source>This game has no piles to read through.</source>
        <translation>This game has no piles to read through.</translation>
    </message>
    <message>
        <source>Piles</source>
        <translation>Piles</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(empty)</translation>
    </message>
</context>
<context>
    <name>ProfileLock</name>
    <message>
        <source>Already running</source>
        <translation>Already running</translation>
    </message>
    <message>
        <source>Card Table is already running with this profile (%1).</source>
        <translation>Card Table is already running with this profile (%1).</translation>
    </message>
    <message>
        <source>Two windows on one profile would overwrite each other&apos;s match. You can look at it read-only here (nothing is saved), or quit and use the window that is open.</source>
        <translation>Two windows on one profile would overwrite each other&apos;s match. You can look at it read-only here (nothing is saved), or quit and use the window that is open.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Open read-only</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
</context>
<context>
    <name>ReplayProgress</name>
    <message numerus="yes">
        <source>Setting up the match: %n move(s)…</source>
        <translation>
            <numerusform>Setting up the match: %n move…</numerusform>
            <numerusform>Setting up the match: %n moves…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Trick</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Game %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>the deal</translation>
    </message>
    <message>
        <source>its start</source>
        <translation>its start</translation>
    </message>
    <message>
        <source>move %1 of %2</source>
        <translation>move %1 of %2</translation>
    </message>
    <message>
        <source>Replay with every hand face up: %1.</source>
        <translation>Replay with every hand face up: %1.</translation>
    </message>
    <message>
        <source>Looking back as %1 saw it: %2. The match waits.</source>
        <translation>Looking back as %1 saw it: %2. The match waits.</translation>
    </message>
    <message>
        <source>Looking back, public cards only: %1. The match waits.</source>
        <translation>Looking back, public cards only: %1. The match waits.</translation>
    </message>
    <message>
        <source>You can look back once %1 has taken the computer.</source>
        <translation>You can look back once %1 has taken the computer.</translation>
    </message>
    <message>
        <source>There is nothing to look back at now.</source>
        <translation>There is nothing to look back at now.</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>Play on by itself, or pause (Space)</source>
        <translation>Play on by itself, or pause (Space)</translation>
    </message>
    <message>
        <source>%1 back (Page Up)</source>
        <translation>%1 back (Page Up)</translation>
    </message>
    <message>
        <source>%1 back (Ctrl+Left)</source>
        <translation>%1 back (Ctrl+Left)</translation>
    </message>
    <message>
        <source>Move back (Left)</source>
        <translation>Move back (Left)</translation>
    </message>
    <message>
        <source>Move on (Right)</source>
        <translation>Move on (Right)</translation>
    </message>
    <message>
        <source>%1 on (Ctrl+Right)</source>
        <translation>%1 on (Ctrl+Right)</translation>
    </message>
    <message>
        <source>%1 on (Page Down)</source>
        <translation>%1 on (Page Down)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>How fast the replay plays on by itself</source>
        <translation>How fast the replay plays on by itself</translation>
    </message>
    <message>
        <source>Close the replay (Esc)</source>
        <translation>Close the replay (Esc)</translation>
    </message>
    <message>
        <source>Back to the game (Esc)</source>
        <translation>Back to the game (Esc)</translation>
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
    <name>ScoreHistory</name>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
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
        <source>Bots&apos; pace</source>
        <translation>Bots&apos; pace</translation>
    </message>
    <message>
        <source>Everybody at this computer agrees</source>
        <translation>Everybody at this computer agrees</translation>
    </message>
    <message>
        <source>Undo takes back your last move and the bot moves after it. Against bots it is always offered; with several people at one computer only when all of them agree.</source>
        <translation>Undo takes back your last move and the bot moves after it. Against bots it is always offered; with several people at one computer only when all of them agree.</translation>
    </message>
    <message>
        <source>Hint (key H) shows how the hard bot rates each of your moves. Against bots it is always offered; with several people at one computer only when all of them agree.</source>
        <translation>Hint (key H) shows how the hard bot rates each of your moves. Against bots it is always offered; with several people at one computer only when all of them agree.</translation>
    </message>
    <message>
        <source>Play it for me after a short pause</source>
        <translation>Play it for me after a short pause</translation>
    </message>
    <message>
        <source>When you have only one legal move (a forced pass, the only card you may play).</source>
        <translation>When you have only one legal move (a forced pass, the only card you may play).</translation>
    </message>
    <message>
        <source>Ask before a match stops counting</source>
        <translation>Ask before a match stops counting</translation>
    </message>
    <message>
        <source>Taking a move back makes the match practice: it no longer counts in the statistics. Undo asks first, once per match.</source>
        <translation>Taking a move back makes the match practice: it no longer counts in the statistics. Undo asks first, once per match.</translation>
    </message>
    <message>
        <source>How loud the table&apos;s sounds are; View &gt; Sound (M) turns them off.</source>
        <translation>How loud the table&apos;s sounds are; View &gt; Sound (M) turns them off.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animation speed</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Sound volume</translation>
    </message>
    <message>
        <source>Only one legal move</source>
        <translation>Only one legal move</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Undo in hot-seat matches</source>
        <translation>Undo in hot-seat matches</translation>
    </message>
    <message>
        <source>Hints in hot-seat matches</source>
        <translation>Hints in hot-seat matches</translation>
    </message>
</context>
<context>
    <name>SevenUpTable</name>
    <message>
        <source>clubs</source>
        <translation>clubs</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hearts</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spades</translation>
    </message>
    <message>
        <source>Deal three more cards to everyone and turn up a new card, until a different suit comes: that is trump. Then everyone discards down to six.</source>
        <translation>Deal three more cards to everyone and turn up a new card, until a different suit comes: that is trump. Then everyone discards down to six.</translation>
    </message>
    <message>
        <source>Put the selected card out of play.</source>
        <translation>Put the selected card out of play.</translation>
    </message>
    <message>
        <source>Play the selected card to the trick.</source>
        <translation>Play the selected card to the trick.</translation>
    </message>
    <message>
        <source>Discard %1 (or double-click a card).</source>
        <translation>Discard %1 (or double-click a card).</translation>
    </message>
    <message>
        <source>Play %1 (or double-click a card).</source>
        <translation>Play %1 (or double-click a card).</translation>
    </message>
    <message>
        <source>Trump: %1 %2</source>
        <translation>Trump: %1 %2</translation>
    </message>
    <message>
        <source>Proposed: %1 %2</source>
        <translation>Proposed: %1 %2</translation>
    </message>
    <message>
        <source>Not trump</source>
        <translation>Not trump</translation>
    </message>
    <message>
        <source>Last trick: %1</source>
        <translation>Last trick: %1</translation>
    </message>
    <message>
        <source>%1 took it</source>
        <translation>%1 took it</translation>
    </message>
    <message numerus="yes">
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message>
        <source>Team A</source>
        <translation>Team A</translation>
    </message>
    <message>
        <source>Team B</source>
        <translation>Team B</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <source>Hand %1 · first to %2</source>
        <translation>Hand %1 · first to %2</translation>
    </message>
    <message>
        <source>trump %1</source>
        <translation>trump %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>decided before play</source>
        <translation>decided before play</translation>
    </message>
    <message>
        <source>High %1, Low %2, Jack %3, Game %4</source>
        <translation>High %1, Low %2, Jack %3, Game %4</translation>
    </message>
    <message>
        <source>only the winner records: %1</source>
        <translation>only the winner records: %1</translation>
    </message>
    <message>
        <source>Card points are tied at %1: nobody takes Game (option: Tie for Game).</source>
        <translation>Card points are tied at %1: nobody takes Game (option: Tie for Game).</translation>
    </message>
    <message>
        <source>Card points are tied at %1: Game goes to %2, the tied player who comes first after the dealer.</source>
        <translation>Card points are tied at %1: Game goes to %2, the tied player who comes first after the dealer.</translation>
    </message>
    <message>
        <source>Card points are tied at %1: Game goes to %2, the side without the dealer.</source>
        <translation>Card points are tied at %1: Game goes to %2, the side without the dealer.</translation>
    </message>
    <message>
        <source>%1 took no tricks.</source>
        <translation>%1 took no tricks.</translation>
    </message>
    <message>
        <source>High</source>
        <translation>High</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Low</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>bonus</translation>
    </message>
    <message>
        <source>Every point counts, so each side records the points it took: %1.</source>
        <translation>Every point counts, so each side records the points it took: %1.</translation>
    </message>
    <message>
        <source>Every point counts, one at a time in the order High, Low, Jack, Game: %1.</source>
        <translation>Every point counts, one at a time in the order High, Low, Jack, Game: %1.</translation>
    </message>
    <message>
        <source>%1 brought %2 to %3 and ended the game there, so %4 did not count.</source>
        <translation>%1 brought %2 to %3 and ended the game there, so %4 did not count.</translation>
    </message>
    <message>
        <source>a tie, decided by the higher point (High, Low, Jack, Game)</source>
        <translation>a tie, decided by the higher point (High, Low, Jack, Game)</translation>
    </message>
    <message>
        <source>Nobody took a point, so nobody records anything.</source>
        <translation>Nobody took a point, so nobody records anything.</translation>
    </message>
    <message>
        <source>the elder hand refused twice</source>
        <translation>the elder hand refused twice</translation>
    </message>
    <message>
        <source>given by the dealer to keep the trump</source>
        <translation>given by the dealer to keep the trump</translation>
    </message>
    <message>
        <source>the turned-up jack</source>
        <translation>the turned-up jack</translation>
    </message>
    <message>
        <source>Before play %1 recorded %2: %3.</source>
        <translation>Before play %1 recorded %2: %3.</translation>
    </message>
    <message>
        <source>%1 accepted the trump when the dealer asked and won the hand: 1 bonus point more.</source>
        <translation>%1 accepted the trump when the dealer asked and won the hand: 1 bonus point more.</translation>
    </message>
    <message>
        <source>%1 accepted the trump when the dealer asked but did not take the most points: no bonus.</source>
        <translation>%1 accepted the trump when the dealer asked but did not take the most points: no bonus.</translation>
    </message>
    <message>
        <source>%1 accepted the trump when the dealer asked but did not win the hand: no bonus.</source>
        <translation>%1 accepted the trump when the dealer asked but did not win the hand: no bonus.</translation>
    </message>
    <message>
        <source>Hand %1 is over</source>
        <translation>Hand %1 is over</translation>
    </message>
    <message>
        <source>Game points recorded in each hand, and the score.</source>
        <translation>Game points recorded in each hand, and the score.</translation>
    </message>
    <message>
        <source>H%1</source>
        <translation>H%1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>The game was decided before this hand was played.</source>
        <translation>The game was decided before this hand was played.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>&amp;Stand</source>
        <translation>&amp;Stand</translation>
    </message>
    <message>
        <source>&amp;Beg</source>
        <translation>&amp;Beg</translation>
    </message>
    <message>
        <source>&amp;Refuse again</source>
        <translation>&amp;Refuse again</translation>
    </message>
    <message>
        <source>&amp;Accept trump</source>
        <translation>&amp;Accept trump</translation>
    </message>
    <message>
        <source>&amp;Refuse</source>
        <translation>&amp;Refuse</translation>
    </message>
    <message>
        <source>As&amp;k the elder hand</source>
        <translation>As&amp;k the elder hand</translation>
    </message>
    <message>
        <source>&amp;Give a point</source>
        <translation>&amp;Give a point</translation>
    </message>
    <message>
        <source>Ru&amp;n the cards</source>
        <translation>Ru&amp;n the cards</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Discard</translation>
    </message>
    <message>
        <source>&amp;Play card</source>
        <translation>&amp;Play card</translation>
    </message>
    <message>
        <source>Keep the turned-up suit as trump and play the hand.</source>
        <translation>Keep the turned-up suit as trump and play the hand.</translation>
    </message>
    <message>
        <source>Ask the dealer for a point: the dealer gives your side one and the trump stays, or runs the cards for a new trump.</source>
        <translation>Ask the dealer for a point: the dealer gives your side one and the trump stays, or runs the cards for a new trump.</translation>
    </message>
    <message>
        <source>Play this hand with the turned-up suit as trump. If the dealer asked you, your side scores a point more if it wins the hand.</source>
        <translation>Play this hand with the turned-up suit as trump. If the dealer asked you, your side scores a point more if it wins the hand.</translation>
    </message>
    <message>
        <source>Do not take this trump. Refused a second time, the dealer&apos;s side scores a point and the cards are run.</source>
        <translation>Do not take this trump. Refused a second time, the dealer&apos;s side scores a point and the cards are run.</translation>
    </message>
    <message>
        <source>Ask the elder hand once more to accept the trump; refusing again gives your side a point.</source>
        <translation>Ask the elder hand once more to accept the trump; refusing again gives your side a point.</translation>
    </message>
    <message>
        <source>Keep the trump: the elder hand&apos;s side (with three players, each other player) scores a point.</source>
        <translation>Keep the trump: the elder hand&apos;s side (with three players, each other player) scores a point.</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>%1 win!</translation>
    </message>
    <message>
        <source>High %1: %2 · Low %3: %4 · Jack: %5 · Game: %6</source>
        <translation>High %1: %2 · Low %3: %4 · Jack: %5 · Game: %6</translation>
    </message>
    <message>
        <source>Card points: %1</source>
        <translation>Card points: %1</translation>
    </message>
    <message>
        <source>the most points</source>
        <translation>the most points</translation>
    </message>
    <message>
        <source>a tie, which goes to the non-dealer side</source>
        <translation>a tie, which goes to the non-dealer side</translation>
    </message>
    <message>
        <source>Score: %1 (first to %2)</source>
        <translation>Score: %1 (first to %2)</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Next hand</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1: %n card</numerusform>
            <numerusform>%1: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n hand(s).</source>
        <translation>
            <numerusform>The game is over after %n hand.</numerusform>
            <numerusform>The game is over after %n hands.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 took %n card(s); those with card points: %2</source>
        <translation>
            <numerusform>%1 took %n card; with card points: %2</numerusform>
            <numerusform>%1 took %n cards; those with card points: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 took %n card(s), none with card points</source>
        <translation>
            <numerusform>%1 took %n card, without card points</numerusform>
            <numerusform>%1 took %n cards, none with card points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 win the hand with %n point(s) (%2) and record %3.</source>
        <translation>
            <numerusform>%1 win the hand with %n point (%2) and record %3.</numerusform>
            <numerusform>%1 win the hand with %n points (%2) and record %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the hand with %n point(s) (%2) and records %3.</source>
        <translation>
            <numerusform>%1 wins the hand with %n point (%2) and records %3.</numerusform>
            <numerusform>%1 wins the hand with %n points (%2) and records %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>History</source>
        <translation>History</translation>
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
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Streak</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Best streak</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Best score</translation>
    </message>
    <message>
        <source>With hints</source>
        <translation>With hints</translation>
    </message>
    <message>
        <source>Matches played / won in which this player asked the coach for a hint (they count)</source>
        <translation>Matches played / won in which this player asked the coach for a hint (they count)</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Against</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Practice</translation>
    </message>
    <message>
        <source>Matches in which a move was taken back are practice and are not counted. Matches with hints count, and are shown apart too.</source>
        <translation>Matches in which a move was taken back are practice and are not counted. Matches with hints count, and are shown apart too.</translation>
    </message>
    <message>
        <source>Reset this game…</source>
        <translation>Reset this game…</translation>
    </message>
    <message>
        <source>Reset all…</source>
        <translation>Reset all…</translation>
    </message>
    <message>
        <source>No counted match of this game yet: the matches below were practice (a move was taken back), and practice does not count.</source>
        <translation>No counted match of this game yet: the matches below were practice (a move was taken back), and practice does not count.</translation>
    </message>
    <message>
        <source>No counted match of this game since its statistics were reset; the match history below still lists the last matches.</source>
        <translation>No counted match of this game since its statistics were reset; the match history below still lists the last matches.</translation>
    </message>
    <message>
        <source>No finished matches of this game yet.</source>
        <translation>No finished matches of this game yet.</translation>
    </message>
    <message>
        <source>The last matches (match history), by opponents</source>
        <translation>The last matches (match history), by opponents</translation>
    </message>
    <message>
        <source>bots: %1</source>
        <translation>bots: %1</translation>
    </message>
    <message>
        <source>people only</source>
        <translation>people only</translation>
    </message>
    <message>
        <source>Win rate (%) after each counted match, oldest first</source>
        <translation>Win rate (%) after each counted match, oldest first</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Reset statistics</translation>
    </message>
    <message>
        <source>Delete the statistics of every game? This cannot be undone.</source>
        <translation>Delete the statistics of every game? This cannot be undone.</translation>
    </message>
    <message>
        <source>Delete the statistics of %1? This cannot be undone.</source>
        <translation>Delete the statistics of %1? This cannot be undone.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>The statistics could not be saved: %1</translation>
    </message>
</context>
<context>
    <name>StraightUpTable</name>
    <message>
        <source>&amp;Strike %1&apos;s %2 with %3</source>
        <translation>&amp;Strike %1&apos;s %2 with %3</translation>
    </message>
    <message>
        <source>&amp;Strike the %1 with %2</source>
        <translation>&amp;Strike the %1 with %2</translation>
    </message>
    <message>
        <source>&amp;Buy</source>
        <translation>&amp;Buy</translation>
    </message>
    <message>
        <source>&amp;Remove from the game</source>
        <translation>&amp;Remove from the game</translation>
    </message>
    <message>
        <source>P&amp;lace in a straight</source>
        <translation>P&amp;lace in a straight</translation>
    </message>
    <message>
        <source>&amp;Strike</source>
        <translation>&amp;Strike</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Pass</translation>
    </message>
    <message>
        <source>Place %1: start a straight</source>
        <translation>Place %1: start a straight</translation>
    </message>
    <message>
        <source>Place %1 on %2</source>
        <translation>Place %1 on %2</translation>
    </message>
    <message>
        <source>%1 (straight %2)</source>
        <translation>%1 (straight %2)</translation>
    </message>
    <message>
        <source>Buy the selected market card with all the money in your hand; it goes onto your discard pile. No change is given.</source>
        <translation>Buy the selected market card with all the money in your hand; it goes onto your discard pile. No change is given.</translation>
    </message>
    <message>
        <source>Put the selected starting card (2, 3 or 4) out of the game for good.</source>
        <translation>Put the selected starting card (2, 3 or 4) out of the game for good.</translation>
    </message>
    <message>
        <source>Lay the selected goal card out: a J starts a straight (two at most), Q goes on J, K on J-Q, A on J-Q-K.</source>
        <translation>Lay the selected goal card out: a J starts a straight (two at most), Q goes on J, K on J-Q, A on J-Q-K.</translation>
    </message>
    <message>
        <source>Once per game: beat the top card of an opponent&apos;s straight with a higher goal card. Both cards go to their owners&apos; discard piles and your joker is put away.</source>
        <translation>Once per game: beat the top card of an opponent&apos;s straight with a higher goal card. Both cards go to their owners&apos; discard piles and your joker is put away.</translation>
    </message>
    <message>
        <source>Do nothing this turn.</source>
        <translation>Do nothing this turn.</translation>
    </message>
    <message>
        <source>Your hand gives %1. Pick a card to buy, remove, place or strike with.</source>
        <translation>Your hand gives %1. Pick a card to buy, remove, place or strike with.</translation>
    </message>
    <message>
        <source>Buy %1 for %2 (your hand gives %3).</source>
        <translation>Buy %1 for %2 (your hand gives %3).</translation>
    </message>
    <message>
        <source>Remove %1 from the game (or double-click it).</source>
        <translation>Remove %1 from the game (or double-click it).</translation>
    </message>
    <message>
        <source>Pick the top card of an opponent&apos;s straight to strike with %1.</source>
        <translation>Pick the top card of an opponent&apos;s straight to strike with %1.</translation>
    </message>
    <message>
        <source>Start a new straight with J</source>
        <translation>Start a new straight with J</translation>
    </message>
    <message>
        <source>Put %1 on your straight %2</source>
        <translation>Put %1 on your straight %2</translation>
    </message>
    <message>
        <source>%1 (or double-click it), or pick an outlined straight to strike.</source>
        <translation>%1 (or double-click it), or pick an outlined straight to strike.</translation>
    </message>
    <message>
        <source>%1 (or double-click it).</source>
        <translation>%1 (or double-click it).</translation>
    </message>
    <message>
        <source>Strike the %1 on top of the straight %2 with %3: both go to their owners&apos; discard piles, and your joker is put away.</source>
        <translation>Strike the %1 on top of the straight %2 with %3: both go to their owners&apos; discard piles, and your joker is put away.</translation>
    </message>
    <message>
        <source>Strike with %1.</source>
        <translation>Strike with %1.</translation>
    </message>
    <message>
        <source>Market: the price is under each card</source>
        <translation>Market: the price is under each card</translation>
    </message>
    <message>
        <source>The market is empty.</source>
        <translation>The market is empty.</translation>
    </message>
    <message>
        <source>Market deck: %1</source>
        <translation>Market deck: %1</translation>
    </message>
    <message>
        <source>Market discard: %1</source>
        <translation>Market discard: %1</translation>
    </message>
    <message>
        <source>Removed: %1</source>
        <translation>Removed: %1</translation>
    </message>
    <message>
        <source>Strikes used</source>
        <translation>Strikes used</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard: %1</source>
        <translation>Discard: %1</translation>
    </message>
    <message>
        <source>Your hand gives %1</source>
        <translation>Your hand gives %1</translation>
    </message>
    <message>
        <source>Market discard</source>
        <translation>Market discard</translation>
    </message>
    <message>
        <source>Market cards put aside when nobody bought in a round; they are shuffled into a new market deck when it runs out.</source>
        <translation>Market cards put aside when nobody bought in a round; they are shuffled into a new market deck when it runs out.</translation>
    </message>
    <message>
        <source>Removed cards</source>
        <translation>Removed cards</translation>
    </message>
    <message>
        <source>Starting cards removed from the game for good.</source>
        <translation>Starting cards removed from the game for good.</translation>
    </message>
    <message>
        <source>Removed by each player: %1.</source>
        <translation>Removed by each player: %1.</translation>
    </message>
    <message>
        <source>Your draw pile</source>
        <translation>Your draw pile</translation>
    </message>
    <message>
        <source>All your cards</source>
        <translation>All your cards</translation>
    </message>
    <message>
        <source>Your draw pile, hand, discard pile and straights together.</source>
        <translation>Your draw pile, hand, discard pile and straights together.</translation>
    </message>
    <message>
        <source>strike ready</source>
        <translation>strike ready</translation>
    </message>
    <message>
        <source>strike used</source>
        <translation>strike used</translation>
    </message>
    <message>
        <source>starts</source>
        <translation>starts</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>Straights</source>
        <translation>Straights</translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>No winner</translation>
    </message>
    <message>
        <source>Each player&apos;s straights and the goal cards they own.</source>
        <translation>Each player&apos;s straights and the goal cards they own.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>%1 completed the straight J-Q-K-A in round %2.</source>
        <translation>%1 completed the straight J-Q-K-A in round %2.</translation>
    </message>
    <message>
        <source>%1 owns every %2 in the game (all %3 copies) and wins in round %4.</source>
        <translation>%1 owns every %2 in the game (all %3 copies) and wins in round %4.</translation>
    </message>
    <message>
        <source>Nobody completed a straight within the round limit of %1 rounds, so the game ends without a winner. (The limit is not a rule of the game; it is set in the new-game dialog.)</source>
        <translation>Nobody completed a straight within the round limit of %1 rounds, so the game ends without a winner. (The limit is not a rule of the game; it is set in the new-game dialog.)</translation>
    </message>
    <message>
        <source>The goal cards are spread so that nobody can ever complete a straight or own every copy of a rank, so the game ends without a winner.</source>
        <translation>The goal cards are spread so that nobody can ever complete a straight or own every copy of a rank, so the game ends without a winner.</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Go on</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), listed by rank: the order in which you draw them stays hidden.</source>
        <translation>
            <numerusform>%n card: the order in which you draw stays hidden.</numerusform>
            <numerusform>%n cards, listed by rank: the order in which you draw them stays hidden.</numerusform>
        </translation>
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
    <message>
        <source>Replay the match</source>
        <translation>Replay the match</translation>
    </message>
    <message>
        <source>Look back</source>
        <translation>Look back</translation>
    </message>
    <message>
        <source>Every move again, from the first deal, with every hand face up</source>
        <translation>Every move again, from the first deal, with every hand face up</translation>
    </message>
    <message>
        <source>Step back through this round, as you saw it</source>
        <translation>Step back through this round, as you saw it</translation>
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
    <name>TableCodeDialog</name>
    <message>
        <source>Your table is open</source>
        <translation>Your table is open</translation>
    </message>
    <message>
        <source>Give your friends the address and the code: they choose Game &gt; Play online…</source>
        <translation>Give your friends the address and the code: they choose Game &gt; Play online…</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>This computer shows no network: only players on this computer can join.</source>
        <translation>This computer shows no network: only players on this computer can join.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>Card Table: address %1, code %2</source>
        <translation>Card Table: address %1, code %2</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Takes the trick</source>
        <translation>Takes the trick</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <source>No pause</source>
        <translation>No pause</translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation>Brisk</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grey</translation>
    </message>
    <message>
        <source>Each deck&apos;s own</source>
        <translation>Each deck&apos;s own</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Blue lattice</translation>
    </message>
    <message>
        <source>Red lattice</source>
        <translation>Red lattice</translation>
    </message>
    <message>
        <source>Green lattice</source>
        <translation>Green lattice</translation>
    </message>
    <message>
        <source>Sunburst</source>
        <translation>Sunburst</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Animation &amp;speed</translation>
    </message>
    <message>
        <source>Bots&apos; &amp;pace</source>
        <translation>Bots&apos; &amp;pace</translation>
    </message>
    <message>
        <source>Table &amp;colour</source>
        <translation>Table &amp;colour</translation>
    </message>
    <message>
        <source>Card &amp;backs</source>
        <translation>Card &amp;backs</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>S&amp;ound</translation>
    </message>
    <message>
        <source>Sound on or off (M); the volume is in Preferences</source>
        <translation>Sound on or off (M); the volume is in Preferences</translation>
    </message>
    <message>
        <source>A bot waits %1 ms before its move.</source>
        <translation>A bot waits %1 ms before its move.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome</source>
        <translation>Welcome</translation>
    </message>
    <message>
        <source>Welcome to Card Table</source>
        <translation>Welcome to Card Table</translation>
    </message>
    <message>
        <source>Choose your language, a game and how many sit at the table. You play against computer players; friends at this computer and every option are under More choices, and later under Game &gt; New game.</source>
        <translation>Choose your language, a game and how many sit at the table. You play against computer players; friends at this computer and every option are under More choices, and later under Game &gt; New game.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>&amp;Players at the table (you and bots)</source>
        <translation>&amp;Players at the table (you and bots)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>&amp;More choices…</source>
        <translation>&amp;More choices…</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>usage: </translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>show this help message and exit</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>show program&apos;s version number and exit</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>unrecognized arguments: %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>expected one argument</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>invalid choice: %(value)r (choose from %(choices)s)</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>invalid %(type)s value: %(value)r</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>ambiguous option: %(option)s could match %(matches)s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>ignored explicit argument %r</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>An empty chat line.</source>
        <extracomment>(no key)</extracomment>
        <translation>An empty chat line.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <extracomment>(no key)</extracomment>
        <translation>Every seat at this table is taken.</translation>
    </message>
    <message>
        <source>Messages are JSON text, not binary.</source>
        <extracomment>(no key)</extracomment>
        <translation>Messages are JSON text, not binary.</translation>
    </message>
    <message>
        <source>No undo waits for your answer.</source>
        <extracomment>(no key)</extracomment>
        <translation>No undo waits for your answer.</translation>
    </message>
    <message>
        <source>Onlookers do not play.</source>
        <extracomment>(no key)</extracomment>
        <translation>Onlookers do not play.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <extracomment>(no key), ui.illegal.not_your_turn</extracomment>
        <translation>Please wait: it is not your turn.</translation>
    </message>
    <message>
        <source>Say hello first.</source>
        <extracomment>(no key)</extracomment>
        <translation>Say hello first.</translation>
    </message>
    <message>
        <source>Seat {seat} is not a free seat for a person.</source>
        <extracomment>(no key)</extracomment>
        <translation>Seat {seat} is not a free seat for a person.</translation>
    </message>
    <message>
        <source>Sit down at a table first.</source>
        <extracomment>(no key)</extracomment>
        <translation>Sit down at a table first.</translation>
    </message>
    <message>
        <source>That is no message of this protocol ({problem}).</source>
        <extracomment>(no key)</extracomment>
        <translation>That is no message of this protocol ({problem}).</translation>
    </message>
    <message>
        <source>That is no move of this game.</source>
        <extracomment>(no key)</extracomment>
        <translation>That is no move of this game.</translation>
    </message>
    <message>
        <source>That is not the token of this seat.</source>
        <extracomment>(no key)</extracomment>
        <translation>That is not the token of this seat.</translation>
    </message>
    <message>
        <source>That table&apos;s match is over.</source>
        <extracomment>(no key)</extracomment>
        <translation>That table&apos;s match is over.</translation>
    </message>
    <message>
        <source>The match has moved on since (action {seq}).</source>
        <extracomment>(no key)</extracomment>
        <translation>The match has moved on since (action {seq}).</translation>
    </message>
    <message>
        <source>The message is over {limit} bytes.</source>
        <extracomment>(no key)</extracomment>
        <translation>The message is over {limit} bytes.</translation>
    </message>
    <message>
        <source>The server failed on its side; nothing changed.</source>
        <extracomment>(no key)</extracomment>
        <translation>The server failed on its side; nothing changed.</translation>
    </message>
    <message>
        <source>The server has as many connections as it can take.</source>
        <extracomment>(no key)</extracomment>
        <translation>The server has as many connections as it can take.</translation>
    </message>
    <message>
        <source>The server holds as many tables as it can.</source>
        <extracomment>(no key)</extracomment>
        <translation>The server holds as many tables as it can.</translation>
    </message>
    <message>
        <source>There is no table with that code.</source>
        <extracomment>(no key)</extracomment>
        <translation>There is no table with that code.</translation>
    </message>
    <message>
        <source>There is nothing to take back now.</source>
        <extracomment>(no key)</extracomment>
        <translation>There is nothing to take back now.</translation>
    </message>
    <message>
        <source>This connection sits at a table already.</source>
        <extracomment>(no key)</extracomment>
        <translation>This connection sits at a table already.</translation>
    </message>
    <message>
        <source>This server speaks protocol {protocol}.</source>
        <extracomment>(no key)</extracomment>
        <translation>This server speaks protocol {protocol}.</translation>
    </message>
    <message>
        <source>This table allows no hints.</source>
        <extracomment>(no key)</extracomment>
        <translation>This table allows no hints.</translation>
    </message>
    <message>
        <source>This table allows no onlookers.</source>
        <extracomment>(no key)</extracomment>
        <translation>This table allows no onlookers.</translation>
    </message>
    <message>
        <source>Too many messages: slow down.</source>
        <extracomment>(no key)</extracomment>
        <translation>Too many messages: slow down.</translation>
    </message>
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
        <source>As in the rules sheet</source>
        <extracomment>PRESETS</extracomment>
        <translation>As in the rules sheet</translation>
    </message>
    <message>
        <source>Traditional All Fours</source>
        <extracomment>PRESETS</extracomment>
        <translation>Traditional All Fours</translation>
    </message>
    <message>
        <source>Seven-up is a traditional game of the All Fours family, from England and America.</source>
        <extracomment>SevenUpGame.credits</extracomment>
        <translation>Seven-up is a traditional game of the All Fours family, from England and America.</translation>
    </message>
    <message>
        <source>Make the trump, then take High, Low, Jack and Game in six tricks; first to seven wins.</source>
        <extracomment>SevenUpGame.summary</extracomment>
        <translation>Make the trump, then take High, Low, Jack and Game in six tricks; first to seven wins.</translation>
    </message>
    <message>
        <source>Points recorded before a hand is bunched stay.</source>
        <extracomment>SevenUpOptions.bunch_keeps_points.description</extracomment>
        <translation>Points recorded before a hand is bunched stay.</translation>
    </message>
    <message>
        <source>Bunched hands keep points</source>
        <extracomment>SevenUpOptions.bunch_keeps_points.title</extracomment>
        <translation>Bunched hands keep points</translation>
    </message>
    <message>
        <source>As literally written</source>
        <extracomment>SevenUpOptions.count_tie.choice.literal</extracomment>
        <translation>As literally written</translation>
    </message>
    <message>
        <source>The higher point decides</source>
        <extracomment>SevenUpOptions.count_tie.choice.precedence</extracomment>
        <translation>The higher point decides</translation>
    </message>
    <message>
        <source>Who wins a tie on hand points: the higher point (High, Low, Jack, Game) decides; or only a 2-2 tie goes by the higher point, any other to the non-dealer side.</source>
        <extracomment>SevenUpOptions.count_tie.description</extracomment>
        <translation>Who wins a tie on hand points: the higher point (High, Low, Jack, Game) decides; or only a 2-2 tie goes by the higher point, any other to the non-dealer side.</translation>
    </message>
    <message>
        <source>Tied hands</source>
        <extracomment>SevenUpOptions.count_tie.title</extracomment>
        <translation>Tied hands</translation>
    </message>
    <message>
        <source>Follow suit, else trump (rules sheet)</source>
        <extracomment>SevenUpOptions.follow.choice.follow_else_trump</extracomment>
        <translation>Follow suit, else trump (rules sheet)</translation>
    </message>
    <message>
        <source>Follow suit or trump at will</source>
        <extracomment>SevenUpOptions.follow.choice.follow_or_trump</extracomment>
        <translation>Follow suit or trump at will</translation>
    </message>
    <message>
        <source>Must follow suit, else trump; or trump at will even when able to follow.</source>
        <extracomment>SevenUpOptions.follow.description</extracomment>
        <translation>Must follow suit, else trump; or trump at will even when able to follow.</translation>
    </message>
    <message>
        <source>Following</source>
        <extracomment>SevenUpOptions.follow.title</extracomment>
        <translation>Following</translation>
    </message>
    <message>
        <source>Non-dealer side takes it</source>
        <extracomment>SevenUpOptions.game_point_tie.choice.elder</extracomment>
        <translation>Non-dealer side takes it</translation>
    </message>
    <message>
        <source>Nobody takes it</source>
        <extracomment>SevenUpOptions.game_point_tie.choice.none</extracomment>
        <translation>Nobody takes it</translation>
    </message>
    <message>
        <source>Equal card points: the non-dealer side takes Game; or nobody does.</source>
        <extracomment>SevenUpOptions.game_point_tie.description</extracomment>
        <translation>Equal card points: the non-dealer side takes Game; or nobody does.</translation>
    </message>
    <message>
        <source>Tie for Game</source>
        <extracomment>SevenUpOptions.game_point_tie.title</extracomment>
        <translation>Tie for Game</translation>
    </message>
    <message>
        <source>Every point counts</source>
        <extracomment>SevenUpOptions.hand_scoring.choice.independent</extracomment>
        <translation>Every point counts</translation>
    </message>
    <message>
        <source>Winner takes all (rules sheet)</source>
        <extracomment>SevenUpOptions.hand_scoring.choice.winner_takes_all</extracomment>
        <translation>Winner takes all (rules sheet)</translation>
    </message>
    <message>
        <source>Only the side with the most hand points scores; or every point to whoever earns it.</source>
        <extracomment>SevenUpOptions.hand_scoring.description</extracomment>
        <translation>Only the side with the most hand points scores; or every point to whoever earns it.</translation>
    </message>
    <message>
        <source>Hand scoring</source>
        <extracomment>SevenUpOptions.hand_scoring.title</extracomment>
        <translation>Hand scoring</translation>
    </message>
    <message>
        <source>Highest and lowest trump in play</source>
        <extracomment>SevenUpOptions.high_low.choice.in_play</extracomment>
        <translation>Highest and lowest trump in play</translation>
    </message>
    <message>
        <source>Trump ace and two only</source>
        <extracomment>SevenUpOptions.high_low.choice.literal_ace_two</extracomment>
        <translation>Trump ace and two only</translation>
    </message>
    <message>
        <source>The highest and lowest trump in play; or only the trump ace and the trump two.</source>
        <extracomment>SevenUpOptions.high_low.description</extracomment>
        <translation>The highest and lowest trump in play; or only the trump ace and the trump two.</translation>
    </message>
    <message>
        <source>High and Low</source>
        <extracomment>SevenUpOptions.high_low.title</extracomment>
        <translation>High and Low</translation>
    </message>
    <message>
        <source>Game points that win.</source>
        <extracomment>SevenUpOptions.target.description</extracomment>
        <translation>Game points that win.</translation>
    </message>
    <message>
        <source>Target score</source>
        <extracomment>SevenUpOptions.target.title</extracomment>
        <translation>Target score</translation>
    </message>
    <message>
        <source>Accept, ask or run (rules sheet)</source>
        <extracomment>SevenUpOptions.trump_making.choice.seed</extracomment>
        <translation>Accept, ask or run (rules sheet)</translation>
    </message>
    <message>
        <source>Stand, beg, give one</source>
        <extracomment>SevenUpOptions.trump_making.choice.traditional</extracomment>
        <translation>Stand, beg, give one</translation>
    </message>
    <message>
        <source>The rules sheet&apos;s accept, ask or run; or the traditional stand, beg and give one.</source>
        <extracomment>SevenUpOptions.trump_making.description</extracomment>
        <translation>The rules sheet&apos;s accept, ask or run; or the traditional stand, beg and give one.</translation>
    </message>
    <message>
        <source>Trump making</source>
        <extracomment>SevenUpOptions.trump_making.title</extracomment>
        <translation>Trump making</translation>
    </message>
    <message>
        <source>A jack turned up as trump gives the dealer&apos;s side a point.</source>
        <extracomment>SevenUpOptions.turned_jack_point.description</extracomment>
        <translation>A jack turned up as trump gives the dealer&apos;s side a point.</translation>
    </message>
    <message>
        <source>Turned-up jack scores</source>
        <extracomment>SevenUpOptions.turned_jack_point.title</extracomment>
        <translation>Turned-up jack scores</translation>
    </message>
    <message>
        <source>Straight Up by Nico Reuter.</source>
        <extracomment>StraightUpGame.credits</extracomment>
        <translation>Straight Up by Nico Reuter.</translation>
    </message>
    <message>
        <source>Build your deck turn by turn: buy from a tight market, thin out your starting cards, and be the first to lay out J-Q-K-A.</source>
        <extracomment>StraightUpGame.summary</extracomment>
        <translation>Build your deck turn by turn: buy from a tight market, thin out your starting cards, and be the first to lay out J-Q-K-A.</translation>
    </message>
    <message>
        <source>Not a rule of the game: after this many rounds without a winner the match ends with no winner.</source>
        <extracomment>StraightUpOptions.round_cap.description</extracomment>
        <translation>Not a rule of the game: after this many rounds without a winner the match ends with no winner.</translation>
    </message>
    <message>
        <source>Round limit</source>
        <extracomment>StraightUpOptions.round_cap.title</extracomment>
        <translation>Round limit</translation>
    </message>
    <message>
        <source>Not a rule of the game: the match ends with no winner as soon as no player can ever complete a straight or own every copy of a goal rank.</source>
        <extracomment>StraightUpOptions.stop_when_unwinnable.description</extracomment>
        <translation>Not a rule of the game: the match ends with no winner as soon as no player can ever complete a straight or own every copy of a goal rank.</translation>
    </message>
    <message>
        <source>End when nobody can win</source>
        <extracomment>StraightUpOptions.stop_when_unwinnable.title</extracomment>
        <translation>End when nobody can win</translation>
    </message>
    <message>
        <source>Puts {card} on top against {next_seat} ({count} cards left): only {higher} cards you have not seen beat it.</source>
        <extracomment>ftw.coach.blocks</extracomment>
        <translation>Puts {card} on top against {next_seat} ({count} cards left): only {higher} cards you have not seen beat it.</translation>
    </message>
    <message>
        <source>Puts {card} on top against {next_seat} ({count} cards left): no card you have not seen beats it.</source>
        <extracomment>ftw.coach.blocks_all</extracomment>
        <translation>Puts {card} on top against {next_seat} ({count} cards left): no card you have not seen beats it.</translation>
    </message>
    <message>
        <source>Puts {card} on top against {next_seat} ({count} cards left): only one card you have not seen beats it.</source>
        <extracomment>ftw.coach.blocks_one</extracomment>
        <translation>Puts {card} on top against {next_seat} ({count} cards left): only one card you have not seen beats it.</translation>
    </message>
    <message>
        <source>Beats {top} with the lowest card that does.</source>
        <extracomment>ftw.coach.cheapest</extracomment>
        <translation>Beats {top} with the lowest card that does.</translation>
    </message>
    <message>
        <source>Empties the pile: {next_seat} ({count} cards left) may start it with any card.</source>
        <extracomment>ftw.coach.empty_for_next</extracomment>
        <translation>Empties the pile: {next_seat} ({count} cards left) may start it with any card.</translation>
    </message>
    <message>
        <source>{card} becomes your first helper: option C opens up.</source>
        <extracomment>ftw.coach.first_helper</extracomment>
        <translation>{card} becomes your first helper: option C opens up.</translation>
    </message>
    <message>
        <source>Leaves {card} on top for {next_seat} ({count} cards left): {higher} cards you have not seen beat it.</source>
        <extracomment>ftw.coach.gives_way</extracomment>
        <translation>Leaves {card} on top for {next_seat} ({count} cards left): {higher} cards you have not seen beat it.</translation>
    </message>
    <message>
        <source>Leaves {card} on top for {next_seat} ({count} cards left): one card you have not seen beats it.</source>
        <extracomment>ftw.coach.gives_way_one</extracomment>
        <translation>Leaves {card} on top for {next_seat} ({count} cards left): one card you have not seen beats it.</translation>
    </message>
    <message>
        <source>Ends the round now with {card} as your last card: you score {card}.</source>
        <extracomment>ftw.coach.go_out</extracomment>
        <translation>Ends the round now with {card} as your last card: you score {card}.</translation>
    </message>
    <message>
        <source>Keeps your helpers {helpers} for later.</source>
        <extracomment>ftw.coach.keeps_helpers</extracomment>
        <translation>Keeps your helpers {helpers} for later.</translation>
    </message>
    <message>
        <source>{next_seat} ({count} cards left) holds a card you know beats {card}.</source>
        <extracomment>ftw.coach.next_holds_higher</extracomment>
        <translation>{next_seat} ({count} cards left) holds a card you know beats {card}.</translation>
    </message>
    <message>
        <source>Passes your highest card, {card}, the one that scores, to {receiver_seat}.</source>
        <extracomment>ftw.coach.pass_highest</extracomment>
        <translation>Passes your highest card, {card}, the one that scores, to {receiver_seat}.</translation>
    </message>
    <message>
        <source>Keeps your highest card, {card}.</source>
        <extracomment>ftw.coach.pass_keeps_high</extracomment>
        <translation>Keeps your highest card, {card}.</translation>
    </message>
    <message>
        <source>Keeps your two highest cards, {second} and {card}.</source>
        <extracomment>ftw.coach.pass_keeps_two</extracomment>
        <translation>Keeps your two highest cards, {second} and {card}.</translation>
    </message>
    <message>
        <source>Plays away your highest card, {card}, the one that scores.</source>
        <extracomment>ftw.coach.plays_highest</extracomment>
        <translation>Plays away your highest card, {card}, the one that scores.</translation>
    </message>
    <message>
        <source>Starts the pile with your lowest card.</source>
        <extracomment>ftw.coach.starts_low</extracomment>
        <translation>Starts the pile with your lowest card.</translation>
    </message>
    <message>
        <source>Takes {take}: your new highest card, the one that scores.</source>
        <extracomment>ftw.coach.take_high</extracomment>
        <translation>Takes {take}: your new highest card, the one that scores.</translation>
    </message>
    <message>
        <source>Swaps {card} for {take}, a lower card: the cards counting against you drop from {before} to {now}.</source>
        <extracomment>ftw.coach.take_low</extracomment>
        <translation>Swaps {card} for {take}, a lower card: the cards counting against you drop from {before} to {now}.</translation>
    </message>
    <message>
        <source>Swaps {card} for {take}: the cards counting against you grow from {before} to {now}.</source>
        <extracomment>ftw.coach.take_more</extracomment>
        <translation>Swaps {card} for {take}: the cards counting against you grow from {before} to {now}.</translation>
    </message>
    <message>
        <source>Gets rid of {card} with your helpers {helpers}; they leave the round.</source>
        <extracomment>ftw.coach.with_helpers</extracomment>
        <translation>Gets rid of {card} with your helpers {helpers}; they leave the round.</translation>
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
        <source>played {card} with helper {helpers}: {total} beats {top}.</source>
        <extracomment>ftw.log.play_with_helper. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>played {card} with helper {helpers}: {total} beats {top}.</translation>
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
        <source>Beat {top} with a higher card (A), or lay a lower card as a helper and take a pile card (B).</source>
        <extracomment>ftw.prompt.turn_no_helpers</extracomment>
        <translation>Beat {top} with a higher card (A), or lay a lower card as a helper and take a pile card (B).</translation>
    </message>
    <message>
        <source>Nothing in your hand beats {top}: lay a lower card as a helper and take a pile card (B), or play it with helpers summing above {top} (C).</source>
        <extracomment>ftw.prompt.turn_no_higher</extracomment>
        <translation>Nothing in your hand beats {top}: lay a lower card as a helper and take a pile card (B), or play it with helpers summing above {top} (C).</translation>
    </message>
    <message>
        <source>Beat {top} with a higher card (A).</source>
        <extracomment>ftw.prompt.turn_only_higher</extracomment>
        <translation>Beat {top} with a higher card (A).</translation>
    </message>
    <message>
        <source>Nothing in your hand beats {top}: lay a lower card as a helper and take a pile card (B).</source>
        <extracomment>ftw.prompt.turn_only_take</extracomment>
        <translation>Nothing in your hand beats {top}: lay a lower card as a helper and take a pile card (B).</translation>
    </message>
    <message>
        <source>This card cannot be used now.</source>
        <extracomment>illegal.card_unusable, ui.online.unusable</extracomment>
        <translation>This card cannot be used now.</translation>
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
        <source>Breaks up your {group_cards}: the rest stay in your hand to get rid of later.</source>
        <extracomment>kp.coach.breaks_group</extracomment>
        <translation>Breaks up your {group_cards}: the rest stay in your hand to get rid of later.</translation>
    </message>
    <message>
        <source>{rival_seat} has exactly {count} cards: beating this set would take them out.</source>
        <extracomment>kp.coach.feeds</extracomment>
        <translation>{rival_seat} has exactly {count} cards: beating this set would take them out.</translation>
    </message>
    <message>
        <source>{rival_seat} has one card left: beating this card would take them out.</source>
        <extracomment>kp.coach.feeds_one</extracomment>
        <translation>{rival_seat} has one card left: beating this card would take them out.</translation>
    </message>
    <message>
        <source>Goes out: this set empties your hand.</source>
        <extracomment>kp.coach.goes_out</extracomment>
        <translation>Goes out: this set empties your hand.</translation>
    </message>
    <message>
        <source>Nobody plays after you this round: this set takes it.</source>
        <extracomment>kp.coach.last_to_play</extracomment>
        <translation>Nobody plays after you this round: this set takes it.</translation>
    </message>
    <message>
        <source>Leads your lowest number, which is hard to get rid of later.</source>
        <extracomment>kp.coach.leads_lowest</extracomment>
        <translation>Leads your lowest number, which is hard to get rid of later.</translation>
    </message>
    <message>
        <source>Keeps your {group_cards} together: every raise here would break a set.</source>
        <extracomment>kp.coach.pass_keeps_group</extracomment>
        <translation>Keeps your {group_cards} together: every raise here would break a set.</translation>
    </message>
    <message>
        <source>Keeps your jokers: every raise here needs one (the cheapest is {set_cards}).</source>
        <extracomment>kp.coach.pass_keeps_jokers</extracomment>
        <translation>Keeps your jokers: every raise here needs one (the cheapest is {set_cards}).</translation>
    </message>
    <message>
        <source>Saves your strong cards: the cheapest raise here is {set_cards}.</source>
        <extracomment>kp.coach.pass_keeps_strong</extracomment>
        <translation>Saves your strong cards: the cheapest raise here is {set_cards}.</translation>
    </message>
    <message>
        <source>Lets the round go although {set_cards} could raise.</source>
        <extracomment>kp.coach.pass_lets_go</extracomment>
        <translation>Lets the round go although {set_cards} could raise.</translation>
    </message>
    <message>
        <source>Spends a joker, which could complete any set later.</source>
        <extracomment>kp.coach.spends_joker</extracomment>
        <translation>Spends a joker, which could complete any set later.</translation>
    </message>
    <message>
        <source>Spends {count} jokers, which could complete any set later.</source>
        <extracomment>kp.coach.spends_jokers</extracomment>
        <translation>Spends {count} jokers, which could complete any set later.</translation>
    </message>
    <message>
        <source>Spends your strong {set_cards} on a round somebody may still win above you.</source>
        <extracomment>kp.coach.strong_at_risk</extracomment>
        <translation>Spends your strong {set_cards} on a round somebody may still win above you.</translation>
    </message>
    <message>
        <source>Nobody still to play can beat this set: the round and the next lead are yours.</source>
        <extracomment>kp.coach.unbeatable</extracomment>
        <translation>Nobody still to play can beat this set: the round and the next lead are yours.</translation>
    </message>
    <message>
        <source>Plays your {set_cards} together: one set fewer to get rid of.</source>
        <extracomment>kp.coach.whole_group</extracomment>
        <translation>Plays your {set_cards} together: one set fewer to get rid of.</translation>
    </message>
    <message>
        <source>Nothing beats a set of jokers alone.</source>
        <extracomment>kp.illegal.jokers_on_top</extracomment>
        <translation>Nothing beats a set of jokers alone.</translation>
    </message>
    <message>
        <source>Your hand has too few jokers for {set} ({count} needed).</source>
        <extracomment>kp.illegal.missing_jokers</extracomment>
        <translation>Your hand has too few jokers for {set} ({count} needed).</translation>
    </message>
    <message>
        <source>Your hand has too few cards of {number} for {set} ({count} needed).</source>
        <extracomment>kp.illegal.missing_number</extracomment>
        <translation>Your hand has too few cards of {number} for {set} ({count} needed).</translation>
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
        <source>A raise has as many cards as the lead ({size}); {set} has {count}.</source>
        <extracomment>kp.illegal.wrong_size</extracomment>
        <translation>A raise has as many cards as the lead ({size}); {set} has {count}.</translation>
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
        <source>leads {set} (J as {number}).</source>
        <extracomment>kp.log.lead_jokers. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>leads {set} (J as {number}).</translation>
    </message>
    <message>
        <source>has no cards left and takes position {position}.</source>
        <extracomment>kp.log.out. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>has no cards left and takes position {position}.</translation>
    </message>
    <message>
        <source>passes.</source>
        <extracomment>kp.log.pass, su.log.pass. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>passes.</translation>
    </message>
    <message>
        <source>raises with {set}.</source>
        <extracomment>kp.log.raise. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>raises with {set}.</translation>
    </message>
    <message>
        <source>raises with {set} (J as {number}).</source>
        <extracomment>kp.log.raise_jokers. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>raises with {set} (J as {number}).</translation>
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
        <source>swaps {count} cards with {partner_seat}: gives the {count} lowest, gets the {count} highest.</source>
        <extracomment>kp.log.swap. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>swaps {count} cards with {partner_seat}: gives the {count} lowest, gets the {count} highest.</translation>
    </message>
    <message>
        <source>swaps 1 card with {partner_seat}: gives the lowest card, gets the highest.</source>
        <extracomment>kp.log.swap_one. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>swaps 1 card with {partner_seat}: gives the lowest card, gets the highest.</translation>
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
        <source>You cannot beat {top} (J as {number}): pass.</source>
        <extracomment>kp.prompt.cannot_raise_jokers</extracomment>
        <translation>You cannot beat {top} (J as {number}): pass.</translation>
    </message>
    <message>
        <source>Lead a set: one or more cards of one number, jokers allowed.</source>
        <extracomment>kp.prompt.lead</extracomment>
        <translation>Lead a set: one or more cards of one number, jokers allowed.</translation>
    </message>
    <message>
        <source>Beat {top} with a higher number, as many cards as it has ({size}); or pass.</source>
        <extracomment>kp.prompt.raise</extracomment>
        <translation>Beat {top} with a higher number, as many cards as it has ({size}); or pass.</translation>
    </message>
    <message>
        <source>Beat {top} (J as {number}) with a higher number, as many cards as it has ({size}); or pass.</source>
        <extracomment>kp.prompt.raise_jokers</extracomment>
        <translation>Beat {top} (J as {number}) with a higher number, as many cards as it has ({size}); or pass.</translation>
    </message>
    <message>
        <source>is given a point to keep the trump. Score {total}.</source>
        <extracomment>log.given_point. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>is given a point to keep the trump. Score {total}.</translation>
    </message>
    <message>
        <source>records a point for the turned-up jack. Score {total}.</source>
        <extracomment>log.jack_point. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>records a point for the turned-up jack. Score {total}.</translation>
    </message>
    <message>
        <source>records a point more for accepting when asked. Score {total}.</source>
        <extracomment>log.records_bonus. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>records a point more for accepting when asked. Score {total}.</translation>
    </message>
    <message>
        <source>records {points} for the hand: {what}. Score {total}.</source>
        <extracomment>log.records_hand. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>records {points} for the hand: {what}. Score {total}.</translation>
    </message>
    <message>
        <source>records {points} for the hand: {what} and a point more for accepting when asked. Score {total}.</source>
        <extracomment>log.records_hand_bonus. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>records {points} for the hand: {what} and a point more for accepting when asked. Score {total}.</translation>
    </message>
    <message>
        <source>records 1 for {point}. Score {total}.</source>
        <extracomment>log.records_point. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>records 1 for {point}. Score {total}.</translation>
    </message>
    <message>
        <source>records a point: the elder hand refused twice. Score {total}.</source>
        <extracomment>log.refused_point. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>records a point: the elder hand refused twice. Score {total}.</translation>
    </message>
    <message>
        <source>{side_seats} are given a point to keep the trump. Score {total}.</source>
        <extracomment>log.team_given_point</extracomment>
        <translation>{side_seats} are given a point to keep the trump. Score {total}.</translation>
    </message>
    <message>
        <source>{side_seats} record a point for the turned-up jack. Score {total}.</source>
        <extracomment>log.team_jack_point</extracomment>
        <translation>{side_seats} record a point for the turned-up jack. Score {total}.</translation>
    </message>
    <message>
        <source>{side_seats} record a point more for accepting when asked. Score {total}.</source>
        <extracomment>log.team_records_bonus</extracomment>
        <translation>{side_seats} record a point more for accepting when asked. Score {total}.</translation>
    </message>
    <message>
        <source>{side_seats} record {points} for the hand: {what}. Score {total}.</source>
        <extracomment>log.team_records_hand</extracomment>
        <translation>{side_seats} record {points} for the hand: {what}. Score {total}.</translation>
    </message>
    <message>
        <source>{side_seats} record {points} for the hand: {what} and a point more for accepting when asked. Score {total}.</source>
        <extracomment>log.team_records_hand_bonus</extracomment>
        <translation>{side_seats} record {points} for the hand: {what} and a point more for accepting when asked. Score {total}.</translation>
    </message>
    <message>
        <source>{side_seats} record 1 for {point}. Score {total}.</source>
        <extracomment>log.team_records_point</extracomment>
        <translation>{side_seats} record 1 for {point}. Score {total}.</translation>
    </message>
    <message>
        <source>{side_seats} record a point: the elder hand refused twice. Score {total}.</source>
        <extracomment>log.team_refused_point</extracomment>
        <translation>{side_seats} record a point: the elder hand refused twice. Score {total}.</translation>
    </message>
    <message>
        <source>The dealer asks you to accept {suit}: accept (a bonus point if your side wins), or refuse again (the dealer&apos;s side scores a point and the cards are run).</source>
        <extracomment>prompt.asked</extracomment>
        <translation>The dealer asks you to accept {suit}: accept (a bonus point if your side wins), or refuse again (the dealer&apos;s side scores a point and the cards are run).</translation>
    </message>
    <message>
        <source>The elder hand refused {suit}: run the cards, or ask the elder hand to accept.</source>
        <extracomment>prompt.dealer</extracomment>
        <translation>The elder hand refused {suit}: run the cards, or ask the elder hand to accept.</translation>
    </message>
    <message>
        <source>Discard down to six cards: {count} more.</source>
        <extracomment>prompt.discard</extracomment>
        <translation>Discard down to six cards: {count} more.</translation>
    </message>
    <message>
        <source>The elder hand begs: give a point to keep {suit}, or run the cards.</source>
        <extracomment>prompt.give</extracomment>
        <translation>The elder hand begs: give a point to keep {suit}, or run the cards.</translation>
    </message>
    <message>
        <source>The elder hand begs. You may not give a point here, because it would reach {target} and win the game: run the cards.</source>
        <extracomment>prompt.must_run</extracomment>
        <translation>The elder hand begs. You may not give a point here, because it would reach {target} and win the game: run the cards.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <extracomment>prompt.play</extracomment>
        <translation>Play a card.</translation>
    </message>
    <message>
        <source>Accept {suit} as trump, or refuse it.</source>
        <extracomment>prompt.propose</extracomment>
        <translation>Accept {suit} as trump, or refuse it.</translation>
    </message>
    <message>
        <source>Stand with {suit} as trump, or beg.</source>
        <extracomment>prompt.stand</extracomment>
        <translation>Stand with {suit} as trump, or beg.</translation>
    </message>
    <message>
        <source>A{suit}</source>
        <extracomment>sev.card.ace</extracomment>
        <translation>A{suit}</translation>
    </message>
    <message>
        <source>J{suit}</source>
        <extracomment>sev.card.jack</extracomment>
        <translation>J{suit}</translation>
    </message>
    <message>
        <source>K{suit}</source>
        <extracomment>sev.card.king</extracomment>
        <translation>K{suit}</translation>
    </message>
    <message>
        <source>Q{suit}</source>
        <extracomment>sev.card.queen</extracomment>
        <translation>Q{suit}</translation>
    </message>
    <message>
        <source>Accepting when asked: your side scores a point more if it wins the hand.</source>
        <extracomment>sev.coach.accept_asked</extracomment>
        <translation>Accepting when asked: your side scores a point more if it wins the hand.</translation>
    </message>
    <message>
        <source>If the elder hand refuses again, your side scores a point.</source>
        <extracomment>sev.coach.ask</extracomment>
        <translation>If the elder hand refuses again, your side scores a point.</translation>
    </message>
    <message>
        <source>Beats {rival_seat}&apos;s card for now; {count} cards you have not seen can still take the trick.</source>
        <extracomment>sev.coach.beats_for_now</extracomment>
        <translation>Beats {rival_seat}&apos;s card for now; {count} cards you have not seen can still take the trick.</translation>
    </message>
    <message>
        <source>Throws away {ace_card}: an ace, 4 card points for Game.</source>
        <extracomment>sev.coach.discards_ace</extracomment>
        <translation>Throws away {ace_card}: an ace, 4 card points for Game.</translation>
    </message>
    <message>
        <source>Throws away your highest trump, {trump_card}, which may win High.</source>
        <extracomment>sev.coach.discards_high_trump</extracomment>
        <translation>Throws away your highest trump, {trump_card}, which may win High.</translation>
    </message>
    <message>
        <source>Throws away the Jack of trumps: the Jack point.</source>
        <extracomment>sev.coach.discards_jack</extracomment>
        <translation>Throws away the Jack of trumps: the Jack point.</translation>
    </message>
    <message>
        <source>Throws away {low_card}, which counts nothing for Game.</source>
        <extracomment>sev.coach.discards_low</extracomment>
        <translation>Throws away {low_card}, which counts nothing for Game.</translation>
    </message>
    <message>
        <source>Throws away your lowest trump, {trump_card}, which may win Low.</source>
        <extracomment>sev.coach.discards_low_trump</extracomment>
        <translation>Throws away your lowest trump, {trump_card}, which may win Low.</translation>
    </message>
    <message>
        <source>Throws away your only trump, {trump_card}.</source>
        <extracomment>sev.coach.discards_only_trump</extracomment>
        <translation>Throws away your only trump, {trump_card}.</translation>
    </message>
    <message>
        <source>Throws away {ten_card}: 10 card points for Game.</source>
        <extracomment>sev.coach.discards_ten</extracomment>
        <translation>Throws away {ten_card}: 10 card points for Game.</translation>
    </message>
    <message>
        <source>Throws away a trump, {trump_card}.</source>
        <extracomment>sev.coach.discards_trump</extracomment>
        <translation>Throws away a trump, {trump_card}.</translation>
    </message>
    <message>
        <source>Puts {played_card} on your partner {partner_seat}&apos;s trick, which nobody can beat now.</source>
        <extracomment>sev.coach.feeds_partner</extracomment>
        <translation>Puts {played_card} on your partner {partner_seat}&apos;s trick, which nobody can beat now.</translation>
    </message>
    <message>
        <source>Gives the other side a point to keep this trump.</source>
        <extracomment>sev.coach.give</extracomment>
        <translation>Gives the other side a point to keep this trump.</translation>
    </message>
    <message>
        <source>Gives the Jack of trumps (the Jack point) to a trick {rival_seat} is winning.</source>
        <extracomment>sev.coach.gives_jack</extracomment>
        <translation>Gives the Jack of trumps (the Jack point) to a trick {rival_seat} is winning.</translation>
    </message>
    <message>
        <source>Gives {played_card}, 10 card points for Game, to a trick {rival_seat} is winning.</source>
        <extracomment>sev.coach.gives_ten</extracomment>
        <translation>Gives {played_card}, 10 card points for Game, to a trick {rival_seat} is winning.</translation>
    </message>
    <message>
        <source>Plays the Jack of trumps where nobody can beat it: the Jack point is yours.</source>
        <extracomment>sev.coach.jack_safe</extracomment>
        <translation>Plays the Jack of trumps where nobody can beat it: the Jack point is yours.</translation>
    </message>
    <message>
        <source>Keeps your only trump, {trump_card}, for later.</source>
        <extracomment>sev.coach.keeps_only_trump</extracomment>
        <translation>Keeps your only trump, {trump_card}, for later.</translation>
    </message>
    <message>
        <source>Keeps your only trump, {trump_card}.</source>
        <extracomment>sev.coach.keeps_only_trump_discard</extracomment>
        <translation>Keeps your only trump, {trump_card}.</translation>
    </message>
    <message>
        <source>Keeps your {saved_card} out of a trick your side is not sure to win.</source>
        <extracomment>sev.coach.keeps_ten</extracomment>
        <translation>Keeps your {saved_card} out of a trick your side is not sure to win.</translation>
    </message>
    <message>
        <source>Leads the Jack of trumps where a higher trump may still take it.</source>
        <extracomment>sev.coach.lead_jack_risk</extracomment>
        <translation>Leads the Jack of trumps where a higher trump may still take it.</translation>
    </message>
    <message>
        <source>Leads the Jack of trumps where nobody can beat it: the Jack point is yours.</source>
        <extracomment>sev.coach.lead_jack_safe</extracomment>
        <translation>Leads the Jack of trumps where nobody can beat it: the Jack point is yours.</translation>
    </message>
    <message>
        <source>Leads {lead_card}, which counts nothing for Game.</source>
        <extracomment>sev.coach.lead_low</extracomment>
        <translation>Leads {lead_card}, which counts nothing for Game.</translation>
    </message>
    <message>
        <source>Nobody can beat {lead_card} in this trick.</source>
        <extracomment>sev.coach.lead_safe</extracomment>
        <translation>Nobody can beat {lead_card} in this trick.</translation>
    </message>
    <message>
        <source>Leads {lead_card}, 10 card points for Game, where it may still be beaten.</source>
        <extracomment>sev.coach.lead_ten_risk</extracomment>
        <translation>Leads {lead_card}, 10 card points for Game, where it may still be beaten.</translation>
    </message>
    <message>
        <source>Goes on top of the trick; only one card you have not seen can still beat it.</source>
        <extracomment>sev.coach.leads_trick_one</extracomment>
        <translation>Goes on top of the trick; only one card you have not seen can still beat it.</translation>
    </message>
    <message>
        <source>Lets your partner {partner_seat}&apos;s winning trick stand and throws a low card.</source>
        <extracomment>sev.coach.low_on_partner</extracomment>
        <translation>Lets your partner {partner_seat}&apos;s winning trick stand and throws a low card.</translation>
    </message>
    <message>
        <source>Throws a low card on a trick {rival_seat} is winning.</source>
        <extracomment>sev.coach.low_on_theirs</extracomment>
        <translation>Throws a low card on a trick {rival_seat} is winning.</translation>
    </message>
    <message>
        <source>Leaves you without {suit}, so you can trump when {suit} is led.</source>
        <extracomment>sev.coach.makes_void</extracomment>
        <translation>Leaves you without {suit}, so you can trump when {suit} is led.</translation>
    </message>
    <message>
        <source>With {suit} as trump you hold no trump.</source>
        <extracomment>sev.coach.no_trumps</extracomment>
        <translation>With {suit} as trump you hold no trump.</translation>
    </message>
    <message>
        <source>With {suit} as trump you hold one trump: {trump_cards}.</source>
        <extracomment>sev.coach.one_trump</extracomment>
        <translation>With {suit} as trump you hold one trump: {trump_cards}.</translation>
    </message>
    <message>
        <source>Overtakes your partner {partner_seat}, who was winning this trick.</source>
        <extracomment>sev.coach.overtakes_partner</extracomment>
        <translation>Overtakes your partner {partner_seat}, who was winning this trick.</translation>
    </message>
    <message>
        <source>Refusing again gives the dealer&apos;s side a point, and the cards are run.</source>
        <extracomment>sev.coach.refuse_again</extracomment>
        <translation>Refusing again gives the dealer&apos;s side a point, and the cards are run.</translation>
    </message>
    <message>
        <source>Puts {played_card} in a trick that {count} cards you have not seen can still take.</source>
        <extracomment>sev.coach.risks_ten</extracomment>
        <translation>Puts {played_card} in a trick that {count} cards you have not seen can still take.</translation>
    </message>
    <message>
        <source>Puts {played_card} in a trick that one card you have not seen can still take.</source>
        <extracomment>sev.coach.risks_ten_one</extracomment>
        <translation>Puts {played_card} in a trick that one card you have not seen can still take.</translation>
    </message>
    <message>
        <source>Everybody gets three more cards, and the next turned-up suit becomes trump.</source>
        <extracomment>sev.coach.run</extracomment>
        <translation>Everybody gets three more cards, and the next turned-up suit becomes trump.</translation>
    </message>
    <message>
        <source>With {suit} as trump you hold {count} trumps: {trump_cards}.</source>
        <extracomment>sev.coach.trumps</extracomment>
        <translation>With {suit} as trump you hold {count} trumps: {trump_cards}.</translation>
    </message>
    <message>
        <source>Wins the trick, and with it the next lead.</source>
        <extracomment>sev.coach.wins_empty_trick</extracomment>
        <translation>Wins the trick, and with it the next lead.</translation>
    </message>
    <message>
        <source>Wins the Jack of trumps for your side: the Jack point.</source>
        <extracomment>sev.coach.wins_jack</extracomment>
        <translation>Wins the Jack of trumps for your side: the Jack point.</translation>
    </message>
    <message>
        <source>Wins the trick with {ten_card} in it: {points} card points for Game.</source>
        <extracomment>sev.coach.wins_ten</extracomment>
        <translation>Wins the trick with {ten_card} in it: {points} card points for Game.</translation>
    </message>
    <message>
        <source>Wins the trick: {points} card points for Game.</source>
        <extracomment>sev.coach.wins_trick</extracomment>
        <translation>Wins the trick: {points} card points for Game.</translation>
    </message>
    <message>
        <source>Wins the trick: 1 card point for Game.</source>
        <extracomment>sev.coach.wins_trick_one</extracomment>
        <translation>Wins the trick: 1 card point for Game.</translation>
    </message>
    <message>
        <source>First discard down to six cards.</source>
        <extracomment>sev.illegal.discard_first</extracomment>
        <translation>First discard down to six cards.</translation>
    </message>
    <message>
        <source>You must follow suit: {suit}.</source>
        <extracomment>sev.illegal.follow</extracomment>
        <translation>You must follow suit: {suit}.</translation>
    </message>
    <message>
        <source>You must follow suit ({suit}) or trump.</source>
        <extracomment>sev.illegal.follow_or_trump</extracomment>
        <translation>You must follow suit ({suit}) or trump.</translation>
    </message>
    <message>
        <source>You may not give a point that would win the game: run the cards.</source>
        <extracomment>sev.illegal.give_wins</extracomment>
        <translation>You may not give a point that would win the game: run the cards.</translation>
    </message>
    <message>
        <source>You have no {led}, so you must trump: {trump}.</source>
        <extracomment>sev.illegal.must_trump</extracomment>
        <translation>You have no {led}, so you must trump: {trump}.</translation>
    </message>
    <message>
        <source>Discarding comes only after the cards were run.</source>
        <extracomment>sev.illegal.no_discard</extracomment>
        <translation>Discarding comes only after the cards were run.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <extracomment>sev.illegal.not_in_hand</extracomment>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <source>That decision is not yours to make now.</source>
        <extracomment>sev.illegal.not_now</extracomment>
        <translation>That decision is not yours to make now.</translation>
    </message>
    <message>
        <source>First the trump must be made.</source>
        <extracomment>sev.illegal.trump_first</extracomment>
        <translation>First the trump must be made.</translation>
    </message>
    <message>
        <source>The trump is made; now play a card.</source>
        <extracomment>sev.illegal.trump_made</extracomment>
        <translation>The trump is made; now play a card.</translation>
    </message>
    <message>
        <source>accepts the trump.</source>
        <extracomment>sev.log.accept. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>accepts the trump.</translation>
    </message>
    <message>
        <source>accepts when asked: a point more if this side wins the hand.</source>
        <extracomment>sev.log.accept_asked. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>accepts when asked: a point more if this side wins the hand.</translation>
    </message>
    <message>
        <source>asks the elder hand to accept the trump.</source>
        <extracomment>sev.log.ask. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>asks the elder hand to accept the trump.</translation>
    </message>
    <message>
        <source>begs.</source>
        <extracomment>sev.log.beg. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>begs.</translation>
    </message>
    <message>
        <source>cannot run the cards any further: the hand is bunched.</source>
        <extracomment>sev.log.bunch. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>cannot run the cards any further: the hand is bunched.</translation>
    </message>
    <message>
        <source>has discarded down to six cards.</source>
        <extracomment>sev.log.discarded. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>has discarded down to six cards.</translation>
    </message>
    <message>
        <source>plays {card}.</source>
        <extracomment>sev.log.play. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>plays {card}.</translation>
    </message>
    <message>
        <source>refuses the trump.</source>
        <extracomment>sev.log.refuse. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>refuses the trump.</translation>
    </message>
    <message>
        <source>refuses again.</source>
        <extracomment>sev.log.refuse_again. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>refuses again.</translation>
    </message>
    <message>
        <source>runs the cards.</source>
        <extracomment>sev.log.run. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>runs the cards.</translation>
    </message>
    <message>
        <source>{card} turns up: the same suit, run on.</source>
        <extracomment>sev.log.run_same</extracomment>
        <translation>{card} turns up: the same suit, run on.</translation>
    </message>
    <message>
        <source>{card} turns up: it is trump.</source>
        <extracomment>sev.log.run_trump</extracomment>
        <translation>{card} turns up: it is trump.</translation>
    </message>
    <message>
        <source>stands: the trump is made.</source>
        <extracomment>sev.log.stand. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>stands: the trump is made.</translation>
    </message>
    <message>
        <source>takes the trick.</source>
        <extracomment>sev.log.trick. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>takes the trick.</translation>
    </message>
    <message>
        <source>Discard down to six cards: one more.</source>
        <extracomment>sev.prompt.discard_one</extracomment>
        <translation>Discard down to six cards: one more.</translation>
    </message>
    <message>
        <source>Your match history could not be read ({reason}); the file was kept as {backup} and the history starts afresh.</source>
        <extracomment>store.history_damaged</extracomment>
        <translation>Your match history could not be read ({reason}); the file was kept as {backup} and the history starts afresh.</translation>
    </message>
    <message>
        <source>Your match history could not be read ({reason}) and the file could not be moved aside; {file} is left as it is and nothing is added to it.</source>
        <extracomment>store.history_unreadable</extracomment>
        <translation>Your match history could not be read ({reason}) and the file could not be moved aside; {file} is left as it is and nothing is added to it.</translation>
    </message>
    <message>
        <source>The file of your online seat could not be read ({reason}); it was kept as {backup}, and no online table is offered to rejoin.</source>
        <extracomment>store.online_damaged</extracomment>
        <translation>The file of your online seat could not be read ({reason}); it was kept as {backup}, and no online table is offered to rejoin.</translation>
    </message>
    <message>
        <source>The file of your online seat could not be read ({reason}) and could not be moved aside; {file} is left as it is.</source>
        <extracomment>store.online_unreadable</extracomment>
        <translation>The file of your online seat could not be read ({reason}) and could not be moved aside; {file} is left as it is.</translation>
    </message>
    <message>
        <source>The saved match {file} could not be loaded ({reason}); it was kept as {backup}.</source>
        <extracomment>store.save_damaged</extracomment>
        <translation>The saved match {file} could not be loaded ({reason}); it was kept as {backup}.</translation>
    </message>
    <message>
        <source>{file} could not be opened as a match ({reason}); it is left as it is.</source>
        <extracomment>store.save_foreign_damaged</extracomment>
        <translation>{file} could not be opened as a match ({reason}); it is left as it is.</translation>
    </message>
    <message>
        <source>The saved match {file} was written by a newer version: options this version does not know ({options}) were left out, and the match goes on without them.</source>
        <extracomment>store.save_newer_options</extracomment>
        <translation>The saved match {file} was written by a newer version: options this version does not know ({options}) were left out, and the match goes on without them.</translation>
    </message>
    <message>
        <source>The saved match {file} was written by a newer version: options this version does not know ({options}) were left out, and the match goes on without them. The file as it was is kept as {backup}.</source>
        <extracomment>store.save_newer_options_kept</extracomment>
        <translation>The saved match {file} was written by a newer version: options this version does not know ({options}) were left out, and the match goes on without them. The file as it was is kept as {backup}.</translation>
    </message>
    <message>
        <source>The saved match {file} could not be loaded ({reason}) and could not be moved aside; it is left as it is.</source>
        <extracomment>store.save_unreadable</extracomment>
        <translation>The saved match {file} could not be loaded ({reason}) and could not be moved aside; it is left as it is.</translation>
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
        <source>Your statistics could not be read ({reason}); the file was kept as {backup} and the statistics start afresh.</source>
        <extracomment>store.stats_damaged</extracomment>
        <translation>Your statistics could not be read ({reason}); the file was kept as {backup} and the statistics start afresh.</translation>
    </message>
    <message>
        <source>Your statistics could not be read ({reason}) and the file could not be moved aside; {file} is left as it is and nothing is recorded.</source>
        <extracomment>store.stats_unreadable</extracomment>
        <translation>Your statistics could not be read ({reason}) and the file could not be moved aside; {file} is left as it is and nothing is recorded.</translation>
    </message>
    <message>
        <source>Goal card: goes on {straight}; strikes {beats}; pays nothing; costs {cost}.</source>
        <extracomment>su.card.goal</extracomment>
        <translation>Goal card: goes on {straight}; strikes {beats}; pays nothing; costs {cost}.</translation>
    </message>
    <message>
        <source>Goal card: starts a straight; pays nothing; costs {cost}.</source>
        <extracomment>su.card.jack</extracomment>
        <translation>Goal card: starts a straight; pays nothing; costs {cost}.</translation>
    </message>
    <message>
        <source>Money: pays {money} towards a purchase; costs {cost}.</source>
        <extracomment>su.card.money</extracomment>
        <translation>Money: pays {money} towards a purchase; costs {cost}.</translation>
    </message>
    <message>
        <source>Starting card: pays {money}; as your action you may remove it from the game.</source>
        <extracomment>su.card.starting</extracomment>
        <translation>Starting card: pays {money}; as your action you may remove it from the game.</translation>
    </message>
    <message>
        <source>Buys a {goal_card} to start a straight.</source>
        <extracomment>su.coach.buys_jack</extracomment>
        <translation>Buys a {goal_card} to start a straight.</translation>
    </message>
    <message>
        <source>Buys the last {goal_card}: owning every copy of it wins.</source>
        <extracomment>su.coach.buys_last</extracomment>
        <translation>Buys the last {goal_card}: owning every copy of it wins.</translation>
    </message>
    <message>
        <source>Buys {money_card}: it pays {money} towards later purchases.</source>
        <extracomment>su.coach.buys_money</extracomment>
        <translation>Buys {money_card}: it pays {money} towards later purchases.</translation>
    </message>
    <message>
        <source>Buys the {goal_card} your straight {straight} needs next.</source>
        <extracomment>su.coach.buys_next</extracomment>
        <translation>Buys the {goal_card} your straight {straight} needs next.</translation>
    </message>
    <message>
        <source>You already have a {goal_card} waiting in your deck.</source>
        <extracomment>su.coach.buys_spare</extracomment>
        <translation>You already have a {goal_card} waiting in your deck.</translation>
    </message>
    <message>
        <source>Completes J-Q-K-A: you win.</source>
        <extracomment>su.coach.completes</extracomment>
        <translation>Completes J-Q-K-A: you win.</translation>
    </message>
    <message>
        <source>Takes the only {goal_card} in the row, which {rival_seat}&apos;s straight {straight} needs next.</source>
        <extracomment>su.coach.denies</extracomment>
        <translation>Takes the only {goal_card} in the row, which {rival_seat}&apos;s straight {straight} needs next.</translation>
    </message>
    <message>
        <source>Your hand pays {money} for a price of {price}, and no change is given.</source>
        <extracomment>su.coach.no_change</extracomment>
        <translation>Your hand pays {money} for a price of {price}, and no change is given.</translation>
    </message>
    <message>
        <source>Places {goal_card}: your straight becomes {straight}.</source>
        <extracomment>su.coach.places</extracomment>
        <translation>Places {goal_card}: your straight becomes {straight}.</translation>
    </message>
    <message>
        <source>Costs {price}; your hand pays {money}.</source>
        <extracomment>su.coach.price</extracomment>
        <translation>Costs {price}; your hand pays {money}.</translation>
    </message>
    <message>
        <source>Nobody has bought this round, so the market is refreshed after your turn.</source>
        <extracomment>su.coach.refresh</extracomment>
        <translation>Nobody has bought this round, so the market is refreshed after your turn.</translation>
    </message>
    <message>
        <source>Nobody has bought this round, so the market is refreshed after your turn: the {goal_card} {rival_seat} needs leaves the row.</source>
        <extracomment>su.coach.refresh_denies</extracomment>
        <translation>Nobody has bought this round, so the market is refreshed after your turn: the {goal_card} {rival_seat} needs leaves the row.</translation>
    </message>
    <message>
        <source>Removes a {money_card}, which pays more than your deck&apos;s average card.</source>
        <extracomment>su.coach.removes_money</extracomment>
        <translation>Removes a {money_card}, which pays more than your deck&apos;s average card.</translation>
    </message>
    <message>
        <source>Removes a {money_card} for good: your hands will draw more money on average.</source>
        <extracomment>su.coach.removes_weak</extracomment>
        <translation>Removes a {money_card} for good: your hands will draw more money on average.</translation>
    </message>
    <message>
        <source>Nobody else bought this round: buying keeps the market row from being refreshed.</source>
        <extracomment>su.coach.stops_refresh</extracomment>
        <translation>Nobody else bought this round: buying keeps the market row from being refreshed.</translation>
    </message>
    <message>
        <source>Strikes {rival_seat}&apos;s {goal_card}: their straight drops back to {straight}.</source>
        <extracomment>su.coach.strikes</extracomment>
        <translation>Strikes {rival_seat}&apos;s {goal_card}: their straight drops back to {straight}.</translation>
    </message>
    <message>
        <source>Strikes {rival_seat}&apos;s {goal_card}: that straight is gone.</source>
        <extracomment>su.coach.strikes_jack</extracomment>
        <translation>Strikes {rival_seat}&apos;s {goal_card}: that straight is gone.</translation>
    </message>
    <message>
        <source>Uses up your one strike.</source>
        <extracomment>su.coach.uses_strike</extracomment>
        <translation>Uses up your one strike.</translation>
    </message>
    <message>
        <source>{card} goes only on {needs}; straight {place} holds {has}.</source>
        <extracomment>su.illegal.does_not_fit</extracomment>
        <translation>{card} goes only on {needs}; straight {place} holds {has}.</translation>
    </message>
    <message>
        <source>{card} goes only on {needs}; straight {place} is empty.</source>
        <extracomment>su.illegal.does_not_fit_empty</extracomment>
        <translation>{card} goes only on {needs}; straight {place} is empty.</translation>
    </message>
    <message>
        <source>A player has two straight places, no more.</source>
        <extracomment>su.illegal.no_place</extracomment>
        <translation>A player has two straight places, no more.</translation>
    </message>
    <message>
        <source>There is no seat {seat}.</source>
        <extracomment>su.illegal.no_seat</extracomment>
        <translation>There is no seat {seat}.</translation>
    </message>
    <message>
        <source>{target_seat} has no straight {place}.</source>
        <extracomment>su.illegal.no_straight</extracomment>
        <translation>{target_seat} has no straight {place}.</translation>
    </message>
    <message>
        <source>Only goal cards (J, Q, K, A) build straights.</source>
        <extracomment>su.illegal.not_goal</extracomment>
        <translation>Only goal cards (J, Q, K, A) build straights.</translation>
    </message>
    <message>
        <source>{card} does not beat the {top}: strike with a higher goal card.</source>
        <extracomment>su.illegal.not_higher</extracomment>
        <translation>{card} does not beat the {top}: strike with a higher goal card.</translation>
    </message>
    <message>
        <source>You hold no {card}.</source>
        <extracomment>su.illegal.not_in_hand</extracomment>
        <translation>You hold no {card}.</translation>
    </message>
    <message>
        <source>There is no {card} in the market.</source>
        <extracomment>su.illegal.not_in_market</extracomment>
        <translation>There is no {card} in the market.</translation>
    </message>
    <message>
        <source>Only a starting card (2, 3 or 4) can be removed.</source>
        <extracomment>su.illegal.not_starting</extracomment>
        <translation>Only a starting card (2, 3 or 4) can be removed.</translation>
    </message>
    <message>
        <source>You cannot strike your own straight.</source>
        <extracomment>su.illegal.own_straight</extracomment>
        <translation>You cannot strike your own straight.</translation>
    </message>
    <message>
        <source>Straight {place} is already begun; a J starts a new straight.</source>
        <extracomment>su.illegal.place_taken</extracomment>
        <translation>Straight {place} is already begun; a J starts a new straight.</translation>
    </message>
    <message>
        <source>Strike with a goal card (Q, K or A).</source>
        <extracomment>su.illegal.strike_goal</extracomment>
        <translation>Strike with a goal card (Q, K or A).</translation>
    </message>
    <message>
        <source>You have used your strike: one strike per game.</source>
        <extracomment>su.illegal.strike_used</extracomment>
        <translation>You have used your strike: one strike per game.</translation>
    </message>
    <message>
        <source>{card} costs {cost}, but your hand gives only {money}.</source>
        <extracomment>su.illegal.too_poor</extracomment>
        <translation>{card} costs {cost}, but your hand gives only {money}.</translation>
    </message>
    <message>
        <source>You already have two straights.</source>
        <extracomment>su.illegal.two_straights</extracomment>
        <translation>You already have two straights.</translation>
    </message>
    <message>
        <source>buys {card}.</source>
        <extracomment>su.log.buy. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>buys {card}.</translation>
    </message>
    <message>
        <source>The market deck is empty: the market discard is shuffled into a new one.</source>
        <extracomment>su.log.market_shuffle</extracomment>
        <translation>The market deck is empty: the market discard is shuffled into a new one.</translation>
    </message>
    <message>
        <source>No market cards are left: play goes on without a market.</source>
        <extracomment>su.log.no_market</extracomment>
        <translation>No market cards are left: play goes on without a market.</translation>
    </message>
    <message>
        <source>places {card} in straight {place}.</source>
        <extracomment>su.log.place. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>places {card} in straight {place}.</translation>
    </message>
    <message>
        <source>Nobody bought this round: the market is refreshed.</source>
        <extracomment>su.log.refresh</extracomment>
        <translation>Nobody bought this round: the market is refreshed.</translation>
    </message>
    <message>
        <source>removes a {card} from the game.</source>
        <extracomment>su.log.remove. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>removes a {card} from the game.</translation>
    </message>
    <message>
        <source>shuffles the discard pile into a new draw pile.</source>
        <extracomment>su.log.reshuffle. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>shuffles the discard pile into a new draw pile.</translation>
    </message>
    <message>
        <source>{rounds} rounds without a winner: the match ends with no winner.</source>
        <extracomment>su.log.round_cap</extracomment>
        <translation>{rounds} rounds without a winner: the match ends with no winner.</translation>
    </message>
    <message>
        <source>1 round without a winner: the match ends with no winner.</source>
        <extracomment>su.log.round_cap_one</extracomment>
        <translation>1 round without a winner: the match ends with no winner.</translation>
    </message>
    <message>
        <source>strikes the {top} of {target_seat}&apos;s straight {straight} with {card}: both cards go to their owners&apos; discard piles.</source>
        <extracomment>su.log.strike. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>strikes the {top} of {target_seat}&apos;s straight {straight} with {card}: both cards go to their owners&apos; discard piles.</translation>
    </message>
    <message>
        <source>Nobody can win any more: the match ends with no winner.</source>
        <extracomment>su.log.unwinnable</extracomment>
        <translation>Nobody can win any more: the match ends with no winner.</translation>
    </message>
    <message>
        <source>owns all {count} {card} cards and wins!</source>
        <extracomment>su.log.win_monopoly. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>owns all {count} {card} cards and wins!</translation>
    </message>
    <message>
        <source>completes J-Q-K-A and wins!</source>
        <extracomment>su.log.win_straight. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>completes J-Q-K-A and wins!</translation>
    </message>
    <message>
        <source>Your hand gives {money}. Choose one: buy a market card, remove a starting card, place a goal card, strike an outlined opponent&apos;s straight with a higher goal card, or pass.</source>
        <extracomment>su.prompt.turn</extracomment>
        <translation>Your hand gives {money}. Choose one: buy a market card, remove a starting card, place a goal card, strike an outlined opponent&apos;s straight with a higher goal card, or pass.</translation>
    </message>
    <message>
        <source>Your hand gives {money}. Choose one: buy a market card, remove a starting card, place a goal card, or pass.</source>
        <extracomment>su.prompt.turn_no_strike</extracomment>
        <translation>Your hand gives {money}. Choose one: buy a market card, remove a starting card, place a goal card, or pass.</translation>
    </message>
    <message>
        <source>{card} is money: it pays for a purchase. Pick a market card to buy.</source>
        <extracomment>su.unusable.money</extracomment>
        <translation>{card} is money: it pays for a purchase. Pick a market card to buy.</translation>
    </message>
    <message>
        <source>The match waits while you look back: go back to the game first.</source>
        <extracomment>ui.illegal.held</extracomment>
        <translation>The match waits while you look back: go back to the game first.</translation>
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
        <source>Hand {round}: {dealer} deals, {name} is the elder hand.</source>
        <extracomment>ui.log.hand_dealt</extracomment>
        <translation>Hand {round}: {dealer} deals, {name} is the elder hand.</translation>
    </message>
    <message>
        <source>Hand {round} is over.</source>
        <extracomment>ui.log.hand_ended</extracomment>
        <translation>Hand {round} is over.</translation>
    </message>
    <message>
        <source>Hand {round} begins; {name} is the elder hand.</source>
        <extracomment>ui.log.hand_started</extracomment>
        <translation>Hand {round} begins; {name} is the elder hand.</translation>
    </message>
    <message>
        <source>{loser} loses the match; {name} is the Boss.</source>
        <extracomment>ui.log.loser</extracomment>
        <translation>{loser} loses the match; {name} is the Boss.</translation>
    </message>
    <message>
        <source>The match ends without a winner.</source>
        <extracomment>ui.log.no_winner</extracomment>
        <translation>The match ends without a winner.</translation>
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
        <source>{names} share the win with a score of {points} each.</source>
        <extracomment>ui.log.shared_win</extracomment>
        <translation>{names} share the win with a score of {points} each.</translation>
    </message>
    <message>
        <source>{name} win with a score of {points}.</source>
        <extracomment>ui.log.team_winner</extracomment>
        <translation>{name} win with a score of {points}.</translation>
    </message>
    <message>
        <source>{name} wins with a score of {points}.</source>
        <extracomment>ui.log.winner</extracomment>
        <translation>{name} wins with a score of {points}.</translation>
    </message>
    <message>
        <source>{name} wins the match.</source>
        <extracomment>ui.log.winner_no_points</extracomment>
        <translation>{name} wins the match.</translation>
    </message>
    <message>
        <source>You gave {cards} to {name}.</source>
        <extracomment>ui.log.you_gave</extracomment>
        <translation>You gave {cards} to {name}.</translation>
    </message>
    <message>
        <source>You got {cards} from {name}.</source>
        <extracomment>ui.log.you_got</extracomment>
        <translation>You got {cards} from {name}.</translation>
    </message>
    <message>
        <source>{name} tried a move the rules do not allow ({reason}) and was asked again.</source>
        <extracomment>ui.notice.agent_refused</extracomment>
        <translation>{name} tried a move the rules do not allow ({reason}) and was asked again.</translation>
    </message>
    <message>
        <source>The match could not be saved automatically: {error}. Your moves are kept and saved as soon as writing works again.</source>
        <extracomment>ui.notice.autosave_failed</extracomment>
        <translation>The match could not be saved automatically: {error}. Your moves are kept and saved as soon as writing works again.</translation>
    </message>
    <message>
        <source>The match is saved automatically again.</source>
        <extracomment>ui.notice.autosave_works</extracomment>
        <translation>The match is saved automatically again.</translation>
    </message>
    <message>
        <source>The bot of {name} made a mistake ({error}) and played a random move instead.</source>
        <extracomment>ui.notice.bot_failed</extracomment>
        <translation>The bot of {name} made a mistake ({error}) and played a random move instead.</translation>
    </message>
    <message>
        <source>{name} asked for a hint: the match still counts, and the statistics mark it “with hints”.</source>
        <extracomment>ui.notice.hinted</extracomment>
        <translation>{name} asked for a hint: the match still counts, and the statistics mark it “with hints”.</translation>
    </message>
    <message>
        <source>{name} asked for a hint.</source>
        <extracomment>ui.notice.hinted_practice</extracomment>
        <translation>{name} asked for a hint.</translation>
    </message>
    <message>
        <source>The match history could not be saved: {error}</source>
        <extracomment>ui.notice.history_failed</extracomment>
        <translation>The match history could not be saved: {error}</translation>
    </message>
    <message>
        <source>This match could not be replayed: {reason}</source>
        <extracomment>ui.notice.history_replay</extracomment>
        <translation>This match could not be replayed: {reason}</translation>
    </message>
    <message>
        <source>The profile&apos;s lock file {file} was unusable ({reason}); it was moved to {backup}.</source>
        <extracomment>ui.notice.lock_set_aside</extracomment>
        <translation>The profile&apos;s lock file {file} was unusable ({reason}); it was moved to {backup}.</translation>
    </message>
    <message>
        <source>This profile could not be locked ({reason}): another Card Table started on it would not be noticed.</source>
        <extracomment>ui.notice.lock_unguarded</extracomment>
        <translation>This profile could not be locked ({reason}): another Card Table started on it would not be noticed.</translation>
    </message>
    <message>
        <source>{file} does not exist.</source>
        <extracomment>ui.notice.no_file</extracomment>
        <translation>{file} does not exist.</translation>
    </message>
    <message>
        <source>There is no match to save.</source>
        <extracomment>ui.notice.nothing_to_save</extracomment>
        <translation>There is no match to save.</translation>
    </message>
    <message>
        <source>A move was taken back: this match is practice now and does not count in the statistics.</source>
        <extracomment>ui.notice.practice</extracomment>
        <translation>A move was taken back: this match is practice now and does not count in the statistics.</translation>
    </message>
    <message>
        <source>The unfinished match from before was kept as “{file}” (Game &gt; Recent games).</source>
        <extracomment>ui.notice.previous_kept</extracomment>
        <translation>The unfinished match from before was kept as “{file}” (Game &gt; Recent games).</translation>
    </message>
    <message>
        <source>The unfinished match from before was kept as {file} (Game &gt; Open…).</source>
        <extracomment>ui.notice.previous_kept_at</extracomment>
        <translation>The unfinished match from before was kept as {file} (Game &gt; Open…).</translation>
    </message>
    <message>
        <source>The unfinished match from before could not be kept ({error}), so this match is not saved over it. Your moves are kept and saved as soon as it can be kept.</source>
        <extracomment>ui.notice.previous_not_kept</extracomment>
        <translation>The unfinished match from before could not be kept ({error}), so this match is not saved over it. Your moves are kept and saved as soon as it can be kept.</translation>
    </message>
    <message>
        <source>Nothing can be saved in this session: {reason}. Settings, matches and statistics are not kept (the profile folder is CARDGAMES_HOME, or the system&apos;s).</source>
        <extracomment>ui.notice.profile_unusable</extracomment>
        <translation>Nothing can be saved in this session: {reason}. Settings, matches and statistics are not kept (the profile folder is CARDGAMES_HOME, or the system&apos;s).</translation>
    </message>
    <message>
        <source>{file} exists already; choose another name.</source>
        <extracomment>ui.notice.save_exists</extracomment>
        <translation>{file} exists already; choose another name.</translation>
    </message>
    <message>
        <source>{file} could not be saved: {error}</source>
        <extracomment>ui.notice.save_failed</extracomment>
        <translation>{file} could not be saved: {error}</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {error}</source>
        <extracomment>ui.notice.stats_failed</extracomment>
        <translation>The statistics could not be saved: {error}</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <extracomment>ui.online.back</extracomment>
        <translation>{name} is back at the table.</translation>
    </message>
    <message>
        <source>Connected again: the table goes on.</source>
        <extracomment>ui.online.back_online</extracomment>
        <translation>Connected again: the table goes on.</translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <extracomment>ui.online.chat</extracomment>
        <translation>{name}: {text}</translation>
    </message>
    <message>
        <source>{name} lost the connection.</source>
        <extracomment>ui.online.dropped</extracomment>
        <translation>{name} lost the connection.</translation>
    </message>
    <message>
        <source>This seat is played at another screen now: this window no longer follows the table.</source>
        <extracomment>ui.online.gone</extracomment>
        <translation>This seat is played at another screen now: this window no longer follows the table.</translation>
    </message>
    <message>
        <source>The table suggests: {move}</source>
        <extracomment>ui.online.hint</extracomment>
        <translation>The table suggests: {move}</translation>
    </message>
    <message>
        <source>{name} sat down at the table.</source>
        <extracomment>ui.online.joined</extracomment>
        <translation>{name} sat down at the table.</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <extracomment>ui.online.lost</extracomment>
        <translation>Connection lost — reconnecting…</translation>
    </message>
    <message>
        <source>Nobody answers at {address}. Is the address right, and is the table&apos;s server running?</source>
        <extracomment>ui.online.nobody_answers</extracomment>
        <translation>Nobody answers at {address}. Is the address right, and is the table&apos;s server running?</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <extracomment>ui.online.not_legal</extracomment>
        <translation>That move is not allowed now.</translation>
    </message>
    <message>
        <source>The match at the online table {code} ended while you were away: it goes to your match history.</source>
        <extracomment>ui.online.over_meanwhile</extracomment>
        <translation>The match at the online table {code} ended while you were away: it goes to your match history.</translation>
    </message>
    <message>
        <source>The table server&apos;s usual port {usual} is taken: it listens on port {port} instead, so the address to give friends changed.</source>
        <extracomment>ui.online.port_moved</extracomment>
        <translation>The table server&apos;s usual port {usual} is taken: it listens on port {port} instead, so the address to give friends changed.</translation>
    </message>
    <message>
        <source>Good game!</source>
        <extracomment>ui.online.react.good_game</extracomment>
        <translation>Good game!</translation>
    </message>
    <message>
        <source>Hello!</source>
        <extracomment>ui.online.react.hello</extracomment>
        <translation>Hello!</translation>
    </message>
    <message>
        <source>Your turn, please!</source>
        <extracomment>ui.online.react.hurry</extracomment>
        <translation>Your turn, please!</translation>
    </message>
    <message>
        <source>Oops!</source>
        <extracomment>ui.online.react.oops</extracomment>
        <translation>Oops!</translation>
    </message>
    <message>
        <source>{reaction}</source>
        <extracomment>ui.online.react.other</extracomment>
        <translation>{reaction}</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <extracomment>ui.online.react.thanks</extracomment>
        <translation>Thanks!</translation>
    </message>
    <message>
        <source>Well played!</source>
        <extracomment>ui.online.react.well_played</extracomment>
        <translation>Well played!</translation>
    </message>
    <message>
        <source>{name}: {reaction}</source>
        <extracomment>ui.online.reaction</extracomment>
        <translation>{name}: {reaction}</translation>
    </message>
    <message>
        <source>The table refused that ({code}).</source>
        <extracomment>ui.online.refused</extracomment>
        <translation>The table refused that ({code}).</translation>
    </message>
    <message>
        <source>Your seat at the online table {code} cannot be taken back, and is forgotten. The table says: {reason}</source>
        <extracomment>ui.online.rejoin_refused</extracomment>
        <translation>Your seat at the online table {code} cannot be taken back, and is forgotten. The table says: {reason}</translation>
    </message>
    <message>
        <source>The server of the online table {code} cannot be reached now: Card Table keeps trying. Your seat is kept.</source>
        <extracomment>ui.online.rejoin_unreachable</extracomment>
        <translation>The server of the online table {code} cannot be reached now: Card Table keeps trying. Your seat is kept.</translation>
    </message>
    <message>
        <source>Rejoining the online table {code}…</source>
        <extracomment>ui.online.rejoining</extracomment>
        <translation>Rejoining the online table {code}…</translation>
    </message>
    <message>
        <source>Your online seat could not be kept for later ({reason}): if this window closes, a bot plays it.</source>
        <extracomment>ui.online.seat_unkept</extracomment>
        <translation>Your online seat could not be kept for later ({reason}): if this window closes, a bot plays it.</translation>
    </message>
    <message>
        <source>The table server could not be started: {reason}</source>
        <extracomment>ui.online.server_failed</extracomment>
        <translation>The table server could not be started: {reason}</translation>
    </message>
    <message>
        <source>A bot plays for {name} now.</source>
        <extracomment>ui.online.standing_in</extracomment>
        <translation>A bot plays for {name} now.</translation>
    </message>
    <message>
        <source>Your table&apos;s code is {code}; friends join at {address}.</source>
        <extracomment>ui.online.table_code</extracomment>
        <translation>Your table&apos;s code is {code}; friends join at {address}.</translation>
    </message>
    <message>
        <source>{name} asks to take a move back.</source>
        <extracomment>ui.online.undo_asked</extracomment>
        <translation>{name} asks to take a move back.</translation>
    </message>
    <message>
        <source>The table agreed: a move was taken back.</source>
        <extracomment>ui.online.undo_done</extracomment>
        <translation>The table agreed: a move was taken back.</translation>
    </message>
    <message>
        <source>{name} said no to taking a move back.</source>
        <extracomment>ui.online.undo_refused</extracomment>
        <translation>{name} said no to taking a move back.</translation>
    </message>
    <message>
        <source>This table plays a game this app does not know.</source>
        <extracomment>ui.online.unknown_game</extracomment>
        <translation>This table plays a game this app does not know.</translation>
    </message>
    <message>
        <source>Your unfinished match is kept: it is offered again at the next start (a new game keeps it in Game &gt; Recent games).</source>
        <extracomment>ui.resume_later</extracomment>
        <translation>Your unfinished match is kept: it is offered again at the next start (a new game keeps it in Game &gt; Recent games).</translation>
    </message>
</context>
</TS>
