; Diagnostics name values as the source does (PTOIRUtils.h sourceName): the
; variable of a #dbg_value on the value, the `!pto.name` ptocc puts on the
; values assigned to a C variable, the variable of a #dbg_declare on the
; alloca the value is stored to, the parameter of a function with debug
; info (through casts), a PHI whose inputs agree; otherwise the IR name.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: k.c:5:3: in function names {{.*}}: tile 'tile_a' is dereferenced (loaded from); {{.*}} selects{{$}}
; CHECK: error: k.c:6:3: in function names {{.*}}: tile 'm' is cast; {{.*}} selects{{$}}
; CHECK: error: k.c:7:3: in function names {{.*}}: tile 'saved' is stored to memory;
; CHECK: error: k.c:8:3: in function names {{.*}}: pto.tload: argument 3 (the result rows (constant i32)) must be a constant, not 'n'{{$}}
; CHECK: error: k.c:9:3: in function names {{.*}}: tile 'acc' is cast;
; CHECK: error: k.c:9:3: in function names {{.*}}: tile %mixed is cast;
define void @names(ptr addrspace(1) %g, i64 %n, i1 %c) "pto.kernel" !dbg !5 {
entry:
  %slot = alloca ptr addrspace(6), align 4
    #dbg_declare(ptr %slot, !30, !DIExpression(), !9)
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16), !dbg !8
    #dbg_value(ptr addrspace(6) %t, !20, !DIExpression(), !8)
  %v = load i32, ptr addrspace(6) %t, !dbg !9
  %m = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16), !dbg !8, !pto.name !40
  %i = ptrtoint ptr addrspace(6) %m to i64, !dbg !10
  %s = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16), !dbg !8
  store ptr addrspace(6) %s, ptr %slot, !dbg !11
  %n32 = trunc i64 %n to i32, !dbg !12
  %d = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 %n32, i32 16), !dbg !12
  br i1 %c, label %then, label %join

then:
  %x = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16), !dbg !8, !pto.name !41
  br label %join

join:
  %acc = phi ptr addrspace(6) [ %x, %then ], [ undef, %entry ]
  %mixed = phi ptr addrspace(6) [ %x, %then ], [ %m, %entry ]
  %q = ptrtoint ptr addrspace(6) %acc to i64, !dbg !13
  %r = ptrtoint ptr addrspace(6) %mixed to i64, !dbg !13
  ret void
}

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "test", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.c", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "names", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 4, column: 3, scope: !5)
!9 = !DILocation(line: 5, column: 3, scope: !5)
!10 = !DILocation(line: 6, column: 3, scope: !5)
!11 = !DILocation(line: 7, column: 3, scope: !5)
!12 = !DILocation(line: 8, column: 3, scope: !5)
!13 = !DILocation(line: 9, column: 3, scope: !5)
!20 = !DILocalVariable(name: "tile_a", scope: !5, file: !1, line: 4, type: !21)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DILocalVariable(name: "saved", scope: !5, file: !1, line: 4, type: !21)
!40 = !{!"m"}
!41 = !{!"acc"}
