"""The score history in the side panel: a small chart of the running totals (Karriere Poker: each
player's position in every game) and one line per finished round on who scored what and why.

The lines and series come from the game's table description (``GameUI.history_line`` and
``history_series``) and the controller's rounds; teams are one row and one line of the chart.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QAbstractItemView, QLabel, QListWidget, QSizePolicy, QVBoxLayout, QWidget

__all__ = ["COLOURS", "HistoryPanel", "ScoreChart"]

#: One colour per score row, told apart on the light panel.
COLOURS = ("#1f6fb4", "#c62828", "#2e7d32", "#ef6c00", "#6a1b9a", "#795548", "#d81b60", "#00838f")


class ScoreChart(QWidget):
    """Lines of each row's value after every round, with the names in their colours underneath."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreChart")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.labels: list[str] = []
        self.series: list[list[int]] = []
        #: A lower value is better (positions): drawn at the top.
        self.lower_better = False
        self.from_zero = True
        self.bounds: tuple[int, int] | None = None
        self.edges: tuple[int, int] = (0, 0)

    def sizeHint(self) -> QSize:
        """About a hundred pixels of chart and a line of names per two rows."""
        line = self.fontMetrics().height()
        return QSize(200, 96 + line * ((len(self.labels) + 1) // 2))

    def set_series(
        self,
        labels: Sequence[str],
        series: Sequence[Sequence[int]],
        lower_better: bool,
        *,
        from_zero: bool = True,
        bounds: tuple[int, int] | None = None,
    ) -> None:
        """Show ``series`` (one list of values per row, named by ``labels``). ``from_zero``: each line
        starts at 0 before the first round (running totals); ``bounds``: a fixed range of values."""
        self.labels = list(labels)
        self.series = [list(s) for s in series]
        self.lower_better = lower_better
        self.from_zero = from_zero and not lower_better
        self.bounds = bounds
        self.updateGeometry()
        self.setMinimumHeight(self.sizeHint().height())
        self.update()

    def points(self, rect: QRectF) -> list[list[QPointF]]:
        """Where each row's values lie in ``rect``: round 0 (nothing yet) on the left edge."""
        values = [v for s in self.series for v in s]
        if not values:
            return []
        low, high = min(0, *values), max(0, *values)
        if self.lower_better:
            low, high = min(values), max(values)
        if self.bounds is not None:
            low, high = self.bounds
        span = max(high - low, 1)
        #: The values at the chart's top and bottom edge (written there).
        self.edges = (low, high) if self.lower_better else (high, low)
        rounds = max(len(s) for s in self.series)
        step = rect.width() / max(rounds, 1)

        def y(v: int) -> float:
            share = (v - low) / span
            return rect.top() + (share if self.lower_better else 1.0 - share) * rect.height()

        out = []
        if not self.from_zero:  # the first value on the left edge
            step = rect.width() / max(rounds - 1, 1)
        for s in self.series:
            line = [QPointF(rect.left(), y(0))] if self.from_zero else []
            first = 1 if self.from_zero else 0
            line += [QPointF(rect.left() + step * (i + first), y(v)) for i, v in enumerate(s)]
            out.append(line)
        return out

    def _scale_values(self) -> list[int]:
        """The values the scale may write (the widest sets the margin)."""
        values = [v for s in self.series for v in s]
        if not values:
            return []
        if self.bounds is not None:
            return list(self.bounds)
        return [min(0, *values), max(0, *values)] if not self.lower_better else [min(values), max(values)]

    def paintEvent(self, event: QPaintEvent) -> None:
        """The grid line at 0, a line per row, and the names in their colours."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        line = self.fontMetrics().height()
        legend_rows = (len(self.labels) + 1) // 2
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.8))
        digits = QFontMetrics(small)
        scale = max((digits.horizontalAdvance(str(v)) for v in self._scale_values()), default=0)
        left = 6 + (scale + 4 if scale else 0)
        chart = QRectF(left, 6, self.width() - left - 6, self.height() - 12 - line * legend_rows)
        painter.setPen(QPen(self.palette().mid().color(), 1))
        painter.drawRect(chart)
        lines = self.points(chart.adjusted(4, 4, -4, -4))
        if lines:  # the scale: the values at the top and bottom edge, left of the chart
            painter.setFont(small)
            painter.setPen(self.palette().placeholderText().color())
            top, bottom = self.edges
            box = QRectF(2, chart.top(), chart.left() - 4, chart.height())
            painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, str(top))
            painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, str(bottom))
            painter.setFont(self.font())
        for i, pts in enumerate(lines):
            colour = QColor(COLOURS[i % len(COLOURS)])
            painter.setPen(QPen(colour, 2))
            painter.drawPolyline(QPolygonF(pts))
            painter.setBrush(colour)
            if pts:
                painter.drawEllipse(pts[-1], 2.5, 2.5)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = self.width() / 2
        for i, label in enumerate(self.labels):
            x = 6 + (i % 2) * half
            y = chart.bottom() + 4 + (i // 2) * line
            painter.setPen(QPen(QColor(COLOURS[i % len(COLOURS)]), 3))
            painter.drawLine(QPointF(x, y + line / 2), QPointF(x + 12, y + line / 2))
            painter.setPen(self.palette().text().color())
            text = self.fontMetrics().elidedText(label, Qt.TextElideMode.ElideRight, int(half - 24))
            painter.drawText(QRectF(x + 16, y, half - 20, line), Qt.AlignmentFlag.AlignVCenter, text)
        painter.end()


class HistoryPanel(QWidget):
    """The History tab: the chart, then a line per finished round (the newest last)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        self.chart = ScoreChart(self)
        self.empty = QLabel(self)
        self.empty.setWordWrap(True)
        italic = QFont(self.empty.font())
        italic.setItalic(True)
        self.empty.setFont(italic)
        self.lines = QListWidget(self)
        self.lines.setObjectName("historyLines")
        self.lines.setWordWrap(True)
        self.lines.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.lines.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        layout.addWidget(self.chart)
        layout.addWidget(self.empty)
        layout.addWidget(self.lines, 1)
        self._rounds = True
        self._unit = "round"
        self._shown: tuple[object, ...] | None = None
        self.show_rounds([], [], [], False, True)

    def show_rounds(
        self,
        lines: Sequence[str],
        labels: Sequence[str],
        series: Sequence[Sequence[int]],
        lower_better: bool,
        has_rounds: bool,
        unit: str = "round",
    ) -> None:
        """The finished rounds' lines and the chart (``has_rounds`` False: the game has one round;
        ``unit``: what the game calls a round, "round", "hand" or "game", as ``Game.unit``)."""
        shown = (tuple(lines), tuple(labels), tuple(tuple(s) for s in series), lower_better, has_rounds, unit)
        if shown == self._shown:
            return
        self._shown = shown
        self._rounds = has_rounds
        self._unit = unit
        self.lines.clear()
        self.lines.addItems(list(lines))
        self.lines.scrollToBottom()
        self.chart.set_series(labels, series, lower_better)
        self.chart.setVisible(bool(lines))
        self.lines.setVisible(bool(lines))
        self.empty.setVisible(not lines)
        self.retranslate()

    def retranslate(self) -> None:
        """The words of an empty history in the current language."""
        if self._rounds:
            # In the game's own word: Seven-up plays hands, Karriere Poker games.
            empty = {
                "hand": self.tr(
                    "No hand is over yet: each one gets a line here, and the chart shows the scores."
                ),
                "game": self.tr(
                    "No game is over yet: each one gets a line here, and the chart shows the scores."
                ),
            }.get(
                self._unit,
                self.tr("No round is over yet: each one gets a line here, and the chart shows the scores."),
            )
            self.empty.setText(empty)
        else:
            self.empty.setText(self.tr("This game is played as one round: there is no score history."))

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
