"""Shared by the runtime's tests: a candidate runtime driven in the test process holds Python's
cyclic garbage collector off and freezes what exists (as it does in a candidate process); give
both back after each test."""
import gc

import pytest


@pytest.fixture(autouse=True)
def _collector_back():
    yield
    if gc.get_freeze_count():
        gc.unfreeze()
    if not gc.isenabled():
        gc.enable()
