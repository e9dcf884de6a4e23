; pto-merge-transfers (issue 23): adjacent tile loads / stores of contiguous
; GM rows and adjacent scalar loads are merged; every other case keeps its
; transfers (the NOT lines fail if a rule is dropped).
; RUN: %opt -passes=pto-merge-transfers \
; RUN:   -aa-pipeline=basic-aa,scoped-noalias-aa,tbaa,pto-aa \
; RUN:   -pass-remarks=pto-merge-transfers \
; RUN:   -pass-remarks-missed=pto-merge-transfers -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; Off: nothing changes.
; RUN: %opt -passes=pto-merge-transfers -pto-enable-merge-transfers=false -S %s \
; RUN:   | FileCheck %s --check-prefix=OFF
; The debug counter skips the first merge of @loads.
; RUN: %opt -passes=pto-merge-transfers -debug-counter=pto-merge-transfers-merge=1-1000 \
; RUN:   -S %s | FileCheck %s --check-prefix=COUNTER
; Through llc: @loads has one TLOAD and one view-free TADD on its rows.
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=LLC
; RUN: %llc -march=pto -O0 %s -o - | FileCheck %s --check-prefix=LLC-O0
; Run: each merged kernel matches pto-ref; the mutation that drops the alias
; proof loads @written's rows after the store that changes them, and stores
; @read_between's rows after the load that must see the old ones.
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=loads --arg=buf:f32:16x64:seed=1 --arg=buf:f32:8x64 \
; RUN:   | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=chain --arg=buf:f32:32x64:seed=2 --arg=64 --arg=buf:f32:4x64 \
; RUN:   | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=stores --arg=buf:f32:16x64:seed=3 --arg=buf:f32:16x64 \
; RUN:   | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=scalars --arg=buf:i32:2x8:seed=4 --arg=buf:i32:8 \
; RUN:   | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=written --arg=buf:f32:16x64:seed=5 --arg=buf:f32:8x64 \
; RUN:   | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}
; RUN: %if pto-sim %{ not python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=written --arg=buf:f32:16x64:seed=5 --arg=buf:f32:8x64 \
; RUN:   --llc-arg=-pto-merge-transfers-unsound-ignore-alias | FileCheck %s --check-prefix=BAD %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=read_between --arg=buf:f32:16x64:seed=6 --arg=buf:f32:16x64:seed=7 \
; RUN:   --arg=buf:f32:8 | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}
; RUN: %if pto-sim %{ not python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=read_between --arg=buf:f32:16x64:seed=6 --arg=buf:f32:16x64:seed=7 \
; RUN:   --arg=buf:f32:8 --llc-arg=-pto-merge-transfers-unsound-ignore-alias \
; RUN:   | FileCheck %s --check-prefix=BAD %}
; Without the capacity rule @capacity's merged tile overflows UB: llc rejects
; a kernel that compiles with the rule (the -O2 run above).
; RUN: not %llc -march=pto -O2 %s -o /dev/null \
; RUN:   -pto-merge-transfers-unsound-ignore-capacity 2>&1 | FileCheck %s --check-prefix=NOCAP
; NOCAP: error: {{.*}}in function capacity {{.*}}vec (UB) overflows
; SIM: matches reference
; BAD: mismatch:

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tview.f32(ptr addrspace(6), i32, i32, i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))

; Rows 0-7 and 8-15 of one buffer: one 16x64 tload, the tiles are its views.
; CHECK-LABEL: define void @loads(
; CHECK: %merged = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 64, i32 16, i32 64)
; CHECK-NEXT: %a = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %merged, i32 0, i32 0, i32 8, i32 64)
; CHECK-NEXT: %b = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %merged, i32 8, i32 0, i32 8, i32 64)
; CHECK-NOT: @pto.tload
; CHECK: ret void
; REMARK: remark: {{.*}} the tloads of %x and %x2 are merged into one 16x64 tload (contiguous rows; the tiles are views of it)
; OFF-LABEL: define void @loads(
; OFF-COUNT-2: @pto.tload.f32(
; COUNTER-LABEL: define void @loads(
; COUNTER-COUNT-2: @pto.tload.f32(
; LLC-LABEL: loads:
; LLC: tload vec[{{.*}}], {{.*}}, 16, 64, f32
; LLC-NOT: tload
; LLC-LABEL: .Lfunc_end0:
; LLC-O0-LABEL: loads:
; LLC-O0-COUNT-2: tload vec[{{.*}}], {{.*}}, 8, 64, f32
; LLC-O0-LABEL: .Lfunc_end0:
define void @loads(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 64, i32 8, i32 64)
  %x2 = getelementptr float, ptr addrspace(1) %x, i64 512
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x2, i64 64, i32 8, i32 64)
  %s = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 8, i32 64)
  call void @pto.tstore.f32(ptr addrspace(1) %z, i64 64, ptr addrspace(6) %s)
  ret void
}

; A runtime stride: the distance 4 * %ld elements is proven symbolically;
; the second load holds the upper rows. Four loads become one 16x64 tload.
; CHECK-LABEL: define void @chain(
; CHECK: %merged{{[0-9]*}} = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 %ld, i32 16, i32 64)
; CHECK-DAG: %a = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %merged{{[0-9]*}}, i32 4, i32 0, i32 4, i32 64)
; CHECK-DAG: %b = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %merged{{[0-9]*}}, i32 0, i32 0, i32 4, i32 64)
; CHECK-DAG: %c = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %merged{{[0-9]*}}, i32 8, i32 0, i32 4, i32 64)
; CHECK-DAG: %d = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %merged{{[0-9]*}}, i32 12, i32 0, i32 4, i32 64)
; CHECK-NOT: @pto.tload
; CHECK: ret void
define void @chain(ptr addrspace(1) noalias %x, i64 %ld, ptr addrspace(1) noalias %z) "pto.kernel" {
  %o4 = mul i64 %ld, 4
  %o8 = mul i64 %ld, 8
  %o12 = mul i64 %ld, 12
  %x4 = getelementptr float, ptr addrspace(1) %x, i64 %o4
  %x8 = getelementptr float, ptr addrspace(1) %x, i64 %o8
  %x12 = getelementptr float, ptr addrspace(1) %x, i64 %o12
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x4, i64 %ld, i32 4, i32 64)
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 %ld, i32 4, i32 64)
  %c = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x8, i64 %ld, i32 4, i32 64)
  %d = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x12, i64 %ld, i32 4, i32 64)
  %s = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 4, i32 64)
  %t = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %s, ptr addrspace(6) %c, i32 4, i32 64)
  %u = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %t, ptr addrspace(6) %d, i32 4, i32 64)
  call void @pto.tstore.f32(ptr addrspace(1) %z, i64 64, ptr addrspace(6) %u)
  ret void
}

; Not contiguous (a gap of one row), another stride, a tile op between, a
; tload with a valid extent: every load stays.
; CHECK-LABEL: define void @kept(
; CHECK-COUNT-4: call ptr addrspace(6) @pto.tload.f32(
; CHECK-NOT: @pto.tview
; CHECK: ret void
define void @kept(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 64, i32 8, i32 64)
  %x9 = getelementptr float, ptr addrspace(1) %x, i64 576
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x9, i64 64, i32 8, i32 64)
  %x8 = getelementptr float, ptr addrspace(1) %x, i64 512
  %c = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x8, i64 128, i32 8, i32 64)
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %c, i32 8, i32 64)
  %x16 = getelementptr float, ptr addrspace(1) %x, i64 1024
  %d = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x16, i64 128, i32 8, i32 64)
  %s = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 8, i32 64)
  %t = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %s, ptr addrspace(6) %e, i32 8, i32 64)
  %u = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %t, ptr addrspace(6) %d, i32 8, i32 64)
  call void @pto.tstore.f32(ptr addrspace(1) %z, i64 64, ptr addrspace(6) %u)
  ret void
}

; A store between the loads may write the first one's rows: kept (the
; mutation merges them and loads row 2 after the store).
; CHECK-LABEL: define void @written(
; CHECK-COUNT-2: call ptr addrspace(6) @pto.tload.f32(
; REMARK: remark: {{.*}} the tloads of %x and %x2 are not merged: an access between them may write the first one's bytes
define void @written(ptr addrspace(1) %x, ptr addrspace(1) noalias %z) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 64, i32 8, i32 64)
  %r2 = getelementptr float, ptr addrspace(1) %x, i64 130
  store float 7.0, ptr addrspace(1) %r2
  %x2 = getelementptr float, ptr addrspace(1) %x, i64 512
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x2, i64 64, i32 8, i32 64)
  %s = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 8, i32 64)
  call void @pto.tstore.f32(ptr addrspace(1) %z, i64 64, ptr addrspace(6) %s)
  ret void
}

; Capacity: 64 KiB parts that die apart, with tiles born between their last
; uses, in a kernel whose tiles need more than UB without reuse: kept.
; CHECK-LABEL: define void @capacity(
; CHECK-COUNT-2: call ptr addrspace(6) @pto.tload.f32(
; REMARK: remark: {{.*}} the tloads of %x and %x2 are not merged: the 256x128 tile would keep both parts' bytes until the later one dies, and the kernel's tiles may not fit then
define void @capacity(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 128, i32 128, i32 128)
  %x2 = getelementptr float, ptr addrspace(1) %x, i64 16384
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x2, i64 128, i32 128, i32 128)
  %ea = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a, i32 128, i32 128)
  %eb = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %b, i32 128, i32 128)
  %s = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %ea, ptr addrspace(6) %eb, i32 128, i32 128)
  call void @pto.tstore.f32(ptr addrspace(1) %z, i64 128, ptr addrspace(6) %s)
  ret void
}

; Two halves of one tile to contiguous rows: one store of the tile; a
; quarter pair (rows 4-7, 8-11) becomes a store of the view of rows 4-11.
; CHECK-LABEL: define void @stores(
; CHECK: %e = call ptr addrspace(6) @pto.texp.f32(
; CHECK-NOT: @pto.tstore
; CHECK: call void @pto.tstore.f32(ptr addrspace(1) %z, i64 64, ptr addrspace(6) %e)
; CHECK: [[V:%.*]] = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %e, i32 4, i32 0, i32 8, i32 64)
; CHECK-NEXT: call void @pto.tstore.f32(ptr addrspace(1) %z16, i64 64, ptr addrspace(6) [[V]])
; CHECK-NOT: @pto.tstore
; CHECK: ret void
; REMARK: remark: {{.*}} the tstores to %z and %z8 are merged into one store of 16 rows of %e
define void @stores(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 64, i32 16, i32 64)
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a, i32 16, i32 64)
  %top = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %e, i32 0, i32 0, i32 8, i32 64)
  call void @pto.tstore.f32(ptr addrspace(1) %z, i64 64, ptr addrspace(6) %top)
  %bot = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %e, i32 8, i32 0, i32 8, i32 64)
  %z8 = getelementptr float, ptr addrspace(1) %z, i64 512
  call void @pto.tstore.f32(ptr addrspace(1) %z8, i64 64, ptr addrspace(6) %bot)
  %q1 = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %e, i32 4, i32 0, i32 4, i32 64)
  %q2 = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %e, i32 8, i32 0, i32 4, i32 64)
  %z16 = getelementptr float, ptr addrspace(1) %z, i64 0
  %z20 = getelementptr float, ptr addrspace(1) %z, i64 256
  call void @pto.tstore.f32(ptr addrspace(1) %z16, i64 64, ptr addrspace(6) %q1)
  call void @pto.tstore.f32(ptr addrspace(1) %z20, i64 64, ptr addrspace(6) %q2)
  ret void
}

; The earlier store holds the later rows: merged for a constant stride of at
; least cols (the parts cannot overlap in GM), kept for a runtime stride
; (rows that overlap would end with the other part's values).
; CHECK-LABEL: define void @stores_reversed(
; CHECK: [[W:%.*]] = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %a, i32 0, i32 0, i32 16, i32 64)
; CHECK-NEXT: call void @pto.tstore.f32(ptr addrspace(1) %z, i64 64, ptr addrspace(6) [[W]])
; CHECK: call void @pto.tstore.f32(ptr addrspace(1) %w8, i64 %ld, ptr addrspace(6) %bot2)
; CHECK-NEXT: call void @pto.tstore.f32(ptr addrspace(1) %w, i64 %ld, ptr addrspace(6) %top2)
define void @stores_reversed(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, ptr addrspace(1) noalias %w, i64 %ld) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 64, i32 32, i32 64)
  %top = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %a, i32 0, i32 0, i32 8, i32 64)
  %bot = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %a, i32 8, i32 0, i32 8, i32 64)
  %z8 = getelementptr float, ptr addrspace(1) %z, i64 512
  call void @pto.tstore.f32(ptr addrspace(1) %z8, i64 64, ptr addrspace(6) %bot)
  call void @pto.tstore.f32(ptr addrspace(1) %z, i64 64, ptr addrspace(6) %top)
  %top2 = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %a, i32 16, i32 0, i32 8, i32 64)
  %bot2 = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %a, i32 24, i32 0, i32 8, i32 64)
  %o8 = mul i64 %ld, 8
  %w8 = getelementptr float, ptr addrspace(1) %w, i64 %o8
  call void @pto.tstore.f32(ptr addrspace(1) %w8, i64 %ld, ptr addrspace(6) %bot2)
  call void @pto.tstore.f32(ptr addrspace(1) %w, i64 %ld, ptr addrspace(6) %top2)
  ret void
}

; A scalar load of the first store's bytes between the stores: kept (the
; mutation stores both after it: it reads the old value).
; CHECK-LABEL: define void @read_between(
; CHECK-COUNT-2: call void @pto.tstore.f32(
; CHECK-NOT: @pto.tstore
; REMARK: remark: {{.*}} the tstores to %z and %z8 are not merged: an access between them may touch the first one's bytes
define void @read_between(ptr addrspace(1) noalias %x, ptr addrspace(1) %z, ptr addrspace(1) %out) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 64, i32 16, i32 64)
  %top = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %a, i32 0, i32 0, i32 8, i32 64)
  %bot = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %a, i32 8, i32 0, i32 8, i32 64)
  call void @pto.tstore.f32(ptr addrspace(1) %z, i64 64, ptr addrspace(6) %top)
  %p = getelementptr float, ptr addrspace(1) %z, i64 65
  %v = load float, ptr addrspace(1) %p
  store float %v, ptr addrspace(1) %out
  %z8 = getelementptr float, ptr addrspace(1) %z, i64 512
  call void @pto.tstore.f32(ptr addrspace(1) %z8, i64 64, ptr addrspace(6) %bot)
  ret void
}

; Scalar loads: i32 pairs at 8-byte aligned addresses become one i64 load;
; a pair whose lower address is only 4-byte aligned stays.
; CHECK-LABEL: define void @scalars(
; CHECK: %merged = load i64, ptr addrspace(1) %p, align 8
; CHECK-NEXT: %a = trunc i64 %merged to i32
; CHECK-NEXT: [[H:%.*]] = lshr i64 %merged, 32
; CHECK-NEXT: %b = trunc i64 [[H]] to i32
; CHECK: %c = load i32, ptr addrspace(1) %p3, align 4
; CHECK-NEXT: %d = load i32, ptr addrspace(1) %p4, align 4
; REMARK: remark: {{.*}} the loads of %p and %p1 are merged into one 64-bit load
define void @scalars(ptr addrspace(1) noalias align 8 %p, ptr addrspace(1) noalias %q) "pto.kernel" {
  %a = load i32, ptr addrspace(1) %p, align 8
  %p1 = getelementptr i32, ptr addrspace(1) %p, i64 1
  %b = load i32, ptr addrspace(1) %p1, align 4
  %p3 = getelementptr i32, ptr addrspace(1) %p, i64 3
  %p4 = getelementptr i32, ptr addrspace(1) %p, i64 4
  %c = load i32, ptr addrspace(1) %p3, align 4
  %d = load i32, ptr addrspace(1) %p4, align 4
  %s = sub i32 %a, %b
  %t = add i32 %c, %d
  store i32 %s, ptr addrspace(1) %q
  %q1 = getelementptr i32, ptr addrspace(1) %q, i64 1
  store i32 %t, ptr addrspace(1) %q1
  ret void
}
