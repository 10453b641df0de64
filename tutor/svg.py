"""A tiny SVG builder shared by the three board renderers.

Output is deterministic (numbers are written with at most two decimals), so
notebooks that show boards can be compared byte for byte by nbval.

>>> s = Svg(20, 10)
>>> s.rect(0, 0, 20, 10, fill="#fff")
>>> s.text(10, 5, "a<b", size=4)
>>> print(s.render())  # doctest: +NORMALIZE_WHITESPACE
<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10"
 font-family="sans-serif"><rect x="0" y="0" width="20" height="10" fill="#fff"/><text x="10" y="5"
 font-size="4" text-anchor="middle" dominant-baseline="central">a&lt;b</text></svg>
"""

from __future__ import annotations

from html import escape


def num(x: float) -> str:
    """A number as short, stable text.

    >>> num(1.0), num(2.345), num(-0.001)
    ('1', '2.35', '0')
    """
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _attrs(attrs: dict[str, object]) -> str:
    parts = []
    for key, value in attrs.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        text = num(value) if isinstance(value, float) else str(value)
        parts.append(f' {name}="{escape(text, quote=True)}"')
    return "".join(parts)


class Svg:
    """Collects SVG elements; ``render()`` returns the document as text."""

    def __init__(self, width: float, height: float, **attrs: object) -> None:
        self.width, self.height = width, height
        self.attrs = {"font_family": "sans-serif", **attrs}
        self.parts: list[str] = []

    def add(self, tag: str, content: str | None = None, **attrs: object) -> None:
        """Any element: ``add("circle", cx=1, cy=2, r=3)``."""
        if content is None:
            self.parts.append(f"<{tag}{_attrs(attrs)}/>")
        else:
            self.parts.append(f"<{tag}{_attrs(attrs)}>{content}</{tag}>")

    def rect(self, x: float, y: float, w: float, h: float, **attrs: object) -> None:
        self.add("rect", x=x, y=y, width=w, height=h, **attrs)

    def line(self, x1: float, y1: float, x2: float, y2: float, **attrs: object) -> None:
        self.add("line", x1=x1, y1=y1, x2=x2, y2=y2, **attrs)

    def circle(self, cx: float, cy: float, r: float, **attrs: object) -> None:
        self.add("circle", cx=cx, cy=cy, r=r, **attrs)

    def polygon(self, points: list[tuple[float, float]], **attrs: object) -> None:
        self.add("polygon", points=" ".join(f"{num(x)},{num(y)}" for x, y in points), **attrs)

    def polyline(self, points: list[tuple[float, float]], **attrs: object) -> None:
        self.add("polyline", points=" ".join(f"{num(x)},{num(y)}" for x, y in points), fill="none", **attrs)

    def path(self, d: str, **attrs: object) -> None:
        self.add("path", d=d, **attrs)

    def text(self, x: float, y: float, content: str, size: float = 10, anchor: str = "middle", **attrs: object) -> None:
        self.add(
            "text",
            escape(content, quote=False),
            x=x,
            y=y,
            font_size=size,
            text_anchor=anchor,
            dominant_baseline="central",
            **attrs,
        )

    def title(self, content: str) -> None:
        """A tooltip for the element group that follows (and an accessible name)."""
        self.parts.append(f"<title>{escape(content, quote=False)}</title>")

    def open_group(self, **attrs: object) -> None:
        self.parts.append(f"<g{_attrs(attrs)}>")

    def close_group(self) -> None:
        self.parts.append("</g>")

    def render(self) -> str:
        head = (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{num(self.width)}" height="{num(self.height)}" '
            f'viewBox="0 0 {num(self.width)} {num(self.height)}"{_attrs(self.attrs)}>'
        )
        return head + "".join(self.parts) + "</svg>"
