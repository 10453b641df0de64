"""The colour-blind palette: every app's *colour-blind colours* switch.

The boards draw each player in the tutor's usual colours (red, blue, green, orange, yellow, purple). Red and green
look alike to most colour-blind pupils, so the switch re-paints them in the Okabe–Ito colours, chosen to stay apart
for the common kinds of colour blindness: a vermilion red, a bluish green, a deeper blue. The players keep their names
(red is still called red). Nothing is drawn again: the switch puts a class on the app, and a style sheet (loaded with
every board, :data:`CSS`) swaps the colours of everything drawn in a player's colour, on the boards and in the
swatches beside them.

>>> OKABE_ITO["#d62728"], OKABE_ITO["#2ca02c"]
('#d55e00', '#009e73')
>>> seen = []
>>> switch = colour_switch(on=seen.append)
>>> switch.value = True
>>> seen
[True]
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as widgets

from tutor.i18n import _

__all__ = ["CLASS", "CSS", "OKABE_ITO", "colour_switch"]

CLASS = "tutor-colour-blind"  # on an app's outermost widget while the switch is on

# the tutor's player colours (matplotlib's "tab10") -> Okabe & Ito's colour-blind safe palette (brown has no
# partner there and stays: it differs from the others in lightness)
OKABE_ITO = {
    "#d62728": "#d55e00",  # red -> vermilion
    "#1f77b4": "#0072b2",  # blue -> blue
    "#2ca02c": "#009e73",  # green -> bluish green
    "#ff7f0e": "#e69f00",  # orange -> orange
    "#f2c200": "#f0e442",  # yellow -> yellow
    "#9467bd": "#cc79a7",  # purple -> reddish purple
}


def _rules() -> str:
    """CSS: an SVG's colour attributes give way to any style rule, so one rule per colour and attribute re-paints the
    boards; the swatches in HTML carry the colour in their ``style``."""
    out = []
    for old, new in OKABE_ITO.items():
        out.append(f'.{CLASS} [fill="{old}"] {{ fill: {new}; }}')
        out.append(f'.{CLASS} [stroke="{old}"] {{ stroke: {new}; }}')
        out.append(f'.{CLASS} [style*="{old}"] {{ background-color: {new} !important; }}')
    return "\n".join(out) + "\n"


CSS = _rules()


def colour_switch(on: Callable[[bool], None]) -> widgets.ToggleButton:
    """A *colour-blind colours* toggle; switching it calls ``on(True / False)`` (the app adds or removes
    :data:`CLASS` on its outermost widget)."""
    switch = widgets.ToggleButton(value=False, icon="eye", layout=widgets.Layout(width="auto"))
    switch.add_class("tutor-colours")
    label(switch)
    switch.observe(lambda change: on(change["new"]), names="value")
    return switch


def label(switch: widgets.ToggleButton) -> None:
    """The switch's words in the current language (again after the language switch)."""
    switch.description = _("colour-blind colours")
    switch.tooltip = _("paint the players in colours that colour-blind eyes tell apart")


def apply(widget: widgets.DOMWidget, on: bool) -> None:
    """Put the palette's class on ``widget`` (on) or take it off."""
    (widget.add_class if on else widget.remove_class)(CLASS)
