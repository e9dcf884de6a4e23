; Issue 15: SPMD. The core-register builtins: call lowering makes the
; generic G_PTO_GET_BLOCK_IDX ..., the instruction selector the register
; reads (no memory operands: nothing synchronizes with them), and they are
; allowed outside kernels (they use no tile).
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=pto -O0 -stop-after=irtranslator %s -o - | FileCheck %s --check-prefix=GMIR
; RUN: %llc -march=pto -O0 -stop-after=instruction-select -verify-machineinstrs %s -o - \
; RUN:   | FileCheck %s --check-prefix=MIR

declare i32 @pto.get_block_idx()
declare i32 @pto.get_block_num()
declare i32 @pto.get_subblockid()
declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))

; CHECK-LABEL: k:
; CHECK-DAG: get_block_idx [[I:[a-z0-9]+]]
; CHECK-DAG: get_block_num [[N:[a-z0-9]+]]
; CHECK-DAG: get_subblockid [[S:[a-z0-9]+]]
; CHECK: ret
; GMIR-LABEL: name: k
; GMIR: [[W:%[0-9]+]]:_(s64) = G_PTO_GET_BLOCK_IDX
; GMIR-NEXT: %{{[0-9]+}}:_(s32) = G_TRUNC [[W]](s64)
; GMIR: G_PTO_GET_BLOCK_NUM
; GMIR: G_PTO_GET_SUBBLOCKID
; MIR-LABEL: name: k
; MIR: %{{[0-9]+}}:gpr = GET_BLOCK_IDX{{$}}
; MIR: %{{[0-9]+}}:gpr = GET_BLOCK_NUM{{$}}
; MIR: %{{[0-9]+}}:gpr = GET_SUBBLOCKID{{$}}
define void @k(ptr addrspace(1) %out) "pto.kernel" {
  %i = call i32 @pto.get_block_idx()
  %n = call i32 @pto.get_block_num()
  %s = call i32 @pto.get_subblockid()
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  %v = mul i32 %n, 100
  %w = add i32 %v, %s
  store i32 %w, ptr addrspace(1) %p
  ret void
}

; A block's rows of a tile kernel: the offset comes from the block index.
; CHECK-LABEL: rows:
; CHECK: get_block_idx
; CHECK: tload
; CHECK: tstore
define void @rows(ptr addrspace(1) %x, ptr addrspace(1) %y) "pto.kernel" {
  %b = call i32 @pto.get_block_idx()
  %off = mul i32 %b, 1024
  %px = getelementptr float, ptr addrspace(1) %x, i32 %off
  %py = getelementptr float, ptr addrspace(1) %y, i32 %off
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %px, i64 64, i32 16, i32 64)
  call void @pto.tstore.f32(ptr addrspace(1) %py, i64 64, ptr addrspace(6) %t)
  ret void
}

; Not a kernel: a scalar helper may read the core registers.
; CHECK-LABEL: helper:
; CHECK: get_block_num a0
; CHECK-NEXT: ret
define i32 @helper() {
  %n = call i32 @pto.get_block_num()
  ret i32 %n
}
