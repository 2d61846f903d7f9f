"""Shared by the runtime's tests: a candidate runtime driven in the test process holds Python's
cyclic garbage collector off (as it does in a candidate process); give it back after each test."""
import gc

import pytest


@pytest.fixture(autouse=True)
def _collector_back():
    yield
    if not gc.isenabled():
        gc.unfreeze()
        gc.enable()
