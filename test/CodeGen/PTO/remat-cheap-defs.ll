; Issue 17: pto-rematerialize-cheap-defs. Two passes over 20 row blocks of x
; and y: each block's x and y addresses (ADDIs of the arguments, one per
; offset after CSE) are used once in each pass, ~80 instructions apart. At
; -pto-remat-min-distance=32 the second pass computes each address again next
; to its use (no register holds 40 addresses across the first pass); without
; the pass (=0) the allocator keeps them live and spills and reloads them.
; RUN: %llc -march=pto -O2 -pto-remat-min-distance=32 %s -o - | FileCheck %s --check-prefix=REMAT
; RUN: %llc -march=pto -O2 -pto-remat-min-distance=0 %s -o - | FileCheck %s --check-prefix=SPILL
; RUN: %llc -march=pto -O2 -pto-remat-min-distance=32 -pto-stats %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=STATS
; The default distance (128) leaves this kernel as it is.
; RUN: %llc -march=pto -O2 %s -o - | FileCheck %s --check-prefix=SPILL
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=twice --arg=buf:f32:320x16:seed=1 --arg=buf:f32:320x16 \
; RUN:   --llc-arg=-pto-remat-min-distance=32 | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}

; REMAT-LABEL: twice:
; REMAT-NOT: Spill
; REMAT-NOT: Reload
; REMAT-NOT: {{^\s+(ld|sd)\s}}
; REMAT: ret

; SPILL-LABEL: twice:
; SPILL: Spill
; SPILL: Reload
; SPILL: ret

; STATS: 58 pto-rematerialize-cheap-defs {{.*}} Number of cheap definitions copied near a far use

; SIM: matches reference

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @twice(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
  %x0 = getelementptr float, ptr addrspace(1) %x, i64 0
  %y0 = getelementptr float, ptr addrspace(1) %y, i64 0
  %x1 = getelementptr float, ptr addrspace(1) %x, i64 256
  %y1 = getelementptr float, ptr addrspace(1) %y, i64 256
  %x2 = getelementptr float, ptr addrspace(1) %x, i64 512
  %y2 = getelementptr float, ptr addrspace(1) %y, i64 512
  %x3 = getelementptr float, ptr addrspace(1) %x, i64 768
  %y3 = getelementptr float, ptr addrspace(1) %y, i64 768
  %x4 = getelementptr float, ptr addrspace(1) %x, i64 1024
  %y4 = getelementptr float, ptr addrspace(1) %y, i64 1024
  %x5 = getelementptr float, ptr addrspace(1) %x, i64 1280
  %y5 = getelementptr float, ptr addrspace(1) %y, i64 1280
  %x6 = getelementptr float, ptr addrspace(1) %x, i64 1536
  %y6 = getelementptr float, ptr addrspace(1) %y, i64 1536
  %x7 = getelementptr float, ptr addrspace(1) %x, i64 1792
  %y7 = getelementptr float, ptr addrspace(1) %y, i64 1792
  %x8 = getelementptr float, ptr addrspace(1) %x, i64 2048
  %y8 = getelementptr float, ptr addrspace(1) %y, i64 2048
  %x9 = getelementptr float, ptr addrspace(1) %x, i64 2304
  %y9 = getelementptr float, ptr addrspace(1) %y, i64 2304
  %x10 = getelementptr float, ptr addrspace(1) %x, i64 2560
  %y10 = getelementptr float, ptr addrspace(1) %y, i64 2560
  %x11 = getelementptr float, ptr addrspace(1) %x, i64 2816
  %y11 = getelementptr float, ptr addrspace(1) %y, i64 2816
  %x12 = getelementptr float, ptr addrspace(1) %x, i64 3072
  %y12 = getelementptr float, ptr addrspace(1) %y, i64 3072
  %x13 = getelementptr float, ptr addrspace(1) %x, i64 3328
  %y13 = getelementptr float, ptr addrspace(1) %y, i64 3328
  %x14 = getelementptr float, ptr addrspace(1) %x, i64 3584
  %y14 = getelementptr float, ptr addrspace(1) %y, i64 3584
  %x15 = getelementptr float, ptr addrspace(1) %x, i64 3840
  %y15 = getelementptr float, ptr addrspace(1) %y, i64 3840
  %x16 = getelementptr float, ptr addrspace(1) %x, i64 4096
  %y16 = getelementptr float, ptr addrspace(1) %y, i64 4096
  %x17 = getelementptr float, ptr addrspace(1) %x, i64 4352
  %y17 = getelementptr float, ptr addrspace(1) %y, i64 4352
  %x18 = getelementptr float, ptr addrspace(1) %x, i64 4608
  %y18 = getelementptr float, ptr addrspace(1) %y, i64 4608
  %x19 = getelementptr float, ptr addrspace(1) %x, i64 4864
  %y19 = getelementptr float, ptr addrspace(1) %y, i64 4864
  %a0.0 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x0, i64 16, i32 16, i32 16)
  %e0.0 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a0.0, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y0, i64 16, ptr addrspace(6) %e0.0)
  %a0.1 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x1, i64 16, i32 16, i32 16)
  %e0.1 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a0.1, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y1, i64 16, ptr addrspace(6) %e0.1)
  %a0.2 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x2, i64 16, i32 16, i32 16)
  %e0.2 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a0.2, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y2, i64 16, ptr addrspace(6) %e0.2)
  %a0.3 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x3, i64 16, i32 16, i32 16)
  %e0.3 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a0.3, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y3, i64 16, ptr addrspace(6) %e0.3)
  %a0.4 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x4, i64 16, i32 16, i32 16)
  %e0.4 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a0.4, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y4, i64 16, ptr addrspace(6) %e0.4)
  %a0.5 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x5, i64 16, i32 16, i32 16)
  %e0.5 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a0.5, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y5, i64 16, ptr addrspace(6) %e0.5)
  %a0.6 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x6, i64 16, i32 16, i32 16)
  %e0.6 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a0.6, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y6, i64 16, ptr addrspace(6) %e0.6)
  %a0.7 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x7, i64 16, i32 16, i32 16)
  %e0.7 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a0.7, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y7, i64 16, ptr addrspace(6) %e0.7)
  %a0.8 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x8, i64 16, i32 16, i32 16)
  %e0.8 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a0.8, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y8, i64 16, ptr addrspace(6) %e0.8)
  %a0.9 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x9, i64 16, i32 16, i32 16)
  %e0.9 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a0.9, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y9, i64 16, ptr addrspace(6) %e0.9)
  %a0.10 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x10, i64 16, i32 16, i32 16)
  %e0.10 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a0.10, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y10, i64 16, ptr addrspace(6) %e0.10)
  %a0.11 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x11, i64 16, i32 16, i32 16)
  %e0.11 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a0.11, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y11, i64 16, ptr addrspace(6) %e0.11)
  %a0.12 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x12, i64 16, i32 16, i32 16)
  %e0.12 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a0.12, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y12, i64 16, ptr addrspace(6) %e0.12)
  %a0.13 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x13, i64 16, i32 16, i32 16)
  %e0.13 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a0.13, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y13, i64 16, ptr addrspace(6) %e0.13)
  %a0.14 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x14, i64 16, i32 16, i32 16)
  %e0.14 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a0.14, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y14, i64 16, ptr addrspace(6) %e0.14)
  %a0.15 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x15, i64 16, i32 16, i32 16)
  %e0.15 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a0.15, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y15, i64 16, ptr addrspace(6) %e0.15)
  %a0.16 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x16, i64 16, i32 16, i32 16)
  %e0.16 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a0.16, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y16, i64 16, ptr addrspace(6) %e0.16)
  %a0.17 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x17, i64 16, i32 16, i32 16)
  %e0.17 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a0.17, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y17, i64 16, ptr addrspace(6) %e0.17)
  %a0.18 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x18, i64 16, i32 16, i32 16)
  %e0.18 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a0.18, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y18, i64 16, ptr addrspace(6) %e0.18)
  %a0.19 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x19, i64 16, i32 16, i32 16)
  %e0.19 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a0.19, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y19, i64 16, ptr addrspace(6) %e0.19)
  %a1.0 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y0, i64 16, i32 16, i32 16)
  %e1.0 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a1.0, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y0, i64 16, ptr addrspace(6) %e1.0)
  %a1.1 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y1, i64 16, i32 16, i32 16)
  %e1.1 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a1.1, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y1, i64 16, ptr addrspace(6) %e1.1)
  %a1.2 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y2, i64 16, i32 16, i32 16)
  %e1.2 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a1.2, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y2, i64 16, ptr addrspace(6) %e1.2)
  %a1.3 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y3, i64 16, i32 16, i32 16)
  %e1.3 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a1.3, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y3, i64 16, ptr addrspace(6) %e1.3)
  %a1.4 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y4, i64 16, i32 16, i32 16)
  %e1.4 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a1.4, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y4, i64 16, ptr addrspace(6) %e1.4)
  %a1.5 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y5, i64 16, i32 16, i32 16)
  %e1.5 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a1.5, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y5, i64 16, ptr addrspace(6) %e1.5)
  %a1.6 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y6, i64 16, i32 16, i32 16)
  %e1.6 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a1.6, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y6, i64 16, ptr addrspace(6) %e1.6)
  %a1.7 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y7, i64 16, i32 16, i32 16)
  %e1.7 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a1.7, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y7, i64 16, ptr addrspace(6) %e1.7)
  %a1.8 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y8, i64 16, i32 16, i32 16)
  %e1.8 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a1.8, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y8, i64 16, ptr addrspace(6) %e1.8)
  %a1.9 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y9, i64 16, i32 16, i32 16)
  %e1.9 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a1.9, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y9, i64 16, ptr addrspace(6) %e1.9)
  %a1.10 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y10, i64 16, i32 16, i32 16)
  %e1.10 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a1.10, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y10, i64 16, ptr addrspace(6) %e1.10)
  %a1.11 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y11, i64 16, i32 16, i32 16)
  %e1.11 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a1.11, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y11, i64 16, ptr addrspace(6) %e1.11)
  %a1.12 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y12, i64 16, i32 16, i32 16)
  %e1.12 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a1.12, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y12, i64 16, ptr addrspace(6) %e1.12)
  %a1.13 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y13, i64 16, i32 16, i32 16)
  %e1.13 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a1.13, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y13, i64 16, ptr addrspace(6) %e1.13)
  %a1.14 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y14, i64 16, i32 16, i32 16)
  %e1.14 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a1.14, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y14, i64 16, ptr addrspace(6) %e1.14)
  %a1.15 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y15, i64 16, i32 16, i32 16)
  %e1.15 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a1.15, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y15, i64 16, ptr addrspace(6) %e1.15)
  %a1.16 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y16, i64 16, i32 16, i32 16)
  %e1.16 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a1.16, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y16, i64 16, ptr addrspace(6) %e1.16)
  %a1.17 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y17, i64 16, i32 16, i32 16)
  %e1.17 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a1.17, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y17, i64 16, ptr addrspace(6) %e1.17)
  %a1.18 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y18, i64 16, i32 16, i32 16)
  %e1.18 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a1.18, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y18, i64 16, ptr addrspace(6) %e1.18)
  %a1.19 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y19, i64 16, i32 16, i32 16)
  %e1.19 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a1.19, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y19, i64 16, ptr addrspace(6) %e1.19)
  ret void
}
