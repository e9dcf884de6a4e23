; Issue 14 (14Q): UB -> L1 on a5 (tmov.mat.vec, pipe MTE3). The vector unit
; scales a weight tile (W' = W * s, f16) and the cube multiplies by it
; without a GM round trip: D = X x W' (f16 inputs, f32 result). pto-ref's
; values on X = 1, W = iota, s = 0.5: D(i, j) = 0.5 * sum_k (16 k + j) =
; 0.5 * (16 * 120 + 16 j) = 960 + 8 j. pto-sim matches pto-ref at -O2 and
; -O0 with no race; the move waits V -> MTE3 for the scaled tile and the
; L0B move MTE3 -> MTE1 for the mat tile. On a3 (no UB -> L1 path) the
; verifier rejects the move, and pto-sim the instruction.
; REQUIRES: pto-sim
; RUN: pto-ref %s --arg=buf:f16:16x16:fill=1 --arg=buf:f16:16x16:iota \
; RUN:   --arg=buf:f32:16x16 --arg=f16:0.5 --dump=2 | FileCheck %s
; CHECK:      arg2: f32[16x16]
; CHECK-NEXT: 960 968 976 984 992 1000 1008 1016 1024 1032 1040 1048 1056 1064 1072 1080{{$}}
; RUN: python3 %pto_src/utils/run-kernel %s --mcpu=a5 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f16:16x16:seed=1 --arg=buf:f16:16x16:seed=2 \
; RUN:   --arg=buf:f32:16x16 --arg=f16:0.75 | FileCheck %s --check-prefix=SIM
; RUN: python3 %pto_src/utils/run-kernel %s --mcpu=a5 -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f16:16x16:seed=3 --arg=buf:f16:16x16:seed=4 \
; RUN:   --arg=buf:f32:16x16 --arg=f16:-2 | FileCheck %s --check-prefix=SIM
; SIM-NOT: races:
; SIM: matches reference
; RUN: %llc -march=pto -mcpu=a5 -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=SYNC
; SYNC-LABEL: ub_to_l1:
; SYNC: tmuls{{[[:space:]]+}}vec{{\[}}[[VEC:[a-z0-9]+ \+ [0-9]+]]{{\]}}
; SYNC: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, [[E0:[0-9]]]
; SYNC: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, [[E0]]
; SYNC-NEXT: tmov{{[[:space:]]+}}mat{{\[}}[[MAT:[a-z0-9]+ \+ [0-9]+]]{{\]}}, vec{{\[}}[[VEC]]{{\]}}, 16, 16, f16
; SYNC-NEXT: set_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_MTE1, [[E1:[0-9]]]
; SYNC: wait_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_MTE1, [[E1]]
; SYNC-NEXT: tmov{{[[:space:]]+}}right{{.*}}, mat{{\[}}[[MAT]]{{\]}}, 16, 16, f16
; RUN: not %llc -march=pto -mcpu=a3 -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=A3 --implicit-check-not=error:
; A3: error: {{.*}}in function ub_to_l1 {{.*}}: pto.tmov: a3 has no vec -> mat path (UB -> L1; only a5 has it) in '%wm = call
; RUN: echo "  .globl ub_to_l1" > %t.s
; RUN: echo "ub_to_l1:" >> %t.s
; RUN: echo "  tmov mat[zero + 0], vec[zero + 0], 16, 16, f16" >> %t.s
; RUN: echo "  ret" >> %t.s
; RUN: not pto-sim %t.s -mcpu=a3 2>&1 | FileCheck %s --check-prefix=SIMA3
; SIMA3: error: {{.*}}`tmov mat[zero + 0], vec[zero + 0], 16, 16, f16`: a3 has no UB -> L1 path
; RUN: pto-sim %t.s -mcpu=a5

target triple = "pto-unknown-unknown"

define void @ub_to_l1(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %w,
                      ptr addrspace(1) noalias %d, i32 %s) "pto.kernel" {
  %wv = call ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1) %w, i64 16, i32 16, i32 16)
  %ws = call ptr addrspace(6) @pto.tmuls.f16(ptr addrspace(6) %wv, i32 %s, i32 16, i32 16)
  %wm = call ptr addrspace(2) @pto.tmov.mat.vec.f16(ptr addrspace(6) %ws, i32 16, i32 16)
  %xm = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %xm, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %wm, i32 16, i32 16)
  %c = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %d, i64 16, ptr addrspace(5) %c)
  ret void
}

declare ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tmuls.f16(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(2) @pto.tmov.mat.vec.f16(ptr addrspace(6), i32, i32)
declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(5))
