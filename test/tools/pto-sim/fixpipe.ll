; Issue 14 (14F): an f32-input GEMM whose accumulator leaves L0C through the
; fixpipe: C = X x W (16x16 f32 inputs), stored as i8 by tstore.quant with
; the scale argument and relu, then C + X x W (tmatmul.acc in place)
; stored as f16 with scale 1. pto-ref's values on X = iota, W = 1: row i
; of C is 256 i + 120; times -1/16 that is -(16 i + 7.5), rounded to
; nearest even -8, -24, ..., -120, then -128 (saturated) from row 8 on; the
; f16 row i is 512 i + 240 (exact). pto-sim matches pto-ref at -O2 and -O0
; with no race, and the synchronization has the M -> FIX flag before each
; store and the FIX -> M flag before tmatmul.acc overwrites the stored
; accumulator (the store reads it on FIX).
; REQUIRES: pto-sim
; RUN: pto-ref %s --arg=buf:f32:16x16:iota --arg=buf:f32:16x16:fill=1 \
; RUN:   --arg=buf:i8:16x16 --arg=buf:f16:16x16 --arg=f32:-0.0625 \
; RUN:   --dump=2 --dump=3 | FileCheck %s
; CHECK:      arg2: i8[16x16]
; CHECK-NEXT: -8 -8 -8 -8 -8 -8 -8 -8 -8 -8 -8 -8 -8 -8 -8 -8{{$}}
; CHECK-NEXT: -24 -24 -24 -24 -24 -24 -24 -24 -24 -24 -24 -24 -24 -24 -24 -24{{$}}
; CHECK-NEXT: -40 {{.*}}
; CHECK-NEXT: -56 {{.*}}
; CHECK-NEXT: -72 {{.*}}
; CHECK-NEXT: -88 {{.*}}
; CHECK-NEXT: -104 {{.*}}
; CHECK-NEXT: -120 -120 -120 -120 -120 -120 -120 -120 -120 -120 -120 -120 -120 -120 -120 -120{{$}}
; CHECK-NEXT: -128 -128 -128 -128 -128 -128 -128 -128 -128 -128 -128 -128 -128 -128 -128 -128{{$}}
; CHECK:      arg3: f16[16x16]
; CHECK-NEXT: 240 240 240 240 240 240 240 240 240 240 240 240 240 240 240 240{{$}}
; CHECK-NEXT: 752 {{.*}}
; CHECK:      7920 7920 7920 7920 7920 7920 7920 7920 7920 7920 7920 7920 7920 7920 7920 7920{{$}}
;
; A positive scale with relu: relu does nothing to C (all positive), 7.5 ->
; 8 and 135.5 -> 127 (saturated).
; RUN: pto-ref %s --arg=buf:f32:16x16:iota --arg=buf:f32:16x16:fill=1 \
; RUN:   --arg=buf:i8:16x16 --arg=buf:f16:16x16 --arg=f32:0.0625 \
; RUN:   --dump=2 | FileCheck %s --check-prefix=POS
; POS:      arg2: i8[16x16]
; POS-NEXT: 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8{{$}}
; POS:      127 127 127 127 127 127 127 127 127 127 127 127 127 127 127 127{{$}}
;
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:16x16:seed=1 --arg=buf:f32:16x16:seed=2 \
; RUN:   --arg=buf:i8:16x16 --arg=buf:f16:16x16 --arg=f32:24 | FileCheck %s --check-prefix=SIM
; RUN: python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:16x16:seed=3 --arg=buf:f32:16x16:seed=4 \
; RUN:   --arg=buf:i8:16x16 --arg=buf:f16:16x16 --arg=f32:-40 | FileCheck %s --check-prefix=SIM
; SIM-NOT: races:
; SIM: matches reference
;
; The mutation (pto-sim applies relu after the scale): with a negative
; scale every stored i8 becomes 0 in pto-sim, and pto-ref tells.
; RUN: not python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:16x16:seed=3 --arg=buf:f32:16x16:seed=4 \
; RUN:   --arg=buf:i8:16x16 --arg=buf:f16:16x16 --arg=f32:-40 \
; RUN:   --sim-arg=--sim-mutate-fixpipe-relu-after-scale 2>&1 | FileCheck %s --check-prefix=MUT
; MUT: mismatch
;
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=SYNC
; SYNC-LABEL: fixpipe:
; SYNC: tmatmul{{[[:space:]]+}}acc{{\[}}[[ACC:[a-z0-9]+ \+ [0-9]+]]{{\]}}, left{{.*}}, f32, f32
; SYNC-NEXT: set_flag{{[[:space:]]+}}PIPE_M, PIPE_FIX, [[E0:[0-9]]]
; SYNC: wait_flag{{[[:space:]]+}}PIPE_M, PIPE_FIX, [[E0]]
; SYNC-NEXT: tstore.quant{{[[:space:]]+}}{{[a-z0-9]+}}, {{[a-z0-9]+}}, acc{{\[}}[[ACC]]{{\]}}, {{[a-z0-9]+}}, 1, 16, 16, i8, f32
; SYNC-NEXT: set_flag{{[[:space:]]+}}PIPE_FIX, PIPE_M, [[E1:[0-9]]]
; SYNC: wait_flag{{[[:space:]]+}}PIPE_FIX, PIPE_M, [[E1]]
; SYNC-NEXT: tmatmul.acc{{[[:space:]]+}}acc{{\[}}[[ACC]]{{\]}}, acc{{\[}}[[ACC]]{{\]}}, left{{.*}}, f32, f32
; SYNC-NEXT: set_flag{{[[:space:]]+}}PIPE_M, PIPE_FIX, [[E2:[0-9]]]
; SYNC: wait_flag{{[[:space:]]+}}PIPE_M, PIPE_FIX, [[E2]]
; SYNC-NEXT: tstore.quant{{[[:space:]]+}}{{[a-z0-9]+}}, {{[a-z0-9]+}}, acc{{\[}}[[ACC]]{{\]}}, {{[a-z0-9]+}}, 0, 16, 16, f16, f32

target triple = "pto-unknown-unknown"

define void @fixpipe(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %w,
                     ptr addrspace(1) noalias %q, ptr addrspace(1) noalias %h,
                     i32 %scale) "pto.kernel" {
  %xm = call ptr addrspace(2) @pto.tload.mat.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %wm = call ptr addrspace(2) @pto.tload.mat.f32(ptr addrspace(1) %w, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f32(ptr addrspace(2) %xm, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f32(ptr addrspace(2) %wm, i32 16, i32 16)
  %c = call ptr addrspace(5) @pto.tmatmul.f32.f32(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tstore.quant.i8.f32(ptr addrspace(1) %q, i64 16, ptr addrspace(5) %c, i32 %scale, i32 1)
  %c2 = call ptr addrspace(5) @pto.tmatmul.acc.f32.f32(ptr addrspace(5) %c, ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tstore.quant.f16.f32(ptr addrspace(1) %h, i64 16, ptr addrspace(5) %c2, i32 1065353216, i32 0)
  ret void
}

declare ptr addrspace(2) @pto.tload.mat.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f32(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f32(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f32(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.acc.f32.f32(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4), i32, i32)
declare void @pto.tstore.quant.i8.f32(ptr addrspace(1), i64, ptr addrspace(5), i32, i32)
declare void @pto.tstore.quant.f16.f32(ptr addrspace(1), i64, ptr addrspace(5), i32, i32)
