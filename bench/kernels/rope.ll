; examples/rope.c (rotary position embedding, half-split form) as ptocc -O2 -g0
; -S -emit-llvm gives it: the two half-row stores of each row block,
; y[r][0:32] and y[r][32:64], interleave row by row (issue 24).
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-n64-S128"
target triple = "pto-unknown-unknown"

; Function Attrs: nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local void @rope(ptr addrspace(1) noalias noundef %x, ptr addrspace(1) noalias noundef %cosv, ptr addrspace(1) noalias noundef %sinv, ptr addrspace(1) noalias noundef %y, i64 noundef %rows) local_unnamed_addr #0 !dbg !9 {
entry:
  %cmp32 = icmp sgt i64 %rows, 0, !dbg !12
  br i1 %cmp32, label %for.body, label %for.cond.cleanup, !dbg !13

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !14

for.body:                                         ; preds = %entry, %for.body
  %r.033 = phi i64 [ %add, %for.body ], [ 0, %entry ]
  %mul = shl nsw i64 %r.033, 6, !dbg !15
  %add.ptr = getelementptr inbounds nuw float, ptr addrspace(1) %x, i64 %mul, !dbg !16
  %call = tail call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) noundef %add.ptr, i64 noundef 64, i32 noundef 16, i32 noundef 64) #2, !dbg !17
  %mul1 = shl nsw i64 %r.033, 5, !dbg !18
  %add.ptr2 = getelementptr inbounds nuw float, ptr addrspace(1) %cosv, i64 %mul1, !dbg !19
  %call3 = tail call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) noundef %add.ptr2, i64 noundef 32, i32 noundef 16, i32 noundef 32) #2, !dbg !20
  %add.ptr5 = getelementptr inbounds nuw float, ptr addrspace(1) %sinv, i64 %mul1, !dbg !21
  %call6 = tail call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) noundef %add.ptr5, i64 noundef 32, i32 noundef 16, i32 noundef 32) #2, !dbg !22
  %call7 = tail call ptr addrspace(6) @pto.textract.vec.f32(ptr addrspace(6) noundef %call, i32 noundef 0, i32 noundef 0, i32 noundef 16, i32 noundef 32) #2, !dbg !23
  %call8 = tail call ptr addrspace(6) @pto.textract.vec.f32(ptr addrspace(6) noundef %call, i32 noundef 0, i32 noundef 32, i32 noundef 16, i32 noundef 32) #2, !dbg !24
  %call9 = tail call ptr addrspace(6) @pto.tmul.f32(ptr addrspace(6) noundef %call7, ptr addrspace(6) noundef %call3, i32 noundef 16, i32 noundef 32) #2, !dbg !25
  %call10 = tail call ptr addrspace(6) @pto.tmul.f32(ptr addrspace(6) noundef %call8, ptr addrspace(6) noundef %call6, i32 noundef 16, i32 noundef 32) #2, !dbg !26
  %call11 = tail call ptr addrspace(6) @pto.tsub.f32(ptr addrspace(6) noundef %call9, ptr addrspace(6) noundef %call10, i32 noundef 16, i32 noundef 32) #2, !dbg !27
  %call12 = tail call ptr addrspace(6) @pto.tmul.f32(ptr addrspace(6) noundef %call8, ptr addrspace(6) noundef %call3, i32 noundef 16, i32 noundef 32) #2, !dbg !28
  %call13 = tail call ptr addrspace(6) @pto.tmul.f32(ptr addrspace(6) noundef %call7, ptr addrspace(6) noundef %call6, i32 noundef 16, i32 noundef 32) #2, !dbg !29
  %call14 = tail call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) noundef %call12, ptr addrspace(6) noundef %call13, i32 noundef 16, i32 noundef 32) #2, !dbg !30
  %add.ptr16 = getelementptr inbounds nuw float, ptr addrspace(1) %y, i64 %mul, !dbg !31
  tail call void @pto.tstore.vec.f32(ptr addrspace(1) noundef %add.ptr16, i64 noundef 64, ptr addrspace(6) noundef %call11) #2, !dbg !32
  %add.ptr19 = getelementptr inbounds nuw i8, ptr addrspace(1) %add.ptr16, i64 128, !dbg !33
  tail call void @pto.tstore.vec.f32(ptr addrspace(1) noundef nonnull %add.ptr19, i64 noundef 64, ptr addrspace(6) noundef %call14) #2, !dbg !34
  %add = add nuw nsw i64 %r.033, 16, !dbg !35
  %cmp = icmp slt i64 %add, %rows, !dbg !12
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !13, !llvm.loop !36
}

declare dso_local ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) noundef, i64 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare dso_local ptr addrspace(6) @pto.textract.vec.f32(ptr addrspace(6) noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare dso_local ptr addrspace(6) @pto.tsub.f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare dso_local ptr addrspace(6) @pto.tmul.f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare dso_local ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare dso_local void @pto.tstore.vec.f32(ptr addrspace(1) noundef, i64 noundef, ptr addrspace(6) noundef) local_unnamed_addr #1

attributes #0 = { nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "pto.kernel" "stack-protector-buffer-size"="8" "target-cpu"="a3" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="a3" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: NoDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "examples/rope.c", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !DISubprogram(name: "rope", scope: !1, file: !1, line: 11, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 15, column: 22, scope: !9)
!13 = !DILocation(line: 15, column: 3, scope: !9)
!14 = !DILocation(line: 28, column: 1, scope: !9)
!15 = !DILocation(line: 16, column: 43, scope: !9)
!16 = !DILocation(line: 16, column: 39, scope: !9)
!17 = !DILocation(line: 16, column: 19, scope: !9)
!18 = !DILocation(line: 17, column: 47, scope: !9)
!19 = !DILocation(line: 17, column: 43, scope: !9)
!20 = !DILocation(line: 17, column: 20, scope: !9)
!21 = !DILocation(line: 18, column: 43, scope: !9)
!22 = !DILocation(line: 18, column: 20, scope: !9)
!23 = !DILocation(line: 19, column: 20, scope: !9)
!24 = !DILocation(line: 20, column: 20, scope: !9)
!25 = !DILocation(line: 21, column: 33, scope: !9)
!26 = !DILocation(line: 22, column: 33, scope: !9)
!27 = !DILocation(line: 21, column: 20, scope: !9)
!28 = !DILocation(line: 23, column: 33, scope: !9)
!29 = !DILocation(line: 24, column: 33, scope: !9)
!30 = !DILocation(line: 23, column: 20, scope: !9)
!31 = !DILocation(line: 25, column: 26, scope: !9)
!32 = !DILocation(line: 25, column: 5, scope: !9)
!33 = !DILocation(line: 26, column: 34, scope: !9)
!34 = !DILocation(line: 26, column: 5, scope: !9)
!35 = !DILocation(line: 15, column: 32, scope: !9)
!36 = distinct !{!36, !13, !37, !38}
!37 = !DILocation(line: 27, column: 3, scope: !9)
!38 = !{!"llvm.loop.mustprogress"}
