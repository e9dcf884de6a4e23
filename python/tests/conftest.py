# Shared fixtures of the pto package's tests. The tools come from
# $PTO_BUILD_DIR (utils/check sets it) or <repo>/build; every test session
# uses a fresh compile cache so that no earlier compile is reused.
import os
import sys

import pytest

TESTS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(TESTS))
sys.path.insert(0, os.path.join(ROOT, "python"))

import pto  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def fresh_cache(tmp_path_factory):
    d = tmp_path_factory.mktemp("pto-cache")
    pto.set_cache_dir(str(d))
    yield str(d)
    pto.set_cache_dir(None)


@pytest.fixture(scope="session")
def root():
    return ROOT


@pytest.fixture(scope="session")
def examples():
    return os.path.join(ROOT, "examples")


@pytest.fixture(scope="session")
def build_dir():
    return os.environ.get("PTO_BUILD_DIR", os.path.join(ROOT, "build"))
