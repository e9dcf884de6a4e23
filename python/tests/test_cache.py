# The compile cache: a second compile of the same source, constants, flags
# and tools is a hit; changing any of them (or the tools) is a miss.
import os

import pytest

import pto
from pto import _tools

SRC = """#include <pto.h>
#ifndef R
#define R 16
#endif
__pto_kernel void scale(__gm const float *__restrict x,
                        __gm float *__restrict y) {
  pto_tstore_vec_f32(y, 64, pto_tmuls_f32(pto_tload_vec_f32(x, 64, R, 64),
                                          2.0f, R, 64));
}
"""


@pytest.fixture
def cache(tmp_path):
    return str(tmp_path / "cache")


def entries(cache):
    return sorted(e for d in os.listdir(cache) if not d.startswith(".")
                  for e in os.listdir(os.path.join(cache, d)))


def test_hit_and_misses(cache):
    first = pto.compile(SRC, cache=cache)
    assert not first.cached
    again = pto.compile(SRC, cache=cache)
    assert again.cached and again.key == first.key
    assert again.asm == first.asm and again.ir == first.ir
    assert again.memory_map == first.memory_map
    assert [str(r) for r in again.remarks] == [str(r) for r in first.remarks]
    # Each of these is another compile.
    variants = [
        pto.compile(SRC + "\n", cache=cache),
        pto.compile(SRC, defines={"R": 8}, cache=cache),
        pto.compile(SRC, opt=0, cache=cache),
        pto.compile(SRC, mcpu="a5", cache=cache),
        pto.compile(SRC, flags=["-mllvm", "-pto-mem-planner=exact"],
                    cache=cache),
        pto.compile(SRC, filename="other.c", cache=cache),
        pto.compile(SRC, lang="c++", cache=cache),
    ]
    assert not any(k.cached for k in variants)
    keys = {first.key} | {k.key for k in variants}
    assert len(keys) == len(variants) + 1
    assert len(entries(cache)) == len(keys)
    assert pto.compile(SRC, defines={"R": 8}, cache=cache).cached
    # Defines are keyed by value, not by spelling.
    assert pto.compile(SRC, defines=["R=8"], cache=cache).cached


def test_tools_are_part_of_the_key(cache, monkeypatch):
    first = pto.compile(SRC, cache=cache)
    real = _tools.fingerprint
    assert {"ptocc", "pto.h", "pto_builtins.h", "libLLVM.so.22.1",
            "libclang-cpp.so.22.1"} == set(real("c"))
    # llc, or the sanitizer mode's llc-asan wrapper ($LLC).
    llc = os.path.basename(pto.tool("llc"))
    assert {llc, "PTOPlugin.so", "libLLVM.so.22.1"} == set(real("ir"))
    monkeypatch.setattr(_tools, "fingerprint",
                        lambda kind: dict(real(kind), ptocc="rebuilt"))
    rebuilt = pto.compile(SRC, cache=cache)
    assert not rebuilt.cached and rebuilt.key != first.key


def test_digest_follows_the_contents(tmp_path):
    f = tmp_path / "tool"
    f.write_bytes(b"one")
    d1 = _tools.digest(str(f))
    f.write_bytes(b"two")
    os.utime(f, ns=(1, 1))  # another (size, mtime): not the memoized one
    assert _tools.digest(str(f)) != d1


def test_ir_is_cached(cache, examples):
    path = os.path.join(examples, "gemm-tiles.ll")
    assert not pto.compile_file(path, cache=cache).cached
    assert pto.compile_file(path, cache=cache).cached
    assert not pto.compile_file(path, opt=1, cache=cache).cached


def test_disabled_and_default_dirs(tmp_path, monkeypatch, cache):
    k = pto.compile(SRC, cache=False)
    assert not k.cached and not pto.compile(SRC, cache=False).cached
    assert os.path.exists(k.asm_path)
    pto.set_cache_dir(None)
    try:
        monkeypatch.setenv("PTO_CACHE_DIR", "off")
        assert pto.cache_dir() is None
        monkeypatch.setenv("PTO_CACHE_DIR", cache)
        assert pto.cache_dir() == cache
        monkeypatch.delenv("PTO_CACHE_DIR")
        monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
        assert pto.cache_dir() == str(tmp_path / "xdg" / "pto")
    finally:
        pto.set_cache_dir(cache)


def test_incomplete_entry_is_rebuilt(cache):
    k = pto.compile(SRC, cache=cache)
    os.remove(os.path.join(os.path.dirname(k.asm_path), "meta.json"))
    # An entry without its meta.json (an interrupted writer) is a miss...
    k2 = pto.compile(SRC, cache=cache)
    assert not k2.cached
    # ...and the one stored after it is complete.
    assert pto.compile(SRC, cache=cache).cached
    pto.clear_cache(cache)
    assert not os.path.exists(cache)
