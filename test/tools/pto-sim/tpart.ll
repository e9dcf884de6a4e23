; The partial builtins tpartadd, tpartmax, tpartmin, tpartmul (issue 14 D;
; pto-isa docs/isa/TPARTADD.md ...): the result has a's shape; where b (a
; smaller tile, at the top left) is defined it is a op b, elsewhere a's
; element. pto-ref's values are checked on iota inputs (a = 0..31 as 4x8,
; b = 0..7 as 2x4; b + b for the max); pto-sim matches pto-ref at -O0 and
; -O2 with no race, in f32, f16, bf16 and i32, and on pseudo-random inputs.
; The result is written over a (docs/builtins.md): a is stored again after
; the four calls, so each call but the last works on a copy of it.
; REQUIRES: pto-sim
; RUN: pto-ref %s --arg=buf:f32:4x8:iota --arg=buf:f32:2x4:iota \
; RUN:   --arg=buf:f32:20x8 --dump=2 | FileCheck %s
; CHECK:      arg2: f32[20x8]
; tpartadd
; CHECK-NEXT: 0 2 4 6 4 5 6 7{{$}}
; CHECK-NEXT: 12 14 16 18 12 13 14 15{{$}}
; CHECK-NEXT: 16 17 18 19 20 21 22 23{{$}}
; CHECK-NEXT: 24 25 26 27 28 29 30 31{{$}}
; tpartmul
; CHECK-NEXT: 0 1 4 9 4 5 6 7{{$}}
; CHECK-NEXT: 32 45 60 77 12 13 14 15{{$}}
; CHECK-NEXT: 16 17 18 19 20 21 22 23{{$}}
; CHECK-NEXT: 24 25 26 27 28 29 30 31{{$}}
; tpartmax with b + b
; CHECK-NEXT: 0 2 4 6 4 5 6 7{{$}}
; CHECK-NEXT: 8 10 12 14 12 13 14 15{{$}}
; CHECK-NEXT: 16 17 18 19 20 21 22 23{{$}}
; CHECK-NEXT: 24 25 26 27 28 29 30 31{{$}}
; tpartmin
; CHECK-NEXT: 0 1 2 3 4 5 6 7{{$}}
; CHECK-NEXT: 4 5 6 7 12 13 14 15{{$}}
; CHECK-NEXT: 16 17 18 19 20 21 22 23{{$}}
; CHECK-NEXT: 24 25 26 27 28 29 30 31{{$}}
; a itself, unchanged
; CHECK-NEXT: 0 1 2 3 4 5 6 7{{$}}
; CHECK-NEXT: 8 9 10 11 12 13 14 15{{$}}
; CHECK-NEXT: 16 17 18 19 20 21 22 23{{$}}
; CHECK-NEXT: 24 25 26 27 28 29 30 31{{$}}
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:4x8:iota --arg=buf:f32:2x4:iota \
; RUN:   --arg=buf:f32:20x8 | FileCheck %s --check-prefix=SIM
; RUN: python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:4x8:seed=1 --arg=buf:f32:2x4:seed=2 \
; RUN:   --arg=buf:f32:20x8 | FileCheck %s --check-prefix=SIM
; RUN: sed 's/\.f32/.f16/g; s/getelementptr float/getelementptr half/g' %s > %t.f16.ll
; RUN: python3 %pto_src/utils/run-kernel %t.f16.ll --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f16:4x8:seed=1 --arg=buf:f16:2x4:seed=2 \
; RUN:   --arg=buf:f16:20x8 | FileCheck %s --check-prefix=SIM
; RUN: sed 's/\.f32/.bf16/g; s/getelementptr float/getelementptr bfloat/g' %s > %t.bf16.ll
; RUN: python3 %pto_src/utils/run-kernel %t.bf16.ll -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:bf16:4x8:seed=1 --arg=buf:bf16:2x4:seed=2 \
; RUN:   --arg=buf:bf16:20x8 | FileCheck %s --check-prefix=SIM
; RUN: sed 's/\.f32/.i32/g; s/getelementptr float/getelementptr i32/g' %s > %t.i32.ll
; RUN: python3 %pto_src/utils/run-kernel %t.i32.ll --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:i32:4x8:seed=1 --arg=buf:i32:2x4:seed=2 \
; RUN:   --arg=buf:i32:20x8 | FileCheck %s --check-prefix=SIM
; SIM-NOT: races:
; SIM: matches reference

; The code: one extended instruction each, written over a's window (the
; in-place operand repeats the destination), b's 2x4 shape encoded.
; RUN: %llc -march=pto -O2 %s -o - | FileCheck %s --check-prefix=ASM
; ASM-DAG: tpartadd vec[[[D0:[a-z0-9]+ \+ [0-9]+]]], vec[[[D0]]], vec[{{.*}}], 4, 8, 2, 4, f32
; ASM-DAG: tpartmul vec[[[D1:[a-z0-9]+ \+ [0-9]+]]], vec[[[D1]]], vec[{{.*}}], 4, 8, 2, 4, f32
; ASM-DAG: tpartmax vec[[[D2:[a-z0-9]+ \+ [0-9]+]]], vec[[[D2]]], vec[{{.*}}], 4, 8, 2, 4, f32
; ASM-DAG: tpartmin vec[[[D3:[a-z0-9]+ \+ [0-9]+]]], vec[[[D3]]], vec[{{.*}}], 4, 8, 2, 4, f32

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tpartadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tpartmax.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tpartmin.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tpartmul.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @part(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b,
                  ptr addrspace(1) noalias %o) "pto.kernel" {
  %ta = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %a, i64 8, i32 4, i32 8)
  %tb = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %b, i64 4, i32 2, i32 4)
  %b2 = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %tb, ptr addrspace(6) %tb, i32 2, i32 4)
  %p0 = call ptr addrspace(6) @pto.tpartadd.f32(ptr addrspace(6) %ta, ptr addrspace(6) %tb, i32 4, i32 8)
  %p1 = call ptr addrspace(6) @pto.tpartmul.f32(ptr addrspace(6) %ta, ptr addrspace(6) %tb, i32 4, i32 8)
  %p2 = call ptr addrspace(6) @pto.tpartmax.f32(ptr addrspace(6) %ta, ptr addrspace(6) %b2, i32 4, i32 8)
  %p3 = call ptr addrspace(6) @pto.tpartmin.f32(ptr addrspace(6) %ta, ptr addrspace(6) %tb, i32 4, i32 8)
  %o1 = getelementptr float, ptr addrspace(1) %o, i64 32
  %o2 = getelementptr float, ptr addrspace(1) %o, i64 64
  %o3 = getelementptr float, ptr addrspace(1) %o, i64 96
  %o4 = getelementptr float, ptr addrspace(1) %o, i64 128
  call void @pto.tstore.f32(ptr addrspace(1) %o, i64 8, ptr addrspace(6) %p0)
  call void @pto.tstore.f32(ptr addrspace(1) %o1, i64 8, ptr addrspace(6) %p1)
  call void @pto.tstore.f32(ptr addrspace(1) %o2, i64 8, ptr addrspace(6) %p2)
  call void @pto.tstore.f32(ptr addrspace(1) %o3, i64 8, ptr addrspace(6) %p3)
  call void @pto.tstore.f32(ptr addrspace(1) %o4, i64 8, ptr addrspace(6) %ta)
  ret void
}
