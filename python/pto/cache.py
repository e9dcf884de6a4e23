# ===-- pto/cache.py - The compile cache --------------------------------===#
#
# Part of the llvm-pto project, under the Apache License v2.0 with LLVM
# Exceptions.
#
# ===----------------------------------------------------------------------===#
"""The compile cache.

A compile is stored under ``<dir>/<key[:2]>/<key>/`` (the assembly, the IR,
the memory maps and ``meta.json``), where the key is the SHA-256 of the
source text, the language, the file name, the compile-time constants, the
flags, the CPU and optimization level, the contents of the tools that
compile it (ptocc and its headers; or llc and PTOPlugin.so) and the size and
modification time of the LLVM libraries they load — a rebuilt or upgraded
toolchain misses. Headers the source includes other than <pto.h> are not
part of the key (pass ``cache=False`` when they change).

The directory is, in order: the ``cache=`` argument of a compile, what
:func:`set_cache_dir` set, ``$PTO_CACHE_DIR``, ``$XDG_CACHE_HOME/pto``,
``~/.cache/pto``. ``PTO_CACHE_DIR=off`` (or ``set_cache_dir(False)``)
disables it.
"""

import hashlib
import json
import os
import shutil
import tempfile

_dir_override = None


def set_cache_dir(path):
    """Sets the cache directory for this process (``False`` disables the
    cache, ``None`` restores the default)."""
    global _dir_override
    _dir_override = path


def cache_dir(cache=None):
    """The cache directory a compile uses, or None when caching is off.
    ``cache`` is a compile's ``cache=`` argument (None, True, False or a
    path)."""
    if cache is False:
        return None
    if cache not in (None, True):
        return os.fspath(cache)
    if _dir_override is False:
        return None
    if _dir_override is not None:
        return os.fspath(_dir_override)
    env = os.environ.get("PTO_CACHE_DIR")
    if env:
        return None if env.lower() in ("off", "0", "none") else env
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(
        os.path.expanduser("~"), ".cache")
    return os.path.join(base, "pto")


def clear_cache(cache=None):
    """Removes every stored compile from the cache directory."""
    d = cache_dir(cache)
    if d and os.path.isdir(d):
        shutil.rmtree(d)


def make_key(fields):
    """The key of a compile from a JSON-serializable description."""
    text = json.dumps(fields, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def entry_dir(directory, key):
    return os.path.join(directory, key[:2], key)


def lookup(directory, key):
    """The entry directory of ``key`` when it is complete, else None."""
    d = entry_dir(directory, key)
    return d if os.path.isfile(os.path.join(d, "meta.json")) else None


def store(directory, key, build_dir):
    """Moves a finished compile (``build_dir``, with its meta.json) into the
    cache; returns the entry directory. Concurrent writers of one key are
    harmless: the first complete entry stays."""
    final = entry_dir(directory, key)
    os.makedirs(os.path.dirname(final), exist_ok=True)
    staging = tempfile.mkdtemp(prefix=".tmp-", dir=os.path.dirname(final))
    for name in os.listdir(build_dir):
        shutil.copy2(os.path.join(build_dir, name), staging)
    if os.path.isdir(final) and not lookup(directory, key):
        # An incomplete entry (an interrupted writer): set it aside first.
        stale = tempfile.mkdtemp(prefix=".stale-", dir=os.path.dirname(final))
        try:
            os.rename(final, os.path.join(stale, "entry"))
        except OSError:
            pass
        shutil.rmtree(stale, ignore_errors=True)
    try:
        os.rename(staging, final)
    except OSError:
        shutil.rmtree(staging, ignore_errors=True)
        if not lookup(directory, key):
            raise
    return final
