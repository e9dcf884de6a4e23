; Logical tile select (issue 23, docs/tile-storage.md "Logical select"): a
; join of two tiles that both stay live after it (`c = cond ? c0 : c1`, or an
; if/else join) gets both values in the two slots of one allocation and a
; slot index register through the join -- no move, no third window. For acc
; (no same-space move) this is the difference between an error and a kernel.
; @acc selects, @acc_join joins (a PHI at -O0; -O2 makes it a select), @vec
; and @mat select; every kernel still reads both arms after the join.
; RUN: %llc -march=pto -O0 -verify-machineinstrs %s -o - \
; RUN:   -pass-remarks=pto-materialize-semantic-aliases \
; RUN:   -pass-remarks-missed=pto-materialize-semantic-aliases 2>%t.remarks \
; RUN:   | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s
;
; The mutation (both values in slot 0): the storage verifier rejects it, and
; without the verifier pto-ref shows the wrong result.
; RUN: not %llc -march=pto -O0 %s -o /dev/null \
; RUN:   -pto-materialize-semantic-aliases-unsound-select-one-slot 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MUT
; MUT: error: {{.*}}in function acc {{.*}}: tile storage verification: logical select {{[0-9]+}}: both incoming values of the selected slot %{{[0-9]+}} (acc 16x16 f32) are in slot 0 (they need one slot each)
; MUT: error: {{.*}}in function acc {{.*}}: tile storage verification: %{{[0-9]+}} (acc 16x16 f32) and %{{[0-9]+}} (acc 16x16 f32) are live at the same time in overlapping bytes
; RUN: %if pto-sim %{ not python3 %pto_src/utils/run-kernel %s -O 2 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=acc --arg=buf:f16:16x16:seed=1 \
; RUN:   --arg=buf:f16:16x16:seed=2 --arg=buf:f32:64x16 --arg=1 \
; RUN:   --llc-arg=-pto-materialize-semantic-aliases-unsound-select-one-slot \
; RUN:   --llc-arg=-pto-enable-verify-tile-storage=false \
; RUN:   | FileCheck %s --check-prefix=MUTSIM %}
; MUTSIM: mismatch: arg2[0]: simulated
;
; Without the rule (its debug counter never fires) acc has no way: an error.
; RUN: not %llc -march=pto -O0 %s -o /dev/null \
; RUN:   -debug-counter=pto-materialize-semantic-aliases-logical-select=1000000 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OFF
; OFF: error: {{.*}}in function acc {{.*}}: PHI operand %{{[0-9]+}} (acc 16x16 f32) interferes with the PHI's other values, and acc has no same-space move to copy it; no logical select either: debug counter
;
; Against pto-ref, both conditions, -O0 and -O2, no race.
; RUN: %if pto-sim %{ for O in 0 2; do for C in 0 1; do \
; RUN:   python3 %pto_src/utils/run-kernel %s -O $O --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=acc --arg=buf:f16:16x16:seed=1 \
; RUN:   --arg=buf:f16:16x16:seed=2 --arg=buf:f32:64x16 --arg=$C; \
; RUN:   python3 %pto_src/utils/run-kernel %s -O $O --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=acc_join --arg=buf:f16:16x16:seed=3 \
; RUN:   --arg=buf:f16:16x16:seed=4 --arg=buf:f32:48x16 --arg=$C; \
; RUN:   python3 %pto_src/utils/run-kernel %s -O $O --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=vec --arg=buf:f32:16x16:seed=5 \
; RUN:   --arg=buf:f32:16x16:seed=6 --arg=buf:f32:48x16 --arg=$C; \
; RUN:   python3 %pto_src/utils/run-kernel %s -O $O --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=mat --arg=buf:f16:16x16:seed=7 \
; RUN:   --arg=buf:f16:16x16:seed=8 --arg=buf:f32:32x16 --arg=$C; \
; RUN:   done; done > %t.sim 2>&1 %}
; RUN: %if pto-sim %{ FileCheck %s --check-prefix=SIM --implicit-check-not=races: \
; RUN:   --implicit-check-not=mismatch < %t.sim %}
; SIM-COUNT-16: matches reference

; No move into a third window: the selected tile is read through the slot
; index register, the arms from zero.
; CHECK-LABEL: acc:
; CHECK-NOT: tmov acc
; CHECK: tstore {{.*}}, acc[{{[a-z][a-z0-9]*}} + 0]
; CHECK-LABEL: acc_join:
; CHECK-NOT: tmov acc
; CHECK: tstore {{.*}}, acc[{{[a-z][a-z0-9]*}} + 0]
; CHECK-LABEL: vec:
; CHECK-NOT: tmov vec[{{.*}}], vec
; CHECK: ret
; CHECK-LABEL: mat:
; CHECK-NOT: tmov mat[{{.*}}], mat
; CHECK: ret
; CHECK-LABEL: vec_view:
; CHECK: tmov vec[{{.*}}], vec
; CHECK: ret

; REMARK: remark: {{.*}}join %{{[0-9]+}} (acc 16x16 f32) of %{{[0-9]+}} (acc 16x16 f32) and %{{[0-9]+}} (acc 16x16 f32), both live: two slots of one allocation and a slot index (no move, no third window of 1024 bytes)
; REMARK: remark: {{.*}}join %{{[0-9]+}} (acc 16x16 f32) of
; REMARK: remark: {{.*}}join %{{[0-9]+}} (vec 16x16 f32) of
; REMARK: remark: {{.*}}join %{{[0-9]+}} (mat 16x16 f16) of
; REMARK: remark: {{.*}}join %{{[0-9]+}} (vec 16x16 f32) of live tiles is not a logical select (moves instead): the selected tile %{{[0-9]+}} (vec 16x16 f32) is viewed, copied or written over in place, which needs one fixed window

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tview.f32(ptr addrspace(6), i32, i32, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(6) @pto.tmov.f32(ptr addrspace(5), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(5))

; c = cond ? c0 : c1 on two live accumulators; the selected one is moved to
; vec and stored, then c, c0 and c1 are stored.
define void @acc(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %o, i32 %cond) "pto.kernel" {
entry:
  %mx = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %lx = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %mx, i32 16, i32 16)
  %rx = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %mx, i32 16, i32 16)
  %c0 = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %lx, ptr addrspace(4) %rx, i32 16, i32 16)
  %my = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %y, i64 16, i32 16, i32 16)
  %ly = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %my, i32 16, i32 16)
  %ry = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %my, i32 16, i32 16)
  %c1 = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %ly, ptr addrspace(4) %ry, i32 16, i32 16)
  %b = icmp ne i32 %cond, 0
  %c = select i1 %b, ptr addrspace(5) %c0, ptr addrspace(5) %c1
  %v = call ptr addrspace(6) @pto.tmov.f32(ptr addrspace(5) %c, i32 16, i32 16)
  %s = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %v, i32 1065353216, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(6) %s)
  %o1 = getelementptr float, ptr addrspace(1) %o, i64 256
  call void @pto.tstore.f32(ptr addrspace(1) %o1, i64 16, ptr addrspace(5) %c)
  %o2 = getelementptr float, ptr addrspace(1) %o, i64 512
  call void @pto.tstore.f32(ptr addrspace(1) %o2, i64 16, ptr addrspace(5) %c0)
  %o3 = getelementptr float, ptr addrspace(1) %o, i64 768
  call void @pto.tstore.f32(ptr addrspace(1) %o3, i64 16, ptr addrspace(5) %c1)
  ret void
}

; The same as an if/else join.
define void @acc_join(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %o, i32 %cond) "pto.kernel" {
entry:
  %mx = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %lx = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %mx, i32 16, i32 16)
  %rx = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %mx, i32 16, i32 16)
  %c0 = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %lx, ptr addrspace(4) %rx, i32 16, i32 16)
  %my = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %y, i64 16, i32 16, i32 16)
  %ly = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %my, i32 16, i32 16)
  %ry = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %my, i32 16, i32 16)
  %c1 = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %ly, ptr addrspace(4) %ry, i32 16, i32 16)
  %b = icmp ne i32 %cond, 0
  br i1 %b, label %then, label %else
then:
  br label %join
else:
  br label %join
join:
  %c = phi ptr addrspace(5) [ %c0, %then ], [ %c1, %else ]
  call void @pto.tstore.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(5) %c)
  %o1 = getelementptr float, ptr addrspace(1) %o, i64 256
  call void @pto.tstore.f32(ptr addrspace(1) %o1, i64 16, ptr addrspace(5) %c0)
  %o2 = getelementptr float, ptr addrspace(1) %o, i64 512
  call void @pto.tstore.f32(ptr addrspace(1) %o2, i64 16, ptr addrspace(5) %c1)
  ret void
}

define void @vec(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %o, i32 %cond) "pto.kernel" {
entry:
  %v0 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %v1 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y, i64 16, i32 16, i32 16)
  %b = icmp ne i32 %cond, 0
  %v = select i1 %b, ptr addrspace(6) %v0, ptr addrspace(6) %v1
  %s = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %v, ptr addrspace(6) %v0, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(6) %s)
  %o1 = getelementptr float, ptr addrspace(1) %o, i64 256
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o1, i64 16, ptr addrspace(6) %v0)
  %o2 = getelementptr float, ptr addrspace(1) %o, i64 512
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o2, i64 16, ptr addrspace(6) %v1)
  ret void
}

; Two L1 tiles; the selected one feeds the left operand, both arms are read
; again afterwards.
define void @mat(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %o, i32 %cond) "pto.kernel" {
entry:
  %m0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %m1 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %y, i64 16, i32 16, i32 16)
  %b = icmp ne i32 %cond, 0
  %m = select i1 %b, ptr addrspace(2) %m0, ptr addrspace(2) %m1
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %m0, i32 16, i32 16)
  %c = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(5) %c)
  %l1 = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %m1, i32 16, i32 16)
  %r1 = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %m1, i32 16, i32 16)
  %c1 = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l1, ptr addrspace(4) %r1, i32 16, i32 16)
  %o1 = getelementptr float, ptr addrspace(1) %o, i64 256
  call void @pto.tstore.f32(ptr addrspace(1) %o1, i64 16, ptr addrspace(5) %c1)
  ret void
}

; A view of the selected tile needs it at one fixed window: vec falls back
; to the moves (a missed remark says why).
define void @vec_view(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %o, i32 %cond) "pto.kernel" {
entry:
  %v0 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %v1 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y, i64 16, i32 16, i32 16)
  %b = icmp ne i32 %cond, 0
  %v = select i1 %b, ptr addrspace(6) %v0, ptr addrspace(6) %v1
  %w = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %v, i32 8, i32 0, i32 8, i32 16)
  %s = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %w, i32 1065353216, i32 8, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(6) %s)
  %o1 = getelementptr float, ptr addrspace(1) %o, i64 256
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o1, i64 16, ptr addrspace(6) %v0)
  %o2 = getelementptr float, ptr addrspace(1) %o, i64 512
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o2, i64 16, ptr addrspace(6) %v1)
  ret void
}
