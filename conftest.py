"""Test-wide settings: the tests, the doctests and the nbval'd notebooks speak English.

The tutor's language follows the environment's locale (``tutor.i18n``); the saved
notebook outputs and the expected texts in the tests are English, so the test run
pins ``TUTOR_LANG=en`` before anything imports the tutor (the notebook kernels that
nbval starts inherit it). A test that wants Hungarian asks for it with
``tutor.i18n.language("hu")``.
"""

import os

os.environ["TUTOR_LANG"] = "en"
