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


def svg_size(svg: str) -> tuple[float, float]:
    """The width and height an SVG drawing declares.

    >>> svg_size(Svg(120, 80).render())
    (120.0, 80.0)
    """
    head = svg.split(">", 1)[0]
    return float(head.split('width="', 1)[1].split('"', 1)[0]), float(head.split('height="', 1)[1].split('"', 1)[0])


def wrap(text: str, chars: int) -> list[str]:
    """``text`` in lines of at most ``chars`` characters (a longer word keeps its own line).

    >>> wrap("a red cross marks the field you clicked", 16)
    ['a red cross', 'marks the field', 'you clicked']
    """
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= chars:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def refusal_note(svg: Svg, x: float, y: float, label: str, limit: float, above: bool = True, size: float = 11,
                 colour: str = "#b00", most: float = 340, tip: str | None = None) -> None:
    """The note beside a refused click: ``label``'s first line (the rule's title) in bold, the lines after it (the
    reason) wrapped, in a white box with a red border, centred on ``x`` and kept between 0 and ``limit``; the box
    ends just above ``y`` (``above``) or starts just below it. ``tip`` (the rule's id, for a teacher) is the first
    line's tooltip: that line alone takes the pointer, the rest of the note lets clicks through to the board.

    >>> svg = Svg(200, 100)
    >>> refusal_note(svg, 20, 60, "✗ Only on empty fields\\nThe field is taken by another tile.", 200,
    ...              tip="demo.place.empty")
    >>> drawn = svg.render()
    >>> drawn.count("<text"), 'font-weight="bold"' in drawn, "<title>demo.place.empty</title>" in drawn
    (3, True, True)
    """
    head, *rest = label.split("\n")
    per_char = 0.56 * size
    chars = max(12, int((min(limit - 4, most) - 12) / per_char))
    lines = [head, *(line for part in rest for line in wrap(part, chars))]
    width = min(max(len(line) for line in lines) * per_char + 12, limit - 4)
    height = len(lines) * (size + 3) + 6
    left = min(max(x - width / 2, 2), limit - width - 2)
    top = y - height if above else y
    svg.open_group(pointer_events="none", class_="refusal-note")
    svg.rect(left, top, width, height, rx=4, fill="#fff", stroke=colour, stroke_width=1.5)
    for i, line in enumerate(lines):
        at = {"x": left + width / 2, "y": top + 3 + (size + 3) * (i + 0.5), "font_size": size, "text_anchor": "middle",
              "dominant_baseline": "central", "fill": colour}
        if i == 0 and tip:
            svg.add("text", f"<title>{escape(tip, quote=False)}</title>{escape(line, quote=False)}", **at,
                    font_weight="bold", pointer_events="visiblePainted")
        else:
            svg.text(at["x"], at["y"], line, size=size, fill=colour, **({"font_weight": "bold"} if i == 0 else {}))
    svg.close_group()


def _luminance(colour: str) -> float:
    """WCAG's relative luminance of a ``#rrggbb`` colour."""
    channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """WCAG's contrast ratio of two ``#rrggbb`` colours (1 to 21; text needs 4.5, large text 3).

    >>> round(contrast("#ffffff", "#000000"), 1), round(contrast("#ffffff", "#2ca02c"), 1)
    (21.0, 3.4)
    """
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def ink(fill: str) -> str:
    """The text colour that reads best on ``fill``: white or near-black, whichever contrasts more.

    >>> ink("#2ca02c"), ink("#1f4e9b"), ink("#ffffff")
    ('#111111', '#ffffff', '#111111')
    """
    return "#ffffff" if contrast("#ffffff", fill) >= contrast("#111111", fill) else "#111111"


def seat_square(svg: Svg, x: float, y: float, size: float, colour: str, seat: int, cls: str | None = None) -> None:
    """A square in a player's colour with their seat's mark (nothing, a dot, a bar, a cross, a ring, an upright
    bar: seats 1 to 6), so that players are told apart without their colours too. Every game draws its players'
    swatches, houses, cubes and badges with it; ``cls`` (if given) classes the square and adds ``cls-<seat>``.

    >>> s = Svg(20, 20); seat_square(s, 2, 2, 16, "#1f77b4", 1); s.render().count("<circle")
    1
    >>> s = Svg(20, 20); seat_square(s, 2, 2, 16, "#d62728", 0, "house"); 'class="house house-1"' in s.render()
    True
    """
    svg.rect(x, y, size, size, fill=colour, stroke="#222", stroke_width=0.8,
             **({"class_": f"{cls} {cls}-{seat + 1}"} if cls else {}))
    mark(svg, x, y, size, seat, ink(colour))  # white, or black on a light colour


def mark(svg: Svg, x: float, y: float, size: float, kind: int, pen: str) -> None:
    """Mark ``kind`` in the square (x, y, size) in the colour ``pen``: 0 nothing, 1 a dot, 2 a bar, 3 a cross, 4 a
    ring, 5 an upright bar, 6 a plus (the seats' marks, and La Loire's shield colours')."""
    c, r, w = x + size / 2, y + size / 2, max(size / 7, 1.2)
    line = {"stroke": pen, "stroke_width": w, "stroke_linecap": "round"}
    if kind == 1:
        svg.circle(c, r, size / 5, fill=pen)
    elif kind in (2, 6):
        svg.line(x + size * 0.2, r, x + size * 0.8, r, **line)
    elif kind == 3:
        svg.path(f"M{num(x + size * 0.25)} {num(y + size * 0.25)} L{num(x + size * 0.75)} {num(y + size * 0.75)} "
                 f"M{num(x + size * 0.75)} {num(y + size * 0.25)} L{num(x + size * 0.25)} {num(y + size * 0.75)}",
                 fill="none", **line)
    elif kind == 4:
        svg.circle(c, r, size / 4, fill="none", stroke=pen, stroke_width=w)
    if kind in (5, 6):
        svg.line(c, y + size * 0.2, c, y + size * 0.8, **line)
