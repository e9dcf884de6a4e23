// REQUIRES: ptocc, pto-sim
// With debug info (ptocc -g objects, or assembly with .loc directives as
// ptocc -g -S writes it) pto-sim names the source line of every address in
// its reports: runtime errors, races, deadlocks (docs/simulator.md,
// "Source lines"). Without it the reports stay symbol+offset.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/lines.c && cd %t
// RUN: ptocc -O2 -g -c lines.c -o lines.o
// RUN: ptocc -O2 -g -S lines.c -o lines.s
// RUN: ptocc -O2 -c lines.c -o nodebug.o
//
// A runtime error: the input buffer is half the tile the kernel loads.
// RUN: not pto-sim lines.o --arg=buf:f32:8x64:seed=1 --arg=buf:f32:16x64 \
// RUN:   2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not pto-sim nodebug.o --arg=buf:f32:8x64:seed=1 --arg=buf:f32:16x64 \
// RUN:   2>&1 | FileCheck %s --check-prefix=NODEBUG
// NODEBUG: error: 0x{{[0-9a-f]+}} <twice+{{[0-9]+}}> `tload {{.*}}`: tload: address
//
// Races: the flags taken out of the compiled kernel.
// RUN: grep -v -e set_flag -e wait_flag lines.s > race.s
// RUN: not pto-sim race.s --arg=buf:f32:16x64:seed=1 --arg=buf:f32:16x64 \
// RUN:   2>&1 | FileCheck %s --check-prefix=RACE
//
// A deadlock: the set_flag the store waits for taken out.
// RUN: grep -v 'set_flag.*PIPE_V, PIPE_MTE3' lines.s > deadlock.s
// RUN: not pto-sim deadlock.s --arg=buf:f32:16x64:seed=1 \
// RUN:   --arg=buf:f32:16x64 2>&1 | FileCheck %s --check-prefix=DEADLOCK
// DEADLOCK: error: deadlock at cycle {{[0-9]+}}: a wait can never be satisfied
#include <pto.h>

__pto_kernel void twice(__gm const float *restrict x, __gm float *restrict y) {
  pto_vec_t a = pto_tload_vec_f32(x, 64, 16, 64);
  // ERR: error: 0x{{[0-9a-f]+}} <twice+{{[0-9]+}}> at lines.c:[[#@LINE-1]] `tload {{.*}}`: tload: address 0x{{[0-9a-f]+}} is not mapped
  pto_vec_t s = pto_tadd_f32(a, a, 16, 64);
  // RACE: error: race on vec bytes [0x0, 0x1000): V read by {{.*}} at lines.c:[[#@LINE-1]] `tadd {{.*}}` is not ordered after MTE2 write by {{.*}} at lines.c:[[#@LINE-3]] `tload
  pto_tstore_vec_f32(y, 64, s);
  // RACE: error: race on vec bytes [0x0, 0x1000): MTE3 read by {{.*}} at lines.c:[[#@LINE-1]] `tstore {{.*}}` is not ordered after V write by {{.*}} at lines.c:[[#@LINE-3]] `tadd
  // DEADLOCK: MTE3: 2 queued, head {{.*}} at lines.c:[[#@LINE-2]] `wait_flag PIPE_V, PIPE_MTE3, 0` (its flag is never set)
}
