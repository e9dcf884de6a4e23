// REQUIRES: ptocc, pto-sim
// Issue 23, logical select from C: examples/acc-select.c picks one of two
// live accumulators with `first ? c0 : c1` (a tile select at -O2, an if/else
// join at -O0). It compiles (acc has no same-space move: before, an error),
// says why in a remark, and matches pto-ref for both conditions, no race.
// RUN: rm -rf %t && mkdir -p %t
// RUN: ptocc -O2 -S %pto_src/examples/acc-select.c -o /dev/null \
// RUN:   -Rpass=pto-materialize-semantic-aliases 2>&1 | FileCheck %s
// RUN: ptocc -O0 -S %pto_src/examples/acc-select.c -o /dev/null \
// RUN:   -Rpass=pto-materialize-semantic-aliases 2>&1 | FileCheck %s
// CHECK: acc-select.c:32:17: remark: join 'c{{[01]}}' (acc 16x16 f32, acc-select.c:{{28|30}}) of {{.*}}, both live: two slots of one allocation and a slot index (no move, no third window of 1024 bytes)
// RUN: ptocc -O2 -S -emit-llvm %pto_src/examples/acc-select.c -o %t/k2.ll
// RUN: ptocc -O0 -S -emit-llvm %pto_src/examples/acc-select.c -o %t/k0.ll
// RUN: for C in 0 1; do for O in 0 2; do \
// RUN:   python3 %pto_src/utils/run-kernel %t/k$O.ll -O $O --tools-dir=%pto_tools \
// RUN:   --plugin=%plugin --kernel=acc_select --arg=buf:f16:16x32:seed=1 \
// RUN:   --arg=buf:f16:16x32:seed=2 --arg=buf:f16:32x16:seed=3 \
// RUN:   --arg=buf:f32:16x16 --arg=buf:f32:32x16 --arg=$C; done; done > %t/sim 2>&1
// RUN: FileCheck %s --check-prefix=SIM --implicit-check-not=races: \
// RUN:   --implicit-check-not=mismatch < %t/sim
// SIM-COUNT-4: matches reference
