; Second-round back-edge flags (docs/sync.md, "Back-edge flags", "Second
; round"): bench/kernels/split-k-bias.c at 16x16 tiles (ptocc -O2 -S
; -emit-llvm -DM=16 -DN=16 -DKT=16), one core. In the slice loop
; (for.body) pto-pipeline-loads loads A and B of the next slice first and
; then moves this slice's tiles out of mat. The A load's flag crosses the
; back edge (set right after the move of A); with it, the B load is no
; longer covered by the A load's wait, and its own hazard (the move of B of
; the previous slice read the slot it fills) appears only in a fixed point
; with the first flag in place: the second round gives it a flag set right
; after the move of B, whose wait goes before the A load's (MTE2's wait
; there is what the move of A's MTE2 -> MTE1 wait orders MTE1 after, so the
; next set follows it: binary flags). Without the second round the A flag
; is dropped (the B load would wait behind the move of A's wait for the
; previous matmul) and one set at the loop top covers both moves and the
; inner loop's. The placement checks leave out the per-slot flags
; (docs/sync.md, "Flags per slot": the inner K loop's A prefetch gets one);
; the simulator runs below have them.
; RUN: %llc -march=pto -O2 -pto-split-mix-kernels=false -verify-machineinstrs -pto-sync-slot-flags=false %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -pto-split-mix-kernels=false -verify-machineinstrs -pto-sync-slot-flags=false -pto-sync-backedge-second-round=false %s -o - | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=pto -O2 -pto-split-mix-kernels=false -verify-machineinstrs -pto-sync-slot-flags=false -debug-counter=pto-insert-sync-backedge-second-round=1 %s -o - | FileCheck %s --check-prefix=OFF
; Mutation (testing-only): the second-round wait left before the B load and
; its set taken as following it: pto-verify-sync reports the set.
; RUN: not %llc -march=pto -O2 -pto-split-mix-kernels=false -pto-sync-unsound-second-round-wait %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNSOUND
; Inner loop trip counts 0, 1, 2 and 3 (k = 64, 128, 192, 256), one core
; and the a3 split: no race, the reference's result.
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin --llc-arg=-pto-split-mix-kernels=false \
; RUN:   --arg=buf:f16:16x64:seed=1 --arg=buf:f16:64x16:seed=2 --arg=buf:f32:16:seed=3 --arg=buf:f32:4x16x16 --arg=buf:f32:16x16 --arg=64 | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin --llc-arg=-pto-split-mix-kernels=false \
; RUN:   --arg=buf:f16:16x128:seed=1 --arg=buf:f16:128x16:seed=2 --arg=buf:f32:16:seed=3 --arg=buf:f32:4x16x16 --arg=buf:f32:16x16 --arg=128 | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin --llc-arg=-pto-split-mix-kernels=false \
; RUN:   --arg=buf:f16:16x192:seed=1 --arg=buf:f16:192x16:seed=2 --arg=buf:f32:16:seed=3 --arg=buf:f32:4x16x16 --arg=buf:f32:16x16 --arg=192 | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin --llc-arg=-pto-split-mix-kernels=false \
; RUN:   --arg=buf:f16:16x256:seed=1 --arg=buf:f16:256x16:seed=2 --arg=buf:f32:16:seed=3 --arg=buf:f32:4x16x16 --arg=buf:f32:16x16 --arg=256 | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin \
; RUN:   --arg=buf:f16:16x128:seed=1 --arg=buf:f16:128x16:seed=2 --arg=buf:f32:16:seed=3 --arg=buf:f32:4x16x16 --arg=buf:f32:16x16 --arg=128 | FileCheck %s --check-prefix=SIM %}

; Before the loop: both flags set (the entry's loads fill the first slots).
; CHECK-LABEL: split_k_bias:
; CHECK:       set_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_MTE2, [[A:[0-9]+]]
; CHECK-NEXT:  set_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_MTE2, [[B:[0-9]+]]
; The slice loop: both waits before the A load, each set right after its
; move; no MTE1 -> MTE2 pair between (the B load waits for nothing).
; CHECK:       # %for.body
; CHECK-NOT:   tload
; CHECK:       wait_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_MTE2, [[A]]
; CHECK-NEXT:  wait_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_MTE2, [[B]]
; CHECK-NOT:   PIPE_MTE1, PIPE_MTE2
; CHECK:       tload{{[[:space:]]+}}mat[{{[a-z0-9]+}} + 64]
; CHECK-NOT:   PIPE_MTE1, PIPE_MTE2
; CHECK:       tmov{{[[:space:]]+}}left
; CHECK-NEXT:  set_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_MTE2, [[A]]
; CHECK-NOT:   PIPE_MTE1, PIPE_MTE2
; CHECK:       tload{{[[:space:]]+}}mat[{{[a-z0-9]+}} + 1088]
; CHECK-NEXT:  tmov{{[[:space:]]+}}right
; CHECK-NEXT:  set_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_MTE2, [[B]]
; The inner loop's preheader is a path that gets no flag of its own: its
; loads wait through a set next to them (the moves of this slice).
; CHECK:       # %for.body15.preheader
; CHECK-NOT:   tload
; CHECK:       set_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_MTE2, [[P:[0-9]+]]
; CHECK-NEXT:  wait_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_MTE2, [[P]]
; CHECK-NEXT:  tload

; OFF-LABEL:   split_k_bias:
; OFF:         # %for.body
; OFF-NOT:     tload
; OFF:         set_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_MTE2, [[ID:[0-9]+]]
; OFF-NEXT:    wait_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_MTE2, [[ID]]
; OFF-NOT:     PIPE_MTE1, PIPE_MTE2
; OFF:         # %for.body15.preheader

; UNSOUND: error: {{.*}}sync verification: 'SET_FLAG 1, 2, {{[0-9]+}}' may fire before the previous wait_flag of the same flag has run

; SIM: matches reference

; ModuleID = 'bench/kernels/split-k-bias.c'
source_filename = "bench/kernels/split-k-bias.c"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-n64-S128"
target triple = "pto-unknown-unknown"

; Function Attrs: nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local void @split_k_bias(ptr addrspace(1) noalias noundef %a, ptr addrspace(1) noalias noundef %b, ptr addrspace(1) noalias noundef %bias, ptr addrspace(1) noalias noundef %ws, ptr addrspace(1) noalias noundef %c, i64 noundef %k) local_unnamed_addr #0 !dbg !9 {
entry:
  %div = sdiv i64 %k, 4, !dbg !12, !pto.name !13
  %call = tail call ptr addrspace(2) @pto.tload.mat.f32(ptr addrspace(1) noundef %bias, i64 noundef 16, i32 noundef 1, i32 noundef 16) #2, !dbg !14
  %call1 = tail call ptr addrspace(7) @pto.tmov.bias.f32(ptr addrspace(2) noundef %call, i32 noundef 1, i32 noundef 16) #2, !dbg !15, !pto.name !16
  %cmp1368 = icmp sgt i64 %k, 67
  br label %for.body, !dbg !17

for.cond.cleanup:                                 ; preds = %for.cond.cleanup14
  %call30 = tail call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) noundef %ws, i64 noundef 16, i32 noundef 16, i32 noundef 16) #2, !dbg !18, !pto.name !19
  %add.ptr38 = getelementptr inbounds nuw i8, ptr addrspace(1) %ws, i64 1024, !dbg !20
  %call39 = tail call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) noundef nonnull %add.ptr38, i64 noundef 16, i32 noundef 16, i32 noundef 16) #2, !dbg !21
  %call40 = tail call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) noundef %call30, ptr addrspace(6) noundef %call39, i32 noundef 16, i32 noundef 16) #2, !dbg !22, !pto.name !19
  %add.ptr38.1 = getelementptr inbounds nuw i8, ptr addrspace(1) %ws, i64 2048, !dbg !20
  %call39.1 = tail call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) noundef nonnull %add.ptr38.1, i64 noundef 16, i32 noundef 16, i32 noundef 16) #2, !dbg !21
  %call40.1 = tail call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) noundef %call40, ptr addrspace(6) noundef %call39.1, i32 noundef 16, i32 noundef 16) #2, !dbg !22, !pto.name !19
  %add.ptr38.2 = getelementptr inbounds nuw i8, ptr addrspace(1) %ws, i64 3072, !dbg !20
  %call39.2 = tail call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) noundef nonnull %add.ptr38.2, i64 noundef 16, i32 noundef 16, i32 noundef 16) #2, !dbg !21
  %call40.2 = tail call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) noundef %call40.1, ptr addrspace(6) noundef %call39.2, i32 noundef 16, i32 noundef 16) #2, !dbg !22, !pto.name !19
  tail call void @pto.tstore.vec.f32(ptr addrspace(1) noundef %c, i64 noundef 16, ptr addrspace(6) noundef %call40.2) #2, !dbg !23
  ret void, !dbg !24

for.body:                                         ; preds = %entry, %for.cond.cleanup14
  %s.071 = phi i64 [ 0, %entry ], [ %inc, %for.cond.cleanup14 ]
  %mul = mul nsw i64 %s.071, %div, !dbg !25, !pto.name !26
  %add.ptr = getelementptr inbounds half, ptr addrspace(1) %a, i64 %mul, !dbg !27
  %call2 = tail call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) noundef %add.ptr, i64 noundef %k, i32 noundef 16, i32 noundef 16) #2, !dbg !28
  %call3 = tail call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) noundef %call2, i32 noundef 16, i32 noundef 16) #2, !dbg !29, !pto.name !30
  %add.ptr5.idx = shl nsw i64 %mul, 5, !dbg !31
  %add.ptr5 = getelementptr inbounds i8, ptr addrspace(1) %b, i64 %add.ptr5.idx, !dbg !31
  %call6 = tail call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) noundef %add.ptr5, i64 noundef 16, i32 noundef 16, i32 noundef 16) #2, !dbg !32
  %call7 = tail call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) noundef %call6, i32 noundef 16, i32 noundef 16) #2, !dbg !33, !pto.name !34
  %cmp8 = icmp eq i64 %s.071, 0, !dbg !35
  br i1 %cmp8, label %cond.true, label %cond.false, !dbg !36

cond.true:                                        ; preds = %for.body
  %call9 = tail call ptr addrspace(5) @pto.tmatmul.bias.f32.f16(ptr addrspace(3) noundef %call3, ptr addrspace(4) noundef %call7, ptr addrspace(7) noundef %call1, i32 noundef 16, i32 noundef 16) #2, !dbg !37
  br label %cond.end, !dbg !36

cond.false:                                       ; preds = %for.body
  %call10 = tail call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) noundef %call3, ptr addrspace(4) noundef %call7, i32 noundef 16, i32 noundef 16) #2, !dbg !38
  br label %cond.end, !dbg !36

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr addrspace(5) [ %call9, %cond.true ], [ %call10, %cond.false ], !dbg !36, !pto.name !39
  %add12 = add nsw i64 %mul, %div
  br i1 %cmp1368, label %for.body15.preheader, label %for.cond.cleanup14, !dbg !40

for.body15.preheader:                             ; preds = %cond.end
  %kk.067 = add nuw nsw i64 %mul, 16, !dbg !41
  br label %for.body15, !dbg !40

for.cond.cleanup14:                               ; preds = %for.body15, %cond.end
  %acc.0.lcssa = phi ptr addrspace(5) [ %cond, %cond.end ], [ %call23, %for.body15 ], !dbg !42
  %add.ptr27.idx = shl nuw nsw i64 %s.071, 10, !dbg !43
  %add.ptr27 = getelementptr inbounds nuw i8, ptr addrspace(1) %ws, i64 %add.ptr27.idx, !dbg !43
  tail call void @pto.tstore.acc.f32(ptr addrspace(1) noundef %add.ptr27, i64 noundef 16, ptr addrspace(5) noundef %acc.0.lcssa) #2, !dbg !44
  %inc = add nuw nsw i64 %s.071, 1, !dbg !45, !pto.name !46
  %exitcond.not = icmp eq i64 %inc, 4, !dbg !47
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !17, !llvm.loop !48

for.body15:                                       ; preds = %for.body15.preheader, %for.body15
  %kk.070 = phi i64 [ %kk.0, %for.body15 ], [ %kk.067, %for.body15.preheader ]
  %acc.069 = phi ptr addrspace(5) [ %call23, %for.body15 ], [ %cond, %for.body15.preheader ]
  %add.ptr16 = getelementptr inbounds nuw half, ptr addrspace(1) %a, i64 %kk.070, !dbg !51
  %call17 = tail call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) noundef nonnull %add.ptr16, i64 noundef %k, i32 noundef 16, i32 noundef 16) #2, !dbg !52
  %call18 = tail call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) noundef %call17, i32 noundef 16, i32 noundef 16) #2, !dbg !53, !pto.name !54
  %add.ptr20.idx = shl nsw i64 %kk.070, 5, !dbg !55
  %add.ptr20 = getelementptr inbounds nuw i8, ptr addrspace(1) %b, i64 %add.ptr20.idx, !dbg !55
  %call21 = tail call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) noundef nonnull %add.ptr20, i64 noundef 16, i32 noundef 16, i32 noundef 16) #2, !dbg !56
  %call22 = tail call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) noundef %call21, i32 noundef 16, i32 noundef 16) #2, !dbg !57, !pto.name !58
  %call23 = tail call ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5) noundef %acc.069, ptr addrspace(3) noundef %call18, ptr addrspace(4) noundef %call22, i32 noundef 16, i32 noundef 16) #2, !dbg !59, !pto.name !39
  %kk.0 = add nuw nsw i64 %kk.070, 16, !dbg !41
  %cmp13 = icmp slt i64 %kk.0, %add12, !dbg !60
  br i1 %cmp13, label %for.body15, label %for.cond.cleanup14, !dbg !40, !llvm.loop !61
}

; Function Attrs: nomerge
declare dso_local ptr addrspace(7) @pto.tmov.bias.f32(ptr addrspace(2) noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nomerge
declare dso_local ptr addrspace(2) @pto.tload.mat.f32(ptr addrspace(1) noundef, i64 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nomerge
declare dso_local ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nomerge
declare dso_local ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) noundef, i64 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nomerge
declare dso_local ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nomerge
declare dso_local ptr addrspace(5) @pto.tmatmul.bias.f32.f16(ptr addrspace(3) noundef, ptr addrspace(4) noundef, ptr addrspace(7) noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nomerge
declare dso_local ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) noundef, ptr addrspace(4) noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nomerge
declare dso_local ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5) noundef, ptr addrspace(3) noundef, ptr addrspace(4) noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nomerge
declare dso_local void @pto.tstore.acc.f32(ptr addrspace(1) noundef, i64 noundef, ptr addrspace(5) noundef) local_unnamed_addr #1

; Function Attrs: nomerge
declare dso_local ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) noundef, i64 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nomerge
declare dso_local ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nomerge
declare dso_local void @pto.tstore.vec.f32(ptr addrspace(1) noundef, i64 noundef, ptr addrspace(6) noundef) local_unnamed_addr #1

attributes #0 = { nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "pto.kernel" "stack-protector-buffer-size"="8" "target-cpu"="a3" }
attributes #1 = { nomerge "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="a3" }
attributes #2 = { nomerge nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: NoDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bench/kernels/split-k-bias.c", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !DISubprogram(name: "split_k_bias", scope: !1, file: !1, line: 38, type: !10, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 43, column: 21, scope: !9)
!13 = !{!"ks"}
!14 = !DILocation(line: 44, column: 37, scope: !9)
!15 = !DILocation(line: 44, column: 19, scope: !9)
!16 = !{!"bt"}
!17 = !DILocation(line: 45, column: 3, scope: !9)
!18 = !DILocation(line: 62, column: 19, scope: !9)
!19 = !{!"sum"}
!20 = !DILocation(line: 64, column: 50, scope: !9)
!21 = !DILocation(line: 64, column: 29, scope: !9)
!22 = !DILocation(line: 64, column: 11, scope: !9)
!23 = !DILocation(line: 65, column: 3, scope: !9)
!24 = !DILocation(line: 66, column: 1, scope: !9)
!25 = !DILocation(line: 46, column: 17, scope: !9)
!26 = !{!"k0"}
!27 = !DILocation(line: 48, column: 47, scope: !9)
!28 = !DILocation(line: 48, column: 27, scope: !9)
!29 = !DILocation(line: 48, column: 9, scope: !9)
!30 = !{!"al"}
!31 = !DILocation(line: 50, column: 48, scope: !9)
!32 = !DILocation(line: 50, column: 28, scope: !9)
!33 = !DILocation(line: 50, column: 9, scope: !9)
!34 = !{!"br"}
!35 = !DILocation(line: 51, column: 23, scope: !9)
!36 = !DILocation(line: 51, column: 21, scope: !9)
!37 = !DILocation(line: 51, column: 30, scope: !9)
!38 = !DILocation(line: 52, column: 30, scope: !9)
!39 = !{!"acc"}
!40 = !DILocation(line: 53, column: 5, scope: !9)
!41 = !DILocation(line: 53, scope: !9)
!42 = !DILocation(line: 0, scope: !9)
!43 = !DILocation(line: 60, column: 27, scope: !9)
!44 = !DILocation(line: 60, column: 5, scope: !9)
!45 = !DILocation(line: 45, column: 31, scope: !9)
!46 = !{!"s"}
!47 = !DILocation(line: 45, column: 22, scope: !9)
!48 = distinct !{!48, !17, !49, !50}
!49 = !DILocation(line: 61, column: 3, scope: !9)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 55, column: 49, scope: !9)
!52 = !DILocation(line: 55, column: 29, scope: !9)
!53 = !DILocation(line: 55, column: 11, scope: !9)
!54 = !{!"at"}
!55 = !DILocation(line: 57, column: 50, scope: !9)
!56 = !DILocation(line: 57, column: 30, scope: !9)
!57 = !DILocation(line: 57, column: 11, scope: !9)
!58 = !{!"bk"}
!59 = !DILocation(line: 58, column: 13, scope: !9)
!60 = !DILocation(line: 53, column: 32, scope: !9)
!61 = distinct !{!61, !40, !62, !50}
!62 = !DILocation(line: 59, column: 5, scope: !9)
