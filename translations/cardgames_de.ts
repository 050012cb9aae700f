<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>%1 (%2)</source>
        <comment>an action button: its label and its key</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
</context>
<context>
    <name>ChatBar</name>
    <message>
        <source>Mute %1</source>
        <translation>%1 stummschalten</translation>
    </message>
    <message>
        <source>Say something to the table…</source>
        <translation>Etwas an den Tisch sagen…</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <source>Quick reactions, and muting a person</source>
        <translation>Schnelle Reaktionen und jemanden stummschalten</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The coach is thinking…</source>
        <translation>Der Trainer denkt nach…</translation>
    </message>
    <message>
        <source>The table suggests this move. Click it to pick it, then press Enter to play it.</source>
        <translation>Der Tisch schlägt diesen Zug vor. Klicke ihn an, um ihn auszuwählen, und drücke dann die Eingabetaste, um ihn zu spielen.</translation>
    </message>
    <message>
        <source>The coach could not think about this turn. Please try again.</source>
        <translation>Der Trainer konnte diesen Zug nicht durchdenken. Bitte versuche es noch einmal.</translation>
    </message>
    <message numerus="yes">
        <source>From what you can see, the hard bot played this turn out %n time(s). Click a move to pick it, then press Enter to play it.</source>
        <translation>
            <numerusform>Mit dem, was du sehen kannst, hat der schwere Bot diesen Zug %n-mal durchgespielt. Klicke einen Zug an und drücke dann Enter, um ihn zu spielen.</numerusform>
            <numerusform>Mit dem, was du sehen kannst, hat der schwere Bot diesen Zug %n-mal durchgespielt. Klicke einen Zug an und drücke dann Enter, um ihn zu spielen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more move(s), none better than those above.</source>
        <translation>
            <numerusform>… und %n weiterer Zug, keiner besser als die obigen.</numerusform>
            <numerusform>… und %n weitere Züge, keiner besser als die obigen.</numerusform>
        </translation>
    </message>
    <message>
        <source>About as good in the trials, but:</source>
        <translation>Beim Durchspielen etwa gleich gut, aber:</translation>
    </message>
    <message>
        <source>About as good as the coach&apos;s choice.</source>
        <translation>Etwa so gut wie die Wahl des Trainers.</translation>
    </message>
    <message>
        <source>Clearly behind the coach&apos;s choice.</source>
        <translation>Klar hinter der Wahl des Trainers.</translation>
    </message>
    <message numerus="yes">
        <source>Tried only %n time(s): too few to give it a number.</source>
        <translation>
            <numerusform>Nur %n-mal ausprobiert: zu selten für eine Zahl.</numerusform>
            <numerusform>Nur %n-mal ausprobiert: zu selten für eine Zahl.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not tried: the search found better moves first.</source>
        <translation>Nicht ausprobiert: Die Suche fand zuerst bessere Züge.</translation>
    </message>
    <message>
        <source>There is nothing to weigh here.</source>
        <translation>Hier gibt es nichts abzuwägen.</translation>
    </message>
    <message>
        <source>%1 % to win</source>
        <translation>%1 % Siegchance</translation>
    </message>
    <message>
        <source>too few tries for a number</source>
        <translation>zu selten ausprobiert</translation>
    </message>
    <message>
        <source>not tried</source>
        <translation>nicht ausprobiert</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more move(s); the search did not weigh all of them.</source>
        <translation>
            <numerusform>… und %n weiterer Zug; die Suche hat nicht alle abgewogen.</numerusform>
            <numerusform>… und %n weitere Züge; die Suche hat nicht alle abgewogen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your only legal move.</source>
        <translation>Dein einziger erlaubter Zug.</translation>
    </message>
    <message>
        <source>The coach&apos;s choice.</source>
        <translation>Die Wahl des Trainers.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>no display: start Card Table in a desktop session (DISPLAY or WAYLAND_DISPLAY is not set), or set QT_QPA_PLATFORM=offscreen for --demo/--resume with --screenshot</source>
        <translation>kein Bildschirm: Starte Kartentisch in einer Desktop-Sitzung (DISPLAY oder WAYLAND_DISPLAY ist nicht gesetzt), oder setze QT_QPA_PLATFORM=offscreen für --demo/--resume mit --screenshot</translation>
    </message>
    <message>
        <source>no display: the X display {display} (DISPLAY) does not answer or refuses the connection; start Card Table in a desktop session, or set QT_QPA_PLATFORM=offscreen for --demo/--resume with --screenshot</source>
        <translation>kein Bildschirm: Das X-Display {display} (DISPLAY) antwortet nicht oder verweigert die Verbindung; starte Kartentisch in einer Desktop-Sitzung, oder setze QT_QPA_PLATFORM=offscreen für --demo/--resume mit --screenshot</translation>
    </message>
    <message>
        <source>Card Table is already running with the profile {folder}</source>
        <translation>Kartentisch läuft schon mit dem Profil {folder}</translation>
    </message>
    <message>
        <source>an online table is not saved as a picture</source>
        <translation>ein Online-Tisch wird nicht als Bild gespeichert</translation>
    </message>
    <message>
        <source>there is no unfinished match to resume</source>
        <translation>es gibt keine unbeendete Partie zum Fortsetzen</translation>
    </message>
    <message>
        <source>the unfinished match could not be resumed: {why}</source>
        <translation>die unbeendete Partie konnte nicht fortgesetzt werden: {why}</translation>
    </message>
    <message>
        <source>the unfinished match in {file} could not be resumed ({why}); it was kept as {kept}</source>
        <translation>die unbeendete Partie in {file} konnte nicht fortgesetzt werden ({why}); sie wurde als {kept} aufbewahrt</translation>
    </message>
    <message>
        <source>the unfinished match in {file} could not be resumed ({why}); it was left as it is</source>
        <translation>die unbeendete Partie in {file} konnte nicht fortgesetzt werden ({why}); sie blieb, wie sie ist</translation>
    </message>
    <message>
        <source>could not write {file}</source>
        <translation>konnte {file} nicht schreiben</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>exit status:</source>
        <translation>Rückgabewert:</translation>
    </message>
    <message>
        <source>done (the app was closed, the screenshot was written)</source>
        <translation>erledigt (das Programm wurde geschlossen, das Bildschirmfoto geschrieben)</translation>
    </message>
    <message>
        <source>could not do it: nothing to resume, the screenshot could not be</source>
        <translation>ging nicht: nichts fortzusetzen, das Bildschirmfoto konnte nicht</translation>
    </message>
    <message>
        <source>written, no display to show the window on</source>
        <translation>geschrieben werden, kein Bildschirm für das Fenster</translation>
    </message>
    <message>
        <source>a usage error (one line on stderr says what is wrong)</source>
        <translation>ein Aufruffehler (eine Zeile auf stderr sagt, was falsch ist)</translation>
    </message>
    <message>
        <source>another Card Table is running with this profile: the start was refused</source>
        <translation>ein anderer Kartentisch nutzt dieses Profil: der Start wurde abgelehnt</translation>
    </message>
    <message>
        <source>closed by Ctrl+C (SIGINT), {sigterm} by SIGTERM: the match and the</source>
        <translation>mit Strg+C (SIGINT) beendet, {sigterm} mit SIGTERM: Partie und</translation>
    </message>
    <message>
        <source>settings are kept as when the window is closed</source>
        <translation>Einstellungen bleiben wie beim Schließen des Fensters erhalten</translation>
    </message>
    <message>
        <source>files:</source>
        <translation>Dateien:</translation>
    </message>
    <message>
        <source>settings (settings.json):</source>
        <translation>Einstellungen (settings.json):</translation>
    </message>
    <message>
        <source>data (autosave.cardtable: the unfinished match;</source>
        <translation>Daten (autosave.cardtable: die unbeendete Partie;</translation>
    </message>
    <message>
        <source>Linux: ~/.config/cardgames and ~/.local/share/cardgames</source>
        <translation>Linux: ~/.config/cardgames und ~/.local/share/cardgames</translation>
    </message>
    <message>
        <source>Windows: %LOCALAPPDATA%\CardTable\cardgames (both)</source>
        <translation>Windows: %LOCALAPPDATA%\CardTable\cardgames (beide)</translation>
    </message>
    <message>
        <source>macOS: ~/Library/Application Support/cardgames (both)</source>
        <translation>macOS: ~/Library/Application Support/cardgames (beide)</translation>
    </message>
    <message>
        <source>With CARDGAMES_HOME=DIR: DIR/config and DIR/data.</source>
        <translation>Mit CARDGAMES_HOME=ORDNER: ORDNER/config und ORDNER/data.</translation>
    </message>
    <message>
        <source>Card Table: {games} on one table,
against bots or with friends at one computer.</source>
        <translation>Kartentisch: {games} auf einem Tisch,
gegen Bots oder mit Freunden an einem Computer.</translation>
    </message>
    <message>
        <source>interface language (default: as last time, or the system&apos;s)</source>
        <translation>Sprache der Oberfläche (Standard: wie beim letzten Mal, sonst die des Systems)</translation>
    </message>
    <message>
        <source>WIDTHxHEIGHT</source>
        <translation>BREITExHÖHE</translation>
    </message>
    <message>
        <source>window size (640x400 or more)</source>
        <translation>Fenstergröße (640x400 oder mehr)</translation>
    </message>
    <message>
        <source>GAME</source>
        <translation>SPIEL</translation>
    </message>
    <message>
        <source>bots play GAME ({games}): a showcase, or with --screenshot a check</source>
        <translation>Bots spielen SPIEL ({games}): eine Vorführung, mit --screenshot eine Prüfung</translation>
    </message>
    <message>
        <source>seats in the demo (default: 4 at ftw, the game&apos;s fewest at the others)</source>
        <translation>Plätze in der Vorführung (Standard: 4 bei ftw, bei den anderen die kleinste Zahl des Spiels)</translation>
    </message>
    <message>
        <source>the demo&apos;s deal (default 1)</source>
        <translation>das Austeilen der Vorführung (Standard 1)</translation>
    </message>
    <message>
        <source>the demo&apos;s bots (default normal); with hard, where the searches ran is printed at the end</source>
        <translation>die Bots der Vorführung (Standard normal); bei hard steht am Ende, wo die Suchen liefen</translation>
    </message>
    <message>
        <source>with --screenshot: bot moves before the picture (default 30)</source>
        <translation>mit --screenshot: Züge der Bots vor dem Bild (Standard 30)</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>save the window as PNG after the demo moves (or the resumed table), then exit</source>
        <translation>das Fenster nach den Zügen der Vorführung (oder den fortgesetzten Tisch) als PNG speichern, dann beenden</translation>
    </message>
    <message>
        <source>statistics.json, history.json, unfinished/;</source>
        <translation>statistics.json, history.json, unfinished/;</translation>
    </message>
    <message>
        <source>online.json: your seat at an online table, to rejoin it):</source>
        <translation>online.json: dein Platz an einem Online-Tisch, um zurückzukehren):</translation>
    </message>
    <message>
        <source>Without options the window opens. An unfinished match of last time is offered
(Resume, Discard or Later), and so is a seat at an online table of last time
(Rejoin, Discard or Later); else the last table you set up is dealt. The first
start asks for the language, the game and the players.</source>
        <translation>Ohne Optionen öffnet sich das Fenster. Eine unbeendete Partie vom letzten Mal
wird angeboten (Weiterspielen, Verwerfen oder Später), ebenso ein Platz an einem
Online-Tisch vom letzten Mal (Zurück an den Tisch, Verwerfen oder Später); sonst
wird der zuletzt gewählte Tisch ausgeteilt. Der erste Start fragt nach Sprache,
Spiel und Spielern.</translation>
    </message>
    <message>
        <source>go on with the unfinished match of the last session at once (without one: rejoin the online table of the last session)</source>
        <translation>die unbeendete Partie der letzten Sitzung sofort fortsetzen (ohne eine: an den Online-Tisch der letzten Sitzung zurückkehren)</translation>
    </message>
    <message>
        <source>ADDRESS</source>
        <translation>ADRESSE</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <source>join the online table with CODE (ABC-DEF-GHJ) on the server at ADDRESS (host:port or ws://host:port) at start</source>
        <translation>sich beim Start an den Online-Tisch mit CODE (ABC-DEF-GHJ) auf dem Server unter ADRESSE (host:port oder ws://host:port) setzen</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>with --join: the name to sit down with (default: as last time)</source>
        <translation>mit --join: der Name am Tisch (Standard: wie beim letzten Mal)</translation>
    </message>
    <message>
        <source>when another Card Table uses this profile: ask (default), open it read-only, or quit (exit status {status})</source>
        <translation>wenn ein anderer Kartentisch dieses Profil nutzt: fragen (Standard), nur lesend öffnen oder beenden (Rückgabewert {status})</translation>
    </message>
    <message>
        <source>--size must look like 1280x800, not {text}</source>
        <translation>--size muss wie 1280x800 aussehen, nicht {text}</translation>
    </message>
    <message>
        <source>--size {size} is outside {low} .. {high}</source>
        <translation>--size {size} liegt außerhalb von {low} .. {high}</translation>
    </message>
    <message>
        <source>{file} is not UTF-8 text, and the picture could not be written there</source>
        <translation>{file} ist kein UTF-8-Text, und das Bild könnte dort nicht geschrieben werden</translation>
    </message>
    <message>
        <source>{file} leads through links in a circle</source>
        <translation>{file} führt über Verknüpfungen im Kreis</translation>
    </message>
    <message>
        <source>{file} cannot be used ({why})</source>
        <translation>{file} ist nicht nutzbar ({why})</translation>
    </message>
    <message>
        <source>{folder} is not a folder</source>
        <translation>{folder} ist kein Ordner</translation>
    </message>
    <message>
        <source>{file} is a folder, not a file</source>
        <translation>{file} ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>{file} is not a regular file</source>
        <translation>{file} ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation>den Ordner {folder} gibt es nicht</translation>
    </message>
    <message>
        <source>{file} is not writable</source>
        <translation>{file} ist nicht beschreibbar</translation>
    </message>
    <message>
        <source>the folder {folder} is not writable</source>
        <translation>der Ordner {folder} ist nicht beschreibbar</translation>
    </message>
    <message>
        <source>--join goes with neither --demo nor --resume</source>
        <translation>--join geht weder mit --demo noch mit --resume</translation>
    </message>
    <message>
        <source>--join: {address} is no address (host:port or ws://host:port)</source>
        <translation>--join: {address} ist keine Adresse (host:port oder ws://host:port)</translation>
    </message>
    <message>
        <source>--join: {code} is no table code (9 letters, like ABC-DEF-GHJ)</source>
        <translation>--join: {code} ist kein Tischcode (9 Zeichen, etwa ABC-DEF-GHJ)</translation>
    </message>
    <message>
        <source>--name must be 1 to {most} characters</source>
        <translation>--name muss 1 bis {most} Zeichen lang sein</translation>
    </message>
    <message>
        <source>--{option} needs --demo GAME</source>
        <translation>--{option} braucht --demo SPIEL</translation>
    </message>
    <message>
        <source>--moves needs --screenshot (without it the demo plays on by itself)</source>
        <translation>--moves braucht --screenshot (ohne spielt die Vorführung von selbst weiter)</translation>
    </message>
    <message>
        <source>--screenshot needs --demo GAME or --resume</source>
        <translation>--screenshot braucht --demo SPIEL oder --resume</translation>
    </message>
    <message>
        <source>--resume and --demo do not go together (the demo never touches your matches)</source>
        <translation>--resume und --demo passen nicht zusammen (die Vorführung rührt deine Partien nie an)</translation>
    </message>
    <message>
        <source>--name needs --join ADDRESS CODE</source>
        <translation>--name braucht --join ADRESSE CODE</translation>
    </message>
    <message>
        <source>--seed must be 0 .. {most}, not {seed}</source>
        <translation>--seed muss 0 .. {most} sein, nicht {seed}</translation>
    </message>
    <message>
        <source>unknown game {game} (known: {games})</source>
        <translation>unbekanntes Spiel {game} (bekannt: {games})</translation>
    </message>
    <message>
        <source>{game} is for {fewest} to {most} players, not {players}</source>
        <translation>{game} ist für {fewest} bis {most} Spieler, nicht {players}</translation>
    </message>
    <message>
        <source>--moves must be 0 or more</source>
        <translation>--moves muss 0 oder mehr sein</translation>
    </message>
</context>
<context>
    <name>FtwTable</name>
    <message>
        <source>&amp;Pass these 3 cards</source>
        <translation>&amp;Diese 3 Karten weitergeben</translation>
    </message>
    <message>
        <source>&amp;A: Play higher</source>
        <translation>&amp;A: Höher spielen</translation>
    </message>
    <message>
        <source>&amp;B: Lay lower, take card</source>
        <translation>&amp;B: Hilfskarte auslegen, Karte nehmen</translation>
    </message>
    <message>
        <source>&amp;C: Play with helpers</source>
        <translation>&amp;C: Mit Hilfskarten spielen</translation>
    </message>
    <message>
        <source>Give the 3 selected cards face down to your right-hand neighbour.</source>
        <translation>Gib die 3 ausgewählten Karten verdeckt an deinen rechten Nachbarn weiter.</translation>
    </message>
    <message>
        <source>Play the selected card on the pile; it must beat the top card.</source>
        <translation>Lege die ausgewählte Karte auf den Ablagestapel; sie muss höher als die oberste Karte sein.</translation>
    </message>
    <message>
        <source>Lay the selected lower card in front of you as a helper and take the selected pile card.</source>
        <translation>Lege die ausgewählte niedrigere Karte als Hilfskarte vor dir aus und nimm die ausgewählte Karte vom Ablagestapel.</translation>
    </message>
    <message>
        <source>Play the selected lower card on the pile; with the helpers it must beat the top card.</source>
        <translation>Lege die ausgewählte niedrigere Karte auf den Ablagestapel; zusammen mit den Hilfskarten muss sie höher als die oberste Karte sein.</translation>
    </message>
    <message>
        <source>%1 of 3 cards chosen to pass.</source>
        <translation>%1 von 3 Karten zum Weitergeben gewählt.</translation>
    </message>
    <message>
        <source>Now pick the lower hand card to lay down.</source>
        <translation>Wähle jetzt die niedrigere Handkarte, die du auslegst.</translation>
    </message>
    <message>
        <source>Play %1 on the pile with A (or double-click it).</source>
        <translation>Lege %1 mit A auf den Ablagestapel (oder doppelklicke die Karte).</translation>
    </message>
    <message>
        <source>Confirm B: lay %1 as a helper and take %2 into your hand.</source>
        <translation>B bestätigen: %1 als Hilfskarte auslegen und %2 auf die Hand nehmen.</translation>
    </message>
    <message>
        <source>&amp;A: Start the pile</source>
        <translation>&amp;A: Stapel beginnen</translation>
    </message>
    <message>
        <source>B: Lay %1 as a helper, take %2</source>
        <translation>B: %1 als Hilfskarte auslegen, %2 nehmen</translation>
    </message>
    <message>
        <source>C: Play %1 with helpers %2</source>
        <translation>C: %1 mit Hilfskarten %2 spielen</translation>
    </message>
    <message>
        <source>A: Start the pile with %1</source>
        <translation>A: Stapel mit %1 beginnen</translation>
    </message>
    <message>
        <source>A: Play %1 higher</source>
        <translation>A: %1 höher spielen</translation>
    </message>
    <message>
        <source>%1 is lower than %2: take a pile card (B), or pick helpers that lift it above %2 (C).</source>
        <translation>%1 ist niedriger als %2: Nimm eine Karte vom Ablagestapel (B) oder wähle Hilfskarten, die sie über %2 heben (C).</translation>
    </message>
    <message>
        <source>Pile · beat %1</source>
        <translation>Stapel · höher als %1</translation>
    </message>
    <message>
        <source>Pile empty · play any card</source>
        <translation>Stapel leer · beliebige Karte spielen</translation>
    </message>
    <message>
        <source>%1 passed you %2</source>
        <translation>%1 hat dir %2 gegeben</translation>
    </message>
    <message>
        <source>Out of round: %1</source>
        <translation>Aus der Runde: %1</translation>
    </message>
    <message>
        <source>Set aside: %1</source>
        <translation>Beiseitegelegt: %1</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>%1 passed you 3 cards: they are marked in your hand.</source>
        <translation>%1 hat dir 3 Karten gegeben: Sie sind in deiner Hand markiert.</translation>
    </message>
    <message numerus="yes">
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>%1 ended it with %2</source>
        <translation>%1 beendete sie mit %2</translation>
    </message>
    <message>
        <source>%1 played %2 as the last card and kept a single card: the round is over.</source>
        <translation>%1 hat %2 als letzte Karte gespielt und hält nur noch eine Karte: Die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>Points: the highest hand card minus all the other hand cards, at least 0.</source>
        <translation>Punkte: die höchste Handkarte minus alle anderen Handkarten, mindestens 0.</translation>
    </message>
    <message>
        <source>%1: %2 (a single card) = %3</source>
        <translation>%1: %2 (eine einzige Karte) = %3</translation>
    </message>
    <message>
        <source>%1: %2 − (%3) = %4, below 0, so 0</source>
        <translation>%1: %2 − (%3) = %4, unter 0, also 0</translation>
    </message>
    <message>
        <source>%1: %2 − (%3) = %4</source>
        <translation>%1: %2 − (%3) = %4</translation>
    </message>
    <message numerus="yes">
        <source>Confirm C: %1 with %n helper(s) makes %2, which beats %3.</source>
        <translation>
            <numerusform>C bestätigen: %1 mit %n Hilfskarte ergibt %2 und ist damit höher als %3.</numerusform>
            <numerusform>C bestätigen: %1 mit %n Hilfskarten ergibt %2 und ist damit höher als %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 with %n helper(s) makes %2; you need more than %3.</source>
        <translation>
            <numerusform>%1 mit %n Hilfskarte ergibt %2; du brauchst mehr als %3.</numerusform>
            <numerusform>%1 mit %n Hilfskarten ergibt %2; du brauchst mehr als %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandoverOverlay</name>
    <message>
        <source>Pass the computer to %1</source>
        <translation>Gib den Computer an %1 weiter</translation>
    </message>
    <message>
        <source>Everyone else, please look away. %1, click the button when you are ready to see your cards.</source>
        <translation>Alle anderen schauen bitte weg. %1, klicke auf die Schaltfläche, sobald du bereit bist, deine Karten zu sehen.</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>Ich bin %1: Karten zeigen</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>There is no hint to give now.</source>
        <translation>Gerade gibt es keinen Tipp.</translation>
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
        <translation>Noch ist keine Runde vorbei: Jede bekommt hier eine Zeile, und das Diagramm zeigt die Punkte.</translation>
    </message>
    <message>
        <source>No game is over yet: each one gets a line here, and the chart shows the scores.</source>
        <translation>Noch ist kein Spiel vorbei: Jedes bekommt hier eine Zeile, und das Diagramm zeigt die Punkte.</translation>
    </message>
    <message>
        <source>No round is over yet: each one gets a line here, and the chart shows the scores.</source>
        <translation>Noch ist keine Runde vorbei: Jede bekommt hier eine Zeile, und das Diagramm zeigt die Punkte.</translation>
    </message>
    <message>
        <source>This game is played as one round: there is no score history.</source>
        <translation>Dieses Spiel wird in einer Runde gespielt: Es gibt keinen Punkteverlauf.</translation>
    </message>
</context>
<context>
    <name>HostTableDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Tisch öffnen</translation>
    </message>
    <message>
        <source>Me (here)</source>
        <translation>Ich (hier)</translation>
    </message>
    <message>
        <source>Person elsewhere</source>
        <translation>Person anderswo</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Online table</source>
        <translation>Online-Tisch</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>When a person&apos;s connection drops, their seat waits this long before a bot plays for them.</source>
        <translation>Bricht die Verbindung einer Person ab, wartet ihr Platz so lange, bevor ein Bot für sie spielt.</translation>
    </message>
    <message>
        <source>A bot stands in after</source>
        <translation>Ein Bot springt ein nach</translation>
    </message>
    <message>
        <source>Onlookers may watch</source>
        <translation>Zuschauer dürfen zusehen</translation>
    </message>
    <message>
        <source>Players may ask for hints</source>
        <translation>Spieler dürfen um Tipps bitten</translation>
    </message>
    <message>
        <source>Guest %1</source>
        <translation>Gast %1</translation>
    </message>
    <message>
        <source>The name this person joins with takes its place.</source>
        <translation>Der Name, mit dem diese Person beitritt, tritt an seine Stelle.</translation>
    </message>
    <message>
        <source>Invite at least one person, or play a local match: a table with only bots needs no hosting.</source>
        <translation>Lade mindestens eine Person ein, oder spiele eine Partie hier am Computer: Ein Tisch nur mit Bots braucht keinen Gastgeber.</translation>
    </message>
</context>
<context>
    <name>HumanInput</name>
    <message>
        <source>Choose with a button, or press the key shown on it.</source>
        <translation>Wähle mit einer Schaltfläche, oder drücke die Taste, die darauf steht.</translation>
    </message>
    <message>
        <source>Click a card to select it, then confirm with a button (or double-click).</source>
        <translation>Klicke eine Karte an, um sie auszuwählen, und bestätige mit einer Schaltfläche (oder per Doppelklick).</translation>
    </message>
    <message>
        <source>Nothing is selected: pick a card with the arrow keys and Space, or choose a button by its key or with Tab.</source>
        <translation>Nichts ausgewählt: Wähle eine Karte mit den Pfeiltasten und der Leertaste, oder eine Schaltfläche mit ihrer Taste oder mit Tab.</translation>
    </message>
    <message>
        <source>Choose a button: press its key, or Tab to it and press Enter.</source>
        <translation>Wähle eine Schaltfläche: Drücke ihre Taste, oder gehe mit Tab zu ihr und drücke Enter.</translation>
    </message>
    <message>
        <source>These cards make more than one move: press the key of the button you mean.</source>
        <translation>Diese Karten passen zu mehr als einem Zug: Drücke die Taste der gemeinten Schaltfläche.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Play online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>Start a table on this computer: friends on your network join it with its code. Empty seats can be bots.</source>
        <translation>Einen Tisch auf diesem Computer eröffnen: Freunde in deinem Netzwerk setzen sich mit seinem Code dazu. Freie Plätze können Bots übernehmen.</translation>
    </message>
    <message>
        <source>Host a table…</source>
        <translation>Tisch eröffnen…</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>An einen Tisch setzen</translation>
    </message>
    <message>
        <source>192.168.1.20:8765</source>
        <translation>192.168.1.20:8765</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Hinsetzen</translation>
    </message>
    <message>
        <source>Type the table&apos;s address as the host gave it, such as 192.168.1.20:8765.</source>
        <translation>Gib die Adresse des Tischs so ein, wie der Gastgeber sie genannt hat, etwa 192.168.1.20:8765.</translation>
    </message>
    <message>
        <source>A table&apos;s code has 9 letters and digits, such as ABC-DEF-GHJ (never 0, 1, I, L, O or U).</source>
        <translation>Der Code eines Tischs hat 9 Buchstaben und Ziffern, etwa ABC-DEF-GHJ (nie 0, 1, I, L, O oder U).</translation>
    </message>
    <message>
        <source>Type the name to sit down with.</source>
        <translation>Gib den Namen ein, mit dem du dich setzt.</translation>
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
        <translation>Tellerwäscher</translation>
    </message>
    <message>
        <source>Managing Director</source>
        <translation>Geschäftsführer</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>Manager</translation>
    </message>
    <message>
        <source>Head of Department</source>
        <translation>Abteilungsleiter</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <source>Journeyman</source>
        <translation>Geselle</translation>
    </message>
    <message>
        <source>Apprentice</source>
        <translation>Azubi</translation>
    </message>
    <message>
        <source>Play the selected cards: one number, plus any jokers.</source>
        <translation>Die gewählten Karten ausspielen: eine Zahl, dazu beliebig viele Joker.</translation>
    </message>
    <message>
        <source>Play nothing this round; you cannot come back into it.</source>
        <translation>In dieser Runde nichts spielen; du kommst in ihr nicht mehr dran.</translation>
    </message>
    <message>
        <source>Nothing in your hand beats this set: click Pass.</source>
        <translation>Nichts auf deiner Hand schlägt diese Karten: klicke auf Passen.</translation>
    </message>
    <message>
        <source>Raise with %1.</source>
        <translation>Mit %1 erhöhen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 selected: pick %n more card(s) of the same number, or jokers.</source>
        <translation>
            <numerusform>%1 gewählt: noch %n Karte derselben Zahl oder einen Joker wählen.</numerusform>
            <numerusform>%1 gewählt: noch %n Karten derselben Zahl oder Joker wählen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a set you can play now.</source>
        <translation>%1 kannst du jetzt nicht ausspielen.</translation>
    </message>
    <message>
        <source>Play &amp;set</source>
        <translation>&amp;Ausspielen</translation>
    </message>
    <message>
        <source>%1 (J as %2)</source>
        <translation>%1 (J als %2)</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <source>Lead %1. Double-click a card to lead it alone.</source>
        <translation>%1 ausspielen. Ein Doppelklick spielt eine Karte allein aus.</translation>
    </message>
    <message>
        <source>%1 played %2 · nothing beats it</source>
        <translation>%1 spielte %2 · nichts schlägt das</translation>
    </message>
    <message>
        <source>%1 leads a new round</source>
        <translation>%1 eröffnet eine neue Runde</translation>
    </message>
    <message>
        <source>Beaten this round</source>
        <translation>In dieser Runde überboten</translation>
    </message>
    <message>
        <source>Cleared: %1</source>
        <translation>Abgeräumt: %1</translation>
    </message>
    <message>
        <source>Set aside: %1</source>
        <translation>Beiseitegelegt: %1</translation>
    </message>
    <message>
        <source>Exchange with %1 (%2): you gave %3, you got %4</source>
        <translation>Tausch mit %1 (%2): du gabst %3, du bekamst %4</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left → %1</source>
        <translation>
            <numerusform>%n Karte übrig → %1</numerusform>
            <numerusform>%n Karten übrig → %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Out → %1</source>
        <translation>Raus → %1</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>Your cards from the exchange are marked in your hand.</source>
        <translation>Deine Karten aus dem Tausch sind in deiner Hand markiert.</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Game %1 of %2</source>
        <translation>Spiel %1 von %2</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Game %1 is over: %2 is the new Boss</source>
        <translation>Spiel %1 ist vorbei: %2 ist der neue Boss</translation>
    </message>
    <message>
        <source>%1 was Dishwasher %2 times in a row and pays.</source>
        <translation>%1 war %2-mal hintereinander Tellerwäscher und muss zahlen.</translation>
    </message>
    <message>
        <source>Positions in every game so far. They decide the seats and the card exchange of the next game.</source>
        <translation>Die Positionen aller bisherigen Spiele. Sie bestimmen Sitzordnung und Kartentausch im nächsten Spiel.</translation>
    </message>
    <message>
        <source>G%1</source>
        <translation>S%1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 · beat it with %n card(s)</source>
        <translation>
            <numerusform>%1 spielte %2 · schlagen mit %n Karte</numerusform>
            <numerusform>%1 spielte %2 · schlagen mit %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2 · only %n joker(s) beat it</source>
        <translation>
            <numerusform>%1 spielte %2 · nur %n Joker schlägt das</numerusform>
            <numerusform>%1 spielte %2 · nur %n Joker schlagen das</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match is over after %n game(s). Positions in every game:</source>
        <translation>
            <numerusform>Die Partie ist nach %n Spiel vorbei. Die Positionen in jedem Spiel:</numerusform>
            <numerusform>Die Partie ist nach %n Spielen vorbei. Die Positionen in jedem Spiel:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Card Table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>Read-only: another window uses this profile (no autosave, no statistics)</source>
        <translation>Nur lesen: ein anderes Fenster nutzt dieses Profil (keine automatische Sicherung, keine Statistik)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Play on&amp;line…</source>
        <translation>&amp;Online spielen…</translation>
    </message>
    <message>
        <source>Host a table for friends on your network, or join one with its code</source>
        <translation>Einen Tisch für Freunde im Netzwerk eröffnen oder sich mit einem Code an einen setzen</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>&amp;Mit denselben Karten neu starten</translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation>Meinen &amp;letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>How the hard bot rates each of your moves now (H)</source>
        <translation>Wie der schwere Bot jeden deiner Züge jetzt bewertet (H)</translation>
    </message>
    <message>
        <source>Look &amp;back / replay</source>
        <translation>&amp;Rückblick / Wiederholung</translation>
    </message>
    <message>
        <source>Step through the earlier moves; once the match is over, replay it with every hand face up</source>
        <translation>Die früheren Züge Schritt für Schritt ansehen; nach dem Ende der Partie alles noch einmal abspielen, mit allen Karten offen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Speichern unter…</translation>
    </message>
    <message>
        <source>Recent &amp;games</source>
        <translation>&amp;Zuletzt gespielt</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <source>Match histor&amp;y…</source>
        <translation>&amp;Vergangene Partien…</translation>
    </message>
    <message>
        <source>&amp;Piles and decks…</source>
        <translation>Sta&amp;pel und Decks…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>Kartentisch &amp;einrichten…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>Sp&amp;rache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regeln dieses Spiels</translation>
    </message>
    <message>
        <source>&amp;About Card Table</source>
        <translation>&amp;Über Kartentisch</translation>
    </message>
    <message>
        <source>An online table deals on its server: host a new table from Game &gt; Play online…</source>
        <translation>Ein Online-Tisch gibt auf seinem Server: Eröffne einen neuen Tisch unter Spiel &gt; Online spielen…</translation>
    </message>
    <message>
        <source>Go back to the game first (Esc) to take a move back.</source>
        <translation>Geh erst zurück zum Spiel (Esc), um einen Zug zurückzunehmen.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back now.</source>
        <translation>Es gibt gerade keinen Zug von dir, der sich zurücknehmen lässt.</translation>
    </message>
    <message>
        <source>The table is asked to let you take your last move back…</source>
        <translation>Der Tisch wird gefragt, ob du deinen letzten Zug zurücknehmen darfst…</translation>
    </message>
    <message>
        <source>Take your move back?</source>
        <translation>Zug zurücknehmen?</translation>
    </message>
    <message>
        <source>Taking a move back makes this match practice: it will not count in the statistics.</source>
        <translation>Wenn du einen Zug zurücknimmst, wird diese Partie zur Übung: Sie zählt nicht in der Statistik.</translation>
    </message>
    <message>
        <source>This is asked once per match; later moves are taken back at once.</source>
        <translation>Das wird einmal pro Partie gefragt; spätere Züge werden gleich zurückgenommen.</translation>
    </message>
    <message>
        <source>Do not ask again (Preferences can bring the question back)</source>
        <translation>Nicht mehr fragen (unter „Kartentisch einrichten“ lässt sich die Frage wieder einschalten)</translation>
    </message>
    <message>
        <source>&amp;Take it back</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <source>The table&apos;s server keeps this match: at its end it is in Game &gt; Match history.</source>
        <translation>Der Server des Tischs bewahrt diese Partie auf: Nach ihrem Ende steht sie unter Spiel &gt; Vergangene Partien.</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Card Table matches (*.cardtable)</source>
        <translation>Kartentisch-Partien (*.cardtable)</translation>
    </message>
    <message>
        <source>%1 exists already. Replace it with this match?</source>
        <translation>%1 gibt es schon. Durch diese Partie ersetzen?</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Gespeichert als %1</translation>
    </message>
    <message>
        <source>Open a match</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Leave this match?</source>
        <translation>Diese Partie verlassen?</translation>
    </message>
    <message>
        <source>A match is still being played. Leave it for another?</source>
        <translation>Eine Partie läuft noch. Willst du sie für eine andere verlassen?</translation>
    </message>
    <message>
        <source>It is kept under Game &gt; Recent games, so you can go on with it later.</source>
        <translation>Sie bleibt unter Spiel &gt; Zuletzt gespielt erhalten, so kannst du sie später fortsetzen.</translation>
    </message>
    <message>
        <source>This window saves nothing: the match will be gone.</source>
        <translation>Dieses Fenster speichert nichts: Die Partie ist dann verloren.</translation>
    </message>
    <message>
        <source>&amp;Leave it</source>
        <translation>&amp;Verlassen</translation>
    </message>
    <message>
        <source>Resume it where you left off, discard it, or decide later (it is kept until then)?</source>
        <translation>Dort weiterspielen, wo du aufgehört hast, verwerfen oder später entscheiden (bis dahin bleibt sie erhalten)?</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <source>There is no deal on the table to restart.</source>
        <translation>Es liegt kein Spiel auf dem Tisch, das neu gestartet werden könnte.</translation>
    </message>
    <message>
        <source>The match is not saved</source>
        <translation>Die Partie ist nicht gespeichert</translation>
    </message>
    <message>
        <source>The last moves of this match could not be saved: %1</source>
        <translation>Die letzten Züge dieser Partie konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>If you close now, they are lost. Leave the window open and free some space: the match is saved by itself as soon as it can be.</source>
        <translation>Wenn du jetzt schließt, sind sie verloren. Lass das Fenster offen und schaffe Platz: Die Partie wird von selbst gespeichert, sobald es geht.</translation>
    </message>
    <message>
        <source>&amp;Close anyway</source>
        <translation>&amp;Trotzdem schließen</translation>
    </message>
    <message>
        <source>The table is full</source>
        <translation>Der Tisch ist voll</translation>
    </message>
    <message>
        <source>Every seat is taken. Watch the table?</source>
        <translation>Alle Plätze sind besetzt. Dem Tisch zuschauen?</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Zuschauen</translation>
    </message>
    <message>
        <source>You host this table</source>
        <translation>Du bist Gastgeber dieses Tischs</translation>
    </message>
    <message>
        <source>You host this table: closing stops it for everyone until you open Card Table again. Close anyway?</source>
        <translation>Du bist Gastgeber dieses Tischs: Schließen hält ihn für alle an, bis du Card Table wieder öffnest. Trotzdem schließen?</translation>
    </message>
    <message>
        <source>Your friends keep their seats and come back by themselves when you do.</source>
        <translation>Deine Freunde behalten ihre Plätze und kommen von selbst zurück, sobald du wieder da bist.</translation>
    </message>
    <message>
        <source>&amp;Keep the window open</source>
        <translation>Fenster &amp;offen lassen</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>Unfinished online match</source>
        <translation>Unbeendete Online-Partie</translation>
    </message>
    <message>
        <source>Rejoin the online table (%1, code %2)?</source>
        <translation>Zurück an den Online-Tisch (%1, Code %2)?</translation>
    </message>
    <message>
        <source>Your seat is kept for you (a bot stands in while you are away). Rejoin it, discard it (a bot plays it from now on), or decide later (it is kept until then)?</source>
        <translation>Dein Platz wird für dich freigehalten (solange du fort bist, springt ein Bot ein). Zurück an den Tisch, den Platz verwerfen (dann spielt ihn ab jetzt ein Bot) oder später entscheiden (bis dahin bleibt er erhalten)?</translation>
    </message>
    <message>
        <source>Re&amp;join</source>
        <translation>&amp;Zurück an den Tisch</translation>
    </message>
    <message>
        <source>You host this table: leaving it stops it for everyone. A bot plays your seat, and the match stays with the table&apos;s server.</source>
        <translation>Du bist Gastgeber dieses Tischs: Verlässt du ihn, hält er für alle an. Ein Bot spielt deinen Platz, und die Partie bleibt beim Server des Tischs.</translation>
    </message>
    <message>
        <source>A bot plays your seat from now on; the table&apos;s server keeps the match, and the others play on.</source>
        <translation>Ab jetzt spielt ein Bot deinen Platz; der Server des Tischs behält die Partie, und die anderen spielen weiter.</translation>
    </message>
    <message>
        <source>The match cannot be kept</source>
        <translation>Die Partie kann nicht aufbewahrt werden</translation>
    </message>
    <message>
        <source>This match could not be kept for later: %1</source>
        <translation>Diese Partie konnte nicht für später aufbewahrt werden: %1</translation>
    </message>
    <message>
        <source>Keep playing it, or leave it for good: then it is gone.</source>
        <translation>Spiel weiter, oder verlass sie endgültig: dann ist sie verloren.</translation>
    </message>
    <message>
        <source>&amp;Leave it for good</source>
        <translation>&amp;Endgültig verlassen</translation>
    </message>
    <message>
        <source>Onlookers follow the match with every hand hidden, where the host allows onlookers.</source>
        <translation>Zuschauer verfolgen die Partie mit verdeckten Händen, wenn der Gastgeber Zuschauer erlaubt.</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>Unbeendete Partie</translation>
    </message>
    <message numerus="yes">
        <source>Your last match was not finished: %1 with %2, %n move(s), last played %3.</source>
        <translation>
            <numerusform>Deine letzte Partie ist nicht beendet: %1 mit %2, %n Zug, zuletzt gespielt am %3.</numerusform>
            <numerusform>Deine letzte Partie ist nicht beendet: %1 mit %2, %n Züge, zuletzt gespielt am %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sound on</source>
        <translation>Ton an</translation>
    </message>
    <message>
        <source>Sound off</source>
        <translation>Ton aus</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>überlegt…</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>du bist dran</translation>
    </message>
    <message>
        <source>A bot plays for %1 (dropped)…</source>
        <translation>Ein Bot spielt für %1 (Verbindung weg)…</translation>
    </message>
    <message>
        <source>Waiting for %1 (connection lost)…</source>
        <translation>Warte auf %1 (Verbindung unterbrochen)…</translation>
    </message>
    <message>
        <source>Waiting for %1 to join the table…</source>
        <translation>Warte, bis %1 sich an den Tisch setzt…</translation>
    </message>
    <message>
        <source>Waiting for %1 (elsewhere)…</source>
        <translation>Warte auf %1 (anderswo)…</translation>
    </message>
    <message>
        <source>Choose Game &gt; New game to start.</source>
        <translation>Wähle Spiel &gt; Neues Spiel, um zu beginnen.</translation>
    </message>
    <message>
        <source>%1 has only one move: %2. It is played for you.</source>
        <translation>%1 hat nur einen Zug: %2. Er wird für dich gespielt.</translation>
    </message>
    <message>
        <source>%1, your turn: %2</source>
        <translation>%1, du bist dran: %2</translation>
    </message>
    <message>
        <source>%1 (bot) is thinking…</source>
        <translation>%1 (Bot) überlegt…</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>ist dran</translation>
    </message>
    <message>
        <source>Waiting for %1 to take the computer.</source>
        <translation>Warten, bis %1 den Computer übernimmt.</translation>
    </message>
    <message>
        <source>The match is over: %1</source>
        <translation>Die Partie ist vorbei: %1</translation>
    </message>
    <message>
        <source>Dealing the cards…</source>
        <translation>Die Karten werden gegeben…</translation>
    </message>
    <message>
        <source>Your only legal move is played for you in a moment.</source>
        <translation>Dein einziger erlaubter Zug wird gleich für dich gespielt.</translation>
    </message>
    <message>
        <source>About Card Table</source>
        <translation>Über Kartentisch</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Card Table %1&lt;/h3&gt;&lt;p&gt;Card games on one animated table, against bots or friends.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kartentisch %1&lt;/h3&gt;&lt;p&gt;Kartenspiele auf einem animierten Tisch, gegen Bots oder mit Freunden.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The rules texts in this app are written in our own words.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Regeltexte in dieser App sind in eigenen Worten geschrieben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>Verbindung verloren — verbinde neu…</translation>
    </message>
    <message>
        <source>Hosting needs the app&apos;s data folder.</source>
        <translation>Zum Eröffnen braucht die App ihren Datenordner.</translation>
    </message>
    <message>
        <source>Starting the table server…</source>
        <translation>Der Tisch-Server startet…</translation>
    </message>
    <message>
        <source>An online match can be replayed once it is over and its record has come.</source>
        <translation>Eine Online-Partie lässt sich nachspielen, sobald sie vorbei ist und ihre Aufzeichnung da ist.</translation>
    </message>
    <message>
        <source>Take a move back?</source>
        <translation>Zug zurücknehmen?</translation>
    </message>
    <message>
        <source>%1 asks to take their last move back. Do you agree?</source>
        <translation>%1 möchte den letzten eigenen Zug zurücknehmen. Bist du einverstanden?</translation>
    </message>
</context>
<context>
    <name>MatchHistoryDialog</name>
    <message>
        <source>Match history</source>
        <translation>Vergangene Partien</translation>
    </message>
    <message>
        <source>No match has been finished yet.</source>
        <translation>Noch ist keine Partie zu Ende gespielt.</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Öffnen</translation>
    </message>
    <message>
        <source>Lay this match on the table as it ended, with its summary.</source>
        <translation>Diese Partie so auf den Tisch legen, wie sie endete, mit ihrer Abrechnung.</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Wiederholung</translation>
    </message>
    <message>
        <source>Play this match again move by move, with every hand face up.</source>
        <translation>Diese Partie Zug für Zug noch einmal abspielen, mit allen Karten offen.</translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <translation>%1 (Bot)</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>%1 won</source>
        <comment>several winners</comment>
        <translation>%1 gewannen</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 gewann</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>kein Sieger</translation>
    </message>
    <message>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <source>practice: undo was used</source>
        <translation>Übung: Rücknahme benutzt</translation>
    </message>
    <message>
        <source>with hints</source>
        <translation>mit Tipps</translation>
    </message>
</context>
<context>
    <name>MatchSetup</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>%1  (%2–%3 players)</source>
        <translation>%1  (%2–%3 Spieler)</translation>
    </message>
    <message>
        <source>Rules of this game…</source>
        <translation>Regeln dieses Spiels…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Bot level</source>
        <translation>Bot-Stärke</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Plays any legal move, at random.</source>
        <translation>Spielt einen zufälligen erlaubten Zug.</translation>
    </message>
    <message>
        <source>Follows a few simple rules and now and then plays carelessly.</source>
        <translation>Folgt ein paar einfachen Regeln und spielt ab und zu unachtsam.</translation>
    </message>
    <message>
        <source>Plays a strategy made for this game and keeps track of the cards it has seen.</source>
        <translation>Spielt eine eigens für dieses Spiel gemachte Strategie und merkt sich alle gesehenen Karten.</translation>
    </message>
    <message>
        <source>Thinks about a third of a second a move: plays each move out many times against guesses of the hidden cards (it never peeks) and keeps what works best.</source>
        <translation>Denkt etwa eine Drittelsekunde pro Zug: spielt jeden Zug viele Male gegen Vermutungen über die verdeckten Karten durch, ohne je in fremde Karten zu schauen, und wählt, was am besten abschneidet.</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>Jeder Platz braucht einen Namen.</translation>
    </message>
    <message>
        <source>Two seats have the same name.</source>
        <translation>Zwei Plätze haben denselben Namen.</translation>
    </message>
</context>
<context>
    <name>OptionsForm</name>
    <message>
        <source>Custom</source>
        <translation>Eigene Auswahl</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>as in the rules</source>
        <translation>wie in den Regeln</translation>
    </message>
</context>
<context>
    <name>PilesDialog</name>
    <message>
        <source>Piles and decks</source>
        <translation>Stapel und Decks</translation>
    </message>
    <message>
        <source>This game has no piles to read through.</source>
        <translation>Dieses Spiel hat keine Stapel zum Durchsehen.</translation>
    </message>
    <message>
        <source>Piles</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
</context>
<context>
    <name>ProfileLock</name>
    <message>
        <source>Already running</source>
        <translation>Läuft schon</translation>
    </message>
    <message>
        <source>Card Table is already running with this profile (%1).</source>
        <translation>Kartentisch läuft schon mit diesem Profil (%1).</translation>
    </message>
    <message>
        <source>Two windows on one profile would overwrite each other&apos;s match. You can look at it read-only here (nothing is saved), or quit and use the window that is open.</source>
        <translation>Zwei Fenster mit einem Profil würden einander die Partie überschreiben. Du kannst es hier nur ansehen (nichts wird gespeichert) oder beenden und das offene Fenster benutzen.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Nur lesend öffnen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
</context>
<context>
    <name>ReplayProgress</name>
    <message numerus="yes">
        <source>Setting up the match: %n move(s)…</source>
        <translation>
            <numerusform>Die Partie wird aufgebaut: %n Zug…</numerusform>
            <numerusform>Die Partie wird aufgebaut: %n Züge…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Spielerwechsel</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Stich</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>das Austeilen</translation>
    </message>
    <message>
        <source>its start</source>
        <translation>ihr Beginn</translation>
    </message>
    <message>
        <source>move %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>Replay with every hand face up: %1.</source>
        <translation>Wiederholung mit allen Karten offen: %1.</translation>
    </message>
    <message>
        <source>Looking back as %1 saw it: %2. The match waits.</source>
        <translation>Rückblick, wie %1 es sah: %2. Die Partie wartet.</translation>
    </message>
    <message>
        <source>Looking back, public cards only: %1. The match waits.</source>
        <translation>Rückblick, nur offene Karten: %1. Die Partie wartet.</translation>
    </message>
    <message>
        <source>You can look back once %1 has taken the computer.</source>
        <translation>Zurückblicken geht, sobald %1 den Computer übernommen hat.</translation>
    </message>
    <message>
        <source>There is nothing to look back at now.</source>
        <translation>Jetzt gibt es nichts zum Zurückblicken.</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>Play on by itself, or pause (Space)</source>
        <translation>Von selbst weiterspielen oder anhalten (Leertaste)</translation>
    </message>
    <message>
        <source>%1 back (Page Up)</source>
        <translation>%1 zurück (Bild auf)</translation>
    </message>
    <message>
        <source>%1 back (Ctrl+Left)</source>
        <translation>%1 zurück (Strg+Links)</translation>
    </message>
    <message>
        <source>Move back (Left)</source>
        <translation>Zug zurück (Links)</translation>
    </message>
    <message>
        <source>Move on (Right)</source>
        <translation>Zug vor (Rechts)</translation>
    </message>
    <message>
        <source>%1 on (Ctrl+Right)</source>
        <translation>%1 vor (Strg+Rechts)</translation>
    </message>
    <message>
        <source>%1 on (Page Down)</source>
        <translation>%1 vor (Bild ab)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>How fast the replay plays on by itself</source>
        <translation>Wie schnell die Wiederholung von selbst weiterläuft</translation>
    </message>
    <message>
        <source>Close the replay (Esc)</source>
        <translation>Wiederholung schließen (Esc)</translation>
    </message>
    <message>
        <source>Back to the game (Esc)</source>
        <translation>Zurück zum Spiel (Esc)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: %1</source>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Überblick</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Quick reference</source>
        <translation>Kurzübersicht</translation>
    </message>
</context>
<context>
    <name>ScoreHistory</name>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>How long a bot waits before its move, so you can follow the game.</source>
        <translation>Wie lange ein Bot vor seinem Zug wartet, damit du dem Spiel folgen kannst.</translation>
    </message>
    <message>
        <source>Bots&apos; pace</source>
        <translation>Tempo der Bots</translation>
    </message>
    <message>
        <source>Everybody at this computer agrees</source>
        <translation>Alle an diesem Computer sind einverstanden</translation>
    </message>
    <message>
        <source>Undo takes back your last move and the bot moves after it. Against bots it is always offered; with several people at one computer only when all of them agree.</source>
        <translation>Zurücknehmen macht deinen letzten Zug und die Bot-Züge danach rückgängig. Gegen Bots geht das immer; mit mehreren Menschen an einem Computer nur, wenn alle einverstanden sind.</translation>
    </message>
    <message>
        <source>Hint (key H) shows how the hard bot rates each of your moves. Against bots it is always offered; with several people at one computer only when all of them agree.</source>
        <translation>Tipp (Taste H) zeigt, wie der schwere Bot jeden deiner Züge bewertet. Gegen Bots gibt es ihn immer; mit mehreren Leuten an einem Computer nur, wenn alle einverstanden sind.</translation>
    </message>
    <message>
        <source>Play it for me after a short pause</source>
        <translation>Nach einer kurzen Pause für mich spielen</translation>
    </message>
    <message>
        <source>When you have only one legal move (a forced pass, the only card you may play).</source>
        <translation>Wenn du nur einen erlaubten Zug hast (ein erzwungenes Passen, die einzige Karte, die du spielen darfst).</translation>
    </message>
    <message>
        <source>Ask before a match stops counting</source>
        <translation>Fragen, bevor eine Partie nicht mehr zählt</translation>
    </message>
    <message>
        <source>Taking a move back makes the match practice: it no longer counts in the statistics. Undo asks first, once per match.</source>
        <translation>Ein zurückgenommener Zug macht die Partie zur Übung: Sie zählt dann nicht mehr in der Statistik. Zurücknehmen fragt vorher, einmal pro Partie.</translation>
    </message>
    <message>
        <source>How loud the table&apos;s sounds are; View &gt; Sound (M) turns them off.</source>
        <translation>Wie laut die Geräusche des Tisches sind; Ansicht &gt; Ton (M) schaltet sie aus.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>Only one legal move</source>
        <translation>Nur ein erlaubter Zug</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>Undo in hot-seat matches</source>
        <translation>Zurücknehmen im Mehrspieler an einem Gerät</translation>
    </message>
    <message>
        <source>Hints in hot-seat matches</source>
        <translation>Tipps im Mehrspieler an einem Gerät</translation>
    </message>
</context>
<context>
    <name>SevenUpTable</name>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Deal three more cards to everyone and turn up a new card, until a different suit comes: that is trump. Then everyone discards down to six.</source>
        <translation>Jedem drei Karten mehr geben und eine neue Karte aufdecken, bis eine andere Farbe kommt: Sie ist Trumpf. Danach legen alle auf sechs Karten ab.</translation>
    </message>
    <message>
        <source>Put the selected card out of play.</source>
        <translation>Die gewählte Karte aus dem Spiel legen.</translation>
    </message>
    <message>
        <source>Play the selected card to the trick.</source>
        <translation>Die gewählte Karte in den Stich spielen.</translation>
    </message>
    <message>
        <source>Discard %1 (or double-click a card).</source>
        <translation>%1 ablegen (oder eine Karte doppelklicken).</translation>
    </message>
    <message>
        <source>Play %1 (or double-click a card).</source>
        <translation>%1 spielen (oder eine Karte doppelklicken).</translation>
    </message>
    <message>
        <source>Trump: %1 %2</source>
        <translation>Trumpf: %1 %2</translation>
    </message>
    <message>
        <source>Proposed: %1 %2</source>
        <translation>Vorgeschlagen: %1 %2</translation>
    </message>
    <message>
        <source>Not trump</source>
        <translation>Kein Trumpf</translation>
    </message>
    <message>
        <source>Last trick: %1</source>
        <translation>Letzter Stich: %1</translation>
    </message>
    <message>
        <source>%1 took it</source>
        <translation>%1 hat ihn gewonnen</translation>
    </message>
    <message numerus="yes">
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n Pkt.</numerusform>
            <numerusform>%n Pkt.</numerusform>
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
        <translation>Geber</translation>
    </message>
    <message>
        <source>Hand %1 · first to %2</source>
        <translation>Runde %1 · bis %2</translation>
    </message>
    <message>
        <source>trump %1</source>
        <translation>Trumpf %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>decided before play</source>
        <translation>vor dem Spiel entschieden</translation>
    </message>
    <message>
        <source>High %1, Low %2, Jack %3, Game %4</source>
        <translation>High %1, Low %2, Jack %3, Game %4</translation>
    </message>
    <message>
        <source>only the winner records: %1</source>
        <translation>nur der Gewinner schreibt an: %1</translation>
    </message>
    <message>
        <source>Card points are tied at %1: nobody takes Game (option: Tie for Game).</source>
        <translation>Gleich viele Kartenpunkte (%1): Niemand bekommt Game (Option „Gleichstand bei Game“).</translation>
    </message>
    <message>
        <source>Card points are tied at %1: Game goes to %2, the tied player who comes first after the dealer.</source>
        <translation>Gleich viele Kartenpunkte (%1): Game geht an %2, den ersten der Gleichauf-Liegenden nach dem Geber.</translation>
    </message>
    <message>
        <source>Card points are tied at %1: Game goes to %2, the side without the dealer.</source>
        <translation>Gleich viele Kartenpunkte (%1): Game geht an %2, die Partei ohne den Geber.</translation>
    </message>
    <message>
        <source>%1 took no tricks.</source>
        <translation>%1: kein Stich.</translation>
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
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Every point counts, so each side records the points it took: %1.</source>
        <translation>Jeder Punkt zählt, also schreibt jede Partei ihre Punkte an: %1.</translation>
    </message>
    <message>
        <source>Every point counts, one at a time in the order High, Low, Jack, Game: %1.</source>
        <translation>Jeder Punkt zählt, einer nach dem anderen in der Reihenfolge High, Low, Jack, Game: %1.</translation>
    </message>
    <message>
        <source>%1 brought %2 to %3 and ended the game there, so %4 did not count.</source>
        <translation>%1 brachte %2 auf %3 und beendete damit die Partie, also zählten %4 nicht mehr.</translation>
    </message>
    <message>
        <source>a tie, decided by the higher point (High, Low, Jack, Game)</source>
        <translation>Gleichstand, entschieden durch den höheren Punkt (High, Low, Jack, Game)</translation>
    </message>
    <message>
        <source>Nobody took a point, so nobody records anything.</source>
        <translation>Niemand hat einen Punkt gemacht, also schreibt niemand etwas an.</translation>
    </message>
    <message>
        <source>the elder hand refused twice</source>
        <translation>Vorhand hat zweimal abgelehnt</translation>
    </message>
    <message>
        <source>given by the dealer to keep the trump</source>
        <translation>vom Geber geschenkt, damit der Trumpf bleibt</translation>
    </message>
    <message>
        <source>the turned-up jack</source>
        <translation>der aufgedeckte Bube</translation>
    </message>
    <message>
        <source>Before play %1 recorded %2: %3.</source>
        <translation>Vor dem Spiel angeschrieben für %1: %2 (%3).</translation>
    </message>
    <message>
        <source>%1 accepted the trump when the dealer asked and won the hand: 1 bonus point more.</source>
        <translation>%1: Trumpf auf Aufforderung des Gebers angenommen und die Runde gewonnen: 1 Bonuspunkt mehr.</translation>
    </message>
    <message>
        <source>%1 accepted the trump when the dealer asked but did not take the most points: no bonus.</source>
        <translation>%1: Trumpf auf Aufforderung des Gebers angenommen, aber nicht die meisten Punkte gemacht: kein Bonus.</translation>
    </message>
    <message>
        <source>%1 accepted the trump when the dealer asked but did not win the hand: no bonus.</source>
        <translation>%1: Trumpf auf Aufforderung des Gebers angenommen, aber die Runde nicht gewonnen: kein Bonus.</translation>
    </message>
    <message>
        <source>Hand %1 is over</source>
        <translation>Runde %1 ist vorbei</translation>
    </message>
    <message>
        <source>Game points recorded in each hand, and the score.</source>
        <translation>Die Gewinnpunkte jeder Runde und der Stand.</translation>
    </message>
    <message>
        <source>H%1</source>
        <translation>R%1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>The game was decided before this hand was played.</source>
        <translation>Die Partie war entschieden, bevor diese Runde gespielt wurde.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>&amp;Stand</source>
        <translation>&amp;Stehen</translation>
    </message>
    <message>
        <source>&amp;Beg</source>
        <translation>&amp;Betteln</translation>
    </message>
    <message>
        <source>&amp;Refuse again</source>
        <translation>Erneut &amp;ablehnen</translation>
    </message>
    <message>
        <source>&amp;Accept trump</source>
        <translation>&amp;Trumpf annehmen</translation>
    </message>
    <message>
        <source>&amp;Refuse</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message>
        <source>As&amp;k the elder hand</source>
        <translation>&amp;Vorhand auffordern</translation>
    </message>
    <message>
        <source>&amp;Give a point</source>
        <translation>Einen &amp;Punkt schenken</translation>
    </message>
    <message>
        <source>Ru&amp;n the cards</source>
        <translation>&amp;Nachteilen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>Ab&amp;legen</translation>
    </message>
    <message>
        <source>&amp;Play card</source>
        <translation>&amp;Karte spielen</translation>
    </message>
    <message>
        <source>Keep the turned-up suit as trump and play the hand.</source>
        <translation>Die aufgedeckte Farbe als Trumpf behalten und die Runde spielen.</translation>
    </message>
    <message>
        <source>Ask the dealer for a point: the dealer gives your side one and the trump stays, or runs the cards for a new trump.</source>
        <translation>Den Geber um einen Punkt bitten: Er schenkt deiner Partei einen und der Trumpf bleibt, oder er teilt für einen neuen Trumpf nach.</translation>
    </message>
    <message>
        <source>Play this hand with the turned-up suit as trump. If the dealer asked you, your side scores a point more if it wins the hand.</source>
        <translation>Diese Runde mit der aufgedeckten Farbe als Trumpf spielen. Hat der Geber dich aufgefordert, bekommt deine Partei einen Punkt mehr, wenn sie die Runde gewinnt.</translation>
    </message>
    <message>
        <source>Do not take this trump. Refused a second time, the dealer&apos;s side scores a point and the cards are run.</source>
        <translation>Diesen Trumpf nicht nehmen. Beim zweiten Ablehnen bekommt die Partei des Gebers einen Punkt, und es wird nachgeteilt.</translation>
    </message>
    <message>
        <source>Ask the elder hand once more to accept the trump; refusing again gives your side a point.</source>
        <translation>Vorhand noch einmal auffordern, den Trumpf anzunehmen; lehnt sie wieder ab, bekommt deine Partei einen Punkt.</translation>
    </message>
    <message>
        <source>Keep the trump: the elder hand&apos;s side (with three players, each other player) scores a point.</source>
        <translation>Den Trumpf behalten: Die Partei der Vorhand (bei drei Spielern jeder andere Spieler) bekommt einen Punkt.</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>%1 gewinnen!</translation>
    </message>
    <message>
        <source>High %1: %2 · Low %3: %4 · Jack: %5 · Game: %6</source>
        <translation>High %1: %2 · Low %3: %4 · Jack: %5 · Game: %6</translation>
    </message>
    <message>
        <source>Card points: %1</source>
        <translation>Augen: %1</translation>
    </message>
    <message>
        <source>the most points</source>
        <translation>den meisten Punkten</translation>
    </message>
    <message>
        <source>a tie, which goes to the non-dealer side</source>
        <translation>Gleichstand, der an die Partei gegen den Geber geht</translation>
    </message>
    <message>
        <source>Score: %1 (first to %2)</source>
        <translation>Stand: %1 (wer zuerst %2 hat)</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nächste Runde</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1: %n Karte</numerusform>
            <numerusform>%1: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n hand(s).</source>
        <translation>
            <numerusform>Die Partie ist nach %n Runde vorbei.</numerusform>
            <numerusform>Die Partie ist nach %n Runden vorbei.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 took %n card(s); those with card points: %2</source>
        <translation>
            <numerusform>%1: %n Karte genommen, mit Kartenpunkten: %2</numerusform>
            <numerusform>%1: %n Karten genommen, davon mit Kartenpunkten: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 took %n card(s), none with card points</source>
        <translation>
            <numerusform>%1: %n Karte genommen, ohne Kartenpunkte</numerusform>
            <numerusform>%1: %n Karten genommen, keine mit Kartenpunkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 win the hand with %n point(s) (%2) and record %3.</source>
        <translation>
            <numerusform>%1 gewinnen die Runde mit %n Punkt (%2) und schreiben %3 an.</numerusform>
            <numerusform>%1 gewinnen die Runde mit %n Punkten (%2) und schreiben %3 an.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the hand with %n point(s) (%2) and records %3.</source>
        <translation>
            <numerusform>%1 gewinnt die Runde mit %n Punkt (%2) und schreibt %3 an.</numerusform>
            <numerusform>%1 gewinnt die Runde mit %n Punkten (%2) und schreibt %3 an.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Scores</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>person</source>
        <translation>Mensch</translation>
    </message>
</context>
<context>
    <name>Speeds</name>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Beste Serie</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Bester Punktestand</translation>
    </message>
    <message>
        <source>With hints</source>
        <translation>Mit Tipps</translation>
    </message>
    <message>
        <source>Matches played / won in which this player asked the coach for a hint (they count)</source>
        <translation>Gespielte / gewonnene Partien, in denen diese Person den Trainer um einen Tipp bat (sie zählen mit)</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Gegen</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Matches in which a move was taken back are practice and are not counted. Matches with hints count, and are shown apart too.</source>
        <translation>Partien, in denen ein Zug zurückgenommen wurde, sind Übung und zählen nicht. Partien mit Tipps zählen und werden zusätzlich eigens gezeigt.</translation>
    </message>
    <message>
        <source>Reset this game…</source>
        <translation>Dieses Spiel zurücksetzen…</translation>
    </message>
    <message>
        <source>Reset all…</source>
        <translation>Alles zurücksetzen…</translation>
    </message>
    <message>
        <source>No counted match of this game yet: the matches below were practice (a move was taken back), and practice does not count.</source>
        <translation>Noch keine gezählte Partie dieses Spiels: Die Partien unten waren Übung (ein Zug wurde zurückgenommen), und Übung zählt nicht.</translation>
    </message>
    <message>
        <source>No counted match of this game since its statistics were reset; the match history below still lists the last matches.</source>
        <translation>Keine gezählte Partie dieses Spiels, seit seine Statistik zurückgesetzt wurde; der Partienverlauf unten nennt noch die letzten Partien.</translation>
    </message>
    <message>
        <source>No finished matches of this game yet.</source>
        <translation>Noch keine beendeten Partien dieses Spiels.</translation>
    </message>
    <message>
        <source>The last matches (match history), by opponents</source>
        <translation>Die letzten Partien (vergangene Partien), nach Gegnern</translation>
    </message>
    <message>
        <source>bots: %1</source>
        <translation>Bots: %1</translation>
    </message>
    <message>
        <source>people only</source>
        <translation>nur Menschen</translation>
    </message>
    <message>
        <source>Win rate (%) after each counted match, oldest first</source>
        <translation>Siegquote (%) nach jeder gezählten Partie, die älteste zuerst</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Delete the statistics of every game? This cannot be undone.</source>
        <translation>Die Statistik aller Spiele löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Delete the statistics of %1? This cannot be undone.</source>
        <translation>Die Statistik von %1 löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Die Statistik konnte nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>StraightUpTable</name>
    <message>
        <source>&amp;Strike %1&apos;s %2 with %3</source>
        <translation>%2 von %1 mit %3 &amp;schlagen</translation>
    </message>
    <message>
        <source>&amp;Strike the %1 with %2</source>
        <translation>%1 mit %2 &amp;schlagen</translation>
    </message>
    <message>
        <source>&amp;Buy</source>
        <translation>&amp;Kaufen</translation>
    </message>
    <message>
        <source>&amp;Remove from the game</source>
        <translation>&amp;Aus dem Spiel nehmen</translation>
    </message>
    <message>
        <source>P&amp;lace in a straight</source>
        <translation>&amp;In eine Straße legen</translation>
    </message>
    <message>
        <source>&amp;Strike</source>
        <translation>&amp;Schlagen</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <source>Place %1: start a straight</source>
        <translation>%1 auslegen: neue Straße</translation>
    </message>
    <message>
        <source>Place %1 on %2</source>
        <translation>%1 an %2 legen</translation>
    </message>
    <message>
        <source>%1 (straight %2)</source>
        <translation>%1 (Straße %2)</translation>
    </message>
    <message>
        <source>Buy the selected market card with all the money in your hand; it goes onto your discard pile. No change is given.</source>
        <translation>Die gewählte Marktkarte mit dem ganzen Geld deiner Hand kaufen; sie kommt auf deinen Ablagestapel. Wechselgeld gibt es nicht.</translation>
    </message>
    <message>
        <source>Put the selected starting card (2, 3 or 4) out of the game for good.</source>
        <translation>Die gewählte Startkarte (2, 3 oder 4) für immer aus dem Spiel nehmen.</translation>
    </message>
    <message>
        <source>Lay the selected goal card out: a J starts a straight (two at most), Q goes on J, K on J-Q, A on J-Q-K.</source>
        <translation>Die gewählte Zielkarte auslegen: Ein J beginnt eine Straße (höchstens zwei), Q kommt auf J, K auf J-Q, A auf J-Q-K.</translation>
    </message>
    <message>
        <source>Once per game: beat the top card of an opponent&apos;s straight with a higher goal card. Both cards go to their owners&apos; discard piles and your joker is put away.</source>
        <translation>Einmal pro Partie: die oberste Karte einer gegnerischen Straße mit einer höheren Zielkarte schlagen. Beide Karten kommen auf die Ablagestapel ihrer Besitzer, dein Joker wird weggelegt.</translation>
    </message>
    <message>
        <source>Do nothing this turn.</source>
        <translation>In diesem Zug nichts tun.</translation>
    </message>
    <message>
        <source>Your hand gives %1. Pick a card to buy, remove, place or strike with.</source>
        <translation>Deine Hand bringt %1. Wähle eine Karte zum Kaufen, Entfernen, Auslegen oder Schlagen.</translation>
    </message>
    <message>
        <source>Buy %1 for %2 (your hand gives %3).</source>
        <translation>%1 für %2 kaufen (deine Hand bringt %3).</translation>
    </message>
    <message>
        <source>Remove %1 from the game (or double-click it).</source>
        <translation>%1 aus dem Spiel nehmen (oder doppelt anklicken).</translation>
    </message>
    <message>
        <source>Pick the top card of an opponent&apos;s straight to strike with %1.</source>
        <translation>Wähle die oberste Karte einer gegnerischen Straße, um sie mit %1 zu schlagen.</translation>
    </message>
    <message>
        <source>Start a new straight with J</source>
        <translation>Mit J eine neue Straße beginnen</translation>
    </message>
    <message>
        <source>Put %1 on your straight %2</source>
        <translation>%1 an deine Straße %2 legen</translation>
    </message>
    <message>
        <source>%1 (or double-click it), or pick an outlined straight to strike.</source>
        <translation>%1 (oder doppelt anklicken) oder eine markierte Straße zum Schlagen wählen.</translation>
    </message>
    <message>
        <source>%1 (or double-click it).</source>
        <translation>%1 (oder doppelt anklicken).</translation>
    </message>
    <message>
        <source>Strike the %1 on top of the straight %2 with %3: both go to their owners&apos; discard piles, and your joker is put away.</source>
        <translation>Die %1 oben auf der Straße %2 mit %3 schlagen: Beide kommen auf die Ablagestapel ihrer Besitzer, und dein Joker wird weggelegt.</translation>
    </message>
    <message>
        <source>Strike with %1.</source>
        <translation>Mit %1 schlagen.</translation>
    </message>
    <message>
        <source>Market: the price is under each card</source>
        <translation>Markt: Der Preis steht unter jeder Karte</translation>
    </message>
    <message>
        <source>The market is empty.</source>
        <translation>Der Markt ist leer.</translation>
    </message>
    <message>
        <source>Market deck: %1</source>
        <translation>Marktdeck: %1</translation>
    </message>
    <message>
        <source>Market discard: %1</source>
        <translation>Marktablage: %1</translation>
    </message>
    <message>
        <source>Removed: %1</source>
        <translation>Entfernt: %1</translation>
    </message>
    <message>
        <source>Strikes used</source>
        <translation>Genutzte Schläge</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard: %1</source>
        <translation>Ablage: %1</translation>
    </message>
    <message>
        <source>Your hand gives %1</source>
        <translation>Deine Hand bringt %1</translation>
    </message>
    <message>
        <source>Market discard</source>
        <translation>Marktablage</translation>
    </message>
    <message>
        <source>Market cards put aside when nobody bought in a round; they are shuffled into a new market deck when it runs out.</source>
        <translation>Marktkarten, die beiseitegelegt wurden, weil in einer Runde niemand kaufte; sie werden zu einem neuen Marktdeck gemischt, wenn es leer ist.</translation>
    </message>
    <message>
        <source>Removed cards</source>
        <translation>Entfernte Karten</translation>
    </message>
    <message>
        <source>Starting cards removed from the game for good.</source>
        <translation>Startkarten, die endgültig aus dem Spiel genommen wurden.</translation>
    </message>
    <message>
        <source>Removed by each player: %1.</source>
        <translation>Von jedem entfernt: %1.</translation>
    </message>
    <message>
        <source>Your draw pile</source>
        <translation>Dein Nachziehstapel</translation>
    </message>
    <message>
        <source>All your cards</source>
        <translation>Alle deine Karten</translation>
    </message>
    <message>
        <source>Your draw pile, hand, discard pile and straights together.</source>
        <translation>Nachziehstapel, Hand, Ablagestapel und Straßen zusammen.</translation>
    </message>
    <message>
        <source>strike ready</source>
        <translation>Schlag bereit</translation>
    </message>
    <message>
        <source>strike used</source>
        <translation>Schlag genutzt</translation>
    </message>
    <message>
        <source>starts</source>
        <translation>beginnt</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Straights</source>
        <translation>Straßen</translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>Kein Sieger</translation>
    </message>
    <message>
        <source>Each player&apos;s straights and the goal cards they own.</source>
        <translation>Die Straßen aller und die Zielkarten, die sie besitzen.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>%1 completed the straight J-Q-K-A in round %2.</source>
        <translation>%1 hat in Runde %2 die Straße J-Q-K-A vollendet.</translation>
    </message>
    <message>
        <source>%1 owns every %2 in the game (all %3 copies) and wins in round %4.</source>
        <translation>%1 besitzt alle %3 Karten %2 im Spiel und gewinnt in Runde %4.</translation>
    </message>
    <message>
        <source>Nobody completed a straight within the round limit of %1 rounds, so the game ends without a winner. (The limit is not a rule of the game; it is set in the new-game dialog.)</source>
        <translation>Niemand hat innerhalb des Rundenlimits von %1 Runden eine Straße vollendet, deshalb endet die Partie ohne Sieger. (Das Limit ist keine Spielregel; es wird im Dialog „Neues Spiel“ eingestellt.)</translation>
    </message>
    <message>
        <source>The goal cards are spread so that nobody can ever complete a straight or own every copy of a rank, so the game ends without a winner.</source>
        <translation>Die Zielkarten sind so verteilt, dass niemand mehr eine Straße vollenden oder alle Karten eines Rangs besitzen kann; deshalb endet die Partie ohne Sieger.</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), listed by rank: the order in which you draw them stays hidden.</source>
        <translation>
            <numerusform>%n Karte, nach Rang geordnet: In welcher Reihenfolge du ziehst, bleibt verborgen.</numerusform>
            <numerusform>%n Karten, nach Rang geordnet: In welcher Reihenfolge du ziehst, bleibt verborgen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SummaryOverlay</name>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Geteilter Sieg: %1</translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>Runde %1 ist vorbei</translation>
    </message>
    <message>
        <source>Points of this round and totals so far.</source>
        <translation>Punkte dieser Runde und Gesamtstand bisher.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>R%1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>Replay the match</source>
        <translation>Partie ansehen</translation>
    </message>
    <message>
        <source>Look back</source>
        <translation>Zurückblicken</translation>
    </message>
    <message>
        <source>Every move again, from the first deal, with every hand face up</source>
        <translation>Jeder Zug noch einmal, vom ersten Austeilen an, mit allen Karten offen</translation>
    </message>
    <message>
        <source>Step back through this round, as you saw it</source>
        <translation>Diese Runde Schritt für Schritt zurückgehen, so wie du sie gesehen hast</translation>
    </message>
    <message numerus="yes">
        <source>The match is over after %n round(s).</source>
        <translation>
            <numerusform>Die Partie ist nach %n Runde vorbei.</numerusform>
            <numerusform>Die Partie ist nach %n Runden vorbei.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableCodeDialog</name>
    <message>
        <source>Your table is open</source>
        <translation>Dein Tisch ist offen</translation>
    </message>
    <message>
        <source>Give your friends the address and the code: they choose Game &gt; Play online…</source>
        <translation>Gib deinen Freunden Adresse und Code: Sie wählen Spiel &gt; Online spielen…</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>This computer shows no network: only players on this computer can join.</source>
        <translation>Dieser Computer zeigt kein Netzwerk: Nur Spieler an diesem Computer können sich setzen.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Card Table: address %1, code %2</source>
        <translation>Kartentisch: Adresse %1, Code %2</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Takes the trick</source>
        <translation>Gewinnt den Stich</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <source>No pause</source>
        <translation>Ohne Pause</translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation>Zügig</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>Each deck&apos;s own</source>
        <translation>Passend zum Kartenspiel</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Blaues Gitter</translation>
    </message>
    <message>
        <source>Red lattice</source>
        <translation>Rotes Gitter</translation>
    </message>
    <message>
        <source>Green lattice</source>
        <translation>Grünes Gitter</translation>
    </message>
    <message>
        <source>Sunburst</source>
        <translation>Sonnenstrahlen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <source>Bots&apos; &amp;pace</source>
        <translation>&amp;Tempo der Bots</translation>
    </message>
    <message>
        <source>Table &amp;colour</source>
        <translation>Tisch&amp;farbe</translation>
    </message>
    <message>
        <source>Card &amp;backs</source>
        <translation>Karten&amp;rücken</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>T&amp;on</translation>
    </message>
    <message>
        <source>Sound on or off (M); the volume is in Preferences</source>
        <translation>Ton an oder aus (M); die Lautstärke steht in den Einstellungen</translation>
    </message>
    <message>
        <source>A bot waits %1 ms before its move.</source>
        <translation>Ein Bot wartet %1 ms vor seinem Zug.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome</source>
        <translation>Willkommen</translation>
    </message>
    <message>
        <source>Welcome to Card Table</source>
        <translation>Willkommen am Kartentisch</translation>
    </message>
    <message>
        <source>Choose your language, a game and how many sit at the table. You play against computer players; friends at this computer and every option are under More choices, and later under Game &gt; New game.</source>
        <translation>Wähle deine Sprache, ein Spiel und wie viele am Tisch sitzen. Du spielst gegen Computerspieler; Freunde an diesem Computer und alle Optionen findest du unter Mehr Auswahl und später unter Spiel &gt; Neues Spiel.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>&amp;Players at the table (you and bots)</source>
        <translation>S&amp;pieler am Tisch (du und Bots)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;More choices…</source>
        <translation>&amp;Mehr Auswahl…</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>diese Hilfe zeigen und beenden</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>die Version des Programms zeigen und beenden</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>unbekannte Argumente: %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>erwartet einen Wert</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>Argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ungültige Wahl: %(value)r (zur Wahl: %(choices)s)</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ungültiger %(type)s-Wert: %(value)r</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>mehrdeutige Option: %(option)s passt zu %(matches)s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>ignoriertes Argument %r</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>An empty chat line.</source>
        <extracomment>(no key)</extracomment>
        <translation>Eine leere Chatzeile.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <extracomment>(no key)</extracomment>
        <translation>Jeder Platz an diesem Tisch ist besetzt.</translation>
    </message>
    <message>
        <source>Messages are JSON text, not binary.</source>
        <extracomment>(no key)</extracomment>
        <translation>Nachrichten sind JSON-Text, keine Binärdaten.</translation>
    </message>
    <message>
        <source>No undo waits for your answer.</source>
        <extracomment>(no key)</extracomment>
        <translation>Keine Rücknahme wartet auf deine Antwort.</translation>
    </message>
    <message>
        <source>Onlookers do not play.</source>
        <extracomment>(no key)</extracomment>
        <translation>Zuschauer spielen nicht mit.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <extracomment>(no key), ui.illegal.not_your_turn</extracomment>
        <translation>Bitte warte: Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>Say hello first.</source>
        <extracomment>(no key)</extracomment>
        <translation>Zuerst bitte Hallo sagen.</translation>
    </message>
    <message>
        <source>Seat {seat} is not a free seat for a person.</source>
        <extracomment>(no key)</extracomment>
        <translation>Platz {seat} ist kein freier Platz für eine Person.</translation>
    </message>
    <message>
        <source>Sit down at a table first.</source>
        <extracomment>(no key)</extracomment>
        <translation>Setz dich zuerst an einen Tisch.</translation>
    </message>
    <message>
        <source>That is no message of this protocol ({problem}).</source>
        <extracomment>(no key)</extracomment>
        <translation>Das ist keine Nachricht dieses Protokolls ({problem}).</translation>
    </message>
    <message>
        <source>That is no move of this game.</source>
        <extracomment>(no key)</extracomment>
        <translation>Das ist kein Zug dieses Spiels.</translation>
    </message>
    <message>
        <source>That is not the token of this seat.</source>
        <extracomment>(no key)</extracomment>
        <translation>Das ist nicht der Schlüssel dieses Platzes.</translation>
    </message>
    <message>
        <source>That table&apos;s match is over.</source>
        <extracomment>(no key)</extracomment>
        <translation>Die Partie an diesem Tisch ist vorbei.</translation>
    </message>
    <message>
        <source>The match has moved on since (action {seq}).</source>
        <extracomment>(no key)</extracomment>
        <translation>Die Partie ist inzwischen weiter (Aktion {seq}).</translation>
    </message>
    <message>
        <source>The message is over {limit} bytes.</source>
        <extracomment>(no key)</extracomment>
        <translation>Die Nachricht ist länger als {limit} Bytes.</translation>
    </message>
    <message>
        <source>The server failed on its side; nothing changed.</source>
        <extracomment>(no key)</extracomment>
        <translation>Der Server hatte einen Fehler; nichts hat sich geändert.</translation>
    </message>
    <message>
        <source>The server has as many connections as it can take.</source>
        <extracomment>(no key)</extracomment>
        <translation>Der Server hat so viele Verbindungen, wie er annehmen kann.</translation>
    </message>
    <message>
        <source>The server holds as many tables as it can.</source>
        <extracomment>(no key)</extracomment>
        <translation>Der Server hat so viele Tische, wie er führen kann.</translation>
    </message>
    <message>
        <source>There is no table with that code.</source>
        <extracomment>(no key)</extracomment>
        <translation>Es gibt keinen Tisch mit diesem Code.</translation>
    </message>
    <message>
        <source>There is nothing to take back now.</source>
        <extracomment>(no key)</extracomment>
        <translation>Jetzt gibt es nichts zurückzunehmen.</translation>
    </message>
    <message>
        <source>This connection sits at a table already.</source>
        <extracomment>(no key)</extracomment>
        <translation>Diese Verbindung sitzt schon an einem Tisch.</translation>
    </message>
    <message>
        <source>This server speaks protocol {protocol}.</source>
        <extracomment>(no key)</extracomment>
        <translation>Dieser Server spricht Protokoll {protocol}.</translation>
    </message>
    <message>
        <source>This table allows no hints.</source>
        <extracomment>(no key)</extracomment>
        <translation>An diesem Tisch gibt es keine Tipps.</translation>
    </message>
    <message>
        <source>This table allows no onlookers.</source>
        <extracomment>(no key)</extracomment>
        <translation>An diesem Tisch sind keine Zuschauer erlaubt.</translation>
    </message>
    <message>
        <source>Too many messages: slow down.</source>
        <extracomment>(no key)</extracomment>
        <translation>Zu viele Nachrichten: bitte langsamer.</translation>
    </message>
    <message>
        <source>FTW?! by Friedemann Friese, published by 2F-Spiele.</source>
        <extracomment>FtwGame.credits</extracomment>
        <translation>FTW?! von Friedemann Friese, erschienen bei 2F-Spiele.</translation>
    </message>
    <message>
        <source>Shed your cards and keep one high card: play higher, take from the pile, or boost with helpers.</source>
        <extracomment>FtwGame.summary</extracomment>
        <translation>Werde deine Karten los und behalte eine hohe Karte: höher spielen, vom Stapel nehmen oder mit Hilfskarten nachhelfen.</translation>
    </message>
    <message>
        <source>Rounds in the match; by the rules, one per player.</source>
        <extracomment>FtwOptions.rounds.description</extracomment>
        <translation>Runden der Partie; laut Regeln eine pro Spieler.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <extracomment>FtwOptions.rounds.title</extracomment>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Karriere Poker, published by Heidelberger Spieleverlag (revised edition); after the Chinese climbing game Zheng Shangyou.</source>
        <extracomment>KarrierePokerGame.credits</extracomment>
        <translation>Karriere Poker, erschienen bei Heidelberger Spieleverlag (überarbeitete Neuauflage); nach dem chinesischen Kletterspiel Zheng Shangyou.</translation>
    </message>
    <message>
        <source>Climb the company ladder: beat the set on the table with as many cards of a higher number, and be the first to run out of cards.</source>
        <extracomment>KarrierePokerGame.summary</extracomment>
        <translation>Mach Karriere: Überbiete die Karten auf dem Tisch mit ebenso vielen Karten einer höheren Zahl und werde deine Karten als Erster los.</translation>
    </message>
    <message>
        <source>Games in the match when it ends after a number of games.</source>
        <extracomment>KarrierePokerOptions.games.description</extracomment>
        <translation>Spiele der Partie, wenn sie nach einer Anzahl Spiele endet.</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>KarrierePokerOptions.games.title</extracomment>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>An all-joker set can be raised by a later all-joker set of the same size.</source>
        <extracomment>KarrierePokerOptions.jokers_over_jokers.description</extracomment>
        <translation>Reine Joker können von gleich vielen später gespielten Jokern überboten werden.</translation>
    </message>
    <message>
        <source>Later jokers beat earlier jokers</source>
        <extracomment>KarrierePokerOptions.jokers_over_jokers.title</extracomment>
        <translation>Spätere Joker schlagen frühere Joker</translation>
    </message>
    <message>
        <source>Boss several times in a row</source>
        <extracomment>KarrierePokerOptions.match_end.choice.boss_streak</extracomment>
        <translation>Mehrmals hintereinander Boss</translation>
    </message>
    <message>
        <source>Dishwasher several times in a row</source>
        <extracomment>KarrierePokerOptions.match_end.choice.dishwasher_streak</extracomment>
        <translation>Mehrmals hintereinander Tellerwäscher</translation>
    </message>
    <message>
        <source>After a number of games</source>
        <extracomment>KarrierePokerOptions.match_end.choice.games</extracomment>
        <translation>Nach einer Anzahl Spiele</translation>
    </message>
    <message>
        <source>After a time limit</source>
        <extracomment>KarrierePokerOptions.match_end.choice.time_limit</extracomment>
        <translation>Nach einer Spielzeit</translation>
    </message>
    <message>
        <source>After a number of games, when someone is Boss or Dishwasher several times in a row, or after a time limit (checked between games).</source>
        <extracomment>KarrierePokerOptions.match_end.description</extracomment>
        <translation>Nach einer Anzahl Spiele, wenn jemand mehrmals hintereinander Boss oder Tellerwäscher wird, oder nach einer Spielzeit (geprüft zwischen den Spielen).</translation>
    </message>
    <message>
        <source>Match ends</source>
        <extracomment>KarrierePokerOptions.match_end.title</extracomment>
        <translation>Die Partie endet</translation>
    </message>
    <message>
        <source>A cap on the games of a streak or time-limit match.</source>
        <extracomment>KarrierePokerOptions.max_games.description</extracomment>
        <translation>Höchstzahl der Spiele einer Partie mit Serie oder Spielzeit.</translation>
    </message>
    <message>
        <source>Most games</source>
        <extracomment>KarrierePokerOptions.max_games.title</extracomment>
        <translation>Höchstens Spiele</translation>
    </message>
    <message>
        <source>One lap (as in the rules)</source>
        <extracomment>KarrierePokerOptions.round_rule.choice.one_lap</extracomment>
        <translation>Einmal herum (wie in der Regel)</translation>
    </message>
    <message>
        <source>Until everyone passes</source>
        <extracomment>KarrierePokerOptions.round_rule.choice.until_all_pass</extracomment>
        <translation>Bis alle passen</translation>
    </message>
    <message>
        <source>One lap, as the rules say; or the classic round that goes on until everyone passes.</source>
        <extracomment>KarrierePokerOptions.round_rule.description</extracomment>
        <translation>Eine Runde um den Tisch, wie in der Regel; oder klassisch weiter, bis alle passen.</translation>
    </message>
    <message>
        <source>Poker round</source>
        <extracomment>KarrierePokerOptions.round_rule.title</extracomment>
        <translation>Pokerrunde</translation>
    </message>
    <message>
        <source>Games in a row as Boss or Dishwasher that end the match.</source>
        <extracomment>KarrierePokerOptions.streak.description</extracomment>
        <translation>So viele Spiele hintereinander als Boss oder Tellerwäscher beenden die Partie.</translation>
    </message>
    <message>
        <source>Streak</source>
        <extracomment>KarrierePokerOptions.streak.title</extracomment>
        <translation>Serie</translation>
    </message>
    <message>
        <source>Playing time before the match ends with the running game.</source>
        <extracomment>KarrierePokerOptions.time_limit_minutes.description</extracomment>
        <translation>Spielzeit, nach der die Partie mit dem laufenden Spiel endet.</translation>
    </message>
    <message>
        <source>Time limit (minutes)</source>
        <extracomment>KarrierePokerOptions.time_limit_minutes.title</extracomment>
        <translation>Spielzeit (Minuten)</translation>
    </message>
    <message>
        <source>As in the rules sheet</source>
        <extracomment>PRESETS</extracomment>
        <translation>Wie im Regelblatt</translation>
    </message>
    <message>
        <source>Traditional All Fours</source>
        <extracomment>PRESETS</extracomment>
        <translation>Traditionelles All Fours</translation>
    </message>
    <message>
        <source>Seven-up is a traditional game of the All Fours family, from England and America.</source>
        <extracomment>SevenUpGame.credits</extracomment>
        <translation>Seven-up ist ein traditionelles Spiel der All-Fours-Familie aus England und Amerika.</translation>
    </message>
    <message>
        <source>Make the trump, then take High, Low, Jack and Game in six tricks; first to seven wins.</source>
        <extracomment>SevenUpGame.summary</extracomment>
        <translation>Bestimme den Trumpf und hole in sechs Stichen High, Low, Jack und Game; wer zuerst sieben hat, gewinnt.</translation>
    </message>
    <message>
        <source>Points recorded before a hand is bunched stay.</source>
        <extracomment>SevenUpOptions.bunch_keeps_points.description</extracomment>
        <translation>Punkte, die vor einer eingeworfenen Runde notiert wurden, bleiben.</translation>
    </message>
    <message>
        <source>Bunched hands keep points</source>
        <extracomment>SevenUpOptions.bunch_keeps_points.title</extracomment>
        <translation>Eingeworfene Runden behalten Punkte</translation>
    </message>
    <message>
        <source>As literally written</source>
        <extracomment>SevenUpOptions.count_tie.choice.literal</extracomment>
        <translation>Wörtlich wie im Regelblatt</translation>
    </message>
    <message>
        <source>The higher point decides</source>
        <extracomment>SevenUpOptions.count_tie.choice.precedence</extracomment>
        <translation>Der höhere Punkt entscheidet</translation>
    </message>
    <message>
        <source>Who wins a tie on hand points: the higher point (High, Low, Jack, Game) decides; or only a 2-2 tie goes by the higher point, any other to the non-dealer side.</source>
        <extracomment>SevenUpOptions.count_tie.description</extracomment>
        <translation>Wer bei Gleichstand die Runde gewinnt: Der höhere Punkt (High, Low, Jack, Game) entscheidet; oder nur ein 2:2 nach dem höheren Punkt, jeder andere Gleichstand für die Partei gegen den Geber.</translation>
    </message>
    <message>
        <source>Tied hands</source>
        <extracomment>SevenUpOptions.count_tie.title</extracomment>
        <translation>Gleichstand in der Runde</translation>
    </message>
    <message>
        <source>Follow suit, else trump (rules sheet)</source>
        <extracomment>SevenUpOptions.follow.choice.follow_else_trump</extracomment>
        <translation>Bedienen, sonst trumpfen (Regelblatt)</translation>
    </message>
    <message>
        <source>Follow suit or trump at will</source>
        <extracomment>SevenUpOptions.follow.choice.follow_or_trump</extracomment>
        <translation>Bedienen oder nach Belieben trumpfen</translation>
    </message>
    <message>
        <source>Must follow suit, else trump; or trump at will even when able to follow.</source>
        <extracomment>SevenUpOptions.follow.description</extracomment>
        <translation>Bedienen, sonst trumpfen; oder trumpfen nach Belieben, auch wenn man bedienen könnte.</translation>
    </message>
    <message>
        <source>Following</source>
        <extracomment>SevenUpOptions.follow.title</extracomment>
        <translation>Bedienen</translation>
    </message>
    <message>
        <source>Non-dealer side takes it</source>
        <extracomment>SevenUpOptions.game_point_tie.choice.elder</extracomment>
        <translation>Die Partei gegen den Geber bekommt ihn</translation>
    </message>
    <message>
        <source>Nobody takes it</source>
        <extracomment>SevenUpOptions.game_point_tie.choice.none</extracomment>
        <translation>Niemand bekommt ihn</translation>
    </message>
    <message>
        <source>Equal card points: the non-dealer side takes Game; or nobody does.</source>
        <extracomment>SevenUpOptions.game_point_tie.description</extracomment>
        <translation>Gleich viele Augen: Die Partei gegen den Geber bekommt Game; oder niemand.</translation>
    </message>
    <message>
        <source>Tie for Game</source>
        <extracomment>SevenUpOptions.game_point_tie.title</extracomment>
        <translation>Gleichstand bei Game</translation>
    </message>
    <message>
        <source>Every point counts</source>
        <extracomment>SevenUpOptions.hand_scoring.choice.independent</extracomment>
        <translation>Jeder Punkt zählt</translation>
    </message>
    <message>
        <source>Winner takes all (rules sheet)</source>
        <extracomment>SevenUpOptions.hand_scoring.choice.winner_takes_all</extracomment>
        <translation>Der Gewinner bekommt alles (Regelblatt)</translation>
    </message>
    <message>
        <source>Only the side with the most hand points scores; or every point to whoever earns it.</source>
        <extracomment>SevenUpOptions.hand_scoring.description</extracomment>
        <translation>Nur die Partei mit den meisten Punkten der Runde schreibt auf; oder jeder Punkt für den, der ihn holt.</translation>
    </message>
    <message>
        <source>Hand scoring</source>
        <extracomment>SevenUpOptions.hand_scoring.title</extracomment>
        <translation>Wertung der Runde</translation>
    </message>
    <message>
        <source>Highest and lowest trump in play</source>
        <extracomment>SevenUpOptions.high_low.choice.in_play</extracomment>
        <translation>Höchster und niedrigster Trumpf im Spiel</translation>
    </message>
    <message>
        <source>Trump ace and two only</source>
        <extracomment>SevenUpOptions.high_low.choice.literal_ace_two</extracomment>
        <translation>Nur Trumpf-Ass und Trumpf-Zwei</translation>
    </message>
    <message>
        <source>The highest and lowest trump in play; or only the trump ace and the trump two.</source>
        <extracomment>SevenUpOptions.high_low.description</extracomment>
        <translation>Der höchste und der niedrigste Trumpf im Spiel; oder nur Trumpf-Ass und Trumpf-Zwei.</translation>
    </message>
    <message>
        <source>High and Low</source>
        <extracomment>SevenUpOptions.high_low.title</extracomment>
        <translation>High und Low</translation>
    </message>
    <message>
        <source>Game points that win.</source>
        <extracomment>SevenUpOptions.target.description</extracomment>
        <translation>Gewinnpunkte, die die Partie gewinnen.</translation>
    </message>
    <message>
        <source>Target score</source>
        <extracomment>SevenUpOptions.target.title</extracomment>
        <translation>Zielpunktzahl</translation>
    </message>
    <message>
        <source>Accept, ask or run (rules sheet)</source>
        <extracomment>SevenUpOptions.trump_making.choice.seed</extracomment>
        <translation>Annehmen, auffordern oder nachteilen (Regelblatt)</translation>
    </message>
    <message>
        <source>Stand, beg, give one</source>
        <extracomment>SevenUpOptions.trump_making.choice.traditional</extracomment>
        <translation>Stehen, betteln, einen schenken</translation>
    </message>
    <message>
        <source>The rules sheet&apos;s accept, ask or run; or the traditional stand, beg and give one.</source>
        <extracomment>SevenUpOptions.trump_making.description</extracomment>
        <translation>Annehmen, auffordern oder nachteilen wie im Regelblatt; oder traditionell stehen, betteln und einen Punkt schenken.</translation>
    </message>
    <message>
        <source>Trump making</source>
        <extracomment>SevenUpOptions.trump_making.title</extracomment>
        <translation>Trumpf bestimmen</translation>
    </message>
    <message>
        <source>A jack turned up as trump gives the dealer&apos;s side a point.</source>
        <extracomment>SevenUpOptions.turned_jack_point.description</extracomment>
        <translation>Ein als Trumpf aufgedeckter Bube gibt der Partei des Gebers einen Punkt.</translation>
    </message>
    <message>
        <source>Turned-up jack scores</source>
        <extracomment>SevenUpOptions.turned_jack_point.title</extracomment>
        <translation>Aufgedeckter Bube zählt</translation>
    </message>
    <message>
        <source>Straight Up by Nico Reuter.</source>
        <extracomment>StraightUpGame.credits</extracomment>
        <translation>Straight Up von Nico Reuter.</translation>
    </message>
    <message>
        <source>Build your deck turn by turn: buy from a tight market, thin out your starting cards, and be the first to lay out J-Q-K-A.</source>
        <extracomment>StraightUpGame.summary</extracomment>
        <translation>Verbessere dein Deck Zug um Zug: Kaufe auf einem knappen Markt, wirf schwache Startkarten hinaus und lege als Erster J-Q-K-A aus.</translation>
    </message>
    <message>
        <source>Not a rule of the game: after this many rounds without a winner the match ends with no winner.</source>
        <extracomment>StraightUpOptions.round_cap.description</extracomment>
        <translation>Keine Spielregel: Nach so vielen Runden ohne Sieger endet die Partie ohne Sieger.</translation>
    </message>
    <message>
        <source>Round limit</source>
        <extracomment>StraightUpOptions.round_cap.title</extracomment>
        <translation>Rundenlimit</translation>
    </message>
    <message>
        <source>Not a rule of the game: the match ends with no winner as soon as no player can ever complete a straight or own every copy of a goal rank.</source>
        <extracomment>StraightUpOptions.stop_when_unwinnable.description</extracomment>
        <translation>Keine Spielregel: Die Partie endet ohne Sieger, sobald niemand mehr eine Straße vollenden oder alle Karten eines Zielrangs besitzen kann.</translation>
    </message>
    <message>
        <source>End when nobody can win</source>
        <extracomment>StraightUpOptions.stop_when_unwinnable.title</extracomment>
        <translation>Beenden, wenn niemand mehr gewinnen kann</translation>
    </message>
    <message>
        <source>Puts {card} on top against {next_seat} ({count} cards left): only {higher} cards you have not seen beat it.</source>
        <extracomment>ftw.coach.blocks</extracomment>
        <translation>Legt {card} oben auf gegen {next_seat} (noch {count} Karten): Nur {higher} Karten, die du nicht gesehen hast, sind höher.</translation>
    </message>
    <message>
        <source>Puts {card} on top against {next_seat} ({count} cards left): no card you have not seen beats it.</source>
        <extracomment>ftw.coach.blocks_all</extracomment>
        <translation>Legt {card} oben auf gegen {next_seat} (noch {count} Karten): Keine Karte, die du nicht gesehen hast, ist höher.</translation>
    </message>
    <message>
        <source>Puts {card} on top against {next_seat} ({count} cards left): only one card you have not seen beats it.</source>
        <extracomment>ftw.coach.blocks_one</extracomment>
        <translation>Legt {card} oben auf gegen {next_seat} (noch {count} Karten): Nur eine Karte, die du nicht gesehen hast, ist höher.</translation>
    </message>
    <message>
        <source>Beats {top} with the lowest card that does.</source>
        <extracomment>ftw.coach.cheapest</extracomment>
        <translation>Schlägt {top} mit der niedrigsten Karte, die das kann.</translation>
    </message>
    <message>
        <source>Empties the pile: {next_seat} ({count} cards left) may start it with any card.</source>
        <extracomment>ftw.coach.empty_for_next</extracomment>
        <translation>Leert den Stapel: {next_seat} (noch {count} Karten) darf ihn mit einer beliebigen Karte beginnen.</translation>
    </message>
    <message>
        <source>{card} becomes your first helper: option C opens up.</source>
        <extracomment>ftw.coach.first_helper</extracomment>
        <translation>{card} wird deine erste Hilfskarte: Damit steht dir Option C offen.</translation>
    </message>
    <message>
        <source>Leaves {card} on top for {next_seat} ({count} cards left): {higher} cards you have not seen beat it.</source>
        <extracomment>ftw.coach.gives_way</extracomment>
        <translation>Lässt {card} oben liegen für {next_seat} (noch {count} Karten): {higher} Karten, die du nicht gesehen hast, sind höher.</translation>
    </message>
    <message>
        <source>Leaves {card} on top for {next_seat} ({count} cards left): one card you have not seen beats it.</source>
        <extracomment>ftw.coach.gives_way_one</extracomment>
        <translation>Lässt {card} oben liegen für {next_seat} (noch {count} Karten): Eine Karte, die du nicht gesehen hast, ist höher.</translation>
    </message>
    <message>
        <source>Ends the round now with {card} as your last card: you score {card}.</source>
        <extracomment>ftw.coach.go_out</extracomment>
        <translation>Beendet die Runde jetzt mit {card} als letzter Karte: Du bekommst {card} Punkte.</translation>
    </message>
    <message>
        <source>Keeps your helpers {helpers} for later.</source>
        <extracomment>ftw.coach.keeps_helpers</extracomment>
        <translation>Behält deine Hilfskarten {helpers} für später.</translation>
    </message>
    <message>
        <source>{next_seat} ({count} cards left) holds a card you know beats {card}.</source>
        <extracomment>ftw.coach.next_holds_higher</extracomment>
        <translation>{next_seat} (noch {count} Karten) hat eine Karte, von der du weißt, dass sie {card} schlägt.</translation>
    </message>
    <message>
        <source>Passes your highest card, {card}, the one that scores, to {receiver_seat}.</source>
        <extracomment>ftw.coach.pass_highest</extracomment>
        <translation>Gibt deine höchste Karte {card} – die Karte, die zählt – an {receiver_seat} weiter.</translation>
    </message>
    <message>
        <source>Keeps your highest card, {card}.</source>
        <extracomment>ftw.coach.pass_keeps_high</extracomment>
        <translation>Behält deine höchste Karte, {card}.</translation>
    </message>
    <message>
        <source>Keeps your two highest cards, {second} and {card}.</source>
        <extracomment>ftw.coach.pass_keeps_two</extracomment>
        <translation>Behält deine beiden höchsten Karten, {second} und {card}.</translation>
    </message>
    <message>
        <source>Plays away your highest card, {card}, the one that scores.</source>
        <extracomment>ftw.coach.plays_highest</extracomment>
        <translation>Spielt deine höchste Karte {card} weg – die Karte, die zählt.</translation>
    </message>
    <message>
        <source>Starts the pile with your lowest card.</source>
        <extracomment>ftw.coach.starts_low</extracomment>
        <translation>Beginnt den Stapel mit deiner niedrigsten Karte.</translation>
    </message>
    <message>
        <source>Takes {take}: your new highest card, the one that scores.</source>
        <extracomment>ftw.coach.take_high</extracomment>
        <translation>Nimmt {take}: deine neue höchste Karte – die Karte, die zählt.</translation>
    </message>
    <message>
        <source>Swaps {card} for {take}, a lower card: the cards counting against you drop from {before} to {now}.</source>
        <extracomment>ftw.coach.take_low</extracomment>
        <translation>Tauscht {card} gegen die niedrigere {take}: Die Karten, die gegen dich zählen, sinken von {before} auf {now}.</translation>
    </message>
    <message>
        <source>Swaps {card} for {take}: the cards counting against you grow from {before} to {now}.</source>
        <extracomment>ftw.coach.take_more</extracomment>
        <translation>Tauscht {card} gegen {take}: Die Karten, die gegen dich zählen, steigen von {before} auf {now}.</translation>
    </message>
    <message>
        <source>Gets rid of {card} with your helpers {helpers}; they leave the round.</source>
        <extracomment>ftw.coach.with_helpers</extracomment>
        <translation>Wird {card} mit deinen Hilfskarten {helpers} los; sie scheiden aus der Runde aus.</translation>
    </message>
    <message>
        <source>The cards have been passed; now play a card.</source>
        <extracomment>ftw.illegal.already_passed</extracomment>
        <translation>Die Karten sind weitergegeben; spiele jetzt eine Karte.</translation>
    </message>
    <message>
        <source>The pile is empty: start it by playing any card (option A).</source>
        <extracomment>ftw.illegal.empty_pile</extracomment>
        <translation>Der Ablagestapel ist leer: Eröffne ihn mit einer beliebigen Karte (Möglichkeit A).</translation>
    </message>
    <message>
        <source>Each helper card can be used only once.</source>
        <extracomment>ftw.illegal.helper_twice</extracomment>
        <translation>Jede Hilfskarte kann nur einmal verwendet werden.</translation>
    </message>
    <message>
        <source>Option C needs at least one of your helper cards.</source>
        <extracomment>ftw.illegal.no_helpers</extracomment>
        <translation>Für Möglichkeit C brauchst du mindestens eine deiner Hilfskarten.</translation>
    </message>
    <message>
        <source>{card} is not one of your helper cards.</source>
        <extracomment>ftw.illegal.not_a_helper</extracomment>
        <translation>{card} ist keine deiner Hilfskarten.</translation>
    </message>
    <message>
        <source>{card} is not higher than the top card {top}.</source>
        <extracomment>ftw.illegal.not_higher</extracomment>
        <translation>{card} ist nicht höher als die oberste Karte {top}.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <extracomment>ftw.illegal.not_in_hand</extracomment>
        <translation>{card} hast du nicht auf der Hand.</translation>
    </message>
    <message>
        <source>Options B and C need a card lower than the top card {top}; {card} is higher.</source>
        <extracomment>ftw.illegal.not_lower</extracomment>
        <translation>Für die Möglichkeiten B und C brauchst du eine Karte, die niedriger als die oberste Karte {top} ist; {card} ist höher.</translation>
    </message>
    <message>
        <source>{card} is not on the pile.</source>
        <extracomment>ftw.illegal.not_on_pile</extracomment>
        <translation>{card} liegt nicht im Ablagestapel.</translation>
    </message>
    <message>
        <source>Pass exactly 3 cards, not {count}.</source>
        <extracomment>ftw.illegal.pass_count</extracomment>
        <translation>Gib genau 3 Karten weiter, nicht {count}.</translation>
    </message>
    <message>
        <source>First choose 3 cards to pass to your right-hand neighbour.</source>
        <extracomment>ftw.illegal.pass_first</extracomment>
        <translation>Wähle zuerst 3 Karten, die du an deinen rechten Nachbarn weitergibst.</translation>
    </message>
    <message>
        <source>Each card can be passed only once.</source>
        <extracomment>ftw.illegal.pass_twice</extracomment>
        <translation>Jede Karte kann nur einmal weitergegeben werden.</translation>
    </message>
    <message>
        <source>{card} and your helpers make {total}, which does not beat the top card {top}.</source>
        <extracomment>ftw.illegal.sum_too_low</extracomment>
        <translation>{card} und deine Hilfskarten ergeben {total}; das ist nicht höher als die oberste Karte {top}.</translation>
    </message>
    <message>
        <source>laid {card} as a helper and took {take} from the pile.</source>
        <extracomment>ftw.log.lay_and_take. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>hat {card} als Hilfskarte ausgelegt und {take} vom Stapel genommen.</translation>
    </message>
    <message>
        <source>chose 3 cards to pass.</source>
        <extracomment>ftw.log.passed. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>hat 3 Karten zum Weitergeben gewählt.</translation>
    </message>
    <message>
        <source>played {card} on the pile.</source>
        <extracomment>ftw.log.play_higher. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>hat {card} auf den Stapel gelegt.</translation>
    </message>
    <message>
        <source>played {card} with helper {helpers}: {total} beats {top}.</source>
        <extracomment>ftw.log.play_with_helper. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>hat {card} mit der Hilfskarte {helpers} gespielt: {total} schlägt {top}.</translation>
    </message>
    <message>
        <source>played {card} with helpers {helpers}: {total} beats {top}.</source>
        <extracomment>ftw.log.play_with_helpers. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>hat {card} mit den Hilfskarten {helpers} gespielt: {total} schlägt {top}.</translation>
    </message>
    <message>
        <source>The pile is empty: play any card to start it.</source>
        <extracomment>ftw.prompt.open</extracomment>
        <translation>Der Ablagestapel ist leer: Eröffne ihn mit einer beliebigen Karte.</translation>
    </message>
    <message>
        <source>Choose 3 cards to pass to your right-hand neighbour.</source>
        <extracomment>ftw.prompt.pass</extracomment>
        <translation>Wähle 3 Karten, die du an deinen rechten Nachbarn weitergibst.</translation>
    </message>
    <message>
        <source>Beat {top} with a higher card (A); or lay a lower card as a helper and take a pile card (B), or play it with helpers summing above {top} (C).</source>
        <extracomment>ftw.prompt.turn</extracomment>
        <translation>Schlage {top} mit einer höheren Karte (A); oder lege eine niedrigere als Hilfskarte aus und nimm eine Stapelkarte (B), oder spiele sie mit Hilfskarten über {top} (C).</translation>
    </message>
    <message>
        <source>Beat {top} with a higher card (A), or lay a lower card as a helper and take a pile card (B).</source>
        <extracomment>ftw.prompt.turn_no_helpers</extracomment>
        <translation>Schlage {top} mit einer höheren Karte (A) oder lege eine niedrigere als Hilfskarte aus und nimm eine Stapelkarte (B).</translation>
    </message>
    <message>
        <source>Nothing in your hand beats {top}: lay a lower card as a helper and take a pile card (B), or play it with helpers summing above {top} (C).</source>
        <extracomment>ftw.prompt.turn_no_higher</extracomment>
        <translation>Keine deiner Karten ist höher als {top}: Lege eine als Hilfskarte aus und nimm eine Stapelkarte (B), oder spiele sie mit Hilfskarten über {top} (C).</translation>
    </message>
    <message>
        <source>Beat {top} with a higher card (A).</source>
        <extracomment>ftw.prompt.turn_only_higher</extracomment>
        <translation>Schlage {top} mit einer höheren Karte (A).</translation>
    </message>
    <message>
        <source>Nothing in your hand beats {top}: lay a lower card as a helper and take a pile card (B).</source>
        <extracomment>ftw.prompt.turn_only_take</extracomment>
        <translation>Keine deiner Karten ist höher als {top}: Lege eine als Hilfskarte aus und nimm eine Stapelkarte (B).</translation>
    </message>
    <message>
        <source>This card cannot be used now.</source>
        <extracomment>illegal.card_unusable, ui.online.unusable</extracomment>
        <translation>Diese Karte kann jetzt nicht verwendet werden.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <extracomment>illegal.match_over</extracomment>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>{action} is not a move of this game.</source>
        <extracomment>illegal.not_an_action</extracomment>
        <translation>{action} ist kein Zug dieses Spiels.</translation>
    </message>
    <message>
        <source>Breaks up your {group_cards}: the rest stay in your hand to get rid of later.</source>
        <extracomment>kp.coach.breaks_group</extracomment>
        <translation>Teilt deine {group_cards}: Der Rest bleibt auf der Hand und muss später noch weg.</translation>
    </message>
    <message>
        <source>{rival_seat} has exactly {count} cards: beating this set would take them out.</source>
        <extracomment>kp.coach.feeds</extracomment>
        <translation>{rival_seat} hat genau {count} Karten: Wer diese Karten schlägt, ist damit raus.</translation>
    </message>
    <message>
        <source>{rival_seat} has one card left: beating this card would take them out.</source>
        <extracomment>kp.coach.feeds_one</extracomment>
        <translation>{rival_seat} hat nur noch eine Karte: Wer diese Karte schlägt, ist damit raus.</translation>
    </message>
    <message>
        <source>Goes out: this set empties your hand.</source>
        <extracomment>kp.coach.goes_out</extracomment>
        <translation>Du bist raus: Diese Karten leeren deine Hand.</translation>
    </message>
    <message>
        <source>Nobody plays after you this round: this set takes it.</source>
        <extracomment>kp.coach.last_to_play</extracomment>
        <translation>Nach dir spielt in dieser Runde niemand mehr: Diese Karten gewinnen sie.</translation>
    </message>
    <message>
        <source>Leads your lowest number, which is hard to get rid of later.</source>
        <extracomment>kp.coach.leads_lowest</extracomment>
        <translation>Spielt deine niedrigste Zahl aus, die du später schwer loswirst.</translation>
    </message>
    <message>
        <source>Keeps your {group_cards} together: every raise here would break a set.</source>
        <extracomment>kp.coach.pass_keeps_group</extracomment>
        <translation>Hält deine {group_cards} zusammen: Jedes Erhöhen hier würde Karten einer Zahl trennen.</translation>
    </message>
    <message>
        <source>Keeps your jokers: every raise here needs one (the cheapest is {set_cards}).</source>
        <extracomment>kp.coach.pass_keeps_jokers</extracomment>
        <translation>Behält deine Joker: Jedes Erhöhen hier braucht einen (am günstigsten: {set_cards}).</translation>
    </message>
    <message>
        <source>Saves your strong cards: the cheapest raise here is {set_cards}.</source>
        <extracomment>kp.coach.pass_keeps_strong</extracomment>
        <translation>Schont deine starken Karten: Das günstigste Erhöhen hier wäre {set_cards}.</translation>
    </message>
    <message>
        <source>Lets the round go although {set_cards} could raise.</source>
        <extracomment>kp.coach.pass_lets_go</extracomment>
        <translation>Lässt die Runde gehen, obwohl du mit {set_cards} erhöhen könntest.</translation>
    </message>
    <message>
        <source>Spends a joker, which could complete any set later.</source>
        <extracomment>kp.coach.spends_joker</extracomment>
        <translation>Verbraucht einen Joker, der später jede Zahl ergänzen könnte.</translation>
    </message>
    <message>
        <source>Spends {count} jokers, which could complete any set later.</source>
        <extracomment>kp.coach.spends_jokers</extracomment>
        <translation>Verbraucht {count} Joker, die später jede Zahl ergänzen könnten.</translation>
    </message>
    <message>
        <source>Spends your strong {set_cards} on a round somebody may still win above you.</source>
        <extracomment>kp.coach.strong_at_risk</extracomment>
        <translation>Setzt deine starken {set_cards} in einer Runde ein, die noch jemand über dir gewinnen kann.</translation>
    </message>
    <message>
        <source>Nobody still to play can beat this set: the round and the next lead are yours.</source>
        <extracomment>kp.coach.unbeatable</extracomment>
        <translation>Niemand, der noch spielt, kann diese Karten schlagen: Die Runde und das nächste Ausspielen gehören dir.</translation>
    </message>
    <message>
        <source>Plays your {set_cards} together: one set fewer to get rid of.</source>
        <extracomment>kp.coach.whole_group</extracomment>
        <translation>Spielt deine {set_cards} zusammen aus: einmal weniger Karten loszuwerden.</translation>
    </message>
    <message>
        <source>Nothing beats a set of jokers alone.</source>
        <extracomment>kp.illegal.jokers_on_top</extracomment>
        <translation>Reine Joker schlägt nichts.</translation>
    </message>
    <message>
        <source>Your hand has too few jokers for {set} ({count} needed).</source>
        <extracomment>kp.illegal.missing_jokers</extracomment>
        <translation>Für {set} hast du zu wenige Joker ({count} nötig).</translation>
    </message>
    <message>
        <source>Your hand has too few cards of {number} for {set} ({count} needed).</source>
        <extracomment>kp.illegal.missing_number</extracomment>
        <translation>Für {set} hast du zu wenige Karten mit der {number} ({count} nötig).</translation>
    </message>
    <message>
        <source>You start this round: you must lead a set, you cannot pass.</source>
        <extracomment>kp.illegal.must_lead</extracomment>
        <translation>Du eröffnest diese Runde: du musst ausspielen und darfst nicht passen.</translation>
    </message>
    <message>
        <source>This match has no time limit.</source>
        <extracomment>kp.illegal.no_time_limit</extracomment>
        <translation>Diese Partie hat keine Spielzeit.</translation>
    </message>
    <message>
        <source>A set is one or more cards of one number, plus any jokers.</source>
        <extracomment>kp.illegal.not_a_set</extracomment>
        <translation>Ausgespielt werden eine oder mehrere Karten einer Zahl, dazu beliebig viele Joker.</translation>
    </message>
    <message>
        <source>{set} does not beat {top}: a raise needs a higher number.</source>
        <extracomment>kp.illegal.not_higher</extracomment>
        <translation>{set} schlägt {top} nicht: zum Erhöhen braucht es eine höhere Zahl.</translation>
    </message>
    <message>
        <source>The time limit has already been called.</source>
        <extracomment>kp.illegal.time_called</extracomment>
        <translation>Die Spielzeit ist schon abgelaufen.</translation>
    </message>
    <message>
        <source>A raise has as many cards as the lead ({size}); {set} has {count}.</source>
        <extracomment>kp.illegal.wrong_size</extracomment>
        <translation>Eine Erhöhung hat so viele Karten wie das Ausspiel ({size}); {set} hat {count}.</translation>
    </message>
    <message>
        <source>deals and keeps the {count} leftover cards.</source>
        <extracomment>kp.log.deals. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>gibt und behält die {count} übrigen Karten.</translation>
    </message>
    <message>
        <source>deals and sets {count} cards aside.</source>
        <extracomment>kp.log.deals_first. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>gibt und legt {count} Karten beiseite.</translation>
    </message>
    <message>
        <source>is the last with cards and becomes the Dishwasher.</source>
        <extracomment>kp.log.dishwasher. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>hat als Letzter noch Karten und wird Tellerwäscher.</translation>
    </message>
    <message>
        <source>leads {set}.</source>
        <extracomment>kp.log.lead. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>spielt {set} aus.</translation>
    </message>
    <message>
        <source>leads {set} (J as {number}).</source>
        <extracomment>kp.log.lead_jokers. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>spielt {set} aus (J als {number}).</translation>
    </message>
    <message>
        <source>has no cards left and takes position {position}.</source>
        <extracomment>kp.log.out. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>hat keine Karten mehr und nimmt Position {position}.</translation>
    </message>
    <message>
        <source>passes.</source>
        <extracomment>kp.log.pass, su.log.pass. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>passt.</translation>
    </message>
    <message>
        <source>raises with {set}.</source>
        <extracomment>kp.log.raise. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>erhöht mit {set}.</translation>
    </message>
    <message>
        <source>raises with {set} (J as {number}).</source>
        <extracomment>kp.log.raise_jokers. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>erhöht mit {set} (J als {number}).</translation>
    </message>
    <message>
        <source>wins the round and leads next.</source>
        <extracomment>kp.log.round_won. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>gewinnt die Runde und spielt als Nächstes aus.</translation>
    </message>
    <message>
        <source>wins the round but has no cards left; {starter_seat} leads next.</source>
        <extracomment>kp.log.round_won_out. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>gewinnt die Runde, hat aber keine Karten mehr; {starter_seat} spielt als Nächstes aus.</translation>
    </message>
    <message>
        <source>swaps {count} cards with {partner_seat}: gives the {count} lowest, gets the {count} highest.</source>
        <extracomment>kp.log.swap. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>tauscht {count} Karten mit {partner_seat}: gibt die {count} niedrigsten, bekommt die {count} höchsten.</translation>
    </message>
    <message>
        <source>swaps 1 card with {partner_seat}: gives the lowest card, gets the highest.</source>
        <extracomment>kp.log.swap_one. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>tauscht 1 Karte mit {partner_seat}: gibt die niedrigste, bekommt die höchste.</translation>
    </message>
    <message>
        <source>Time is up: this game is the last of the match.</source>
        <extracomment>kp.log.time_up</extracomment>
        <translation>Die Zeit ist um: Dieses Spiel ist das letzte der Partie.</translation>
    </message>
    <message>
        <source>Time is up: the match ends here.</source>
        <extracomment>kp.log.time_up_now</extracomment>
        <translation>Die Zeit ist um: Die Partie endet hier.</translation>
    </message>
    <message>
        <source>You cannot beat {top}: pass.</source>
        <extracomment>kp.prompt.cannot_raise</extracomment>
        <translation>Du kannst {top} nicht schlagen: passe.</translation>
    </message>
    <message>
        <source>You cannot beat {top} (J as {number}): pass.</source>
        <extracomment>kp.prompt.cannot_raise_jokers</extracomment>
        <translation>Du kannst {top} (J als {number}) nicht schlagen: passe.</translation>
    </message>
    <message>
        <source>Lead a set: one or more cards of one number, jokers allowed.</source>
        <extracomment>kp.prompt.lead</extracomment>
        <translation>Spiel aus: eine oder mehrere Karten einer Zahl, Joker erlaubt.</translation>
    </message>
    <message>
        <source>Beat {top} with a higher number, as many cards as it has ({size}); or pass.</source>
        <extracomment>kp.prompt.raise</extracomment>
        <translation>Schlage {top} mit einer höheren Zahl und gleich vielen Karten ({size}), oder passe.</translation>
    </message>
    <message>
        <source>Beat {top} (J as {number}) with a higher number, as many cards as it has ({size}); or pass.</source>
        <extracomment>kp.prompt.raise_jokers</extracomment>
        <translation>Schlage {top} (J als {number}) mit einer höheren Zahl und so vielen Karten, wie es hat ({size}); oder passe.</translation>
    </message>
    <message>
        <source>is given a point to keep the trump. Score {total}.</source>
        <extracomment>log.given_point. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>bekommt einen Punkt geschenkt, der Trumpf bleibt. Stand {total}.</translation>
    </message>
    <message>
        <source>records a point for the turned-up jack. Score {total}.</source>
        <extracomment>log.jack_point. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>schreibt einen Punkt für den aufgedeckten Buben auf. Stand {total}.</translation>
    </message>
    <message>
        <source>records a point more for accepting when asked. Score {total}.</source>
        <extracomment>log.records_bonus. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>schreibt einen Punkt mehr auf, weil Vorhand auf Aufforderung angenommen hat. Stand {total}.</translation>
    </message>
    <message>
        <source>records {points} for the hand: {what}. Score {total}.</source>
        <extracomment>log.records_hand. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>schreibt {points} für die Runde auf: {what}. Stand {total}.</translation>
    </message>
    <message>
        <source>records {points} for the hand: {what} and a point more for accepting when asked. Score {total}.</source>
        <extracomment>log.records_hand_bonus. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>schreibt {points} für die Runde auf: {what} und einen Punkt mehr für das Annehmen auf Aufforderung. Stand {total}.</translation>
    </message>
    <message>
        <source>records 1 for {point}. Score {total}.</source>
        <extracomment>log.records_point. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>schreibt 1 für {point} auf. Stand {total}.</translation>
    </message>
    <message>
        <source>records a point: the elder hand refused twice. Score {total}.</source>
        <extracomment>log.refused_point. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>bekommt einen Punkt: Vorhand hat zweimal abgelehnt. Stand {total}.</translation>
    </message>
    <message>
        <source>{side_seats} are given a point to keep the trump. Score {total}.</source>
        <extracomment>log.team_given_point</extracomment>
        <translation>{side_seats} bekommen einen Punkt geschenkt, damit der Trumpf bleibt. Stand {total}.</translation>
    </message>
    <message>
        <source>{side_seats} record a point for the turned-up jack. Score {total}.</source>
        <extracomment>log.team_jack_point</extracomment>
        <translation>{side_seats} bekommen einen Punkt für den aufgedeckten Buben. Stand {total}.</translation>
    </message>
    <message>
        <source>{side_seats} record a point more for accepting when asked. Score {total}.</source>
        <extracomment>log.team_records_bonus</extracomment>
        <translation>{side_seats} schreiben einen Punkt mehr auf, weil Vorhand auf Aufforderung angenommen hat. Stand {total}.</translation>
    </message>
    <message>
        <source>{side_seats} record {points} for the hand: {what}. Score {total}.</source>
        <extracomment>log.team_records_hand</extracomment>
        <translation>{side_seats} schreiben {points} für die Runde auf: {what}. Stand {total}.</translation>
    </message>
    <message>
        <source>{side_seats} record {points} for the hand: {what} and a point more for accepting when asked. Score {total}.</source>
        <extracomment>log.team_records_hand_bonus</extracomment>
        <translation>{side_seats} schreiben {points} für die Runde auf: {what} und einen Punkt mehr für das Annehmen auf Aufforderung. Stand {total}.</translation>
    </message>
    <message>
        <source>{side_seats} record 1 for {point}. Score {total}.</source>
        <extracomment>log.team_records_point</extracomment>
        <translation>{side_seats} schreiben 1 für {point} auf. Stand {total}.</translation>
    </message>
    <message>
        <source>{side_seats} record a point: the elder hand refused twice. Score {total}.</source>
        <extracomment>log.team_refused_point</extracomment>
        <translation>{side_seats} bekommen einen Punkt: Vorhand hat zweimal abgelehnt. Stand {total}.</translation>
    </message>
    <message>
        <source>The dealer asks you to accept {suit}: accept (a bonus point if your side wins), or refuse again (the dealer&apos;s side scores a point and the cards are run).</source>
        <extracomment>prompt.asked</extracomment>
        <translation>Der Geber fordert dich auf, {suit} anzunehmen: annehmen (ein Bonuspunkt, wenn deine Partei gewinnt) oder erneut ablehnen (die Partei des Gebers bekommt einen Punkt, und es wird nachgeteilt).</translation>
    </message>
    <message>
        <source>The elder hand refused {suit}: run the cards, or ask the elder hand to accept.</source>
        <extracomment>prompt.dealer</extracomment>
        <translation>Vorhand lehnt {suit} ab: nachteilen oder Vorhand auffordern, anzunehmen.</translation>
    </message>
    <message>
        <source>Discard down to six cards: {count} more.</source>
        <extracomment>prompt.discard</extracomment>
        <translation>Lege auf sechs Karten ab: noch {count}.</translation>
    </message>
    <message>
        <source>The elder hand begs: give a point to keep {suit}, or run the cards.</source>
        <extracomment>prompt.give</extracomment>
        <translation>Vorhand bettelt: einen Punkt schenken und {suit} behalten, oder nachteilen.</translation>
    </message>
    <message>
        <source>The elder hand begs. You may not give a point here, because it would reach {target} and win the game: run the cards.</source>
        <extracomment>prompt.must_run</extracomment>
        <translation>Vorhand bettelt. Schenken geht hier nicht, denn der Punkt erreichte {target} und gewönne das Spiel: Teile nach.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <extracomment>prompt.play</extracomment>
        <translation>Spiel eine Karte.</translation>
    </message>
    <message>
        <source>Accept {suit} as trump, or refuse it.</source>
        <extracomment>prompt.propose</extracomment>
        <translation>Nimm {suit} als Trumpf an oder lehne ab.</translation>
    </message>
    <message>
        <source>Stand with {suit} as trump, or beg.</source>
        <extracomment>prompt.stand</extracomment>
        <translation>Steh mit {suit} als Trumpf, oder bettle.</translation>
    </message>
    <message>
        <source>A{suit}</source>
        <extracomment>sev.card.ace</extracomment>
        <translation>A{suit}</translation>
    </message>
    <message>
        <source>J{suit}</source>
        <extracomment>sev.card.jack</extracomment>
        <translation>B{suit}</translation>
    </message>
    <message>
        <source>K{suit}</source>
        <extracomment>sev.card.king</extracomment>
        <translation>K{suit}</translation>
    </message>
    <message>
        <source>Q{suit}</source>
        <extracomment>sev.card.queen</extracomment>
        <translation>D{suit}</translation>
    </message>
    <message>
        <source>Accepting when asked: your side scores a point more if it wins the hand.</source>
        <extracomment>sev.coach.accept_asked</extracomment>
        <translation>Annehmen nach der Aufforderung: Deine Partei bekommt einen Punkt mehr, wenn sie das Spiel gewinnt.</translation>
    </message>
    <message>
        <source>If the elder hand refuses again, your side scores a point.</source>
        <extracomment>sev.coach.ask</extracomment>
        <translation>Lehnt Vorhand noch einmal ab, bekommt deine Partei einen Punkt.</translation>
    </message>
    <message>
        <source>Beats {rival_seat}&apos;s card for now; {count} cards you have not seen can still take the trick.</source>
        <extracomment>sev.coach.beats_for_now</extracomment>
        <translation>Schlägt vorerst die Karte von {rival_seat}; {count} Karten, die du nicht gesehen hast, können den Stich noch holen.</translation>
    </message>
    <message>
        <source>Throws away {ace_card}: an ace, 4 card points for Game.</source>
        <extracomment>sev.coach.discards_ace</extracomment>
        <translation>Wirft {ace_card} ab: ein Ass, 4 Augen für Game.</translation>
    </message>
    <message>
        <source>Throws away your highest trump, {trump_card}, which may win High.</source>
        <extracomment>sev.coach.discards_high_trump</extracomment>
        <translation>Wirft deinen höchsten Trumpf {trump_card} ab, der High gewinnen kann.</translation>
    </message>
    <message>
        <source>Throws away the Jack of trumps: the Jack point.</source>
        <extracomment>sev.coach.discards_jack</extracomment>
        <translation>Wirft den Trumpfbuben ab: den Punkt für Jack.</translation>
    </message>
    <message>
        <source>Throws away {low_card}, which counts nothing for Game.</source>
        <extracomment>sev.coach.discards_low</extracomment>
        <translation>Wirft {low_card} ab, die für Game nichts zählt.</translation>
    </message>
    <message>
        <source>Throws away your lowest trump, {trump_card}, which may win Low.</source>
        <extracomment>sev.coach.discards_low_trump</extracomment>
        <translation>Wirft deinen niedrigsten Trumpf {trump_card} ab, der Low gewinnen kann.</translation>
    </message>
    <message>
        <source>Throws away your only trump, {trump_card}.</source>
        <extracomment>sev.coach.discards_only_trump</extracomment>
        <translation>Wirft deinen einzigen Trumpf ab, {trump_card}.</translation>
    </message>
    <message>
        <source>Throws away {ten_card}: 10 card points for Game.</source>
        <extracomment>sev.coach.discards_ten</extracomment>
        <translation>Wirft {ten_card} ab: 10 Augen für Game.</translation>
    </message>
    <message>
        <source>Throws away a trump, {trump_card}.</source>
        <extracomment>sev.coach.discards_trump</extracomment>
        <translation>Wirft einen Trumpf ab, {trump_card}.</translation>
    </message>
    <message>
        <source>Puts {played_card} on your partner {partner_seat}&apos;s trick, which nobody can beat now.</source>
        <extracomment>sev.coach.feeds_partner</extracomment>
        <translation>Gibt {played_card} in den Stich von {partner_seat} (Partner), den jetzt niemand mehr schlagen kann.</translation>
    </message>
    <message>
        <source>Gives the other side a point to keep this trump.</source>
        <extracomment>sev.coach.give</extracomment>
        <translation>Schenkt der anderen Partei einen Punkt, um diesen Trumpf zu behalten.</translation>
    </message>
    <message>
        <source>Gives the Jack of trumps (the Jack point) to a trick {rival_seat} is winning.</source>
        <extracomment>sev.coach.gives_jack</extracomment>
        <translation>Gibt den Trumpfbuben (den Punkt für Jack) in einen Stich, den {rival_seat} gerade gewinnt.</translation>
    </message>
    <message>
        <source>Gives {played_card}, 10 card points for Game, to a trick {rival_seat} is winning.</source>
        <extracomment>sev.coach.gives_ten</extracomment>
        <translation>Gibt {played_card}, 10 Augen für Game, in einen Stich, den {rival_seat} gerade gewinnt.</translation>
    </message>
    <message>
        <source>Plays the Jack of trumps where nobody can beat it: the Jack point is yours.</source>
        <extracomment>sev.coach.jack_safe</extracomment>
        <translation>Spielt den Trumpfbuben, wo niemand ihn schlagen kann: Der Punkt für Jack gehört dir.</translation>
    </message>
    <message>
        <source>Keeps your only trump, {trump_card}, for later.</source>
        <extracomment>sev.coach.keeps_only_trump</extracomment>
        <translation>Behält deinen einzigen Trumpf {trump_card} für später.</translation>
    </message>
    <message>
        <source>Keeps your only trump, {trump_card}.</source>
        <extracomment>sev.coach.keeps_only_trump_discard</extracomment>
        <translation>Behält deinen einzigen Trumpf, {trump_card}.</translation>
    </message>
    <message>
        <source>Keeps your {saved_card} out of a trick your side is not sure to win.</source>
        <extracomment>sev.coach.keeps_ten</extracomment>
        <translation>Hält deine {saved_card} aus einem Stich heraus, den deine Partei nicht sicher gewinnt.</translation>
    </message>
    <message>
        <source>Leads the Jack of trumps where a higher trump may still take it.</source>
        <extracomment>sev.coach.lead_jack_risk</extracomment>
        <translation>Spielt den Trumpfbuben aus, obwohl ein höherer Trumpf ihn noch holen kann.</translation>
    </message>
    <message>
        <source>Leads the Jack of trumps where nobody can beat it: the Jack point is yours.</source>
        <extracomment>sev.coach.lead_jack_safe</extracomment>
        <translation>Spielt den Trumpfbuben aus, wo niemand ihn schlagen kann: Der Punkt für Jack gehört dir.</translation>
    </message>
    <message>
        <source>Leads {lead_card}, which counts nothing for Game.</source>
        <extracomment>sev.coach.lead_low</extracomment>
        <translation>Spielt {lead_card} aus, die für Game nichts zählt.</translation>
    </message>
    <message>
        <source>Nobody can beat {lead_card} in this trick.</source>
        <extracomment>sev.coach.lead_safe</extracomment>
        <translation>Niemand kann {lead_card} in diesem Stich schlagen.</translation>
    </message>
    <message>
        <source>Leads {lead_card}, 10 card points for Game, where it may still be beaten.</source>
        <extracomment>sev.coach.lead_ten_risk</extracomment>
        <translation>Spielt {lead_card} aus, 10 Augen für Game, obwohl sie noch geschlagen werden kann.</translation>
    </message>
    <message>
        <source>Goes on top of the trick; only one card you have not seen can still beat it.</source>
        <extracomment>sev.coach.leads_trick_one</extracomment>
        <translation>Liegt im Stich vorn; nur eine Karte, die du nicht gesehen hast, kann sie noch schlagen.</translation>
    </message>
    <message>
        <source>Lets your partner {partner_seat}&apos;s winning trick stand and throws a low card.</source>
        <extracomment>sev.coach.low_on_partner</extracomment>
        <translation>Lässt den Stich von {partner_seat} (Partner) stehen und gibt eine niedrige Karte dazu.</translation>
    </message>
    <message>
        <source>Throws a low card on a trick {rival_seat} is winning.</source>
        <extracomment>sev.coach.low_on_theirs</extracomment>
        <translation>Gibt eine niedrige Karte in einen Stich, den {rival_seat} gerade gewinnt.</translation>
    </message>
    <message>
        <source>Leaves you without {suit}, so you can trump when {suit} is led.</source>
        <extracomment>sev.coach.makes_void</extracomment>
        <translation>Danach hast du kein {suit} mehr und kannst stechen, wenn {suit} ausgespielt wird.</translation>
    </message>
    <message>
        <source>With {suit} as trump you hold no trump.</source>
        <extracomment>sev.coach.no_trumps</extracomment>
        <translation>Mit {suit} als Trumpf hast du keinen Trumpf.</translation>
    </message>
    <message>
        <source>With {suit} as trump you hold one trump: {trump_cards}.</source>
        <extracomment>sev.coach.one_trump</extracomment>
        <translation>Mit {suit} als Trumpf hast du einen Trumpf: {trump_cards}.</translation>
    </message>
    <message>
        <source>Overtakes your partner {partner_seat}, who was winning this trick.</source>
        <extracomment>sev.coach.overtakes_partner</extracomment>
        <translation>Übersticht {partner_seat} (Partner), der Stich war schon eurer.</translation>
    </message>
    <message>
        <source>Refusing again gives the dealer&apos;s side a point, and the cards are run.</source>
        <extracomment>sev.coach.refuse_again</extracomment>
        <translation>Erneutes Ablehnen gibt der Partei des Gebers einen Punkt, und die Karten werden nachgegeben.</translation>
    </message>
    <message>
        <source>Puts {played_card} in a trick that {count} cards you have not seen can still take.</source>
        <extracomment>sev.coach.risks_ten</extracomment>
        <translation>Gibt {played_card} in einen Stich, den {count} Karten, die du nicht gesehen hast, noch holen können.</translation>
    </message>
    <message>
        <source>Puts {played_card} in a trick that one card you have not seen can still take.</source>
        <extracomment>sev.coach.risks_ten_one</extracomment>
        <translation>Gibt {played_card} in einen Stich, den eine Karte, die du nicht gesehen hast, noch holen kann.</translation>
    </message>
    <message>
        <source>Everybody gets three more cards, and the next turned-up suit becomes trump.</source>
        <extracomment>sev.coach.run</extracomment>
        <translation>Alle bekommen drei Karten dazu, und die nächste aufgedeckte Farbe wird Trumpf.</translation>
    </message>
    <message>
        <source>With {suit} as trump you hold {count} trumps: {trump_cards}.</source>
        <extracomment>sev.coach.trumps</extracomment>
        <translation>Mit {suit} als Trumpf hast du {count} Trümpfe: {trump_cards}.</translation>
    </message>
    <message>
        <source>Wins the trick, and with it the next lead.</source>
        <extracomment>sev.coach.wins_empty_trick</extracomment>
        <translation>Gewinnt den Stich und damit das nächste Ausspielen.</translation>
    </message>
    <message>
        <source>Wins the Jack of trumps for your side: the Jack point.</source>
        <extracomment>sev.coach.wins_jack</extracomment>
        <translation>Gewinnt den Trumpfbuben für deine Partei: den Punkt für Jack.</translation>
    </message>
    <message>
        <source>Wins the trick with {ten_card} in it: {points} card points for Game.</source>
        <extracomment>sev.coach.wins_ten</extracomment>
        <translation>Gewinnt den Stich mit {ten_card}: {points} Augen für Game.</translation>
    </message>
    <message>
        <source>Wins the trick: {points} card points for Game.</source>
        <extracomment>sev.coach.wins_trick</extracomment>
        <translation>Gewinnt den Stich: {points} Augen für Game.</translation>
    </message>
    <message>
        <source>Wins the trick: 1 card point for Game.</source>
        <extracomment>sev.coach.wins_trick_one</extracomment>
        <translation>Gewinnt den Stich: 1 Auge für Game.</translation>
    </message>
    <message>
        <source>First discard down to six cards.</source>
        <extracomment>sev.illegal.discard_first</extracomment>
        <translation>Lege zuerst auf sechs Karten ab.</translation>
    </message>
    <message>
        <source>You must follow suit: {suit}.</source>
        <extracomment>sev.illegal.follow</extracomment>
        <translation>Du musst bedienen: {suit}.</translation>
    </message>
    <message>
        <source>You must follow suit ({suit}) or trump.</source>
        <extracomment>sev.illegal.follow_or_trump</extracomment>
        <translation>Du musst bedienen ({suit}) oder trumpfen.</translation>
    </message>
    <message>
        <source>You may not give a point that would win the game: run the cards.</source>
        <extracomment>sev.illegal.give_wins</extracomment>
        <translation>Du darfst keinen Punkt schenken, der die Partie gewinnt: teile nach.</translation>
    </message>
    <message>
        <source>You have no {led}, so you must trump: {trump}.</source>
        <extracomment>sev.illegal.must_trump</extracomment>
        <translation>Du hast kein {led}, also musst du trumpfen: {trump}.</translation>
    </message>
    <message>
        <source>Discarding comes only after the cards were run.</source>
        <extracomment>sev.illegal.no_discard</extracomment>
        <translation>Abgelegt wird nur nach dem Nachteilen.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <extracomment>sev.illegal.not_in_hand</extracomment>
        <translation>Diese Karte hast du nicht auf der Hand.</translation>
    </message>
    <message>
        <source>That decision is not yours to make now.</source>
        <extracomment>sev.illegal.not_now</extracomment>
        <translation>Diese Entscheidung steht dir jetzt nicht zu.</translation>
    </message>
    <message>
        <source>First the trump must be made.</source>
        <extracomment>sev.illegal.trump_first</extracomment>
        <translation>Zuerst muss der Trumpf bestimmt werden.</translation>
    </message>
    <message>
        <source>The trump is made; now play a card.</source>
        <extracomment>sev.illegal.trump_made</extracomment>
        <translation>Der Trumpf steht; spiel jetzt eine Karte.</translation>
    </message>
    <message>
        <source>accepts the trump.</source>
        <extracomment>sev.log.accept. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>nimmt den Trumpf an.</translation>
    </message>
    <message>
        <source>accepts when asked: a point more if this side wins the hand.</source>
        <extracomment>sev.log.accept_asked. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>nimmt auf Aufforderung an: ein Punkt mehr, wenn diese Partei die Runde gewinnt.</translation>
    </message>
    <message>
        <source>asks the elder hand to accept the trump.</source>
        <extracomment>sev.log.ask. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>fordert Vorhand auf, den Trumpf anzunehmen.</translation>
    </message>
    <message>
        <source>begs.</source>
        <extracomment>sev.log.beg. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>bettelt.</translation>
    </message>
    <message>
        <source>cannot run the cards any further: the hand is bunched.</source>
        <extracomment>sev.log.bunch. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>kann nicht weiter nachteilen: Die Runde wird eingeworfen.</translation>
    </message>
    <message>
        <source>has discarded down to six cards.</source>
        <extracomment>sev.log.discarded. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>hat auf sechs Karten abgelegt.</translation>
    </message>
    <message>
        <source>plays {card}.</source>
        <extracomment>sev.log.play. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>spielt {card}.</translation>
    </message>
    <message>
        <source>refuses the trump.</source>
        <extracomment>sev.log.refuse. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>lehnt den Trumpf ab.</translation>
    </message>
    <message>
        <source>refuses again.</source>
        <extracomment>sev.log.refuse_again. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>lehnt wieder ab.</translation>
    </message>
    <message>
        <source>runs the cards.</source>
        <extracomment>sev.log.run. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>teilt nach.</translation>
    </message>
    <message>
        <source>{card} turns up: the same suit, run on.</source>
        <extracomment>sev.log.run_same</extracomment>
        <translation>{card} aufgedeckt: dieselbe Farbe, weiter nachteilen.</translation>
    </message>
    <message>
        <source>{card} turns up: it is trump.</source>
        <extracomment>sev.log.run_trump</extracomment>
        <translation>{card} aufgedeckt: Das ist Trumpf.</translation>
    </message>
    <message>
        <source>stands: the trump is made.</source>
        <extracomment>sev.log.stand. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>steht: Der Trumpf ist bestimmt.</translation>
    </message>
    <message>
        <source>takes the trick.</source>
        <extracomment>sev.log.trick. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>nimmt den Stich.</translation>
    </message>
    <message>
        <source>Discard down to six cards: one more.</source>
        <extracomment>sev.prompt.discard_one</extracomment>
        <translation>Lege ab, bis du sechs Karten hast: noch eine.</translation>
    </message>
    <message>
        <source>Your match history could not be read ({reason}); the file was kept as {backup} and the history starts afresh.</source>
        <extracomment>store.history_damaged</extracomment>
        <translation>Deine vergangenen Partien konnten nicht gelesen werden ({reason}); die Datei wurde als {backup} aufbewahrt, und die Liste beginnt neu.</translation>
    </message>
    <message>
        <source>Your match history could not be read ({reason}) and the file could not be moved aside; {file} is left as it is and nothing is added to it.</source>
        <extracomment>store.history_unreadable</extracomment>
        <translation>Deine vergangenen Partien konnten nicht gelesen werden ({reason}), und die Datei ließ sich nicht beiseitelegen; {file} bleibt, wie sie ist, und es wird nichts hinzugefügt.</translation>
    </message>
    <message>
        <source>The file of your online seat could not be read ({reason}); it was kept as {backup}, and no online table is offered to rejoin.</source>
        <extracomment>store.online_damaged</extracomment>
        <translation>Die Datei deines Online-Platzes konnte nicht gelesen werden ({reason}); sie wurde als {backup} aufbewahrt, und kein Online-Tisch wird zur Rückkehr angeboten.</translation>
    </message>
    <message>
        <source>The file of your online seat could not be read ({reason}) and could not be moved aside; {file} is left as it is.</source>
        <extracomment>store.online_unreadable</extracomment>
        <translation>Die Datei deines Online-Platzes konnte nicht gelesen ({reason}) und nicht beiseitegelegt werden; {file} bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>The saved match {file} could not be loaded ({reason}); it was kept as {backup}.</source>
        <extracomment>store.save_damaged</extracomment>
        <translation>Die gespeicherte Partie {file} konnte nicht geladen werden ({reason}); sie wurde als {backup} aufbewahrt.</translation>
    </message>
    <message>
        <source>{file} could not be opened as a match ({reason}); it is left as it is.</source>
        <extracomment>store.save_foreign_damaged</extracomment>
        <translation>{file} konnte nicht als Partie geöffnet werden ({reason}); die Datei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>The saved match {file} was written by a newer version: options this version does not know ({options}) were left out, and the match goes on without them.</source>
        <extracomment>store.save_newer_options</extracomment>
        <translation>Die gespeicherte Partie {file} stammt aus einer neueren Version: Optionen, die diese Version nicht kennt ({options}), wurden weggelassen, und die Partie geht ohne sie weiter.</translation>
    </message>
    <message>
        <source>The saved match {file} was written by a newer version: options this version does not know ({options}) were left out, and the match goes on without them. The file as it was is kept as {backup}.</source>
        <extracomment>store.save_newer_options_kept</extracomment>
        <translation>Die gespeicherte Partie {file} stammt aus einer neueren Version: Optionen, die diese Version nicht kennt ({options}), wurden weggelassen, und die Partie geht ohne sie weiter. Die Datei, wie sie war, ist als {backup} aufbewahrt.</translation>
    </message>
    <message>
        <source>The saved match {file} could not be loaded ({reason}) and could not be moved aside; it is left as it is.</source>
        <extracomment>store.save_unreadable</extracomment>
        <translation>Die gespeicherte Partie {file} konnte nicht geladen werden ({reason}) und nicht beiseitegelegt werden; sie bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>Your settings file could not be read ({reason}); it was kept as {backup} and the defaults are used.</source>
        <extracomment>store.settings_damaged</extracomment>
        <translation>Deine Einstellungsdatei konnte nicht gelesen werden ({reason}); sie wurde als {backup} aufbewahrt, und es gelten die Standardeinstellungen.</translation>
    </message>
    <message>
        <source>Your settings file could not be read ({reason}) and could not be moved aside; the defaults are used and {file} is left as it is.</source>
        <extracomment>store.settings_unreadable</extracomment>
        <translation>Deine Einstellungsdatei konnte nicht gelesen werden ({reason}) und ließ sich nicht beiseitelegen; es gelten die Standardeinstellungen, und {file} bleibt unverändert.</translation>
    </message>
    <message>
        <source>Your statistics could not be read ({reason}); the file was kept as {backup} and the statistics start afresh.</source>
        <extracomment>store.stats_damaged</extracomment>
        <translation>Deine Statistik konnte nicht gelesen werden ({reason}); die Datei wurde als {backup} aufbewahrt und die Statistik beginnt neu.</translation>
    </message>
    <message>
        <source>Your statistics could not be read ({reason}) and the file could not be moved aside; {file} is left as it is and nothing is recorded.</source>
        <extracomment>store.stats_unreadable</extracomment>
        <translation>Deine Statistik konnte nicht gelesen werden ({reason}) und die Datei nicht beiseitegelegt werden; {file} bleibt, wie sie ist, und nichts wird eingetragen.</translation>
    </message>
    <message>
        <source>Goal card: goes on {straight}; strikes {beats}; pays nothing; costs {cost}.</source>
        <extracomment>su.card.goal</extracomment>
        <translation>Zielkarte: kommt auf {straight}; schlägt {beats}; bringt nichts; kostet {cost}.</translation>
    </message>
    <message>
        <source>Goal card: starts a straight; pays nothing; costs {cost}.</source>
        <extracomment>su.card.jack</extracomment>
        <translation>Zielkarte: beginnt eine Straße; bringt nichts; kostet {cost}.</translation>
    </message>
    <message>
        <source>Money: pays {money} towards a purchase; costs {cost}.</source>
        <extracomment>su.card.money</extracomment>
        <translation>Geld: bringt {money} für einen Kauf; kostet {cost}.</translation>
    </message>
    <message>
        <source>Starting card: pays {money}; as your action you may remove it from the game.</source>
        <extracomment>su.card.starting</extracomment>
        <translation>Startkarte: bringt {money}; als deine Aktion darfst du sie aus dem Spiel nehmen.</translation>
    </message>
    <message>
        <source>Buys a {goal_card} to start a straight.</source>
        <extracomment>su.coach.buys_jack</extracomment>
        <translation>Kauft einen {goal_card}, um eine Straße zu beginnen.</translation>
    </message>
    <message>
        <source>Buys the last {goal_card}: owning every copy of it wins.</source>
        <extracomment>su.coach.buys_last</extracomment>
        <translation>Kauft die letzte Karte {goal_card}: Wer alle davon besitzt, gewinnt.</translation>
    </message>
    <message>
        <source>Buys {money_card}: it pays {money} towards later purchases.</source>
        <extracomment>su.coach.buys_money</extracomment>
        <translation>Kauft {money_card}: Sie bringt {money} für spätere Käufe.</translation>
    </message>
    <message>
        <source>Buys the {goal_card} your straight {straight} needs next.</source>
        <extracomment>su.coach.buys_next</extracomment>
        <translation>Kauft die Karte {goal_card}, die deine Straße {straight} als Nächstes braucht.</translation>
    </message>
    <message>
        <source>You already have a {goal_card} waiting in your deck.</source>
        <extracomment>su.coach.buys_spare</extracomment>
        <translation>Eine Karte {goal_card} wartet schon in deinem Deck.</translation>
    </message>
    <message>
        <source>Completes J-Q-K-A: you win.</source>
        <extracomment>su.coach.completes</extracomment>
        <translation>Vollendet J-Q-K-A: Du gewinnst.</translation>
    </message>
    <message>
        <source>Takes the only {goal_card} in the row, which {rival_seat}&apos;s straight {straight} needs next.</source>
        <extracomment>su.coach.denies</extracomment>
        <translation>Nimmt die einzige Karte {goal_card} im Markt, die die Straße {straight} von {rival_seat} als Nächstes braucht.</translation>
    </message>
    <message>
        <source>Your hand pays {money} for a price of {price}, and no change is given.</source>
        <extracomment>su.coach.no_change</extracomment>
        <translation>Deine Hand zahlt {money} für einen Preis von {price}, und Wechselgeld gibt es nicht.</translation>
    </message>
    <message>
        <source>Places {goal_card}: your straight becomes {straight}.</source>
        <extracomment>su.coach.places</extracomment>
        <translation>Legt {goal_card} aus: Deine Straße wird {straight}.</translation>
    </message>
    <message>
        <source>Costs {price}; your hand pays {money}.</source>
        <extracomment>su.coach.price</extracomment>
        <translation>Kostet {price}; deine Hand bringt {money}.</translation>
    </message>
    <message>
        <source>Nobody has bought this round, so the market is refreshed after your turn.</source>
        <extracomment>su.coach.refresh</extracomment>
        <translation>In dieser Runde hat niemand gekauft, also wird der Markt nach deinem Zug erneuert.</translation>
    </message>
    <message>
        <source>Nobody has bought this round, so the market is refreshed after your turn: the {goal_card} {rival_seat} needs leaves the row.</source>
        <extracomment>su.coach.refresh_denies</extracomment>
        <translation>In dieser Runde hat niemand gekauft, also wird der Markt nach deinem Zug erneuert: Die Karte {goal_card}, die {rival_seat} braucht, verschwindet aus dem Markt.</translation>
    </message>
    <message>
        <source>Removes a {money_card}, which pays more than your deck&apos;s average card.</source>
        <extracomment>su.coach.removes_money</extracomment>
        <translation>Entfernt eine {money_card}, die mehr bringt als eine Karte deines Decks im Schnitt.</translation>
    </message>
    <message>
        <source>Removes a {money_card} for good: your hands will draw more money on average.</source>
        <extracomment>su.coach.removes_weak</extracomment>
        <translation>Entfernt eine {money_card} für immer: Deine Hände bringen im Schnitt mehr Geld.</translation>
    </message>
    <message>
        <source>Nobody else bought this round: buying keeps the market row from being refreshed.</source>
        <extracomment>su.coach.stops_refresh</extracomment>
        <translation>Sonst hat in dieser Runde niemand gekauft: Dein Kauf verhindert, dass der Markt erneuert wird.</translation>
    </message>
    <message>
        <source>Strikes {rival_seat}&apos;s {goal_card}: their straight drops back to {straight}.</source>
        <extracomment>su.coach.strikes</extracomment>
        <translation>Schlägt {goal_card} von {rival_seat}: Die Straße fällt auf {straight} zurück.</translation>
    </message>
    <message>
        <source>Strikes {rival_seat}&apos;s {goal_card}: that straight is gone.</source>
        <extracomment>su.coach.strikes_jack</extracomment>
        <translation>Schlägt {goal_card} von {rival_seat}: Diese Straße ist weg.</translation>
    </message>
    <message>
        <source>Uses up your one strike.</source>
        <extracomment>su.coach.uses_strike</extracomment>
        <translation>Verbraucht deinen einzigen Schlag.</translation>
    </message>
    <message>
        <source>{card} goes only on {needs}; straight {place} holds {has}.</source>
        <extracomment>su.illegal.does_not_fit</extracomment>
        <translation>{card} passt nur auf {needs}; Straße {place} enthält {has}.</translation>
    </message>
    <message>
        <source>{card} goes only on {needs}; straight {place} is empty.</source>
        <extracomment>su.illegal.does_not_fit_empty</extracomment>
        <translation>{card} passt nur auf {needs}; Straße {place} ist leer.</translation>
    </message>
    <message>
        <source>A player has two straight places, no more.</source>
        <extracomment>su.illegal.no_place</extracomment>
        <translation>Jeder hat zwei Plätze für Straßen, nicht mehr.</translation>
    </message>
    <message>
        <source>There is no seat {seat}.</source>
        <extracomment>su.illegal.no_seat</extracomment>
        <translation>Es gibt keinen Platz {seat}.</translation>
    </message>
    <message>
        <source>{target_seat} has no straight {place}.</source>
        <extracomment>su.illegal.no_straight</extracomment>
        <translation>{target_seat} hat keine Straße {place}.</translation>
    </message>
    <message>
        <source>Only goal cards (J, Q, K, A) build straights.</source>
        <extracomment>su.illegal.not_goal</extracomment>
        <translation>Nur Zielkarten (J, Q, K, A) bilden Straßen.</translation>
    </message>
    <message>
        <source>{card} does not beat the {top}: strike with a higher goal card.</source>
        <extracomment>su.illegal.not_higher</extracomment>
        <translation>{card} schlägt {top} nicht: Schlage mit einer höheren Zielkarte.</translation>
    </message>
    <message>
        <source>You hold no {card}.</source>
        <extracomment>su.illegal.not_in_hand</extracomment>
        <translation>Du hast keine {card} auf der Hand.</translation>
    </message>
    <message>
        <source>There is no {card} in the market.</source>
        <extracomment>su.illegal.not_in_market</extracomment>
        <translation>Auf dem Markt liegt keine {card}.</translation>
    </message>
    <message>
        <source>Only a starting card (2, 3 or 4) can be removed.</source>
        <extracomment>su.illegal.not_starting</extracomment>
        <translation>Nur Startkarten (2, 3 oder 4) können entfernt werden.</translation>
    </message>
    <message>
        <source>You cannot strike your own straight.</source>
        <extracomment>su.illegal.own_straight</extracomment>
        <translation>Deine eigene Straße kannst du nicht schlagen.</translation>
    </message>
    <message>
        <source>Straight {place} is already begun; a J starts a new straight.</source>
        <extracomment>su.illegal.place_taken</extracomment>
        <translation>Straße {place} ist schon begonnen; ein J beginnt eine neue Straße.</translation>
    </message>
    <message>
        <source>Strike with a goal card (Q, K or A).</source>
        <extracomment>su.illegal.strike_goal</extracomment>
        <translation>Schlage mit einer Zielkarte (Q, K oder A).</translation>
    </message>
    <message>
        <source>You have used your strike: one strike per game.</source>
        <extracomment>su.illegal.strike_used</extracomment>
        <translation>Du hast deinen Schlag schon genutzt: ein Schlag pro Partie.</translation>
    </message>
    <message>
        <source>{card} costs {cost}, but your hand gives only {money}.</source>
        <extracomment>su.illegal.too_poor</extracomment>
        <translation>{card} kostet {cost}, deine Hand bringt aber nur {money}.</translation>
    </message>
    <message>
        <source>You already have two straights.</source>
        <extracomment>su.illegal.two_straights</extracomment>
        <translation>Du hast schon zwei Straßen.</translation>
    </message>
    <message>
        <source>buys {card}.</source>
        <extracomment>su.log.buy. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>kauft {card}.</translation>
    </message>
    <message>
        <source>The market deck is empty: the market discard is shuffled into a new one.</source>
        <extracomment>su.log.market_shuffle</extracomment>
        <translation>Das Marktdeck ist leer: Die Marktablage wird zu einem neuen gemischt.</translation>
    </message>
    <message>
        <source>No market cards are left: play goes on without a market.</source>
        <extracomment>su.log.no_market</extracomment>
        <translation>Es gibt keine Marktkarten mehr: Es wird ohne Markt weitergespielt.</translation>
    </message>
    <message>
        <source>places {card} in straight {place}.</source>
        <extracomment>su.log.place. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>legt {card} in Straße {place}.</translation>
    </message>
    <message>
        <source>Nobody bought this round: the market is refreshed.</source>
        <extracomment>su.log.refresh</extracomment>
        <translation>Niemand hat in dieser Runde gekauft: Der Markt wird erneuert.</translation>
    </message>
    <message>
        <source>removes a {card} from the game.</source>
        <extracomment>su.log.remove. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>nimmt eine {card} aus dem Spiel.</translation>
    </message>
    <message>
        <source>shuffles the discard pile into a new draw pile.</source>
        <extracomment>su.log.reshuffle. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>mischt den Ablagestapel zu einem neuen Nachziehstapel.</translation>
    </message>
    <message>
        <source>{rounds} rounds without a winner: the match ends with no winner.</source>
        <extracomment>su.log.round_cap</extracomment>
        <translation>{rounds} Runden ohne Sieger: Die Partie endet ohne Sieger.</translation>
    </message>
    <message>
        <source>1 round without a winner: the match ends with no winner.</source>
        <extracomment>su.log.round_cap_one</extracomment>
        <translation>1 Runde ohne Sieger: Die Partie endet ohne Sieger.</translation>
    </message>
    <message>
        <source>strikes the {top} of {target_seat}&apos;s straight {straight} with {card}: both cards go to their owners&apos; discard piles.</source>
        <extracomment>su.log.strike. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>schlägt {top} auf der Straße {straight} von {target_seat} mit {card}: Beide Karten kommen auf die Ablagestapel ihrer Besitzer.</translation>
    </message>
    <message>
        <source>Nobody can win any more: the match ends with no winner.</source>
        <extracomment>su.log.unwinnable</extracomment>
        <translation>Niemand kann mehr gewinnen: Die Partie endet ohne Sieger.</translation>
    </message>
    <message>
        <source>owns all {count} {card} cards and wins!</source>
        <extracomment>su.log.win_monopoly. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>besitzt alle {count} Karten {card} und gewinnt!</translation>
    </message>
    <message>
        <source>completes J-Q-K-A and wins!</source>
        <extracomment>su.log.win_straight. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>vollendet J-Q-K-A und gewinnt!</translation>
    </message>
    <message>
        <source>Your hand gives {money}. Choose one: buy a market card, remove a starting card, place a goal card, strike an outlined opponent&apos;s straight with a higher goal card, or pass.</source>
        <extracomment>su.prompt.turn</extracomment>
        <translation>Deine Hand bringt {money}. Wähle eins: eine Marktkarte kaufen, eine Startkarte entfernen, eine Zielkarte auslegen, eine markierte gegnerische Straße mit einer höheren Zielkarte schlagen oder passen.</translation>
    </message>
    <message>
        <source>Your hand gives {money}. Choose one: buy a market card, remove a starting card, place a goal card, or pass.</source>
        <extracomment>su.prompt.turn_no_strike</extracomment>
        <translation>Deine Hand bringt {money}. Wähle eins: eine Marktkarte kaufen, eine Startkarte entfernen, eine Zielkarte auslegen oder passen.</translation>
    </message>
    <message>
        <source>{card} is money: it pays for a purchase. Pick a market card to buy.</source>
        <extracomment>su.unusable.money</extracomment>
        <translation>{card} ist Geld und bezahlt einen Kauf. Wähle eine Marktkarte zum Kaufen.</translation>
    </message>
    <message>
        <source>The match waits while you look back: go back to the game first.</source>
        <extracomment>ui.illegal.held</extracomment>
        <translation>Die Partie wartet, solange du zurückblickst: geh erst zurück zum Spiel.</translation>
    </message>
    <message>
        <source>Game {round} is over.</source>
        <extracomment>ui.log.game_ended</extracomment>
        <translation>Spiel {round} ist vorbei.</translation>
    </message>
    <message>
        <source>Game {round} begins; {name} starts.</source>
        <extracomment>ui.log.game_started</extracomment>
        <translation>Spiel {round} beginnt; {name} fängt an.</translation>
    </message>
    <message>
        <source>Hand {round}: {dealer} deals, {name} is the elder hand.</source>
        <extracomment>ui.log.hand_dealt</extracomment>
        <translation>Runde {round}: {dealer} gibt, {name} ist Vorhand.</translation>
    </message>
    <message>
        <source>Hand {round} is over.</source>
        <extracomment>ui.log.hand_ended</extracomment>
        <translation>Runde {round} ist vorbei.</translation>
    </message>
    <message>
        <source>Hand {round} begins; {name} is the elder hand.</source>
        <extracomment>ui.log.hand_started</extracomment>
        <translation>Runde {round} beginnt; {name} ist Vorhand.</translation>
    </message>
    <message>
        <source>{loser} loses the match; {name} is the Boss.</source>
        <extracomment>ui.log.loser</extracomment>
        <translation>{loser} verliert die Partie; {name} ist der Boss.</translation>
    </message>
    <message>
        <source>The match ends without a winner.</source>
        <extracomment>ui.log.no_winner</extracomment>
        <translation>Die Partie endet ohne Sieger.</translation>
    </message>
    <message>
        <source>Round {round} is over.</source>
        <extracomment>ui.log.round_ended</extracomment>
        <translation>Runde {round} ist vorbei.</translation>
    </message>
    <message>
        <source>Round {round} begins; {name} starts.</source>
        <extracomment>ui.log.round_started</extracomment>
        <translation>Runde {round} beginnt; {name} fängt an.</translation>
    </message>
    <message>
        <source>scores {points} and has {total} in all.</source>
        <extracomment>ui.log.scored. Follows a player&apos;s name: “Anna ” + this text.</extracomment>
        <translation>erzielt {points} und hat nun insgesamt {total}.</translation>
    </message>
    <message>
        <source>{names} share the win with a score of {points} each.</source>
        <extracomment>ui.log.shared_win</extracomment>
        <translation>{names} teilen sich den Sieg mit je {points} Punkten.</translation>
    </message>
    <message>
        <source>{name} win with a score of {points}.</source>
        <extracomment>ui.log.team_winner</extracomment>
        <translation>{name} gewinnen mit {points} Punkten.</translation>
    </message>
    <message>
        <source>{name} wins with a score of {points}.</source>
        <extracomment>ui.log.winner</extracomment>
        <translation>{name} gewinnt mit {points} Punkten.</translation>
    </message>
    <message>
        <source>{name} wins the match.</source>
        <extracomment>ui.log.winner_no_points</extracomment>
        <translation>{name} gewinnt die Partie.</translation>
    </message>
    <message>
        <source>You gave {cards} to {name}.</source>
        <extracomment>ui.log.you_gave</extracomment>
        <translation>Du hast {cards} an {name} gegeben.</translation>
    </message>
    <message>
        <source>You got {cards} from {name}.</source>
        <extracomment>ui.log.you_got</extracomment>
        <translation>Du hast {cards} von {name} bekommen.</translation>
    </message>
    <message>
        <source>{name} tried a move the rules do not allow ({reason}) and was asked again.</source>
        <extracomment>ui.notice.agent_refused</extracomment>
        <translation>{name} wollte einen Zug machen, den die Regeln nicht erlauben ({reason}), und wurde noch einmal gefragt.</translation>
    </message>
    <message>
        <source>The match could not be saved automatically: {error}. Your moves are kept and saved as soon as writing works again.</source>
        <extracomment>ui.notice.autosave_failed</extracomment>
        <translation>Die Partie konnte nicht automatisch gespeichert werden: {error}. Alle Züge bleiben erhalten und werden gespeichert, sobald das Schreiben wieder geht.</translation>
    </message>
    <message>
        <source>The match is saved automatically again.</source>
        <extracomment>ui.notice.autosave_works</extracomment>
        <translation>Die Partie wird wieder automatisch gespeichert.</translation>
    </message>
    <message>
        <source>The bot of {name} made a mistake ({error}) and played a random move instead.</source>
        <extracomment>ui.notice.bot_failed</extracomment>
        <translation>Der Bot von {name} hat einen Fehler gemacht ({error}) und stattdessen einen zufälligen Zug gespielt.</translation>
    </message>
    <message>
        <source>{name} asked for a hint: the match still counts, and the statistics mark it “with hints”.</source>
        <extracomment>ui.notice.hinted</extracomment>
        <translation>{name} hat um einen Tipp gebeten: Die Partie zählt weiter, die Statistik vermerkt sie als „mit Tipps“.</translation>
    </message>
    <message>
        <source>{name} asked for a hint.</source>
        <extracomment>ui.notice.hinted_practice</extracomment>
        <translation>{name} hat um einen Tipp gebeten.</translation>
    </message>
    <message>
        <source>The match history could not be saved: {error}</source>
        <extracomment>ui.notice.history_failed</extracomment>
        <translation>Die vergangenen Partien konnten nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>This match could not be replayed: {reason}</source>
        <extracomment>ui.notice.history_replay</extracomment>
        <translation>Diese Partie ließ sich nicht nachspielen: {reason}</translation>
    </message>
    <message>
        <source>The profile&apos;s lock file {file} was unusable ({reason}); it was moved to {backup}.</source>
        <extracomment>ui.notice.lock_set_aside</extracomment>
        <translation>Die Sperrdatei des Profils {file} war unbrauchbar ({reason}); sie wurde nach {backup} verschoben.</translation>
    </message>
    <message>
        <source>This profile could not be locked ({reason}): another Card Table started on it would not be noticed.</source>
        <extracomment>ui.notice.lock_unguarded</extracomment>
        <translation>Dieses Profil konnte nicht gesperrt werden ({reason}): Ein zweiter Kartentisch mit demselben Profil würde nicht bemerkt.</translation>
    </message>
    <message>
        <source>{file} does not exist.</source>
        <extracomment>ui.notice.no_file</extracomment>
        <translation>{file} gibt es nicht.</translation>
    </message>
    <message>
        <source>There is no match to save.</source>
        <extracomment>ui.notice.nothing_to_save</extracomment>
        <translation>Es gibt keine Partie zum Speichern.</translation>
    </message>
    <message>
        <source>A move was taken back: this match is practice now and does not count in the statistics.</source>
        <extracomment>ui.notice.practice</extracomment>
        <translation>Ein Zug wurde zurückgenommen: Diese Partie ist jetzt Übung und zählt nicht in der Statistik.</translation>
    </message>
    <message>
        <source>The unfinished match from before was kept as “{file}” (Game &gt; Recent games).</source>
        <extracomment>ui.notice.previous_kept</extracomment>
        <translation>Die vorige, nicht beendete Partie wurde als „{file}“ aufbewahrt (Spiel &gt; Zuletzt gespielt).</translation>
    </message>
    <message>
        <source>The unfinished match from before was kept as {file} (Game &gt; Open…).</source>
        <extracomment>ui.notice.previous_kept_at</extracomment>
        <translation>Die vorige, nicht beendete Partie wurde als {file} aufbewahrt (Spiel &gt; Öffnen…).</translation>
    </message>
    <message>
        <source>The unfinished match from before could not be kept ({error}), so this match is not saved over it. Your moves are kept and saved as soon as it can be kept.</source>
        <extracomment>ui.notice.previous_not_kept</extracomment>
        <translation>Die unfertige Partie von vorher konnte nicht aufbewahrt werden ({error}), darum wird diese Partie nicht über sie gespeichert. Deine Züge bleiben erhalten und werden gespeichert, sobald sie aufbewahrt werden kann.</translation>
    </message>
    <message>
        <source>Nothing can be saved in this session: {reason}. Settings, matches and statistics are not kept (the profile folder is CARDGAMES_HOME, or the system&apos;s).</source>
        <extracomment>ui.notice.profile_unusable</extracomment>
        <translation>In dieser Sitzung kann nichts gespeichert werden: {reason}. Einstellungen, Partien und Statistik werden nicht aufbewahrt (der Profilordner ist CARDGAMES_HOME oder der des Systems).</translation>
    </message>
    <message>
        <source>{file} exists already; choose another name.</source>
        <extracomment>ui.notice.save_exists</extracomment>
        <translation>{file} gibt es schon; wähle einen anderen Namen.</translation>
    </message>
    <message>
        <source>{file} could not be saved: {error}</source>
        <extracomment>ui.notice.save_failed</extracomment>
        <translation>{file} konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {error}</source>
        <extracomment>ui.notice.stats_failed</extracomment>
        <translation>Die Statistik konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <extracomment>ui.online.back</extracomment>
        <translation>{name} ist zurück am Tisch.</translation>
    </message>
    <message>
        <source>Connected again: the table goes on.</source>
        <extracomment>ui.online.back_online</extracomment>
        <translation>Wieder verbunden: Der Tisch geht weiter.</translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <extracomment>ui.online.chat</extracomment>
        <translation>{name}: {text}</translation>
    </message>
    <message>
        <source>{name} lost the connection.</source>
        <extracomment>ui.online.dropped</extracomment>
        <translation>{name} hat die Verbindung verloren.</translation>
    </message>
    <message>
        <source>This seat is played at another screen now: this window no longer follows the table.</source>
        <extracomment>ui.online.gone</extracomment>
        <translation>Dieser Platz wird jetzt an einem anderen Bildschirm gespielt: Dieses Fenster folgt dem Tisch nicht mehr.</translation>
    </message>
    <message>
        <source>The table suggests: {move}</source>
        <extracomment>ui.online.hint</extracomment>
        <translation>Der Tisch schlägt vor: {move}</translation>
    </message>
    <message>
        <source>{name} sat down at the table.</source>
        <extracomment>ui.online.joined</extracomment>
        <translation>{name} hat sich an den Tisch gesetzt.</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <extracomment>ui.online.lost</extracomment>
        <translation>Verbindung verloren — verbinde neu…</translation>
    </message>
    <message>
        <source>Nobody answers at {address}. Is the address right, and is the table&apos;s server running?</source>
        <extracomment>ui.online.nobody_answers</extracomment>
        <translation>Unter {address} antwortet niemand. Stimmt die Adresse, und läuft der Server des Tischs?</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <extracomment>ui.online.not_legal</extracomment>
        <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <source>The match at the online table {code} ended while you were away: it goes to your match history.</source>
        <extracomment>ui.online.over_meanwhile</extracomment>
        <translation>Die Partie am Online-Tisch {code} ist zu Ende gegangen, während du fort warst: Sie kommt zu den vergangenen Partien.</translation>
    </message>
    <message>
        <source>The table server&apos;s usual port {usual} is taken: it listens on port {port} instead, so the address to give friends changed.</source>
        <extracomment>ui.online.port_moved</extracomment>
        <translation>Der übliche Port {usual} des Tischservers ist belegt: Er lauscht stattdessen auf Port {port}, die Adresse für deine Freunde hat sich also geändert.</translation>
    </message>
    <message>
        <source>Good game!</source>
        <extracomment>ui.online.react.good_game</extracomment>
        <translation>Gutes Spiel!</translation>
    </message>
    <message>
        <source>Hello!</source>
        <extracomment>ui.online.react.hello</extracomment>
        <translation>Hallo!</translation>
    </message>
    <message>
        <source>Your turn, please!</source>
        <extracomment>ui.online.react.hurry</extracomment>
        <translation>Du bist dran, bitte!</translation>
    </message>
    <message>
        <source>Oops!</source>
        <extracomment>ui.online.react.oops</extracomment>
        <translation>Hoppla!</translation>
    </message>
    <message>
        <source>{reaction}</source>
        <extracomment>ui.online.react.other</extracomment>
        <translation>{reaction}</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <extracomment>ui.online.react.thanks</extracomment>
        <translation>Danke!</translation>
    </message>
    <message>
        <source>Well played!</source>
        <extracomment>ui.online.react.well_played</extracomment>
        <translation>Gut gespielt!</translation>
    </message>
    <message>
        <source>{name}: {reaction}</source>
        <extracomment>ui.online.reaction</extracomment>
        <translation>{name}: {reaction}</translation>
    </message>
    <message>
        <source>The table refused that ({code}).</source>
        <extracomment>ui.online.refused</extracomment>
        <translation>Der Tisch hat das abgelehnt ({code}).</translation>
    </message>
    <message>
        <source>Your seat at the online table {code} cannot be taken back, and is forgotten. The table says: {reason}</source>
        <extracomment>ui.online.rejoin_refused</extracomment>
        <translation>Dein Platz am Online-Tisch {code} kann nicht wieder eingenommen werden und wird vergessen. Der Tisch sagt: {reason}</translation>
    </message>
    <message>
        <source>The server of the online table {code} cannot be reached now: Card Table keeps trying. Your seat is kept.</source>
        <extracomment>ui.online.rejoin_unreachable</extracomment>
        <translation>Der Server des Online-Tischs {code} ist gerade nicht erreichbar: Kartentisch versucht es weiter. Dein Platz bleibt erhalten.</translation>
    </message>
    <message>
        <source>Rejoining the online table {code}…</source>
        <extracomment>ui.online.rejoining</extracomment>
        <translation>Zurück an den Online-Tisch {code}…</translation>
    </message>
    <message>
        <source>Your online seat could not be kept for later ({reason}): if this window closes, a bot plays it.</source>
        <extracomment>ui.online.seat_unkept</extracomment>
        <translation>Dein Online-Platz konnte nicht für später aufbewahrt werden ({reason}): Schließt sich dieses Fenster, spielt ihn ein Bot.</translation>
    </message>
    <message>
        <source>The table server could not be started: {reason}</source>
        <extracomment>ui.online.server_failed</extracomment>
        <translation>Der Tisch-Server konnte nicht starten: {reason}</translation>
    </message>
    <message>
        <source>A bot plays for {name} now.</source>
        <extracomment>ui.online.standing_in</extracomment>
        <translation>Ein Bot spielt jetzt für {name}.</translation>
    </message>
    <message>
        <source>Your table&apos;s code is {code}; friends join at {address}.</source>
        <extracomment>ui.online.table_code</extracomment>
        <translation>Der Code deines Tischs ist {code}; Freunde setzen sich unter {address} dazu.</translation>
    </message>
    <message>
        <source>{name} asks to take a move back.</source>
        <extracomment>ui.online.undo_asked</extracomment>
        <translation>{name} möchte einen Zug zurücknehmen.</translation>
    </message>
    <message>
        <source>The table agreed: a move was taken back.</source>
        <extracomment>ui.online.undo_done</extracomment>
        <translation>Der Tisch ist einverstanden: Ein Zug wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>{name} said no to taking a move back.</source>
        <extracomment>ui.online.undo_refused</extracomment>
        <translation>{name} hat das Zurücknehmen abgelehnt.</translation>
    </message>
    <message>
        <source>This table plays a game this app does not know.</source>
        <extracomment>ui.online.unknown_game</extracomment>
        <translation>An diesem Tisch wird ein Spiel gespielt, das diese App nicht kennt.</translation>
    </message>
    <message>
        <source>Your unfinished match is kept: it is offered again at the next start (a new game keeps it in Game &gt; Recent games).</source>
        <extracomment>ui.resume_later</extracomment>
        <translation>Deine unbeendete Partie bleibt erhalten: Sie wird beim nächsten Start wieder angeboten (ein neues Spiel legt sie unter Spiel &gt; Zuletzt gespielt ab).</translation>
    </message>
</context>
</TS>
