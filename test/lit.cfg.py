# -*- Python -*-
# lit configuration for llvm-pto. Runs Debian's llc/opt/FileCheck with the
# PTO plugin loaded, and the project's own tools from the build tree.

import os

import lit.formats

config.name = "llvm-pto"
# lit 22 has no LitConfig.quiet (it became diagnostic_level).
config.test_format = lit.formats.ShTest(not getattr(lit_config, "quiet", False))
config.suffixes = [".ll", ".mir", ".s", ".test", ".c", ".cpp"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.pto_obj_root, "test")

tools = config.llvm_tools_dir
plugin = config.pto_plugin

llc, opt = f"{tools}/llc", f"{tools}/opt"
if config.pto_sanitize.upper() in ("ON", "1", "TRUE", "YES"):
    # The ASan + UBSan build (utils/check --sanitize, docs/fuzzing.md): stock
    # llc/opt run with the ASan runtime preloaded for the instrumented plugin.
    # libLLVM is not instrumented: its std::vector operations do not update
    # the container annotations the plugin's inline code checks, so
    # container-overflow reports are false positives there and are off.
    llc = os.path.join(config.pto_tools_dir, "llc-asan")
    opt = os.path.join(config.pto_tools_dir, "opt-asan")
    config.environment["ASAN_OPTIONS"] = os.environ.get(
        "ASAN_OPTIONS", "detect_container_overflow=0:detect_leaks=0:abort_on_error=0")
    config.environment["UBSAN_OPTIONS"] = os.environ.get(
        "UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1")
    config.environment["LLC"] = llc  # utils/run-kernel
    config.available_features.add("asan")

# Every llc/opt invocation loads the target. Tests write plain `llc` / `opt`.
config.substitutions.append(("%llc", f"{llc} -load={plugin}"))
config.substitutions.append(("%opt", f"{opt} -load-pass-plugin={plugin}"))
config.substitutions.append(("%plugin", plugin))
config.substitutions.append(("%pto_tools", config.pto_tools_dir))
config.substitutions.append(("%pto_src", config.pto_src_root))
config.substitutions.append(("%pto_build", config.pto_obj_root))
config.substitutions.append(("%llvm_tools", tools))

path = os.pathsep.join([config.pto_tools_dir, tools, config.environment.get("PATH", os.environ.get("PATH", ""))])
config.environment["PATH"] = path

for feature_tool in ["pto-mc", "pto-sim", "ptocc", "pto-mem-bench"]:
    if os.path.exists(os.path.join(config.pto_tools_dir, feature_tool)):
        config.available_features.add(feature_tool)
