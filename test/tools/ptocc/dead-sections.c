// REQUIRES: ptocc
// Issue 15: pto-remove-dead-sections deletes a mix kernel's sections for
// core kinds the generation lacks. On a3 the AIC's path of each iteration
// skips both vector sections; the second (get_core_type() == 3: a core with
// every pipe, a5's) is run by no core of a3 and carries o and p, which swap
// roles every iteration. Kept, they reach the loop's joins from the AIC's
// block, where they interfere at -O0, and the copy storage planning gives
// that edge is a V-pipe tmov the AIC executes (pto-sim: `AIC: pipe_barrier
// PIPE_V needs pipe V`; first met compiling examples/flash-attention-mix.c
// at -O0).
// RUN: rm -rf %t && mkdir -p %t
// RUN: ptocc -O0 -S -emit-llvm %s -o %t/k.ll
// RUN: %llc -O0 -verify-machineinstrs -march=pto -mcpu=a3 %t/k.ll -o %t/k.s \
// RUN:   -pass-remarks=pto-remove-dead-sections 2>&1 | FileCheck %s --check-prefix=DEAD
// RUN: FileCheck %s --check-prefix=ASM < %t/k.s
// RUN: python3 %pto_src/utils/run-kernel %t/k.ll -O 0 --mcpu=a3 --kernel=sect \
// RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f32:48x64:seed=1 \
// RUN:   --arg=buf:f32:48x64 --arg=buf:f32:16x64 --arg=3 \
// RUN:   | FileCheck %s --check-prefix=REF --implicit-check-not=races:
// RUN: ptocc -O0 -mcpu=a5 -S -emit-llvm %s -o %t/k5.ll
// RUN: python3 %pto_src/utils/run-kernel %t/k5.ll -O 0 --mcpu=a5 --kernel=sect \
// RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f32:48x64:seed=1 \
// RUN:   --arg=buf:f32:48x64 --arg=buf:f32:16x64 --arg=3 \
// RUN:   | FileCheck %s --check-prefix=REF --implicit-check-not=races:
//
// With the pass off, the AIC runs the copy:
// RUN: %llc -O0 -verify-machineinstrs -march=pto -mcpu=a3 %t/k.ll -o %t/off.s \
// RUN:   -pto-enable-remove-dead-sections=false
// RUN: not pto-sim %t/off.s --kernel=sect -mcpu=a3 --arg=buf:f32:48x64:seed=1 \
// RUN:   --arg=buf:f32:48x64 --arg=buf:f32:16x64 --arg=3 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OFF
//
// Mutation: counting a block some kind does not run as dead removes the
// AIVs' section: their rows of y and z are never written.
// RUN: not python3 %pto_src/utils/run-kernel %t/k.ll -O 0 --mcpu=a3 --kernel=sect \
// RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f32:48x64:seed=1 \
// RUN:   --arg=buf:f32:48x64 --arg=buf:f32:16x64 --arg=3 \
// RUN:   --llc-arg=-pto-remove-dead-sections-unsound-partial \
// RUN:   | FileCheck %s --check-prefix=MUT
//
// DEAD-DAG: remark: {{.*}}.c:[[@LINE+22]]:{{[0-9]+}}: removed the branch to if.then{{[0-9]+}}: none of the generation's cores (AIC or AIV) runs it
// DEAD-DAG: remark: {{.*}}.c:[[@LINE+37]]:{{[0-9]+}}: removed the branch to if.then{{[0-9]+}}: none of the generation's cores (AIC or AIV) runs it
// ASM: get_core_type
// ASM-NOT: pipe_barrier PIPE_V
// ASM: tload vec
// REF: matches reference
// OFF: AIC: pipe_barrier PIPE_V needs pipe V, which AIC (AIC) does not have
// MUT: mismatch
#include <pto.h>

__pto_kernel void sect(__gm const float *restrict x, __gm float *restrict y,
                       __gm float *restrict z, long n) { // n >= 1
  int t = get_core_type();
  pto_vec_t o, p, s;
  long j = 0;
  do {
    if (t == PTO_CORE_VECTOR) {
      // An AIV: rows 8 * sub-block index of block j, copied and summed.
      long r = get_subblockid() * 8;
      pto_vec_t v = pto_tload_vec_f32(x + (j * 16 + r) * 64, 64, 8, 64);
      pto_tstore_vec_f32(y + (j * 16 + r) * 64, 64, v);
      s = j == 0 ? v : pto_tadd_f32(s, v, 8, 64);
    } else if (t & PTO_CORE_VECTOR) {
      // A core with every pipe (a5): o and p swap roles.
      pto_vec_t v = pto_tload_vec_f32(x + j * 16 * 64, 64, 16, 64);
      pto_tstore_vec_f32(y + j * 16 * 64, 64, v);
      if (j == 0) {
        o = v;
        p = v;
      } else {
        pto_vec_t q = pto_tadd_f32(o, v, 16, 64);
        o = pto_tmax_f32(p, v, 16, 64);
        p = q;
      }
    }
  } while (++j < n);
  if (t == PTO_CORE_VECTOR)
    pto_tstore_vec_f32(z + get_subblockid() * 8 * 64, 64, s);
  else if (t & PTO_CORE_VECTOR)
    pto_tstore_vec_f32(z, 64, pto_tsub_f32(o, p, 16, 64));
}
