"""Build and check Card Table's catalogues: ``translations/cardgames_de.ts``/``_en.ts`` and their ``.qm``.

Workflow: edit the German text in ``translations/cardgames_de.ts`` with Qt
Linguist or a text editor (set each entry's translation, remove
``type="unfinished"``), run ``.venv/bin/python scripts/translations.py``,
commit the ``.ts`` and ``.qm`` files. Run the script after adding or changing
any visible text, too: new texts then appear in the ``.ts`` as unfinished.

What the script does, per language:

1. ``pyside6-lupdate`` reads every ``.py`` file under ``cardgames/ui`` into a
   temporary copy of the committed ``.ts``, so existing translations are kept
   (``self.tr`` uses the class name as context; literal
   ``QCoreApplication.translate("Context", ...)`` its context). Its Python
   parser takes ``translate(context, text, "", count)`` for a plural only when
   ``count`` is a number literal (a plain name: found, but not as a plural),
   and skips the call when ``count`` is any other expression (``len(cards)``,
   ``summary.number``), as it skips a ``self.tr`` inside an f-string; an
   ``ast`` scan of the same files mends all of these. That is an expected step, quiet unless ``--verbose``
   lists the texts lupdate missed. lupdate also turns every ``#:`` comment
   before a call into a translator's note; in this code those are the
   attributes' documentation, not notes, so they are dropped: a changed
   comment never makes a catalogue stale.
2. The context ``"messages"`` is rebuilt from an ``ast`` scan of
   ``cardgames/engine``, ``games``, ``store`` and ``ui``: message templates
   (a key such as ``"ftw.log.play_higher"`` followed by a string literal, or
   the template argument of ``Message``/``Message.make`` and of helpers that
   wrap them), each game's ``summary`` and ``credits``, and the options'
   field titles, descriptions and ``Literal`` choices. The UI looks these up
   by their English text and fills ``{placeholders}`` with ``str.format``, so
   a translation must keep every ``{name}`` of its source. Translations of
   texts that are still there are kept; a changed template whose key is known
   gets its old translation back, marked unfinished, with the old source.
3. The English catalogue needs no writing except plurals: every unfinished
   singular entry is filled with its source text and marked finished.
4. ``pyside6-lrelease`` compiles each ``.ts`` into its ``.qm``.

``--check`` builds everything in a temporary folder and fails (exit 1, one
line per problem) if a committed ``.ts`` is out of date (its translator's notes
included: a file the script would rewrite is out of date), has an unfinished or
empty entry, or a translation whose ``{placeholders}`` or ``%1``/``%n``
markers differ from its source's, or if a committed ``.qm`` is not what
``lrelease`` makes of the committed ``.ts``.
"""

from __future__ import annotations

import argparse
import ast
import itertools
import os
import re
import shutil
import string
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "translations"
LANGUAGES = ("de", "en")
SOURCE_LANGUAGE = "en"
MESSAGES_CONTEXT = "messages"
#: Packages whose message templates go into the "messages" context.
SCANNED = ("engine", "games", "store", "session", "net", "server", "ui")
#: A message key: "ftw.illegal.not_higher", "ui.log.round_started", "store.settings_damaged".
KEY = re.compile(r"^[a-z_]+(\.[a-z_]+)+$")
QT_MARKER = re.compile(r"%(?:[1-9]|n)")


# ---------------------------------------------------------------------- the scan


@dataclass
class EngineText:
    """A fixed English text of the engine, a game or the store, and where it comes from."""

    source: str
    #: Message keys, or names such as ``FtwGame.summary`` and ``FtwOptions.rounds.title``.
    labels: set[str] = field(default_factory=set)


@dataclass(frozen=True)
class _Helper:
    """A function that builds a ``Message``: which parameter is the template, which the key."""

    template_index: int
    key_index: int | None
    key_prefix: str


_MESSAGE_HELPERS = {"Message": _Helper(1, 0, ""), "Message.make": _Helper(1, 0, "")}


def _str(node: ast.AST | None) -> str | None:
    """The value of a string literal (implicitly joined parts included), else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _callee(node: ast.expr) -> str | None:
    """``name`` or ``obj.name`` of a call, as written."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return f"{node.value.id}.{node.attr}"
    return None


def _helper_of(func: ast.FunctionDef) -> _Helper | None:
    """How ``func`` passes its parameters to ``Message``/``Message.make``, if it wraps one."""
    params = [a.arg for a in (*func.args.posonlyargs, *func.args.args)]
    for node in ast.walk(func):
        if not isinstance(node, ast.Call) or _callee(node.func) not in _MESSAGE_HELPERS:
            continue
        if len(node.args) < 2 or not isinstance(node.args[1], ast.Name) or node.args[1].id not in params:
            continue
        key, prefix = node.args[0], ""
        if isinstance(key, ast.BinOp) and isinstance(key.op, ast.Add) and _str(key.left) is not None:
            prefix, key = _str(key.left) or "", key.right
        key_index = params.index(key.id) if isinstance(key, ast.Name) and key.id in params else None
        return _Helper(params.index(node.args[1].id), key_index, prefix)
    return None


class _Scan:
    """Collects the texts of the "messages" context from parsed modules."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.texts: dict[str, EngineText] = {}
        self.warnings: list[str] = []

    def add(self, text: str, label: str) -> None:
        """Record ``text`` under ``label``."""
        self.texts.setdefault(text, EngineText(text)).labels.add(label)

    def fstring(self, path: Path, node: ast.expr) -> None:
        """Note a template written as an f-string: its text is never the same twice."""
        where = path.relative_to(self.root).as_posix()
        self.warnings.append(f"{where}:{node.lineno}: an f-string template cannot be translated")

    def templates(self, tree: ast.Module, path: Path, helpers: dict[str, _Helper]) -> None:
        """Keyed templates in calls and tuples, and the template argument of message helpers."""
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                helper = helpers.get(_callee(node.func) or "")
                if helper is None:
                    self._pairs(node.args, path)
                elif len(node.args) > helper.template_index:
                    arg = node.args[helper.template_index]
                    text = _str(arg)
                    if isinstance(arg, ast.JoinedStr):
                        self.fstring(path, arg)
                    elif text is not None:
                        key = None if helper.key_index is None else _str(node.args[helper.key_index])
                        self.add(text, helper.key_prefix + key if key is not None else "(no key)")
                keywords = {k.arg: k.value for k in node.keywords}
                key, template = _str(keywords.get("key")), _str(keywords.get("template"))
                if key is not None and template is not None and KEY.match(key):
                    self.add(template, key)
            elif isinstance(node, ast.Tuple | ast.List):
                self._pairs(node.elts, path)

    def _pairs(self, items: list[ast.expr], path: Path) -> None:
        for first, second in itertools.pairwise(items):
            key, text = _str(first), _str(second)
            if key is not None and KEY.match(key):
                if text is not None:
                    self.add(text, key)
                elif isinstance(second, ast.JoinedStr):
                    self.fstring(path, second)

    def game_texts(self, trees: Iterable[ast.Module]) -> None:
        """``summary`` and ``credits`` of every ``Game`` subclass."""
        classes = [n for tree in trees for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]
        games = {"Game"}
        grew = True
        while grew:  # subclasses of subclasses, in any order
            grew = False
            for cls in classes:
                # ``Game``, ``engine.Game`` or ``Game[FtwState, FtwOptions]``.
                plain = [b.value if isinstance(b, ast.Subscript) else b for b in cls.bases]
                bases = {b.id if isinstance(b, ast.Name) else getattr(b, "attr", "") for b in plain}
                if cls.name not in games and bases & games:
                    games.add(cls.name)
                    grew = True
        for cls in classes:
            if cls.name not in games:
                continue
            for stmt in cls.body:
                if isinstance(stmt, ast.Assign | ast.AnnAssign):
                    targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
                    for target in targets:
                        text = _str(stmt.value)
                        if isinstance(target, ast.Name) and target.id in ("summary", "credits") and text:
                            self.add(text, f"{cls.name}.{target.id}")

    def option_texts(self, tree: ast.Module) -> None:
        """Field titles (or the name the form shows without one), descriptions, choices and presets."""
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict):
                names = [
                    t.attr if isinstance(t, ast.Attribute) else getattr(t, "id", "") for t in node.targets
                ]
                if "PRESETS" in names:
                    for key in node.value.keys:
                        text = _str(key)
                        if text:
                            self.add(text, "PRESETS")
        for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
            for stmt in cls.body:
                if not isinstance(stmt, ast.AnnAssign) or not isinstance(stmt.target, ast.Name):
                    continue
                name = stmt.target.id
                if (
                    name.startswith("_")
                    or name == "model_config"
                    or "ClassVar" in ast.unparse(stmt.annotation)
                ):
                    continue
                label = f"{cls.name}.{name}"
                value = stmt.value
                keywords: dict[str | None, ast.expr] = {}
                if isinstance(value, ast.Call) and (_callee(value.func) or "").split(".")[-1] == "Field":
                    keywords = {k.arg: k.value for k in value.keywords}
                title = _str(keywords.get("title"))
                if title:
                    self.add(title, f"{label}.title")
                else:  # the options form shows the field's name instead
                    self.add(name.replace("_", " ").capitalize(), f"{label}.name")
                description = _str(keywords.get("description"))
                if description:
                    self.add(description, f"{label}.description")
                labels = _choice_labels(keywords.get("json_schema_extra"))
                if labels:
                    for choice, text in labels.items():
                        self.add(text, f"{label}.choice.{choice}")
                    continue
                for choice in _literal_choices(stmt.annotation):
                    self.add(choice, f"{label}.choice")


def _choice_labels(extra: ast.expr | None) -> dict[str, str]:
    """The ``{"choices": {value: label}}`` of a field's ``json_schema_extra``, if written out."""
    if not isinstance(extra, ast.Dict):
        return {}
    for key, value in zip(extra.keys, extra.values, strict=True):
        if _str(key) == "choices" and isinstance(value, ast.Dict):
            pairs = zip(value.keys, value.values, strict=True)
            return {k: v for k, v in ((_str(a), _str(b)) for a, b in pairs) if k and v}
    return {}


def _literal_choices(annotation: ast.expr) -> Iterator[str]:
    """The string choices of every ``Literal[...]`` inside an annotation."""
    for node in ast.walk(annotation):
        if isinstance(node, ast.Subscript) and (_callee(node.value) or "").split(".")[-1] == "Literal":
            elts = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
            for elt in elts:
                text = _str(elt)
                if text:
                    yield text


def _imported_path(path: Path, node: ast.ImportFrom) -> Path:
    """The file a relative ``from .module import name`` in ``path`` reads (absolute imports: none)."""
    if not node.level:
        return Path()
    base = path.parent
    for _ in range(node.level - 1):
        base = base.parent
    target = base.joinpath(*(node.module or "").split(".")) if node.module else base
    return target / "__init__.py" if target.is_dir() else target.with_suffix(".py")


def _modules(root: Path) -> dict[Path, ast.Module]:
    paths = sorted(p for package in SCANNED for p in (root / "cardgames" / package).rglob("*.py"))
    return {p: ast.parse(p.read_text(encoding="utf-8"), filename=str(p)) for p in paths}


def scan_engine_texts(root: Path = ROOT) -> tuple[dict[str, EngineText], list[str]]:
    """Every text of the "messages" context found in the sources under ``root``, and warnings."""
    trees = _modules(root)
    scan = _Scan(root)
    defined: dict[Path, dict[str, _Helper]] = {}
    for path, tree in trees.items():
        found = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                helper = _helper_of(node)
                if helper is not None:
                    found[node.name] = helper
        defined[path] = found
    for path, tree in trees.items():
        helpers = {**_MESSAGE_HELPERS, **defined[path]}
        for node in ast.walk(tree):  # helpers imported from another module, maybe renamed
            if isinstance(node, ast.ImportFrom):
                source = defined.get(_imported_path(path, node), {})
                for alias in node.names:
                    if alias.name in source:
                        helpers[alias.asname or alias.name] = source[alias.name]
        scan.templates(tree, path, helpers)
    scan.game_texts(t for p, t in trees.items() if "games" in p.relative_to(root).parts)
    for path, tree in trees.items():
        if path.name == "options.py" and "games" in path.relative_to(root).parts:
            scan.option_texts(tree)
    return scan.texts, scan.warnings


@dataclass(frozen=True)
class UiText:
    """A literal ``self.tr(...)`` or ``QCoreApplication.translate(...)`` call of the UI."""

    context: str
    source: str
    comment: str
    numerus: bool
    place: str


_APPS = ("QCoreApplication", "QGuiApplication", "QApplication")


class _UiCalls(ast.NodeVisitor):
    """Finds the UI's translatable calls, with ``self.tr``'s context (the class it is in)."""

    def __init__(self, where: str) -> None:
        self.where = where
        self.classes: list[str] = []
        self.found: list[UiText] = []

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Call(self, node: ast.Call) -> None:
        callee = _callee(node.func) or ""
        args = list(node.args)
        if callee == "self.tr" and self.classes:
            args.insert(0, ast.Constant(self.classes[-1]))
        elif callee not in {f"{app}.translate" for app in _APPS}:
            args = []
        context, source = (_str(args[0]), _str(args[1])) if len(args) >= 2 else (None, None)
        if context is not None and source is not None:
            comment = _str(args[2]) if len(args) > 2 else None
            count = args[3] if len(args) > 3 else next((k.value for k in node.keywords if k.arg == "n"), None)
            numerus = count is not None and _literal(count) not in (None, -1)
            self.found.append(UiText(context, source, comment or "", numerus, f"{self.where}:{node.lineno}"))
        self.generic_visit(node)


def _literal(node: ast.expr) -> object:
    """The value of a literal such as ``None`` or ``-1``; the node itself for anything else."""
    try:
        return ast.literal_eval(node)
    except ValueError:
        return node


def scan_ui_texts(root: Path = ROOT) -> list[UiText]:
    """Every literal translatable call under ``cardgames/ui``, in file and source order."""
    found: list[UiText] = []
    for name in ui_files(root):
        visitor = _UiCalls(name)
        visitor.visit(ast.parse((root / name).read_text(encoding="utf-8"), filename=name))
        found += visitor.found
    return found


# ---------------------------------------------------------------------- TS files


@dataclass
class TsMessage:
    """One ``<message>`` of a TS file."""

    source: str
    translation: str = ""
    forms: list[str] | None = None  # numerus forms; None for a message without plural
    type: str | None = "unfinished"
    comment: str | None = None
    oldsource: str | None = None
    oldcomment: str | None = None
    extracomment: str | None = None
    translatorcomment: str | None = None
    attrib: dict[str, str] = field(default_factory=dict)

    @property
    def numerus(self) -> bool:
        """True for a message with plural forms."""
        return self.forms is not None

    def key(self) -> tuple[str, str]:
        """What a translator looks it up by within its context: source and disambiguation."""
        return (self.source, self.comment or "")

    def content(self) -> tuple[bool, str | tuple[str, ...], str | None]:
        """What ``--check`` compares as the translation: numerus, translation and its type."""
        return (self.numerus, tuple(self.forms) if self.forms is not None else self.translation, self.type)

    def notes(self) -> tuple[str | None, str | None]:
        """What ``--check`` compares besides: the note for translators and the old source offered."""
        return (self.extracomment, self.oldsource)

    def texts(self) -> list[str]:
        """The translated text, or every plural form."""
        return list(self.forms) if self.forms is not None else [self.translation]


@dataclass
class TsFile:
    """A TS file: its languages and contexts (name to messages, in file order)."""

    language: str
    source_language: str = SOURCE_LANGUAGE
    contexts: dict[str, list[TsMessage]] = field(default_factory=dict)

    def entries(self) -> dict[tuple[str, str, str], TsMessage]:
        """Every message by context, source and disambiguation."""
        return {(c, *m.key()): m for c, ms in self.contexts.items() for m in ms}


_SIMPLE = ("source", "oldsource", "comment", "oldcomment", "extracomment", "translatorcomment")


def parse_ts(text: str) -> TsFile:
    """Read a TS file's text (what lupdate writes; unknown elements are refused)."""
    root = ET.fromstring(text)
    ts = TsFile(root.get("language", ""), root.get("sourcelanguage", SOURCE_LANGUAGE))
    for ctx in root.findall("context"):
        name = ctx.findtext("name", "")
        messages = ts.contexts.setdefault(name, [])
        for child in ctx:
            if child.tag == "name":
                continue
            if child.tag != "message":
                raise ValueError(f"unexpected <{child.tag}> in context {name!r}")
            msg = TsMessage("", attrib=dict(child.attrib))
            for part in child:
                if part.tag in _SIMPLE:
                    setattr(msg, part.tag, part.text or "")
                elif part.tag == "translation":
                    msg.type = part.get("type")
                    if child.get("numerus") == "yes":
                        msg.forms = [f.text or "" for f in part.findall("numerusform")]
                    else:
                        msg.translation = part.text or ""
                else:
                    raise ValueError(f"unexpected <{part.tag}> in a message of {name!r}")
            messages.append(msg)
    return ts


def _protect(text: str) -> str:
    """Escape like lupdate: the five XML entities, control characters and odd spaces as ``&#x..;``."""
    out = []
    for ch in text:
        code = ord(ch)
        if ch in _ENTITIES:
            out.append(_ENTITIES[ch])
        elif (code < 0x20 and ch not in "\n\t") or (code > 0x7F and ch.isspace()):
            out.append(f"&#x{code:x};")
        else:
            out.append(ch)
    return "".join(out)


_ENTITIES = {'"': "&quot;", "&": "&amp;", ">": "&gt;", "<": "&lt;", "'": "&apos;"}


def write_ts(ts: TsFile) -> str:
    """The TS file's text, laid out as lupdate lays it out."""
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        "<!DOCTYPE TS>",
        f'<TS version="2.1" language="{_protect(ts.language)}"'
        f' sourcelanguage="{_protect(ts.source_language)}">',
    ]
    for name, messages in ts.contexts.items():
        lines += ["<context>", f"    <name>{_protect(name)}</name>"]
        for msg in messages:
            attrib = "".join(f' {k}="{_protect(v)}"' for k, v in msg.attrib.items())
            lines.append(f"    <message{attrib}>")
            for tag in _SIMPLE:
                value = getattr(msg, tag)
                if value is not None:
                    lines.append(f"        <{tag}>{_protect(value)}</{tag}>")
            kind = f' type="{msg.type}"' if msg.type else ""
            if msg.forms is None:
                lines.append(f"        <translation{kind}>{_protect(msg.translation)}</translation>")
            else:
                lines.append(f"        <translation{kind}>")
                lines += [f"            <numerusform>{_protect(f)}</numerusform>" for f in msg.forms]
                lines.append("        </translation>")
            lines.append("    </message>")
        lines.append("</context>")
    lines.append("</TS>")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------- building


class ToolError(RuntimeError):
    """A Qt tool is missing or failed."""


def qt_tool(name: str) -> str:
    """``pyside6-<name>`` beside the running Python (the venv's), else from PATH."""
    beside = Path(sys.executable).with_name(f"pyside6-{name}")
    if beside.exists():
        return str(beside)
    found = shutil.which(f"pyside6-{name}")
    if found is None:
        raise ToolError(f"pyside6-{name} not found beside {sys.executable} or on PATH")
    return found


def _run(args: list[str]) -> None:
    result = subprocess.run(args, cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        raise ToolError(f"{' '.join(args)} failed:\n{result.stdout}{result.stderr}")


def ui_files(root: Path = ROOT) -> list[str]:
    """Every Python file lupdate reads, relative to ``root``."""
    return sorted(p.relative_to(root).as_posix() for p in (root / "cardgames" / "ui").rglob("*.py"))


def _label_note(entry: EngineText) -> str:
    """The translator's note of a "messages" entry: its keys, and whose name comes first."""
    note = ", ".join(sorted(entry.labels))
    if entry.source[:1].islower():
        note += ". Follows a player's name: “Anna ” + this text."
    return note


def messages_context(
    texts: dict[str, EngineText], found_by_lupdate: list[TsMessage], committed: list[TsMessage]
) -> list[TsMessage]:
    """The "messages" context: the scanned texts (and any lupdate found) with committed translations."""
    known = {m.source: m for m in committed}
    by_label: dict[str, TsMessage] = {}
    for m in committed:
        for label in (m.extracomment or "").split(". ")[0].split(", "):
            if label:
                by_label.setdefault(label, m)
    out: list[TsMessage] = []
    order = sorted(texts.values(), key=lambda e: (min(e.labels), e.source))
    for entry in order:
        msg = TsMessage(entry.source, extracomment=_label_note(entry))
        old = known.get(entry.source)
        if old is not None:
            msg.translation, msg.type, msg.translatorcomment = (
                old.translation,
                old.type,
                old.translatorcomment,
            )
            msg.oldsource = old.oldsource if old.type else None
        else:  # a changed template: offer the old translation of the same key to edit
            previous = next((by_label[lb] for lb in sorted(entry.labels) if lb in by_label), None)
            if previous is not None and previous.source not in texts and previous.translation:
                msg.translation, msg.oldsource = previous.translation, previous.source
        out.append(msg)
    out += sorted((m for m in found_by_lupdate if m.source not in texts), key=lambda m: m.source)
    return out


def fill_english(ts: TsFile) -> None:
    """The source language translates to itself: fill unfinished singular entries with their source."""
    for messages in ts.contexts.values():
        for msg in messages:
            if msg.type == "unfinished" and msg.forms is None:
                msg.translation, msg.type, msg.oldsource = msg.source, None, None


def repair_ui(ts: TsFile, calls: list[UiText], committed: TsFile) -> list[str]:
    """Mend what lupdate's Python parser gets wrong; a note for each text it missed.

    It marks ``QCoreApplication.translate(context, text, "", count)`` as a
    plural only when ``count`` is a number literal (and then drops the plural
    forms of the committed file), and skips a call whose count is an
    expression such as ``len(cards)``.
    """
    notes: list[str] = []
    old = committed.entries()
    forms = max((len(m.forms or ()) for ms in ts.contexts.values() for m in ms), default=0) or 2
    for call in calls:
        messages = ts.contexts.setdefault(call.context, [])
        at = next((i for i, m in enumerate(messages) if m.key() == (call.source, call.comment)), None)
        if at is not None and messages[at].numerus == call.numerus:
            continue
        if at is None:
            notes.append(f"{call.place}: lupdate missed {_short(call.source)}; added it")
        before = old.get((call.context, call.source, call.comment))
        if before is not None and before.numerus == call.numerus:
            msg = before
        else:
            msg = TsMessage(call.source, comment=call.comment or None)
            msg.forms = [""] * forms if call.numerus else None
            if call.numerus:
                msg.attrib["numerus"] = "yes"
        if at is None:
            messages.append(msg)
        else:
            messages[at] = msg
    return notes


def build_ts(
    language: str, committed: Path, work: Path, texts: dict[str, EngineText]
) -> tuple[str, list[str]]:
    """The fresh TS text for ``language`` (lupdate over the UI, the rebuilt "messages"), and notes."""
    temp = work / f"lupdate_{language}.ts"
    if committed.exists():
        shutil.copyfile(committed, temp)
    old = parse_ts(committed.read_text(encoding="utf-8")) if committed.exists() else TsFile(language)
    args = [qt_tool("lupdate"), *ui_files(), "-silent", "-source-language", SOURCE_LANGUAGE]
    args += ["-target-language", language, "-locations", "none", "-no-obsolete", "-ts", str(temp)]
    _run(args)
    raw = temp.read_text(encoding="utf-8")
    ts = parse_ts(raw)
    if write_ts(ts) != raw:
        print(f"warning: lupdate's layout of {temp.name} changed; check write_ts", file=sys.stderr)
    notes = repair_ui(ts, scan_ui_texts(), old)
    for name, messages in ts.contexts.items():  # lupdate's notes are the code's ``#:`` comments
        if name != MESSAGES_CONTEXT:
            for msg in messages:
                msg.extracomment = None
    found = ts.contexts.pop(MESSAGES_CONTEXT, [])
    context = messages_context(texts, found, old.contexts.get(MESSAGES_CONTEXT, []))
    names = sorted([*ts.contexts, MESSAGES_CONTEXT])
    ts.contexts = {n: context if n == MESSAGES_CONTEXT else ts.contexts[n] for n in names}
    if language == SOURCE_LANGUAGE:
        fill_english(ts)
    return write_ts(ts), notes


def lrelease(ts_path: Path, qm_path: Path) -> None:
    """Compile a TS file. The ``.qm`` is written beside its place and then renamed into it: a running
    app maps its catalogue into memory, and a file rewritten in place under it makes its texts
    wrong (the source's "(s)" plurals) and can crash it; a renamed file leaves the old one mapped."""
    temp = qm_path.with_name(qm_path.name + ".new")
    _run([qt_tool("lrelease"), "-silent", str(ts_path), "-qm", str(temp)])
    os.replace(temp, qm_path)


def _write_if_changed(path: Path, data: bytes) -> bool:
    """Write ``data`` to ``path`` unless it already holds exactly that; True if written."""
    if path.exists() and path.read_bytes() == data:
        return False
    temp = path.with_name(path.name + ".new")
    temp.write_bytes(data)
    os.replace(temp, path)  # renamed into place, as lrelease's .qm (see there)
    return True


def build(
    out_dir: Path, committed_dir: Path = TRANSLATIONS, verbose: bool = False
) -> tuple[list[str], list[str]]:
    """Write ``cardgames_<lang>.ts`` and ``.qm`` into ``out_dir``: the templates that cannot be
    translated, and the files written (a file that would not change is left alone, so an
    unchanged tree stays unchanged).

    With ``verbose``, the texts lupdate missed (and this script added) are listed on stderr.
    """
    texts, warnings = scan_engine_texts()
    out_dir.mkdir(parents=True, exist_ok=True)
    noted: set[str] = set()
    written: list[str] = []
    with tempfile.TemporaryDirectory() as work:
        for language in LANGUAGES:
            name = f"cardgames_{language}"
            text, notes = build_ts(language, committed_dir / f"{name}.ts", Path(work), texts)
            for note in notes:
                if verbose and note not in noted:
                    print(f"note: {note}", file=sys.stderr)
                noted.add(note)
            if _write_if_changed(out_dir / f"{name}.ts", text.encode("utf-8")):
                written.append(f"{name}.ts")
            compiled = Path(work) / f"{name}.qm"
            lrelease(out_dir / f"{name}.ts", compiled)
            if _write_if_changed(out_dir / f"{name}.qm", compiled.read_bytes()):
                written.append(f"{name}.qm")
    return warnings, written


# ---------------------------------------------------------------------- checking


def _fields(text: str) -> set[str] | None:
    """The ``{names}`` of a format template; None if it is malformed."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return None


def _short(text: str, limit: int = 60) -> str:
    flat = text.replace("\n", " ")
    return repr(flat if len(flat) <= limit else flat[: limit - 1] + "…")


def entry_problems(ts: TsFile, where: str) -> Iterator[str]:
    """Unfinished or empty entries, and translations whose placeholders differ from their source's."""
    for context, messages in ts.contexts.items():
        for msg in messages:
            here = f"{where}: {context}: {_short(msg.source)}"
            empty = not msg.texts() or not all(msg.texts())
            if msg.type is not None:
                yield f"{here}: {msg.type}" + (", no translation yet" if empty else "")
            elif empty:
                yield f"{here}: empty translation"
            markers = set(QT_MARKER.findall(msg.source))
            for text in msg.texts():
                got_markers = set(QT_MARKER.findall(text))
                if text and got_markers != markers:
                    yield f"{here}: %-markers {sorted(got_markers)} instead of {sorted(markers)}"
                if context == MESSAGES_CONTEXT and text and _fields(text) != _fields(msg.source):
                    got, want = _fields(text), _fields(msg.source)
                    shown = "malformed braces" if got is None else f"{{placeholders}} {sorted(got)}"
                    yield f"{here}: {shown} instead of {sorted(want or ())}"


def diff_problems(fresh: TsFile, committed: TsFile, where: str) -> Iterator[str]:
    """Entries the committed file lacks, has too many, or has with other content than a fresh build."""
    new, old = fresh.entries(), committed.entries()
    for key in sorted(new.keys() | old.keys()):
        context, source, _comment = key
        here = f"{where}: {context}: {_short(source)}"
        if key not in old:
            yield f"{here}: missing (run scripts/translations.py)"
        elif key not in new:
            yield f"{here}: no longer in the sources (run scripts/translations.py)"
        elif new[key].content() != old[key].content():
            yield f"{here}: differs from a fresh build (run scripts/translations.py)"
        elif new[key].notes() != old[key].notes():
            yield f"{here}: its note for translators differs from a fresh build (run scripts/translations.py)"
    if fresh.language != committed.language:
        yield f"{where}: language {committed.language!r}, expected {fresh.language!r}"


_SCRIPT = "scripts/translations.py"


def _display(path: Path) -> str:
    """A path as a line of ``--check`` names it: relative to the project when inside it."""
    return path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else str(path)


def check(committed_dir: Path = TRANSLATIONS) -> list[str]:
    """Every problem of the committed catalogues in ``committed_dir``, one line each."""
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as temp:
        fresh_dir = Path(temp) / "fresh"
        problems += build(fresh_dir, committed_dir)[0]  # f-string templates: never translated
        for language in LANGUAGES:
            name = f"cardgames_{language}"
            ts_path, qm_path = committed_dir / f"{name}.ts", committed_dir / f"{name}.qm"
            where = _display(ts_path)
            fresh = parse_ts((fresh_dir / f"{name}.ts").read_text(encoding="utf-8"))
            if not ts_path.exists():
                problems.append(f"{where}: missing (run scripts/translations.py)")
                continue
            committed = parse_ts(ts_path.read_text(encoding="utf-8"))
            stale = list(diff_problems(fresh, committed, where))
            if not stale and (fresh_dir / f"{name}.ts").read_bytes() != ts_path.read_bytes():
                stale.append(f"{where}: order or layout differs from a fresh build (run {_SCRIPT})")
            problems += stale
            problems += entry_problems(committed, where)
            if not qm_path.exists():
                problems.append(f"{_display(qm_path)}: missing (run scripts/translations.py)")
                continue
            compiled = Path(temp) / f"{name}.qm"
            lrelease(ts_path, compiled)
            if compiled.read_bytes() != qm_path.read_bytes():
                problems.append(
                    f"{_display(qm_path)}: not compiled from {where} (run scripts/translations.py)"
                )
    return problems


def _counts(ts: TsFile) -> Iterable[str]:
    for context, messages in ts.contexts.items():
        unfinished = sum(1 for m in messages if m.type is not None or not all(m.texts()))
        yield f"  {context}: {len(messages)}" + (f" ({unfinished} unfinished)" if unfinished else "")


def main(argv: list[str] | None = None) -> int:
    """Build the catalogues (or, with ``--check``, only compare); the exit status."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare the committed files with a fresh build")
    parser.add_argument(
        "--verbose", "-v", action="store_true", help="list the texts lupdate missed and the script added"
    )
    args = parser.parse_args(argv)
    try:
        if args.check:
            problems = check()
            for line in problems:
                print(line)
            return 1 if problems else 0
        warnings, written = build(TRANSLATIONS, verbose=args.verbose)
        for warning in warnings:
            print(f"warning: {warning}", file=sys.stderr)
    except ToolError as exc:
        print(exc, file=sys.stderr)
        return 2
    except (ET.ParseError, ValueError) as exc:  # a hand-edited .ts that is no longer valid
        print(f"error: a .ts file cannot be read: {exc}", file=sys.stderr)
        return 1
    print(f"wrote {', '.join(written)}" if written else "catalogues already up to date: nothing written")
    for language in LANGUAGES:
        path = TRANSLATIONS / f"cardgames_{language}.ts"
        print(path.relative_to(ROOT).as_posix())
        print("\n".join(_counts(parse_ts(path.read_text(encoding="utf-8")))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
