; RUN: %llc -march=pto -O0 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -filetype=obj %s -o %t.o
; RUN: pto-mc --disassemble --no-addresses %t.o | FileCheck %s
;
; The issue 14 (C) arg reductions select into their vec pseudos and become
; extended tile instructions (opcode 0xFF) with srcrows, srccols, the index
; type (u32/i32) and the source type; the object disassembles to the same.
target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.trowargmax.u32.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowargmin.i32.f16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolargmax.u32.f16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolargmin.i32.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.u32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.i32(ptr addrspace(1), i64, ptr addrspace(6))

define void @argred(ptr addrspace(1) %g, ptr addrspace(1) %o, i64 %ld) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 32)
  %h = call ptr addrspace(6) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 8, i32 64)
  %v1 = call ptr addrspace(6) @pto.trowargmax.u32.f32(ptr addrspace(6) %a, i32 16, i32 1)
  %v2 = call ptr addrspace(6) @pto.trowargmin.i32.f16(ptr addrspace(6) %h, i32 8, i32 1)
  %v3 = call ptr addrspace(6) @pto.tcolargmax.u32.f16(ptr addrspace(6) %h, i32 1, i32 64)
  %v4 = call ptr addrspace(6) @pto.tcolargmin.i32.f32(ptr addrspace(6) %a, i32 1, i32 32)
  call void @pto.tstore.vec.u32(ptr addrspace(1) %o, i64 %ld, ptr addrspace(6) %v1)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o, i64 %ld, ptr addrspace(6) %v2)
  call void @pto.tstore.vec.u32(ptr addrspace(1) %o, i64 %ld, ptr addrspace(6) %v3)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o, i64 %ld, ptr addrspace(6) %v4)
  ret void
}

; CHECK-DAG: trowargmax vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 16, 1, 16, 32, u32, f32
; CHECK-DAG: trowargmin vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 8, 1, 8, 64, i32, f16
; CHECK-DAG: tcolargmax vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 1, 64, 8, 64, u32, f16
; CHECK-DAG: tcolargmin vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 1, 32, 16, 32, i32, f32
