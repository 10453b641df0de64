"""A pupil's progress kept in the browser: a tiny anywidget over ``localStorage``.

:class:`BrowserStore` has a synced ``data`` dict. When the browser draws it (it shows nothing), its JavaScript reads
``localStorage[key]`` and sends what it finds to Python (merged under what Python already holds); from then on every
change of ``data`` is written back to ``localStorage[key]``. So a reload of the page, or a new kernel, finds the
same data again: in Voila, JupyterLab and JupyterLite alike (the JavaScript ships in this module; nothing is fetched
at run time). Only JSON goes in and out: the browser parses the stored text with ``JSON.parse`` (never eval), and
stored text that is not a JSON object is ignored. ``loaded`` turns true once the browser has answered.

Nothing here needs a browser: tests play the browser's part with :meth:`BrowserStore.restore`.

>>> store = BrowserStore(key="tutor-demo")
>>> store.data, store.loaded
({}, False)
>>> store.update(ex1="solved")
>>> store.restore({"ex1": "tried", "ex2": "tried"})  # what the browser had kept from the last visit
>>> store.data, store.loaded
({'ex1': 'solved', 'ex2': 'tried'}, True)
>>> store.clear(); store.data
{}
"""

from __future__ import annotations

from typing import Any

import anywidget
import traitlets

__all__ = ["BrowserStore"]

_ESM = r"""
function render({ model, el }) {
  el.classList.add("tutor-store");
  const key = model.get("key");
  let stored = {};
  try {
    const text = window.localStorage.getItem(key);
    const parsed = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) stored = parsed;
  } catch (err) { stored = {}; }
  const write = () => {
    try { window.localStorage.setItem(key, JSON.stringify(model.get("data") || {})); } catch (err) { /* full */ }
  };
  if (!model.get("loaded")) {
    model.set("data", Object.assign({}, stored, model.get("data") || {}));
    model.set("loaded", true);
    model.save_changes();
  }
  write();
  model.on("change:data", write);
}
export default { render };
"""

_CSS = ".tutor-store { display: none; }"


class BrowserStore(anywidget.AnyWidget):
    """A dict kept in the browser's ``localStorage`` under ``key`` (display it once so that the browser loads it)."""

    _esm = _ESM
    _css = _CSS
    key = traitlets.Unicode("tutor").tag(sync=True)
    data = traitlets.Dict().tag(sync=True)
    loaded = traitlets.Bool(False).tag(sync=True)

    def update(self, **items: Any) -> None:
        """Set some entries (a new dict, so that the change is sent to the browser)."""
        self.data = {**self.data, **items}

    def clear(self) -> None:
        """Forget everything (in the browser too)."""
        self.data = {}

    def restore(self, stored: dict[str, Any]) -> None:
        """What the browser does when it draws the store: what it had kept, under what Python holds now."""
        self.data = {**stored, **self.data}
        self.loaded = True
