; Issue 14 (14Q): the fixpipe's converting moves on a5. C = X x W (16x16 f32
; inputs) leaves L0C twice: tmov.quant.mat.f16.f32 (scale argument, relu)
; into an f16 mat tile that feeds the next matmul D = Cq x W2 (f16 inputs)
; and is stored from mat; tmov.quant.vec.i8.f32 (scale 1/16, no relu) into
; a vec tile stored as i8. pto-ref's values on X = iota, W = 1, W2 = 1: row i
; of C is 256 i + 120; with relu and scale -1/16 relu does nothing (all
; positive) and the f16 row i is -(16 i + 7.5) (exact); row i of D is 16
; times that; the i8 row i is 16 i + 7.5 rounded to nearest even (8, 24,
; ..., 120), then 127 (saturated) from row 8 on. pto-sim matches pto-ref at
; -O2 and -O0 with no race; the synchronization waits M -> FIX before the
; moves and FIX -> MTE1 / FIX -> MTE3 before their results are read.
; REQUIRES: pto-sim
; RUN: pto-ref %s --arg=buf:f32:16x16:iota --arg=buf:f32:16x16:fill=1 \
; RUN:   --arg=buf:f16:16x16:fill=1 --arg=buf:f16:16x16 --arg=buf:f32:16x16 \
; RUN:   --arg=buf:i8:16x16 --arg=f32:-0.0625 --dump=3 --dump=4 --dump=5 \
; RUN:   | FileCheck %s
; CHECK:      arg3: f16[16x16]
; CHECK-NEXT: -7.5 -7.5 -7.5 -7.5 -7.5 -7.5 -7.5 -7.5 -7.5 -7.5 -7.5 -7.5 -7.5 -7.5 -7.5 -7.5{{$}}
; CHECK-NEXT: -23.5 {{.*}}
; CHECK:      -247.5 -247.5 -247.5 -247.5 -247.5 -247.5 -247.5 -247.5 -247.5 -247.5 -247.5 -247.5 -247.5 -247.5 -247.5 -247.5{{$}}
; CHECK:      arg4: f32[16x16]
; CHECK-NEXT: -120 -120 -120 -120 -120 -120 -120 -120 -120 -120 -120 -120 -120 -120 -120 -120{{$}}
; CHECK-NEXT: -376 {{.*}}
; CHECK:      arg5: i8[16x16]
; CHECK-NEXT: 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8 8{{$}}
; CHECK-NEXT: 24 {{.*}}
; CHECK-NEXT: 40 {{.*}}
; CHECK-NEXT: 56 {{.*}}
; CHECK-NEXT: 72 {{.*}}
; CHECK-NEXT: 88 {{.*}}
; CHECK-NEXT: 104 {{.*}}
; CHECK-NEXT: 120 120 120 120 120 120 120 120 120 120 120 120 120 120 120 120{{$}}
; CHECK-NEXT: 127 127 127 127 127 127 127 127 127 127 127 127 127 127 127 127{{$}}
;
; A negative scale with relu into mat: relu (before the scale) makes the
; negative products of seeded inputs 0, the others become negative.
; RUN: python3 %pto_src/utils/run-kernel %s --mcpu=a5 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:16x16:seed=1 --arg=buf:f32:16x16:seed=2 \
; RUN:   --arg=buf:f16:16x16:seed=3 --arg=buf:f16:16x16 --arg=buf:f32:16x16 \
; RUN:   --arg=buf:i8:16x16 --arg=f32:-0.75 | FileCheck %s --check-prefix=SIM
; RUN: python3 %pto_src/utils/run-kernel %s --mcpu=a5 -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:16x16:seed=4 --arg=buf:f32:16x16:seed=5 \
; RUN:   --arg=buf:f16:16x16:seed=6 --arg=buf:f16:16x16 --arg=buf:f32:16x16 \
; RUN:   --arg=buf:i8:16x16 --arg=f32:3 | FileCheck %s --check-prefix=SIM
; SIM-NOT: races:
; SIM: matches reference
;
; The mutation (pto-sim applies relu after the scale): with a negative
; scale every mat element becomes 0 in pto-sim, and pto-ref tells.
; RUN: not python3 %pto_src/utils/run-kernel %s --mcpu=a5 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:16x16:seed=1 --arg=buf:f32:16x16:seed=2 \
; RUN:   --arg=buf:f16:16x16:seed=3 --arg=buf:f16:16x16 --arg=buf:f32:16x16 \
; RUN:   --arg=buf:i8:16x16 --arg=f32:-0.75 \
; RUN:   --sim-arg=--sim-mutate-fixpipe-relu-after-scale 2>&1 | FileCheck %s --check-prefix=MUT
; MUT: mismatch
;
; RUN: %llc -march=pto -mcpu=a5 -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=SYNC
; SYNC-LABEL: fixpipe_move:
; SYNC: tmatmul{{[[:space:]]+}}acc{{\[}}[[ACC:[a-z0-9]+ \+ [0-9]+]]{{\]}}, left{{.*}}, f32, f32
; SYNC-NEXT: set_flag{{[[:space:]]+}}PIPE_M, PIPE_FIX, [[E0:[0-9]]]
; SYNC: wait_flag{{[[:space:]]+}}PIPE_M, PIPE_FIX, [[E0]]
; SYNC-NEXT: tmov.quant{{[[:space:]]+}}mat{{\[}}[[MAT:[a-z0-9]+ \+ [0-9]+]]{{\]}}, acc{{\[}}[[ACC]]{{\]}}, {{[a-z0-9]+}}, 1, 16, 16, f16, f32
; SYNC: set_flag{{[[:space:]]+}}PIPE_FIX, PIPE_MTE1, [[E1:[0-9]]]
; SYNC: tmov.quant{{[[:space:]]+}}vec{{\[}}[[VEC:[a-z0-9]+ \+ [0-9]+]]{{\]}}, acc{{\[}}[[ACC]]{{\]}}, {{[a-z0-9]+}}, 0, 16, 16, i8, f32
; SYNC: wait_flag{{[[:space:]]+}}PIPE_FIX, PIPE_MTE1, [[E1]]
; SYNC-NEXT: tmov{{[[:space:]]+}}left{{.*}}, mat{{\[}}[[MAT]]{{\]}}, 16, 16, f16
;
; On a3 (no L0C -> UB path) the kernel verifier rejects the vec move, and
; pto-sim rejects the instruction in an object assembled for any CPU.
; RUN: not %llc -march=pto -mcpu=a3 -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=A3 --implicit-check-not=error:
; A3: error: {{.*}}in function fixpipe_move {{.*}}: pto.tmov.quant: a3 has no acc -> vec path (L0C -> UB; only a5 has it) in '%v = call
; RUN: echo "  .globl fixpipe_move" > %t.s
; RUN: echo "fixpipe_move:" >> %t.s
; RUN: echo "  tmov.quant vec[zero + 0], acc[zero + 0], a0, 0, 16, 16, i8, f32" >> %t.s
; RUN: echo "  ret" >> %t.s
; RUN: not pto-sim %t.s -mcpu=a3 2>&1 | FileCheck %s --check-prefix=SIMA3
; SIMA3: error: {{.*}}`tmov.quant vec[zero + 0], acc[zero + 0], a0, 0, 16, 16, i8, f32`: a3 has no L0C -> UB path
; RUN: pto-sim %t.s -mcpu=a5

target triple = "pto-unknown-unknown"

define void @fixpipe_move(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %w,
                          ptr addrspace(1) noalias %w2, ptr addrspace(1) noalias %cq,
                          ptr addrspace(1) noalias %d, ptr addrspace(1) noalias %q,
                          i32 %scale) "pto.kernel" {
  %xm = call ptr addrspace(2) @pto.tload.mat.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %wm = call ptr addrspace(2) @pto.tload.mat.f32(ptr addrspace(1) %w, i64 16, i32 16, i32 16)
  %w2m = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %w2, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f32(ptr addrspace(2) %xm, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f32(ptr addrspace(2) %wm, i32 16, i32 16)
  %c = call ptr addrspace(5) @pto.tmatmul.f32.f32(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  %m = call ptr addrspace(2) @pto.tmov.quant.mat.f16.f32(ptr addrspace(5) %c, i32 %scale, i32 1, i32 16, i32 16)
  %v = call ptr addrspace(6) @pto.tmov.quant.vec.i8.f32(ptr addrspace(5) %c, i32 1031798784, i32 0, i32 16, i32 16)
  %l2 = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %r2 = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %w2m, i32 16, i32 16)
  %dd = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l2, ptr addrspace(4) %r2, i32 16, i32 16)
  call void @pto.tstore.f16(ptr addrspace(1) %cq, i64 16, ptr addrspace(2) %m)
  call void @pto.tstore.f32(ptr addrspace(1) %d, i64 16, ptr addrspace(5) %dd)
  call void @pto.tstore.i8(ptr addrspace(1) %q, i64 16, ptr addrspace(6) %v)
  ret void
}

declare ptr addrspace(2) @pto.tload.mat.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f32(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f32(ptr addrspace(2), i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f32(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(2) @pto.tmov.quant.mat.f16.f32(ptr addrspace(5), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tmov.quant.vec.i8.f32(ptr addrspace(5), i32, i32, i32, i32)
declare void @pto.tstore.f16(ptr addrspace(1), i64, ptr addrspace(2))
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(5))
declare void @pto.tstore.i8(ptr addrspace(1), i64, ptr addrspace(6))
