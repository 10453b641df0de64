"""Fixtures the browser tests share: one headless Chromium per test module.

Without ``/usr/bin/chromium`` a browser test fails with the reason (``.ci/run`` installs it);
``TUTOR_SKIP_BROWSER=1`` skips them.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest
from browser_helpers import SKIP_VARIABLE, chromium_missing, launch_chromium


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Debian's Chromium, headless, driven by Playwright (closed at the end of the module)."""
    if os.environ.get(SKIP_VARIABLE) == "1":
        pytest.skip(f"{SKIP_VARIABLE}=1: browser tests skipped")
    missing = chromium_missing()
    if missing:
        pytest.fail(missing, pytrace=False)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = launch_chromium(playwright)
        try:
            yield chromium
        finally:
            chromium.close()
