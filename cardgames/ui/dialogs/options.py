"""A form for any game's ``Options`` model, built from its fields.

Integers become spin boxes (an optional integer gets a "rules default"
value at the bottom of its range), booleans check boxes, ``Literal`` choices
combo boxes, labelled by the field's ``json_schema_extra={"choices": {...}}``.
A field whose ``json_schema_extra`` has ``"when": {"other": [values]}`` is
enabled only while the field ``other`` holds one of those values (the number
of games only matters when the match ends after a number of games).
Titles, descriptions and labels come from the fields and are translated like
every text of the engine.
"""

from __future__ import annotations

import types
import typing
from typing import Any, Literal, get_args, get_origin

from pydantic import BaseModel
from pydantic.fields import FieldInfo
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QSpinBox, QWidget

from ..i18n import engine_text
from ..screen import CalmComboBox, CalmSpinBox

__all__ = ["OptionsForm"]


def _unwrap_optional(annotation: Any) -> tuple[Any, bool]:
    origin = get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in get_args(annotation) if a is not type(None)]
        if len(args) == 1:
            return args[0], True
    return annotation, False


def _bounds(field: FieldInfo) -> tuple[int, int]:
    low, high = 0, 999
    for meta in field.metadata:
        # pydantic keeps ge/le as small constraint objects with that attribute.
        if getattr(meta, "ge", None) is not None:
            low = int(meta.ge)
        if getattr(meta, "le", None) is not None:
            high = int(meta.le)
    return low, high


class OptionsForm(QWidget):
    """Editors for every field of an options model, with its current values."""

    def __init__(self, model: type[BaseModel], values: BaseModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        # Where a label and its editor do not fit side by side (a small screen), the editor goes
        # below its label.
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self._getters: dict[str, Any] = {}
        self.editors: dict[str, QWidget] = {}
        for name, field in model.model_fields.items():
            editor, getter = self._editor(field, getattr(values, name))
            if editor is None:
                continue  # a kind of field this form cannot edit keeps its value
            editor.setObjectName(f"option_{name}")
            editor.setToolTip(engine_text(field.description) if field.description else "")
            self.form.addRow(engine_text(field.title or name.replace("_", " ").capitalize()), editor)
            self._getters[name] = getter
            self.editors[name] = editor
        self._values = values
        self._conditions: dict[str, dict[str, list[Any]]] = {}
        for name, field in model.model_fields.items():
            extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
            when = extra.get("when")
            if name in self.editors and isinstance(when, dict):
                self._conditions[name] = {str(k): list(v) for k, v in when.items() if isinstance(v, list)}
        self.preset: QComboBox | None = None
        presets = getattr(model, "PRESETS", None)
        if isinstance(presets, dict) and presets:
            self._add_presets(presets)
        for other in {k for cond in self._conditions.values() for k in cond}:
            combo = self.editors.get(other)
            if isinstance(combo, QComboBox):
                combo.currentIndexChanged.connect(self._update_enabled)
        self._update_enabled()

    def _add_presets(self, presets: dict[str, dict[str, Any]]) -> None:
        """A first row that fills the form from a named preset, and shows which one it matches."""
        combo = CalmComboBox(self)
        combo.setObjectName("option_preset")
        self._presets = presets
        for name in presets:
            combo.addItem(engine_text(name), name)
        combo.addItem(QCoreApplication.translate("OptionsForm", "Custom"), None)
        self.preset = combo
        self.form.insertRow(0, QCoreApplication.translate("OptionsForm", "Rules"), combo)
        combo.activated.connect(self._apply_preset)
        for editor in self.editors.values():
            signal = getattr(editor, "currentIndexChanged", None) or getattr(editor, "valueChanged", None)
            if signal is None:
                signal = getattr(editor, "toggled", None)
            if signal is not None:
                signal.connect(self._match_preset)
        self._match_preset()

    def _preset_values(self, name: str) -> dict[str, Any]:
        defaults = self.model().model_dump()
        defaults.update(self._presets[name])
        return defaults

    def _apply_preset(self, index: int) -> None:
        """Set every editor as the chosen preset says."""
        assert self.preset is not None
        name = self.preset.itemData(index)
        if name is None:
            return
        for field, value in self._preset_values(name).items():
            editor = self.editors.get(field)
            if isinstance(editor, QComboBox):
                editor.setCurrentIndex(max(editor.findData(value), 0))
            elif isinstance(editor, QCheckBox):
                editor.setChecked(bool(value))
            elif isinstance(editor, QSpinBox) and value is not None:
                editor.setValue(int(value))
        self._match_preset()

    def _match_preset(self) -> None:
        """Show the preset the values match, or Custom."""
        if self.preset is None:
            return
        values = self.values()
        for i in range(self.preset.count()):
            name = self.preset.itemData(i)
            if name is None or all(values.get(k) == v for k, v in self._preset_values(name).items()):
                self.preset.setCurrentIndex(i)
                return

    def _update_enabled(self) -> None:
        """Enable each conditional field while its condition holds."""
        for name, cond in self._conditions.items():
            on = all(self._getters[k]() in values for k, values in cond.items() if k in self._getters)
            editor = self.editors[name]
            editor.setEnabled(on)
            label = self.form.labelForField(editor)
            if label is not None:
                label.setEnabled(on)

    def _editor(self, field: FieldInfo, value: Any) -> tuple[QWidget | None, Any]:
        annotation, optional = _unwrap_optional(field.annotation)
        if annotation is bool:
            box = QCheckBox(self)
            box.setChecked(bool(value))
            return box, box.isChecked
        if annotation is int:
            low, high = _bounds(field)
            spin = CalmSpinBox(self)
            if optional:
                spin.setRange(low - 1, high)
                spin.setSpecialValueText(QCoreApplication.translate("OptionsForm", "as in the rules"))
                spin.setValue(low - 1 if value is None else int(value))
                return spin, lambda: None if spin.value() == low - 1 else spin.value()
            spin.setRange(low, high)
            spin.setValue(int(value))
            return spin, spin.value
        if get_origin(annotation) is Literal:
            combo = CalmComboBox(self)
            extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
            labels = extra.get("choices", {})
            for choice in get_args(annotation):
                label = labels.get(choice, str(choice)) if isinstance(labels, dict) else str(choice)
                combo.addItem(engine_text(str(label)), choice)
            combo.setCurrentIndex(max(combo.findData(value), 0))
            return combo, combo.currentData
        return None, None

    def values(self) -> dict[str, Any]:
        """The edited options as a dict (unedited fields keep their values)."""
        out = self._values.model_dump()
        out.update({name: get() for name, get in self._getters.items()})
        return out
