# python/examples/softmax_gemm.py runs end to end.
import os
import subprocess
import sys

TESTS = os.path.dirname(os.path.abspath(__file__))


def test_softmax_gemm_script(tmp_path):
    script = os.path.join(os.path.dirname(TESTS), "examples",
                          "softmax_gemm.py")
    env = dict(os.environ, PTO_CACHE_DIR=str(tmp_path))
    r = subprocess.run([sys.executable, script], capture_output=True,
                       text=True, env=env)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0].startswith("softmax 64x64 f32: ")
    assert any(ln.startswith("gemm 64x256 * 256x64 f16 -> f32: ")
               for ln in lines)
    assert any(ln.split()[:2] == ["KT", "cycles"] for ln in lines)
    assert lines[-1] == "softmax and gemm match the reference and numpy"
