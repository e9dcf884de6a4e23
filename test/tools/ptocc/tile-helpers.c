// REQUIRES: ptocc, pto-sim
// Issue #21: static helpers that call tile builtins, take a tile or return
// one are inlined into the kernel at every -O level (ptocc marks them
// always_inline; the always-inliner inlines them at -O0). At -O0 `scale`
// once stayed a function of its own whose tile memory is allocated apart
// from the kernel's: its tile took the address of the kernel's live tile
// `a`, and rows 0-3 of y came out wrong; `twice` was an error ("tiles
// cannot cross function boundaries") at -O0 only.
// x = iota (8x16): y rows 4-7 = 2 * x rows 4-7 (scale), y rows 0-3 = 4 * a.
// RUN: rm -rf %t && mkdir -p %t
// RUN: ptocc -O0 -g -S -emit-llvm %s -o %t/O0.ll
// RUN: FileCheck %s --check-prefix=IR < %t/O0.ll
// RUN: ptocc -O0 -S %s -o %t/O0.s
// RUN: pto-sim %t/O0.s --kernel=helpers --arg=buf:i32:8x16:iota \
// RUN:   --arg=buf:i32:8x16 --dump=1 2>&1 | FileCheck %s --check-prefix=SIM
// RUN: ptocc -O1 -S %s -o %t/O1.s
// RUN: pto-sim %t/O1.s --kernel=helpers --arg=buf:i32:8x16:iota \
// RUN:   --arg=buf:i32:8x16 --dump=1 2>&1 | FileCheck %s --check-prefix=SIM
// RUN: ptocc -O2 -S %s -o %t/O2.s
// RUN: pto-sim %t/O2.s --kernel=helpers --arg=buf:i32:8x16:iota \
// RUN:   --arg=buf:i32:8x16 --dump=1 2>&1 | FileCheck %s --check-prefix=SIM
// IR-LABEL: define {{.*}}void @helpers(
// IR-NOT:   call {{.*}}@scale
// IR-NOT:   call {{.*}}@twice
// IR:       call {{.*}}@pto.tadd.i32(
// IR-NOT:   define {{.*}}@scale
// IR-NOT:   define {{.*}}@twice
// -O0 debug info: the inlined calls keep their scopes.
// IR:       !DILocation({{.*}}inlinedAt:
// SIM-NOT:  error
// SIM:      arg1: i32[8x16]
// SIM-NEXT: 0 4 8 12 16 20 24 28 32 36 40 44 48 52 56 60
// SIM-NEXT: 64 68 72 76 80 84 88 92 96 100 104 108 112 116 120 124
// SIM-NEXT: 128 132 136 140 144 148 152 156 160 164 168 172 176 180 184 188
// SIM-NEXT: 192 196 200 204 208 212 216 220 224 228 232 236 240 244 248 252
// SIM-NEXT: 128 130 132 134 136 138 140 142 144 146 148 150 152 154 156 158
// SIM-NEXT: 160 162 164 166 168 170 172 174 176 178 180 182 184 186 188 190
// SIM-NEXT: 192 194 196 198 200 202 204 206 208 210 212 214 216 218 220 222
// SIM-NEXT: 224 226 228 230 232 234 236 238 240 242 244 246 248 250 252 254
#include <pto.h>

static pto_vec_t twice(pto_vec_t t) { return pto_tadd_i32(t, t, 4, 16); }

static void scale(__gm const int *x, __gm int *y) {
  pto_vec_t b = pto_tload_vec_i32(x, 16, 4, 16);
  pto_tstore_vec_i32(y, 16, twice(b));
}

__pto_kernel void helpers(__gm int *x, __gm int *y) {
  pto_vec_t a = pto_tload_vec_i32(x, 16, 4, 16);
  scale(x + 64, y + 64);
  pto_tstore_vec_i32(y, 16, twice(twice(a)));
}
