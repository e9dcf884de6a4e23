# `cmake --install` into a fresh prefix, moved elsewhere afterwards: the
# tools, the plugin, <pto.h>, the Python package and PTOConfig.cmake are
# there; a downstream CMake project finds them with find_package(PTO) and
# compiles and runs kernels; the installed package works without the build
# tree (a clean environment).
import glob
import os
import shutil
import subprocess
import sys

import pytest

TESTS = os.path.dirname(os.path.abspath(__file__))


def sh(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    assert r.returncode == 0, f"{cmd}:\n{r.stdout}\n{r.stderr}"
    return r.stdout


@pytest.fixture(scope="module")
def prefix(build_dir, tmp_path_factory):
    base = tmp_path_factory.mktemp("install")
    first = base / "first"
    sh(["cmake", "--install", build_dir, "--prefix", str(first)])
    moved = base / "moved"
    shutil.move(str(first), str(moved))  # the install is relocatable
    return str(moved)


def test_installed_files(prefix):
    for f in ["bin/ptocc", "bin/pto-sim", "bin/pto-ref", "bin/pto-mc",
              "lib/PTOPlugin.so", "lib/ptocc/include/pto.h",
              "lib/ptocc/include/pto_builtins.h",
              "lib/cmake/PTO/PTOConfig.cmake",
              "lib/cmake/PTO/PTOConfigVersion.cmake"]:
        assert os.path.exists(os.path.join(prefix, f)), f
    (pkg,) = glob.glob(os.path.join(prefix, "lib", "python3*", "*-packages",
                                    "pto"))
    assert os.path.exists(os.path.join(pkg, "_installed.py"))
    assert os.path.exists(os.path.join(pkg, "kernel.py"))
    # The installed tools run (their library path survived the install).
    for tool, overview in [("pto-sim", "PTO pipe-level simulator"),
                           ("ptocc", "C/C++ kernel compiler")]:
        r = subprocess.run([os.path.join(prefix, "bin", tool), "--help"],
                           capture_output=True, text=True)
        assert overview in r.stdout + r.stderr


def test_downstream_cmake_project(prefix, examples, tmp_path):
    build = tmp_path / "downstream"
    sh(["cmake", "-G", "Ninja", "-S", os.path.join(TESTS, "downstream"),
        "-B", str(build), f"-DCMAKE_PREFIX_PATH={prefix}",
        f"-DPTO_EXAMPLES_DIR={examples}"])
    paths = dict(line.split("=", 1) for line in
                 (build / "pto-paths.txt").read_text().splitlines())
    assert paths["PTO_PLUGIN"] == os.path.join(prefix, "lib", "PTOPlugin.so")
    assert paths["PTO_PTOCC_EXECUTABLE"] == os.path.join(prefix, "bin",
                                                         "ptocc")
    assert paths["PTO_INCLUDE_DIR"] == os.path.join(prefix, "lib", "ptocc",
                                                    "include")
    assert paths["PTO_PYTHON_DIR"].startswith(prefix)
    out = sh(["cmake", "--build", str(build)])
    assert (build / "vadd.o").exists()
    assert "gemm:" in (build / "gemm_tiles.s").read_text()
    # The run target: the installed pto-sim on the ptocc-compiled object.
    assert "kernel vadd on a3" in out and "total cycles:" in out
    # A version the package does not satisfy is refused.
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.20)\nproject(b LANGUAGES NONE)\n"
        "find_package(PTO 9.0 REQUIRED CONFIG)\n")
    r = subprocess.run(["cmake", "-S", str(bad), "-B", str(bad / "b"),
                        f"-DCMAKE_PREFIX_PATH={prefix}"],
                       capture_output=True, text=True)
    assert r.returncode != 0 and "PTOConfig" in r.stderr


SCRIPT = """
import os, sys
import numpy as np
import pto
assert pto.__file__.startswith(sys.argv[1]), pto.__file__
assert pto.tool("ptocc").startswith(sys.argv[1])
k = pto.compile_file(os.path.join(sys.argv[2], "vadd.c"))
x = np.arange(2048, dtype=np.float32)
run = k.check(x, x, np.zeros_like(x), 2048)
assert (run[2] == 2 * x).all()
print("installed package:", run.cycles, "cycles; cache", pto.cache_dir())
"""


def test_installed_python_package(prefix, examples, tmp_path):
    (site,) = glob.glob(os.path.join(prefix, "lib", "python3*", "*-packages"))
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
           "PYTHONPATH": site}
    # A sanitizer build's tools keep utils/check's runtime options.
    for k in ("ASAN_OPTIONS", "UBSAN_OPTIONS"):
        if k in os.environ:
            env[k] = os.environ[k]
    out = sh([sys.executable, "-c", SCRIPT, prefix, examples], env=env,
             cwd=str(tmp_path))
    assert "installed package: 1015 cycles" in out
    assert os.path.join(str(tmp_path), ".cache", "pto") in out
