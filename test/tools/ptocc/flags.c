// REQUIRES: ptocc
// Command-line flags: outputs (-S, -c, -emit-llvm, -o, default names), -I,
// -D, -O levels, -mcpu, -g, -Rpass and bad arguments.
// RUN: rm -rf %t && mkdir -p %t
// RUN: ptocc -O2 -I %S/Inputs -DSCALE=3 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// RUN: ptocc -O2 -I%S/Inputs -DSCALE=3 -c -emit-llvm %s -o %t/k.bc
// RUN: llvm-dis %t/k.bc -o - | FileCheck %s --check-prefix=IR
// RUN: ptocc -O2 -I %S/Inputs -DSCALE=3 -S %s -o - | FileCheck %s --check-prefix=ASM
// RUN: ptocc -O2 -I %S/Inputs -DSCALE=3 -c %s -o %t/k.o
// RUN: llvm-readelf -h %t/k.o | FileCheck %s --check-prefix=OBJ
// RUN: cd %t && ptocc -I %S/Inputs -DSCALE=3 -S %s && ls %t/flags.s
// RUN: cd %t && ptocc -I %S/Inputs -DSCALE=3 -c %s && ls %t/flags.o
// RUN: cd %t && ptocc -I %S/Inputs -DSCALE=3 -S -emit-llvm %s && ls %t/flags.ll
// RUN: ptocc -O0 -I %S/Inputs -DSCALE=3 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=O0
// RUN: ptocc -O3 -mcpu=a5 -I %S/Inputs -DSCALE=3 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=A5
// RUN: ptocc -O2 -g -I %S/Inputs -DSCALE=3 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=DEBUG
// RUN: ptocc -O2 -g -I %S/Inputs -DSCALE=3 -S %s -o - | FileCheck %s --check-prefix=DEBUG-ASM
// RUN: ptocc -O2 -I %S/Inputs -DSCALE=3 -Rpass=pto-.* -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: not ptocc -mcpu=a9 -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADCPU
// RUN: not ptocc -frobnicate-nothing -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADFLAG
// RUN: not ptocc --bogus %s 2>&1 | FileCheck %s --check-prefix=BADARG
// RUN: not ptocc -I %S/Inputs -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NODEF
#include <pto.h>
#include <tile-shape.h>

#ifndef SCALE
#error "SCALE is not defined"
// NODEF: flags.c:[[#@LINE-1]]:2: error: "SCALE is not defined"
#endif

// IR: define {{.*}}i64 @scaled(i64 {{.*}}%n)
// IR: mul nsw i64 %n, 48
long scaled(long n) { return n * ROWS * SCALE; }

// IR: define {{.*}}void @kernel({{.*}}) {{.*}}#[[#K:]]
// IR: attributes #[[#K]] = { {{.*}}"pto.kernel"{{.*}}"target-cpu"="a3"
// A5: "target-cpu"="a5"
// O0-NOT: optnone
// O0: define {{.*}}void @kernel(
// O0-NOT: alloca
// O0: ret void
// ASM: .globl kernel
// ASM: kernel:
// ASM: tload vec[{{.*}}], a0, {{.*}}, 16, 64, f32
// ASM: tadds vec[
// ASM: tstore a1,
// OBJ: Class: ELF64
// OBJ: Type: REL
// DEBUG: !DICompileUnit({{.*}}emissionKind: LineTablesOnly
// DEBUG-ASM: .loc
// REMARK: flags.c:[[#@LINE+5]]:{{[0-9]+}}: remark: {{.*}}[-Rpass=pto-
__pto_kernel void kernel(__gm const float *restrict x,
                         __gm float *restrict y) {
  pto_vec_t t = pto_tload_vec_f32(x, 64, ROWS, 64);
  pto_vec_t u = pto_tadds_f32(t, (float)SCALE, ROWS, 64);
  pto_tstore_vec_f32(y, 64, u);
}

// Without -g, debug locations exist for diagnostics only: no debug sections.
// RUN: ptocc -O2 -I %S/Inputs -DSCALE=3 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=NODEBUG
// RUN: ptocc -O2 -I %S/Inputs -DSCALE=3 -S %s -o - | FileCheck %s --check-prefix=NODEBUG-ASM
// NODEBUG: emissionKind: NoDebug
// NODEBUG-ASM-NOT: .debug_line
// NODEBUG-ASM-NOT: .loc

// BADCPU: error: unknown target CPU 'a9'
// BADCPU: note: valid target CPU values are: a3, a5
// BADFLAG: error: unknown argument: '-frobnicate-nothing'
// BADARG: ptocc: error: unknown argument: '--bogus'
