# ===-- pto/_tools.py - Where the llvm-pto tools are --------------------===#
#
# Part of the llvm-pto project, under the Apache License v2.0 with LLVM
# Exceptions.
#
# ===----------------------------------------------------------------------===#
"""Locating ptocc, llc, the plugin, pto-sim and pto-ref.

In order of precedence:

1. :func:`configure` (explicit paths);
2. the environment: ``PTO_BUILD_DIR`` (a build tree: ``bin/`` and
   ``lib/PTOPlugin.so``), ``PTO_TOOLS_DIR``, ``PTO_PLUGIN``, ``LLC``;
3. the paths ``cmake --install`` recorded next to the package
   (``_installed.py``, relative to the package, so a prefix can be moved);
4. a source checkout: ``<repo>/build`` when the package is
   ``<repo>/python/pto``.
"""

import hashlib
import os
import subprocess
import threading

from .errors import ToolNotFoundError

_PKG_DIR = os.path.dirname(os.path.abspath(__file__))
_DEFAULT_LLC = "/usr/lib/llvm-22/bin/llc"

_overrides = {}
_lock = threading.Lock()
_digests = {}


def configure(tools_dir=None, plugin=None, llc=None, build_dir=None):
    """Sets the tools explicitly (``None`` leaves a setting as it is).

    ``build_dir`` is a build tree (its ``bin/`` and ``lib/PTOPlugin.so``);
    ``tools_dir`` the directory of ptocc, pto-sim and pto-ref; ``plugin`` the
    path of ``PTOPlugin.so``; ``llc`` the llc executable (LLVM 22).
    """
    if build_dir is not None:
        _overrides["tools_dir"] = os.path.join(build_dir, "bin")
        _overrides["plugin"] = os.path.join(build_dir, "lib", "PTOPlugin.so")
    if tools_dir is not None:
        _overrides["tools_dir"] = tools_dir
    if plugin is not None:
        _overrides["plugin"] = plugin
    if llc is not None:
        _overrides["llc"] = llc


def _installed():
    try:
        from . import _installed as inst
    except ImportError:
        return None
    return {
        "tools_dir": os.path.normpath(os.path.join(_PKG_DIR, inst.BINDIR)),
        "plugin": os.path.normpath(os.path.join(_PKG_DIR, inst.PLUGIN)),
        "llc": os.path.normpath(os.path.join(_PKG_DIR, inst.LLC)),
    }


def _settings():
    env = os.environ
    found = {}
    build = env.get("PTO_BUILD_DIR")
    if build:
        found["tools_dir"] = os.path.join(build, "bin")
        found["plugin"] = os.path.join(build, "lib", "PTOPlugin.so")
    if env.get("PTO_TOOLS_DIR"):
        found["tools_dir"] = env["PTO_TOOLS_DIR"]
    if env.get("PTO_PLUGIN"):
        found["plugin"] = env["PTO_PLUGIN"]
    if env.get("LLC"):
        found["llc"] = env["LLC"]
    fallback = _installed()
    if fallback is None:
        checkout = os.path.join(os.path.dirname(os.path.dirname(_PKG_DIR)),
                                "build")
        fallback = {"tools_dir": os.path.join(checkout, "bin"),
                    "plugin": os.path.join(checkout, "lib", "PTOPlugin.so"),
                    "llc": _DEFAULT_LLC}
    settings = dict(fallback)
    settings.update(found)
    settings.update(_overrides)
    return settings


def tool(name):
    """The path of a tool: ``ptocc``, ``pto-sim``, ``pto-ref``, ``pto-mc``,
    ``llc`` or ``plugin``; raises :class:`ToolNotFoundError` when missing."""
    s = _settings()
    if name == "llc":
        path = s["llc"]
    elif name == "plugin":
        path = s["plugin"]
    else:
        path = os.path.join(s["tools_dir"], name)
    if not os.path.exists(path):
        raise ToolNotFoundError(
            f"{name} not found at {path} (build llvm-pto, or set "
            "PTO_BUILD_DIR / call pto.configure())")
    return path


def digest(path):
    """SHA-256 of a file's contents, memoized on (path, size, mtime)."""
    st = os.stat(path)
    key = (os.path.realpath(path), st.st_size, st.st_mtime_ns)
    with _lock:
        if key in _digests:
            return _digests[key]
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    with _lock:
        _digests[key] = h.hexdigest()
    return _digests[key]


def ptocc_include_dir():
    """The directory ptocc takes <pto.h> from (next to its executable)."""
    return os.path.normpath(os.path.join(os.path.dirname(tool("ptocc")),
                                         "..", "lib", "ptocc", "include"))


def _identity(path):
    """(size, mtime) of a file: the shared LLVM libraries are too large to
    hash on every import, and an upgrade of their package changes both."""
    st = os.stat(path)
    return f"{st.st_size}:{st.st_mtime_ns}"


def fingerprint(kind):
    """What identifies the tools a compile of ``kind`` ('c' or 'ir') uses:
    the contents of ptocc and the headers next to it (or of llc and the
    plugin), and the identity of the LLVM libraries they load."""
    # The LLVM library directory: next to llc's, or (for a wrapper such as
    # the sanitizer build's llc-asan) the LLVM 22 install's.
    libdir = os.path.join(os.path.dirname(os.path.dirname(tool("llc"))),
                          "lib")
    if not os.path.exists(os.path.join(libdir, "libLLVM.so.22.1")):
        libdir = os.path.join(os.path.dirname(os.path.dirname(_DEFAULT_LLC)),
                              "lib")
    if kind == "ir":
        paths = [tool("llc"), tool("plugin")]
        libs = ["libLLVM.so.22.1"]
    else:
        inc = ptocc_include_dir()
        paths = [tool("ptocc")]
        if os.path.isdir(inc):
            paths += [os.path.join(inc, f) for f in sorted(os.listdir(inc))]
        libs = ["libLLVM.so.22.1", "libclang-cpp.so.22.1"]
    found = {os.path.basename(p): digest(p) for p in paths}
    for lib in libs:
        path = os.path.join(libdir, lib)
        if os.path.exists(path):
            found[lib] = _identity(path)
    return found


def run(cmd, cwd=None):
    """Runs a tool, capturing its output as text."""
    return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
