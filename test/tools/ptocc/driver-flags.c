// REQUIRES: ptocc
// ptocc's command line is clang's (clang's driver option table): the flags
// clang users type, with clang's behaviour (docs/ptocc.md, "Flags").
// RUN: rm -rf %t && mkdir -p %t && cd %t
//
// --version, -###: nothing compiled, nothing written.
// RUN: ptocc --version | FileCheck %s --check-prefix=VERSION
// VERSION: ptocc (llvm-pto {{[0-9.]+}})
// VERSION-NEXT: clang version 22
// VERSION-NEXT: Target: pto-unknown-unknown
// RUN: ptocc -### -O2 -c %s -o %t/hash.o 2>&1 | FileCheck %s --check-prefix=HASH
// RUN: test ! -e %t/hash.o
// HASH: Target: pto-unknown-unknown
// HASH: "-cc1" "-triple" "pto-unknown-unknown" {{.*}}"-O2"{{.*}}"-o" "{{.*}}hash.o"{{.*}}driver-flags.c"
// HASH-NEXT: # in the same process: LLVM's -O2 pipeline and the pto backend (-mcpu=a3)
//
// -E: preprocessed source to stdout (or -o), macros expanded.
// RUN: ptocc -E -DROWS=16 %s | FileCheck %s --check-prefix=PP
// RUN: ptocc -E -DROWS=16 %s -o %t/pp.i && FileCheck %s --check-prefix=PP < %t/pp.i
// PP-NOT: #define
// PP: pto_vec_t t = pto_tload_vec_f32(x, 64, 16, 64);
//
// -M / -MM: the make rule only; -MM leaves the system headers (<pto.h>) out.
// RUN: ptocc -M -DROWS=16 %s | FileCheck %s --check-prefix=DEPS
// DEPS: driver-flags.o:
// DEPS: driver-flags.c
// DEPS: pto.h
// RUN: ptocc -MM -DROWS=16 %s | FileCheck %s --check-prefix=MM
// MM: driver-flags.o: {{.*}}driver-flags.c{{$}}
// RUN: test ! -e %t/driver-flags.o
// -MD with -MF/-MT/-MP: compiled, and the rule written beside it.
// RUN: ptocc -O2 -DROWS=16 -c %s -o %t/md.o -MD
// RUN: FileCheck %s --check-prefix=MD < %t/md.d
// MD: md.o:
// MD: driver-flags.c
// MD: pto.h
// RUN: ptocc -O2 -DROWS=16 -c %s -o %t/md2.o -MMD -MF %t/rule.mk -MT obj/k.o -MQ 'a$b' -MP -include %S/Inputs/tile-shape.h
// RUN: FileCheck %s --check-prefix=MF < %t/rule.mk
// MF: obj/k.o a$$b:
// MF: tile-shape.h
// MF-NOT: pto.h
// MF: {{.*}}tile-shape.h:
//
// -fsyntax-only: diagnostics, no output.
// RUN: ptocc -fsyntax-only -DROWS=16 %s
// RUN: not ptocc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=SYNTAX
// SYNTAX: driver-flags.c:[[#@LINE+18]]:{{[0-9]+}}: error: use of undeclared identifier 'ROWS'
// RUN: test ! -e %t/driver-flags.o
//
// -save-temps: <name>.i, .bc (the IR before the pipeline) and .s beside the
// object.
// RUN: ptocc -O2 -DROWS=16 -save-temps -c %s -o %t/st.o
// RUN: test -s %t/driver-flags.i && test -s %t/driver-flags.s && test -s %t/st.o
// RUN: llvm-dis %t/driver-flags.bc -o - | FileCheck %s --check-prefix=BC
// BC: define {{.*}}@kernel({{.*}} #[[#A:]]
// BC: attributes #[[#A]] = { {{.*}}"pto.kernel"
// RUN: FileCheck %s --check-prefix=ST < %t/driver-flags.s
// ST: kernel:
// ST: tload vec[
//
#include <pto.h>

__pto_kernel void kernel(__gm const float *restrict x,
                         __gm float *restrict y) {
  pto_vec_t t = pto_tload_vec_f32(x, 64, ROWS, 64);
  pto_tstore_vec_f32(y, 64, pto_tadds_f32(t, 1.0f, ROWS, 64));
}

// -ftime-trace (next to the output, or =file/dir), -ftime-report,
// -fsave-optimization-record: reports of the whole compile, the backend's
// passes included.
// RUN: ptocc -O2 -DROWS=16 -c %s -o %t/tt.o -ftime-trace -ftime-trace-granularity=0
// RUN: FileCheck %s --check-prefix=TRACE < %t/tt.json
// TRACE: "traceEvents"
// TRACE-DAG: "name":"Frontend"
// TRACE-DAG: "name":"Optimizer"
// TRACE-DAG: "name":"CodeGen"
// TRACE-DAG: "detail":"PTO insert pipe synchronization"
// RUN: mkdir -p %t/traces && ptocc -O2 -DROWS=16 -c %s -o %t/tt2.o -ftime-trace=%t/traces
// RUN: test -s %t/traces/driver-flags.json
// RUN: ptocc -O2 -DROWS=16 -c %s -o %t/tr.o -ftime-report 2>&1 | FileCheck %s --check-prefix=REPORT
// REPORT-DAG: Clang front-end time
// REPORT-DAG: PTO insert pipe synchronization
// REPORT-DAG: SROAPass
// RUN: ptocc -O2 -DROWS=16 -c %s -o %t/rec.o -fsave-optimization-record
// RUN: FileCheck %s --check-prefix=RECORD < %t/rec.opt.yaml
// RECORD: Pass: pto-{{insert-sync|plan-memory|materialize-semantic-aliases}}
// RECORD: Function: kernel
//
// Several inputs: one output each; -o with several is an error.
// RUN: ptocc -O2 -DROWS=16 -c %s %S/Inputs/second-kernel.c
// RUN: llvm-readelf -s %t/driver-flags.o | FileCheck %s --check-prefix=FIRST
// RUN: llvm-readelf -s %t/second-kernel.o | FileCheck %s --check-prefix=SECOND
// FIRST: kernel
// SECOND: second
// RUN: not ptocc -c %s %S/Inputs/second-kernel.c -o %t/both.o 2>&1 | FileCheck %s --check-prefix=MULTI
// MULTI: ptocc: error: cannot specify -o when generating multiple output files
//
// A failed compile leaves no output, not even an older one.
// RUN: echo stale > %t/stale.o
// RUN: not ptocc -O2 -c %s -o %t/stale.o 2>/dev/null
// RUN: test ! -e %t/stale.o
// RUN: echo stale > %t/stale.s
// RUN: not ptocc -O2 -DROWS=16 -DBAD -S %s -o %t/stale.s 2>/dev/null
// RUN: test ! -e %t/stale.s
#ifdef BAD
__pto_kernel void bad(__gm const float *restrict x) {
  pto_vec_t a = pto_tload_vec_f32(x, 64, 16, 64);
  pto_vec_t b = pto_tload_vec_f32(x, 64, 16, 32);
  pto_tstore_vec_f32((__gm float *)x, 64, pto_tadd_f32(a, b, 16, 64));
}
#endif

// Flags clang knows but ptocc does not implement, and typos.
// RUN: not ptocc -emit-llv -c %s 2>&1 | FileCheck %s --check-prefix=TYPO
// TYPO: ptocc: error: unknown argument '-emit-llv'; did you mean '-emit-llvm'?
// RUN: not ptocc -fPIC -c %s 2>&1 | FileCheck %s --check-prefix=UNSUP
// UNSUP: ptocc: error: unsupported option '-fPIC' for target 'pto-unknown-unknown'
// RUN: ptocc -DROWS=16 -fsyntax-only -Wl,--gc-sections -lm %s 2>&1 | FileCheck %s --check-prefix=LINK
// LINK: ptocc: warning: -Wl,--gc-sections: 'linker' input unused (ptocc never links)
// LINK: ptocc: warning: -lm: 'linker' input unused
// RUN: not ptocc -x fortran -c %s 2>&1 | FileCheck %s --check-prefix=LANG
// LANG: ptocc: error: language not recognized: 'fortran'
// RUN: not ptocc -save-temps=nowhere -c %s 2>&1 | FileCheck %s --check-prefix=TEMPS
// TEMPS: ptocc: error: invalid value 'nowhere' in '-save-temps='
// RUN: not ptocc -Ox -c %s 2>&1 | FileCheck %s --check-prefix=OLEVEL
// OLEVEL: ptocc: error: invalid integral value 'x' in '-Ox'
// RUN: not ptocc -ftime-trace-granularity=soon -c %s 2>&1 | FileCheck %s --check-prefix=GRAN
// GRAN: ptocc: error: invalid integral value 'soon' in '-ftime-trace-granularity=soon'
// RUN: not ptocc -fsave-optimization-record=json -c %s 2>&1 | FileCheck %s --check-prefix=RECFMT
// RECFMT: ptocc: error: unknown remark serializer format: 'json' (yaml or bitstream)
// RUN: not ptocc -Rpass='(' -c %s 2>&1 | FileCheck %s --check-prefix=REGEX
// REGEX: ptocc: error: invalid regular expression '(' in -Rpass=
// RUN: not ptocc -DROWS=16 -O2 -c %s -o %t/rec2.o -foptimization-record-file=%t/no/such/dir/r.yaml 2>&1 | FileCheck %s --check-prefix=RECFILE
// RECFILE: ptocc: error: cannot write the optimization record '{{.*}}r.yaml'
// RUN: not ptocc -DROWS=16 -O2 -c %s -o %t/tt3.o -ftime-trace=%t/no/such/dir/t.json 2>&1 | FileCheck %s --check-prefix=TRACEFILE
// TRACEFILE: ptocc: error: cannot write the time trace '{{.*}}t.json'
// RUN: test ! -e %t/tt3.o
// RUN: not ptocc -c 2>&1 | FileCheck %s --check-prefix=NOINPUT
// NOINPUT: ptocc: error: no input files
// RUN: not ptocc -o 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: ptocc: error: argument to '-o' is missing
