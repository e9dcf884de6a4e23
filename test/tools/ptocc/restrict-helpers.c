// REQUIRES: ptocc, pto-sim
// Static helpers with restrict parameters, inlined by ptocc -O2: the inliner
// leaves llvm.experimental.noalias.scope.decl calls and !alias.scope /
// !noalias metadata on the accesses. pto-ref evaluates the markers (it once
// stopped with "intrinsic ... is not evaluated"), so utils/run-kernel runs
// the -O2 IR end to end: a scalar loop writes y from x, then a tile
// round trip writes 2 * y back over x (a GM RAW from the scalar unit to
// MTE2 and a WAR from it to MTE3), x[i] = 2 * (3 * i + 1).
// RUN: rm -rf %t && mkdir -p %t
// RUN: ptocc -O2 -S -emit-llvm %s -o %t/k.ll
// RUN: FileCheck %s --check-prefix=IR < %t/k.ll
// RUN: python3 %pto_src/utils/run-kernel %t/k.ll -O 2 --kernel=helpers \
// RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:i32:4x16:iota \
// RUN:   --arg=buf:i32:4x16 --arg=64 | FileCheck %s --check-prefix=REF \
// RUN:   --implicit-check-not=races:
// RUN: pto-ref %t/k.ll --kernel=helpers --arg=buf:i32:4x16:iota \
// RUN:   --arg=buf:i32:4x16 --arg=64 --dump=0 | FileCheck %s --check-prefix=VAL
// IR: call void @llvm.experimental.noalias.scope.decl(
// IR: load i32, {{.*}}!alias.scope
// IR: store i32 {{.*}}!noalias
// REF: matches reference
// VAL:      arg0: i32[4x16]
// VAL-NEXT: 2 8 14 20 26 32 38 44 50 56 62 68 74 80 86 92
// VAL-NEXT: 98 104 110 116 122 128 134 140 146 152 158 164 170 176 182 188
// VAL-NEXT: 194 200 206 212 218 224 230 236 242 248 254 260 266 272 278 284
// VAL-NEXT: 290 296 302 308 314 320 326 332 338 344 350 356 362 368 374 380
#include <pto.h>

static void bump(__gm int *restrict dst, __gm const int *restrict src,
                 long n) {
  for (long i = 0; i < n; ++i)
    dst[i] = src[i] * 3 + 1;
}

static void twice(__gm int *restrict out, __gm const int *restrict in) {
  pto_vec_t t = pto_tload_vec_i32(in, 16, 4, 16);
  pto_tstore_vec_i32(out, 16, pto_tadd_i32(t, t, 4, 16));
}

__pto_kernel void helpers(__gm int *x, __gm int *y, long n) {
  bump(y, x, n);
  twice(x, y);
}
