// REQUIRES: ptocc
// Issue 23: through ptocc -O2, the row blocks of a loop the compiler unrolls
// (four 16-row loads of one buffer, four stores of the rows of one result)
// are merged by pto-merge-transfers into one 64-row load and one store;
// the merged load equals the later load of the whole buffer, which
// pto-tile-load-cse then reuses (it runs after the merge): one tload is
// left. The kernel matches pto-ref.
// RUN: rm -rf %t && mkdir -p %t
// RUN: ptocc -O2 -S %s -o %t/k.s '-Rpass=pto-merge-transfers|pto-tile-load-cse' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefix=ASM < %t/k.s
// RUN: ptocc -O2 -S -emit-llvm %s -o %t/k.ll
// RUN: python3 %pto_src/utils/run-kernel %t/k.ll --kernel=blocks \
// RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f32:64x64:seed=1 \
// RUN:   --arg=buf:f32:64x64 --arg=buf:f32:16x64 | FileCheck %s --check-prefix=REF --implicit-check-not=races:
// REMARK-COUNT-3: remark: the tloads of
// REMARK-COUNT-3: remark: the tstores to
// REMARK: remark: tload of 'x' reuses the equal tile
// ASM-LABEL: blocks:
// ASM: tload vec[{{.*}}], {{.*}}, 64, 64, f32
// ASM-NOT: tload
// ASM: tstore {{.*}}, 64, 64, f32
// ASM: tstore {{.*}}, 16, 64, f32
// ASM-NOT: tstore
// REF: matches reference
#include <pto.h>

__pto_kernel void blocks(__gm const float *restrict x, __gm float *restrict y,
                         __gm float *restrict s) {
  pto_vec_t part[4];
  for (int i = 0; i < 4; ++i)
    part[i] = pto_tload_vec_f32(x + i * 16 * 64, 64, 16, 64);
  pto_vec_t all = pto_tload_vec_f32(x, 64, 64, 64);
  pto_vec_t sum = pto_tadd_f32(part[0], part[1], 16, 64);
  sum = pto_tadd_f32(sum, part[2], 16, 64);
  sum = pto_tadd_f32(sum, part[3], 16, 64);
  pto_vec_t e = pto_texp_f32(all, 64, 64);
  for (int i = 0; i < 4; ++i)
    pto_tstore_vec_f32(y + i * 16 * 64, 64, pto_tview_vec_f32(e, i * 16, 0, 16, 64));
  pto_tstore_vec_f32(s, 64, sum);
}
