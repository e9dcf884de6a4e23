; A capacity overflow through llc from IR with source locations: the error
; is at the tile that did not fit (the first past the usable bytes), the
; tiles live at the peak are named as the source does (`!pto.name` from
; ptocc, else the IR register) with their line and size, largest first, and
; a note says what to change. Without -pto-diag-ir no MIR is quoted.
; RUN: not %llc -march=pto %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
; RUN: not %llc -march=pto -pto-diag-ir %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
; The memory map (written even so) has each allocation's source name and
; line where known.
; RUN: not %llc -march=pto %s -o /dev/null -pto-memory-map=%t.json 2>/dev/null
; RUN: FileCheck %s --check-prefix=MAP < %t.json

; CHECK: error: k.c:7:9: in function k {{.*}}: vec (UB) overflows: 212992 bytes needed, 188416 available on a3; tile 'c' (vec 64x256 f32, k.c:7, 65536 bytes) does not fit{{$}}
; CHECK: note: k.c:7:9: in function k {{.*}}: live at the peak (instruction {{[0-9]+}}, 212992 bytes), largest first: 'a' (vec 64x256 f32, k.c:4, 65536 bytes), %{{[0-9]+}} (vec 64x256 f32, k.c:6, 65536 bytes), 'c' (vec 64x256 f32, k.c:7, 65536 bytes), 'small' (vec 16x256 f32, k.c:5, 16384 bytes){{$}}
; CHECK: note: k.c:7:9: in function k {{.*}}: to fit vec, make tiles smaller, keep fewer of them live at the same time
; IR: error: k.c:7:9: {{.*}}tile 'c' [%{{[0-9]+}}] (vec 64x256 f32, k.c:7, 65536 bytes) does not fit
; MAP:      "id": 0,
; MAP:      "loc": "k.c:4",
; MAP-NEXT: "name": "a",
; MAP-NEXT: "offset": 0,
; MAP-NEXT: "regs": [
; MAP-NEXT: "'a' (vec 64x256 f32, k.c:4)"
; MAP:      "id": 2,
; MAP:      "loc": "k.c:6",
; MAP-NEXT: "offset":
; MAP-NEXT: "regs": [
; MAP-NEXT: "%{{[0-9]+}} (vec 64x256 f32, k.c:6)"

define void @k(ptr addrspace(1) %x) "pto.kernel" !dbg !5 {
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 256, i32 64, i32 256), !dbg !8, !pto.name !20
  %s = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 256, i32 16, i32 256), !dbg !9, !pto.name !21
  %b = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 256, i32 64, i32 256), !dbg !10
  %c = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 256, i32 64, i32 256), !dbg !11, !pto.name !22
  call void @pto.tstore.vec.f32(ptr addrspace(1) %x, i64 256, ptr addrspace(6) %c), !dbg !12
  call void @pto.tstore.vec.f32(ptr addrspace(1) %x, i64 256, ptr addrspace(6) %b), !dbg !12
  call void @pto.tstore.vec.f32(ptr addrspace(1) %x, i64 256, ptr addrspace(6) %a), !dbg !12
  call void @pto.tstore.vec.f32(ptr addrspace(1) %x, i64 256, ptr addrspace(6) %s), !dbg !12
  ret void, !dbg !12
}

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "test", isOptimized: true, runtimeVersion: 0, emissionKind: NoDebug)
!1 = !DIFile(filename: "k.c", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, unit: !0, spFlags: DISPFlagDefinition | DISPFlagOptimized)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 4, column: 9, scope: !5)
!9 = !DILocation(line: 5, column: 9, scope: !5)
!10 = !DILocation(line: 6, column: 9, scope: !5)
!11 = !DILocation(line: 7, column: 9, scope: !5)
!12 = !DILocation(line: 8, column: 3, scope: !5)
!20 = !{!"a"}
!21 = !{!"small"}
!22 = !{!"c"}
