// REQUIRES: ptocc, pto-sim
// Issue #21: arrays of tiles compile at every -O level. Indexed by
// constants (u), SROA splits them; indexed by the variable of a
// constant-trip loop (t, and the store loop), ptocc's TileArrayUnroll
// fully unrolls the loop first, at -O0 and -O1 too (they do not unroll
// loops otherwise: these were "tile ... is stored to memory" errors).
// The scalar loop, which indexes no tile array, stays a loop at -O0.
// x = iota (8x16): y rows 0-3 = x0 + x1, rows 4-7 = 2 * x1; z = 0 1 2 3.
// RUN: rm -rf %t && mkdir -p %t
// RUN: ptocc -O0 -S -emit-llvm %s -o %t/O0.ll
// RUN: FileCheck %s --check-prefix=IR --implicit-check-not=unreachable \
// RUN:   --implicit-check-not=poison < %t/O0.ll
// RUN: ptocc -O0 -S %s -o %t/O0.s
// RUN: pto-sim %t/O0.s --kernel=arrays --arg=buf:i32:8x16:iota \
// RUN:   --arg=buf:i32:8x16 --arg=buf:i32:4 --dump=1 --dump=2 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SIM
// RUN: ptocc -O1 -S %s -o %t/O1.s
// RUN: pto-sim %t/O1.s --kernel=arrays --arg=buf:i32:8x16:iota \
// RUN:   --arg=buf:i32:8x16 --arg=buf:i32:4 --dump=1 --dump=2 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SIM
// RUN: ptocc -O2 -S %s -o %t/O2.s
// RUN: pto-sim %t/O2.s --kernel=arrays --arg=buf:i32:8x16:iota \
// RUN:   --arg=buf:i32:8x16 --arg=buf:i32:4 --dump=1 --dump=2 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SIM
// Nested loops over a 2-D array: both levels are unrolled.
// RUN: ptocc -O0 -S %s -o %t/nested.s
// RUN: pto-sim %t/nested.s --kernel=nested --arg=buf:i32:16x16:iota \
// RUN:   --arg=buf:i32:8x16 --dump=1 2>&1 | FileCheck %s --check-prefix=NEST
// NEST-NOT:  error
// NEST:      arg1: i32[8x16]
// NEST-NEXT: 64 66 68 70 72 74 76 78 80 82 84 86 88 90 92 94
// NEST-NEXT: 96 98
// NEST-NEXT: 128 130
// NEST-NEXT: 160 162
// NEST-NEXT: 320 322 324 326 328 330 332 334 336 338 340 342 344 346 348 350
// NEST-NEXT: 352 354
// NEST-NEXT: 384 386
// NEST-NEXT: 416 418 {{.*}} 444 446{{$}}
// IR-LABEL: define {{.*}}void @arrays(
// IR-NOT:   alloca [2 x ptr addrspace(6)]
// IR-COUNT-2: call {{.*}}@pto.tload.vec.i32(
// IR-COUNT-2: call {{.*}}@pto.tstore.vec.i32(
// IR:       for.cond{{[0-9]*}}:
// IR:       store i32 %{{.*}}, ptr addrspace(1) %arrayidx
// IR:       br label %for.cond
// SIM-NOT:  error
// SIM:      arg1: i32[8x16]
// SIM-NEXT: 64 66 68 70 72 74 76 78 80 82 84 86 88 90 92 94
// SIM-NEXT: 96 98 100 102 104 106 108 110 112 114 116 118 120 122 124 126
// SIM-NEXT: 128 130 132 134 136 138 140 142 144 146 148 150 152 154 156 158
// SIM-NEXT: 160 162 164 166 168 170 172 174 176 178 180 182 184 186 188 190
// SIM-NEXT: 128 130 132 134 136 138 140 142 144 146 148 150 152 154 156 158
// SIM-NEXT: 160 162 164 166 168 170 172 174 176 178 180 182 184 186 188 190
// SIM-NEXT: 192 194 196 198 200 202 204 206 208 210 212 214 216 218 220 222
// SIM-NEXT: 224 226 228 230 232 234 236 238 240 242 244 246 248 250 252 254
// SIM:      arg2: i32[4]
// SIM-NEXT: 0 1 2 3
#include <pto.h>

__pto_kernel void arrays(__gm const int *x, __gm int *y, __gm int *z) {
  pto_vec_t t[2];
  for (int i = 0; i < 2; ++i)
    t[i] = pto_tload_vec_i32(x + i * 64, 16, 4, 16);
  pto_vec_t u[2];
  u[0] = pto_tadd_i32(t[0], t[1], 4, 16);
  u[1] = pto_tadd_i32(t[1], t[1], 4, 16);
  for (int i = 0; i < 2; ++i)
    pto_tstore_vec_i32(y + i * 64, 16, u[i]);
  for (int i = 0; i < 4; ++i)
    z[i] = i;
}

__pto_kernel void nested(__gm const int *x, __gm int *y) {
  pto_vec_t t[2][2];
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j)
      t[i][j] = pto_tload_vec_i32(x + (i * 2 + j) * 64, 16, 4, 16);
  for (int i = 0; i < 2; ++i)
    pto_tstore_vec_i32(y + i * 64, 16, pto_tadd_i32(t[i][0], t[i][1], 4, 16));
}
