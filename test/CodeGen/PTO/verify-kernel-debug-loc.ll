; With debug info, each error carries the source location of the offending
; instruction (file:line:col) instead of its IR text (-pto-diag-ir adds it),
; and a function-level error the line of the function. Arguments are named
; as the source does ('p'); a value without a source name keeps its IR name.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:
; RUN: not %opt -passes=pto-verify-kernel -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OPT
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -pto-diag-ir \
; RUN:   -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=IR

; CHECK: error: kernel.c:3:0: in function bad_kernel {{.*}}: kernel argument 'p' has type ptr; a pto.kernel takes only global-memory pointers
; CHECK: error: kernel.c:5:12: in function bad_kernel {{.*}}: tile %t is dereferenced (loaded from); tile handles are opaque values consumed only by pto builtins, PHIs and selects{{$}}
; CHECK: error: kernel.c:6:3: in function bad_kernel {{.*}}: pto.tadd: tile operand %b is 16x8, but the result is 16x16{{$}}
; OPT: error: kernel.c:3:0: in function bad_kernel {{.*}}: kernel argument 'p' has type ptr
; IR: error: kernel.c:3:0: in function bad_kernel {{.*}}: kernel argument 'p' (%p) has type ptr
; IR: error: kernel.c:6:3: in function bad_kernel {{.*}}: pto.tadd: tile operand %b is 16x8, but the result is 16x16 in '%s = call

define void @bad_kernel(ptr addrspace(1) %g, ptr %p, i64 %ld) "pto.kernel" !dbg !5 {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16), !dbg !8
  %v = load i32, ptr addrspace(6) %t, !dbg !9
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 8), !dbg !8
  %s = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %t, ptr addrspace(6) %b, i32 16, i32 16), !dbg !10
  ret void, !dbg !11
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "ptocc", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "kernel.c", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "bad_kernel", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 4, column: 10, scope: !5)
!9 = !DILocation(line: 5, column: 12, scope: !5)
!10 = !DILocation(line: 6, column: 3, scope: !5)
!11 = !DILocation(line: 7, column: 1, scope: !5)

declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
