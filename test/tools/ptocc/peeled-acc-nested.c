// REQUIRES: ptocc, pto-sim
// A peeled accumulator inside nested loops: for each 16-column block j of C,
// the first K step is a tmatmul and the later ones tmatmul.acc. At -O1 clang
// leaves the accumulator as a web of PHIs in which the inner loop's carry
// and the outer loop's LCSSA join are reached only through joins already
// visited from the outer carry; the kernel verifier once rejected that
// ("joins no tile produced by a pto builtin", verify-kernel-joins.ll).
// Every level compiles, runs without races and matches pto-ref, and with
// all-ones inputs every element of C is K.
// RUN: rm -rf %t && mkdir -p %t
// RUN: ptocc -O0 -S -emit-llvm %s -o %t/k0.ll
// RUN: python3 %pto_src/utils/run-kernel %t/k0.ll -O 0 --kernel=peeled \
// RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f16:16x48:seed=1 \
// RUN:   --arg=buf:f16:48x32:seed=2 --arg=buf:f32:16x32 --arg=2 --arg=48 \
// RUN:   | FileCheck %s --check-prefix=REF --implicit-check-not=races:
// RUN: ptocc -O0 -c %s -o %t/k0.o
// RUN: pto-sim %t/k0.o --kernel=peeled --arg=buf:f16:16x48:fill=1 \
// RUN:   --arg=buf:f16:48x32:fill=1 --arg=buf:f32:16x32 --arg=2 --arg=48 \
// RUN:   --dump=2 | FileCheck %s --check-prefix=SIM --implicit-check-not=races:
// RUN: ptocc -O1 -S -emit-llvm %s -o %t/k1.ll
// RUN: python3 %pto_src/utils/run-kernel %t/k1.ll -O 1 --kernel=peeled \
// RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f16:16x48:seed=1 \
// RUN:   --arg=buf:f16:48x32:seed=2 --arg=buf:f32:16x32 --arg=2 --arg=48 \
// RUN:   | FileCheck %s --check-prefix=REF --implicit-check-not=races:
// RUN: ptocc -O1 -c %s -o %t/k1.o
// RUN: pto-sim %t/k1.o --kernel=peeled --arg=buf:f16:16x48:fill=1 \
// RUN:   --arg=buf:f16:48x32:fill=1 --arg=buf:f32:16x32 --arg=2 --arg=48 \
// RUN:   --dump=2 | FileCheck %s --check-prefix=SIM --implicit-check-not=races:
// RUN: ptocc -O2 -S -emit-llvm %s -o %t/k2.ll
// RUN: python3 %pto_src/utils/run-kernel %t/k2.ll -O 2 --kernel=peeled \
// RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f16:16x48:seed=1 \
// RUN:   --arg=buf:f16:48x32:seed=2 --arg=buf:f32:16x32 --arg=2 --arg=48 \
// RUN:   | FileCheck %s --check-prefix=REF --implicit-check-not=races:
// RUN: ptocc -O2 -c %s -o %t/k2.o
// RUN: pto-sim %t/k2.o --kernel=peeled --arg=buf:f16:16x48:fill=1 \
// RUN:   --arg=buf:f16:48x32:fill=1 --arg=buf:f32:16x32 --arg=2 --arg=48 \
// RUN:   --dump=2 | FileCheck %s --check-prefix=SIM --implicit-check-not=races:
// REF: matches reference
// SIM:      arg2: f32[16x32]
// SIM-COUNT-16: {{^}}48 48 48 48 48 48 48 48 48 48 48 48 48 48 48 48 48 48 48 48 48 48 48 48 48 48 48 48 48 48 48 48{{$}}

#include <pto.h>

#define M 16
#define N 16
#define KT 16

__pto_kernel void peeled(__gm const _Float16 *restrict a,
                         __gm const _Float16 *restrict b,
                         __gm float *restrict c, long nb, long k) {
  for (long j = 0; j < nb; ++j) {
    pto_acc_t acc;
    for (long kk = 0; kk < k; kk += KT) {
      pto_left_t l =
          pto_tmov_left_f16(pto_tload_mat_f16(a + kk, k, M, KT), M, KT);
      pto_right_t r = pto_tmov_right_f16(
          pto_tload_mat_f16(b + kk * nb * N + j * N, nb * N, KT, N), KT, N);
      acc = kk == 0 ? pto_tmatmul_f32_f16(l, r, M, N)
                    : pto_tmatmul_acc_f32_f16(acc, l, r, M, N);
    }
    pto_tstore_acc_f32(c + j * N, nb * N, acc);
  }
}
