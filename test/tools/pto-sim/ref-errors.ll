; pto-ref checks each builtin's operands against the specification
; (RefSemantics, docs/simulator.md "The reference evaluator") and reports a
; violation as an error naming the call, instead of reading or writing past
; a tile. The kernel-IR verifier rejects all of these before llc; pto-ref
; evaluates IR as given.
; REQUIRES: pto-sim
; RUN: not pto-ref %s --kernel=shape --arg=buf:f32:4x8:seed=1 2>&1 | FileCheck %s --check-prefix=SHAPE
; RUN: not pto-ref %s --kernel=window --arg=buf:f32:4x8:seed=1 2>&1 | FileCheck %s --check-prefix=WINDOW
; RUN: not pto-ref %s --kernel=insert --arg=buf:f32:4x8:seed=1 2>&1 | FileCheck %s --check-prefix=INSERT
; RUN: not pto-ref %s --kernel=dtype --arg=buf:i32:4x8:seed=1 2>&1 | FileCheck %s --check-prefix=DTYPE
; RUN: not pto-ref %s --kernel=mixed --arg=buf:f32:4x8:seed=1 2>&1 | FileCheck %s --check-prefix=MIXED
; RUN: not pto-ref %s --kernel=matmul --arg=buf:f16:4x8:seed=1 2>&1 | FileCheck %s --check-prefix=MATMUL
; RUN: not pto-ref %s --kernel=getval --arg=buf:f32:4x8:seed=1 2>&1 | FileCheck %s --check-prefix=GETVAL
; RUN: not pto-ref %s --kernel=cvt --arg=buf:f32:4x8:seed=1 2>&1 | FileCheck %s --check-prefix=CVT
; SHAPE: error: in function shape: {{.*}}: pto.trowsum.f32: the result is 4x1 f32, but the call declares 4x8 f32
; WINDOW: error: in function window: {{.*}}: pto.textract.f32: the window [2, 6) x [0, 8) is outside the 4x8 f32 source
; INSERT: error: in function insert: {{.*}}: pto.tinsert.f32: a 4x8 f32 tile at (1, 0) does not fit in 4x8 f32
; DTYPE: error: in function dtype: {{.*}}: pto.texp.i32: this unary builtin does not take element type i32
; MIXED: error: in function mixed: {{.*}}: pto.tadd.f32: operands differ: 4x8 f32 and 4x4 f32
; MATMUL: error: in function matmul: {{.*}}: pto.tmatmul.f32: tmatmul of 4x8 f16 by 4x8 f16: the inner dimensions differ
; GETVAL: error: in function getval: {{.*}}: pto.tgetval.f32: element (4, 0) is outside the 4x8 f32 tile
; CVT: error: in function cvt: {{.*}}: pto.tcvt.f16.bf16: the source tile is f32, but the name says bf16

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.textract.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tinsert.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.texp.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(2), ptr addrspace(2), i32, i32)
declare i32 @pto.tgetval.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.f16.bf16(ptr addrspace(6), i32, i32)

define void @shape(ptr addrspace(1) %x) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 8, i32 4, i32 8)
  %s = call ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6) %t, i32 4, i32 8)
  ret void
}

define void @window(ptr addrspace(1) %x) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 8, i32 4, i32 8)
  %w = call ptr addrspace(6) @pto.textract.f32(ptr addrspace(6) %t, i32 2, i32 0, i32 4, i32 8)
  ret void
}

define void @insert(ptr addrspace(1) %x) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 8, i32 4, i32 8)
  %i = call ptr addrspace(6) @pto.tinsert.f32(ptr addrspace(6) %t, ptr addrspace(6) %t, i32 1, i32 0, i32 4, i32 8)
  ret void
}

define void @dtype(ptr addrspace(1) %x) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1) %x, i64 8, i32 4, i32 8)
  %e = call ptr addrspace(6) @pto.texp.i32(ptr addrspace(6) %t, i32 4, i32 8)
  ret void
}

define void @mixed(ptr addrspace(1) %x) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 8, i32 4, i32 8)
  %u = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 8, i32 4, i32 4)
  %s = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %t, ptr addrspace(6) %u, i32 4, i32 8)
  ret void
}

define void @matmul(ptr addrspace(1) %x) "pto.kernel" {
  %a = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %x, i64 8, i32 4, i32 8)
  %m = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(2) %a, ptr addrspace(2) %a, i32 4, i32 8)
  ret void
}

define void @getval(ptr addrspace(1) %x) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 8, i32 4, i32 8)
  %v = call i32 @pto.tgetval.f32(ptr addrspace(6) %t, i32 4, i32 0)
  ret void
}

define void @cvt(ptr addrspace(1) %x) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 8, i32 4, i32 8)
  %c = call ptr addrspace(6) @pto.tcvt.f16.bf16(ptr addrspace(6) %t, i32 4, i32 8)
  ret void
}
