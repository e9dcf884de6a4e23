; With debug info, a PTOCheckIR error carries the source location of the
; rejected instruction instead of its IR text; -pto-diag-ir adds the IR.
; RUN: not %llc -march=pto -O0 -verify-machineinstrs %s -o /dev/null 2>&1 | FileCheck %s
; RUN: not %llc -march=pto -O2 -verify-machineinstrs %s -o /dev/null 2>&1 | FileCheck %s
; RUN: not %llc -march=pto -O2 -pto-diag-ir %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR

; CHECK: error: kernel.c:7:12: in function scale double (double): double (f64) values are not supported on the scalar unit: it computes in float (f32); use float{{$}}
; IR: error: kernel.c:7:12: in function scale double (double): double (f64) values are not supported on the scalar unit: it computes in float (f32); use float in '%r = fmul double %x, 2.000000e+00, !dbg !{{[0-9]+}}'

target triple = "pto"

define double @scale(double %x) !dbg !5 {
  %r = fmul double %x, 2.0, !dbg !8
  ret double %r, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "test", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernel.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 6, type: !6, scopeLine: 6, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 7, column: 12, scope: !5)
