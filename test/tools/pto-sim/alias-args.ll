; --arg=alias:N:+OFFSET passes a second pointer into buffer argument N, OFFSET
; bytes in: two kernel arguments that alias one buffer (without noalias).
; pto-sim and pto-ref place it alike; the buffer is compared once.
; Here %x and %y = x + 64 bytes (row 1 of a 4x16 i32 buffer): the tile of
; rows 0-1 read through %x, doubled, is stored through %y over rows 1-2;
; then a scalar load through %y sees row 1 as stored.
; REQUIRES: pto-sim
; RUN: pto-ref %s --arg=buf:i32:4x16:iota --arg=alias:0:+64 --dump=0 \
; RUN:   | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s -O 2 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:i32:4x16:iota --arg=alias:0:+64 \
; RUN:   | FileCheck %s --check-prefix=E2E --implicit-check-not=races:
; RUN: %llc -march=pto -O2 -filetype=obj %s -o %t.o
; RUN: pto-sim %t.o --arg=buf:i32:4x16:iota --arg=alias:0:64 --dump=0 2>&1 \
; RUN:   | FileCheck %s
; CHECK:      arg0: i32[4x16]
; CHECK-NEXT: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15
; CHECK-NEXT: 0 2 4 6 8 10 12 14 16 18 20 22 24 26 28 30
; CHECK-NEXT: 32 34 36 38 40 42 44 46 48 50 52 54 56 58 60 62
; CHECK-NEXT: 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 2
; E2E: matches reference
; Errors: the buffer must come earlier, the offset lie within it.
; RUN: not pto-ref %s --arg=alias:1 --arg=buf:i32:4x16 2>&1 \
; RUN:   | FileCheck %s --check-prefix=LATER
; RUN: not pto-sim %t.o --arg=buf:i32:4x16 --arg=alias:0:+257 2>&1 \
; RUN:   | FileCheck %s --check-prefix=PAST
; RUN: not pto-sim %t.o --arg=buf:i32:4x16 --arg=alias:0:x 2>&1 \
; RUN:   | FileCheck %s --check-prefix=SYNTAX
; RUN: not pto-ref %s --arg=7 --arg=alias:0 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NOTBUF
; RUN: not pto-ref %s --arg=buf:i32:4x16 --arg=alias:x 2>&1 \
; RUN:   | FileCheck %s --check-prefix=FORM
; FORM: error: bad argument 'alias:x': expected alias:N[:+OFFSET] (N = a buffer argument's index, OFFSET in bytes)
; LATER: error: bad argument 'alias:1': argument 1 is not an earlier buffer argument
; PAST: error: bad argument 'alias:0:+257': offset 257 is past the end of argument 0 (256 bytes)
; SYNTAX: error: bad argument 'alias:0:x': bad offset 'x' (a non-negative byte count)
; NOTBUF: error: bad argument 'alias:0': argument 0 is not an earlier buffer argument

target triple = "pto-unknown-unknown"

define void @shift(ptr addrspace(1) %x, ptr addrspace(1) %y) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.i32(ptr addrspace(1) %x, i64 16, i32 2, i32 16)
  %d = call ptr addrspace(6) @pto.tadd.i32(ptr addrspace(6) %t, ptr addrspace(6) %t, i32 2, i32 16)
  call void @pto.tstore.i32(ptr addrspace(1) %y, i64 16, ptr addrspace(6) %d)
  %p = getelementptr i32, ptr addrspace(1) %y, i64 1
  %v = load i32, ptr addrspace(1) %p
  %q = getelementptr i32, ptr addrspace(1) %x, i64 63
  store i32 %v, ptr addrspace(1) %q
  ret void
}

declare ptr addrspace(6) @pto.tload.i32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadd.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @pto.tstore.i32(ptr addrspace(1), i64, ptr addrspace(6))
