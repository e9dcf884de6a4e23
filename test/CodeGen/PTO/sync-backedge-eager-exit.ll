; A block after the loop whose lazy waits for back-edge flags cost a
; fallback waits for them first (docs/sync.md, "After the loop"):
; bench/kernels/rope-kv-cache.c (ptocc -O2 -S -emit-llvm). Its loop's
; first textract waits for the kcache store of the previous iteration
; through a back-edge flag (MTE3 -> V, set right after that store). In the
; peeled last iteration (for.body.pto.pipe.last, the loop's exit) that wait
; placed lazily (before the terminator: no V operation there conflicts with
; the store) leaves V unaware that MTE3 ran the loop's waits of its
; V -> MTE3 IDs, so the fifth V -> MTE3 pair there found no ID it could prove
; free and needed a reverse handshake (MTE3 -> V, then V -> MTE3, right
; before a store). Waiting first, V learns that MTE3 ran every wait before
; the flag's set: no handshake (bench/cycles 2558 -> 2522 cycles).
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -verify-machineinstrs -pto-sync-eager-exit-waits-for-ids=false %s -o - | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=pto -O2 -verify-machineinstrs -debug-counter=pto-insert-sync-eager-exit-waits=1000000 %s -o - | FileCheck %s --check-prefix=OFF
; The lazy wait's own mutation still applies to the blocks that keep it:
; RUN: not %llc -march=pto -O2 -pto-sync-eager-exit-waits-for-ids=false -pto-sync-unsound-lazy-exit-waits %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNSOUND
; Zero to three loop iterations (rows 0, 16, 32, 48): no race, the
; reference's result.
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin \
; RUN:   --arg=buf:f16:64x64 --arg=buf:f16:64x64 --arg=buf:f16:64x64 --arg=buf:f16:64x192:seed=1 --arg=buf:f16:64x64:seed=2 \
; RUN:   --arg=buf:f16:64x64:seed=3 --arg=buf:f16:128x64 --arg=buf:f16:128x64 --arg=0 --arg=32 | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin \
; RUN:   --arg=buf:f16:64x64 --arg=buf:f16:64x64 --arg=buf:f16:64x64 --arg=buf:f16:64x192:seed=1 --arg=buf:f16:64x64:seed=2 \
; RUN:   --arg=buf:f16:64x64:seed=3 --arg=buf:f16:128x64 --arg=buf:f16:128x64 --arg=16 --arg=32 | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin \
; RUN:   --arg=buf:f16:64x64 --arg=buf:f16:64x64 --arg=buf:f16:64x64 --arg=buf:f16:64x192:seed=1 --arg=buf:f16:64x64:seed=2 \
; RUN:   --arg=buf:f16:64x64:seed=3 --arg=buf:f16:128x64 --arg=buf:f16:128x64 --arg=32 --arg=32 | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin \
; RUN:   --arg=buf:f16:64x64 --arg=buf:f16:64x64 --arg=buf:f16:64x64 --arg=buf:f16:64x192:seed=1 --arg=buf:f16:64x64:seed=2 \
; RUN:   --arg=buf:f16:64x64:seed=3 --arg=buf:f16:128x64 --arg=buf:f16:128x64 --arg=48 --arg=32 | FileCheck %s --check-prefix=SIM %}

; CHECK-LABEL: rope_kv_cache:
; CHECK:       # %for.body.pto.pipe.last
; CHECK-NEXT:  wait_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_V, 7
; CHECK-NOT:   PIPE_MTE3, PIPE_V
; CHECK:       ret

; OFF-LABEL:   rope_kv_cache:
; OFF:         # %for.body.pto.pipe.last
; OFF-NOT:     wait_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_V, 7
; OFF:         set_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_V, [[H:[0-9]+]]
; OFF-NEXT:    wait_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_V, [[H]]
; OFF-NEXT:    set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, [[ID:[0-9]+]]
; OFF-NEXT:    wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, [[ID]]
; OFF:         wait_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_V, 7

; UNSOUND: error: {{.*}}sync verification:

; SIM: matches reference

; ModuleID = 'bench/kernels/rope-kv-cache.c'
source_filename = "bench/kernels/rope-kv-cache.c"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-n64-S128"
target triple = "pto-unknown-unknown"

; Function Attrs: nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local void @rope_kv_cache(ptr addrspace(1) noalias noundef %q, ptr addrspace(1) noalias noundef %k, ptr addrspace(1) noalias noundef %v, ptr addrspace(1) noalias noundef %x, ptr addrspace(1) noalias noundef %cosv, ptr addrspace(1) noalias noundef %sinv, ptr addrspace(1) noalias noundef %kcache, ptr addrspace(1) noalias noundef %vcache, i64 noundef %rows, i64 noundef %pos) local_unnamed_addr #0 !dbg !9 {
entry:
  %cmp90 = icmp sgt i64 %rows, 0, !dbg !12
  br i1 %cmp90, label %for.body, label %for.cond.cleanup, !dbg !13

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !14

for.body:                                         ; preds = %entry, %for.body
  %r.091 = phi i64 [ %add54, %for.body ], [ 0, %entry ]
  %add.ptr.idx = mul nuw nsw i64 %r.091, 384, !dbg !15
  %add.ptr = getelementptr inbounds nuw i8, ptr addrspace(1) %x, i64 %add.ptr.idx, !dbg !15
  %call = tail call ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1) noundef %add.ptr, i64 noundef 192, i32 noundef 16, i32 noundef 192) #2, !dbg !16, !pto.name !17
  %mul1 = shl nsw i64 %r.091, 6, !dbg !18
  %add.ptr2 = getelementptr inbounds nuw half, ptr addrspace(1) %cosv, i64 %mul1, !dbg !19
  %call3 = tail call ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1) noundef %add.ptr2, i64 noundef 64, i32 noundef 16, i32 noundef 64) #2, !dbg !20, !pto.name !21
  %add.ptr5 = getelementptr inbounds nuw half, ptr addrspace(1) %sinv, i64 %mul1, !dbg !22
  %call6 = tail call ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1) noundef %add.ptr5, i64 noundef 64, i32 noundef 16, i32 noundef 64) #2, !dbg !23, !pto.name !24
  %call7 = tail call ptr addrspace(6) @pto.textract.vec.f16(ptr addrspace(6) noundef %call3, i32 noundef 0, i32 noundef 0, i32 noundef 16, i32 noundef 32) #2, !dbg !25, !pto.name !26
  %call8 = tail call ptr addrspace(6) @pto.textract.vec.f16(ptr addrspace(6) noundef %call3, i32 noundef 0, i32 noundef 32, i32 noundef 16, i32 noundef 32) #2, !dbg !27, !pto.name !28
  %call9 = tail call ptr addrspace(6) @pto.textract.vec.f16(ptr addrspace(6) noundef %call6, i32 noundef 0, i32 noundef 0, i32 noundef 16, i32 noundef 32) #2, !dbg !29, !pto.name !30
  %call10 = tail call ptr addrspace(6) @pto.textract.vec.f16(ptr addrspace(6) noundef %call6, i32 noundef 0, i32 noundef 32, i32 noundef 16, i32 noundef 32) #2, !dbg !31, !pto.name !32
  %add = add nsw i64 %r.091, %pos
  %add.ptr42.idx = shl nsw i64 %add, 7
  %add.ptr42 = getelementptr inbounds i8, ptr addrspace(1) %kcache, i64 %add.ptr42.idx
  %add.ptr46 = getelementptr inbounds nuw i8, ptr addrspace(1) %add.ptr42, i64 64
  %call19 = tail call ptr addrspace(6) @pto.textract.vec.f16(ptr addrspace(6) noundef %call, i32 noundef 0, i32 noundef 0, i32 noundef 16, i32 noundef 32) #2, !dbg !33
  %call26 = tail call ptr addrspace(6) @pto.textract.vec.f16(ptr addrspace(6) noundef %call, i32 noundef 0, i32 noundef 32, i32 noundef 16, i32 noundef 32) #2, !dbg !34
  %call29 = tail call ptr addrspace(6) @pto.tmul.f16(ptr addrspace(6) noundef %call19, ptr addrspace(6) noundef %call7, i32 noundef 16, i32 noundef 32) #2, !dbg !35
  %call30 = tail call ptr addrspace(6) @pto.tmul.f16(ptr addrspace(6) noundef %call26, ptr addrspace(6) noundef %call9, i32 noundef 16, i32 noundef 32) #2, !dbg !36
  %call31 = tail call ptr addrspace(6) @pto.tsub.f16(ptr addrspace(6) noundef %call29, ptr addrspace(6) noundef %call30, i32 noundef 16, i32 noundef 32) #2, !dbg !37, !pto.name !38
  %call32 = tail call ptr addrspace(6) @pto.tmul.f16(ptr addrspace(6) noundef %call26, ptr addrspace(6) noundef %call8, i32 noundef 16, i32 noundef 32) #2, !dbg !39
  %call33 = tail call ptr addrspace(6) @pto.tmul.f16(ptr addrspace(6) noundef %call19, ptr addrspace(6) noundef %call10, i32 noundef 16, i32 noundef 32) #2, !dbg !40
  %call34 = tail call ptr addrspace(6) @pto.tadd.f16(ptr addrspace(6) noundef %call32, ptr addrspace(6) noundef %call33, i32 noundef 16, i32 noundef 32) #2, !dbg !41, !pto.name !42
  %add.ptr36 = getelementptr inbounds nuw half, ptr addrspace(1) %q, i64 %mul1, !dbg !43
  tail call void @pto.tstore.vec.f16(ptr addrspace(1) noundef %add.ptr36, i64 noundef 64, ptr addrspace(6) noundef %call31) #2, !dbg !44
  %add.ptr39 = getelementptr inbounds nuw i8, ptr addrspace(1) %add.ptr36, i64 64, !dbg !45
  tail call void @pto.tstore.vec.f16(ptr addrspace(1) noundef nonnull %add.ptr39, i64 noundef 64, ptr addrspace(6) noundef %call34) #2, !dbg !46
  %call17.1 = tail call ptr addrspace(6) @pto.textract.vec.f16(ptr addrspace(6) noundef %call, i32 noundef 0, i32 noundef 64, i32 noundef 16, i32 noundef 32) #2, !dbg !47
  %call24.1 = tail call ptr addrspace(6) @pto.textract.vec.f16(ptr addrspace(6) noundef %call, i32 noundef 0, i32 noundef 96, i32 noundef 16, i32 noundef 32) #2, !dbg !48
  %call29.1 = tail call ptr addrspace(6) @pto.tmul.f16(ptr addrspace(6) noundef %call17.1, ptr addrspace(6) noundef %call7, i32 noundef 16, i32 noundef 32) #2, !dbg !35
  %call30.1 = tail call ptr addrspace(6) @pto.tmul.f16(ptr addrspace(6) noundef %call24.1, ptr addrspace(6) noundef %call9, i32 noundef 16, i32 noundef 32) #2, !dbg !36
  %call31.1 = tail call ptr addrspace(6) @pto.tsub.f16(ptr addrspace(6) noundef %call29.1, ptr addrspace(6) noundef %call30.1, i32 noundef 16, i32 noundef 32) #2, !dbg !37, !pto.name !38
  %call32.1 = tail call ptr addrspace(6) @pto.tmul.f16(ptr addrspace(6) noundef %call24.1, ptr addrspace(6) noundef %call8, i32 noundef 16, i32 noundef 32) #2, !dbg !39
  %call33.1 = tail call ptr addrspace(6) @pto.tmul.f16(ptr addrspace(6) noundef %call17.1, ptr addrspace(6) noundef %call10, i32 noundef 16, i32 noundef 32) #2, !dbg !40
  %call34.1 = tail call ptr addrspace(6) @pto.tadd.f16(ptr addrspace(6) noundef %call32.1, ptr addrspace(6) noundef %call33.1, i32 noundef 16, i32 noundef 32) #2, !dbg !41, !pto.name !42
  %add.ptr36.1 = getelementptr inbounds nuw half, ptr addrspace(1) %k, i64 %mul1, !dbg !43
  tail call void @pto.tstore.vec.f16(ptr addrspace(1) noundef %add.ptr36.1, i64 noundef 64, ptr addrspace(6) noundef %call31.1) #2, !dbg !44
  %add.ptr39.1 = getelementptr inbounds nuw i8, ptr addrspace(1) %add.ptr36.1, i64 64, !dbg !45
  tail call void @pto.tstore.vec.f16(ptr addrspace(1) noundef nonnull %add.ptr39.1, i64 noundef 64, ptr addrspace(6) noundef %call34.1) #2, !dbg !46
  tail call void @pto.tstore.vec.f16(ptr addrspace(1) noundef %add.ptr42, i64 noundef 64, ptr addrspace(6) noundef %call31.1) #2, !dbg !49
  tail call void @pto.tstore.vec.f16(ptr addrspace(1) noundef nonnull %add.ptr46, i64 noundef 64, ptr addrspace(6) noundef %call34.1) #2, !dbg !50
  %call47 = tail call ptr addrspace(6) @pto.textract.vec.f16(ptr addrspace(6) noundef %call, i32 noundef 0, i32 noundef 128, i32 noundef 16, i32 noundef 64) #2, !dbg !51, !pto.name !52
  %add.ptr49 = getelementptr inbounds nuw half, ptr addrspace(1) %v, i64 %mul1, !dbg !53
  tail call void @pto.tstore.vec.f16(ptr addrspace(1) noundef %add.ptr49, i64 noundef 64, ptr addrspace(6) noundef %call47) #2, !dbg !54
  %add.ptr52 = getelementptr inbounds i8, ptr addrspace(1) %vcache, i64 %add.ptr42.idx, !dbg !55
  tail call void @pto.tstore.vec.f16(ptr addrspace(1) noundef %add.ptr52, i64 noundef 64, ptr addrspace(6) noundef %call47) #2, !dbg !56
  %add54 = add nuw nsw i64 %r.091, 16, !dbg !57, !pto.name !58
  %cmp = icmp slt i64 %add54, %rows, !dbg !12
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !13, !llvm.loop !59
}

; Function Attrs: nomerge
declare dso_local ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1) noundef, i64 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nomerge
declare dso_local ptr addrspace(6) @pto.textract.vec.f16(ptr addrspace(6) noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nomerge
declare dso_local ptr addrspace(6) @pto.tsub.f16(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nomerge
declare dso_local ptr addrspace(6) @pto.tmul.f16(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nomerge
declare dso_local ptr addrspace(6) @pto.tadd.f16(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nomerge
declare dso_local void @pto.tstore.vec.f16(ptr addrspace(1) noundef, i64 noundef, ptr addrspace(6) noundef) local_unnamed_addr #1

attributes #0 = { nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "pto.kernel" "stack-protector-buffer-size"="8" "target-cpu"="a3" }
attributes #1 = { nomerge "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="a3" }
attributes #2 = { nomerge nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: NoDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bench/kernels/rope-kv-cache.c", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !DISubprogram(name: "rope_kv_cache", scope: !1, file: !1, line: 37, type: !10, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 43, column: 22, scope: !9)
!13 = !DILocation(line: 43, column: 3, scope: !9)
!14 = !DILocation(line: 73, column: 1, scope: !9)
!15 = !DILocation(line: 44, column: 39, scope: !9)
!16 = !DILocation(line: 44, column: 19, scope: !9)
!17 = !{!"t"}
!18 = !DILocation(line: 45, column: 47, scope: !9)
!19 = !DILocation(line: 45, column: 43, scope: !9)
!20 = !DILocation(line: 45, column: 20, scope: !9)
!21 = !{!"cs"}
!22 = !DILocation(line: 46, column: 43, scope: !9)
!23 = !DILocation(line: 46, column: 20, scope: !9)
!24 = !{!"sn"}
!25 = !DILocation(line: 47, column: 22, scope: !9)
!26 = !{!"cos1"}
!27 = !DILocation(line: 48, column: 22, scope: !9)
!28 = !{!"cos2"}
!29 = !DILocation(line: 49, column: 22, scope: !9)
!30 = !{!"sin1"}
!31 = !DILocation(line: 50, column: 22, scope: !9)
!32 = !{!"sin2"}
!33 = !DILocation(line: 55, column: 29, scope: !9)
!34 = !DILocation(line: 57, column: 29, scope: !9)
!35 = !DILocation(line: 58, column: 35, scope: !9)
!36 = !DILocation(line: 59, column: 35, scope: !9)
!37 = !DILocation(line: 58, column: 22, scope: !9)
!38 = !{!"o1"}
!39 = !DILocation(line: 60, column: 35, scope: !9)
!40 = !DILocation(line: 61, column: 35, scope: !9)
!41 = !DILocation(line: 60, column: 22, scope: !9)
!42 = !{!"o2"}
!43 = !DILocation(line: 62, column: 30, scope: !9)
!44 = !DILocation(line: 62, column: 7, scope: !9)
!45 = !DILocation(line: 63, column: 38, scope: !9)
!46 = !DILocation(line: 63, column: 7, scope: !9)
!47 = !DILocation(line: 54, column: 29, scope: !9)
!48 = !DILocation(line: 56, column: 29, scope: !9)
!49 = !DILocation(line: 65, column: 9, scope: !9)
!50 = !DILocation(line: 66, column: 9, scope: !9)
!51 = !DILocation(line: 69, column: 20, scope: !9)
!52 = !{!"vt"}
!53 = !DILocation(line: 70, column: 26, scope: !9)
!54 = !DILocation(line: 70, column: 5, scope: !9)
!55 = !DILocation(line: 71, column: 31, scope: !9)
!56 = !DILocation(line: 71, column: 5, scope: !9)
!57 = !DILocation(line: 43, column: 32, scope: !9)
!58 = !{!"r"}
!59 = distinct !{!59, !13, !60, !61}
!60 = !DILocation(line: 72, column: 3, scope: !9)
!61 = !{!"llvm.loop.mustprogress"}
