; Tiles belong to one kernel: a tile builtin in a function that is not a
; kernel is an error at its first builtin call, and so is a call (not
; inlined) to a function that uses tiles -- a kernel or a helper -- whose
; tiles would be placed over the caller's. Reported whatever the order of
; the functions (the helper's body, dropped when it is rejected, is looked
; at before any function is checked). With debug info the error is at the
; call's source line; without, it quotes the call.
; RUN: not %llc -march=pto %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
; opt stops at its first error.
; RUN: not %opt -passes=pto-check-ir -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT

; CHECK: error: k.c:4:5: in function early_helper {{.*}}: tile builtin 'pto.tload.vec.f32' in 'early_helper', which is not a kernel (tiles live in one kernel's on-chip memory): mark it __pto_kernel ("pto.kernel" in IR), or make it static so that ptocc inlines it into the kernels calling it{{$}}
; OPT: error: k.c:4:5: in function early_helper {{.*}}: tile builtin 'pto.tload.vec.f32' in 'early_helper', which is not a kernel
define void @early_helper(ptr addrspace(1) %g) !dbg !5 {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16), !dbg !8
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 16, ptr addrspace(6) %t), !dbg !8
  ret void
}

; CHECK: error: k.c:9:3: in function kernel {{.*}}: call to 'early_helper', which uses tiles, is not inlined: its tiles would be placed over those of 'kernel'; make it static or always_inline{{$}}
; CHECK: error: k.c:10:3: in function kernel {{.*}}: call to 'late_helper', which uses tiles, is not inlined: its tiles would be placed over those of 'kernel'; make it static or always_inline{{$}}
; CHECK: error: k.c:11:3: in function kernel {{.*}}: call to kernel 'other', whose tiles would be placed over those of 'kernel': move the code both share into a static helper{{$}}
define void @kernel(ptr addrspace(1) %g) "pto.kernel" !dbg !9 {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16), !dbg !10
  call void @early_helper(ptr addrspace(1) %g), !dbg !11
  call void @late_helper(ptr addrspace(1) %g), !dbg !12
  call void @other(ptr addrspace(1) %g), !dbg !13
  call void @scalar(ptr addrspace(1) %g), !dbg !13
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 16, ptr addrspace(6) %t), !dbg !10
  ret void
}

; No debug info: the function and the IR of the call.
; CHECK: error: <unknown>:0:0: in function late_helper {{.*}}: tile builtin 'pto.tfill.vec.f32' in 'late_helper', which is not a kernel {{.*}} in '%t = call ptr addrspace(6) @pto.tfill.vec.f32(
define void @late_helper(ptr addrspace(1) %g) {
  %t = call ptr addrspace(6) @pto.tfill.vec.f32(i32 0, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 16, ptr addrspace(6) %t)
  ret void
}

define void @other(ptr addrspace(1) %g) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 16, ptr addrspace(6) %t)
  ret void
}

; Scalar helpers (no tiles) may be called from kernels.
define void @scalar(ptr addrspace(1) %g) {
  store i32 0, ptr addrspace(1) %g
  ret void
}

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tfill.vec.f32(i32, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "test", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "early_helper", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 4, column: 5, scope: !5)
!9 = distinct !DISubprogram(name: "kernel", scope: !1, file: !1, line: 7, type: !6, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DILocation(line: 8, column: 3, scope: !9)
!11 = !DILocation(line: 9, column: 3, scope: !9)
!12 = !DILocation(line: 10, column: 3, scope: !9)
!13 = !DILocation(line: 11, column: 3, scope: !9)
