; PHIs and selects of tiles join tiles of one descriptor (memory, shape,
; element type), also through chains and cycles of joins. Undef may flow in
; (a loop carry without an initial value) but something must be a tile.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function phi_shape {{.*}}: phi %j joins tiles of different descriptors: %a is vec 16x16 f32, %b is vec 16x32 f32; every tile reaching a join must have one memory, shape and element type in '%j = phi
define void @phi_shape(ptr addrspace(1) %g, i64 %ld, i1 %p) {
entry:
  br i1 %p, label %then, label %else
then:
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  br label %join
else:
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 32)
  br label %join
join:
  %j = phi ptr addrspace(6) [ %a, %then ], [ %b, %else ]
  ret void
}

; CHECK: error: {{.*}}in function select_dtype {{.*}}: select %s joins tiles of different descriptors: %a is vec 16x16 f32, %h is vec 16x16 f16; {{.*}} in '%s = select i1 %p
define void @select_dtype(ptr addrspace(1) %g, i64 %ld, i1 %p) {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %h = call ptr addrspace(6) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %s = select i1 %p, ptr addrspace(6) %a, ptr addrspace(6) %h
  ret void
}

; A loop carry whose next value has another shape: found through the cycle,
; reported once.
; CHECK: error: {{.*}}in function carry {{.*}}: phi %c joins tiles of different descriptors: %x is vec 16x16 f32, %n is vec 8x16 f32; {{.*}} in '%c = phi
define void @carry(ptr addrspace(1) %g, i64 %ld, i1 %p) {
entry:
  %x = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  br label %loop
loop:
  %c = phi ptr addrspace(6) [ %x, %entry ], [ %d, %latch ]
  %n = call ptr addrspace(6) @pto.textract.f32(ptr addrspace(6) %c, i32 0, i32 0, i32 8, i32 16)
  br i1 %p, label %shrink, label %latch
shrink:
  br label %latch
latch:
  %d = phi ptr addrspace(6) [ %c, %loop ], [ %n, %shrink ]
  br i1 %p, label %loop, label %exit
exit:
  ret void
}

; CHECK: error: {{.*}}in function only_undef {{.*}}: phi %u joins no tile produced by a pto builtin in '%u = phi
define void @only_undef(ptr addrspace(1) %g, i64 %ld, i1 %p) {
entry:
  br label %loop
loop:
  %u = phi ptr addrspace(6) [ undef, %entry ], [ %u, %loop ]
  br i1 %p, label %loop, label %exit
exit:
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(6) %u)
  ret void
}

; A web whose joins were all reached from an earlier join is still judged
; on everything reaching it: %late joins %early (16x16, through an if) and
; %y (8x16). (Each web is judged on its own; one shared visited set once
; let this compile.)
; CHECK: error: {{.*}}in function late_mismatch {{.*}}: phi %late joins tiles of different descriptors: %a is vec 16x16 f32, %y is vec 8x16 f32; {{.*}} in '%late = phi
define void @late_mismatch(ptr addrspace(1) %g, i64 %ld, i1 %p) {
entry:
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  br i1 %p, label %then, label %join
then:
  %b = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %a, i32 16, i32 16)
  br label %join
join:
  %early = phi ptr addrspace(6) [ %a, %entry ], [ %b, %then ]
  br i1 %p, label %other, label %tail
other:
  %y = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 8, i32 16)
  br label %tail
tail:
  %late = phi ptr addrspace(6) [ %early, %join ], [ %y, %other ]
  ret void
}

; A join reached only by source-less joins is reported at the first one.
; CHECK: error: {{.*}}in function undef_chain {{.*}}: phi %u joins no tile produced by a pto builtin in '%u = phi
define void @undef_chain(ptr addrspace(1) %g, i64 %ld, i1 %p) {
entry:
  br label %loop
loop:
  %u = phi ptr addrspace(6) [ undef, %entry ], [ %u, %loop ]
  br i1 %p, label %loop, label %exit
exit:
  %l = phi ptr addrspace(6) [ %u, %loop ]
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(6) %l)
  ret void
}

; Valid: a peeled accumulator in nested loops, as clang -O1 leaves it
; (test/tools/ptocc/peeled-acc-nested.c): the LCSSA join %lcssa and the
; inner carry %c are reached only through joins already visited from the
; outer carry %o.
define void @peeled_nested(ptr addrspace(1) %g, i64 %ld, i64 %n, i64 %k) "pto.kernel" {
entry:
  br label %outer
outer:
  %j = phi i64 [ 0, %entry ], [ %jnext, %outer.latch ]
  %o = phi ptr addrspace(5) [ undef, %entry ], [ %lcssa, %outer.latch ]
  %kgo = icmp sgt i64 %k, 0
  br i1 %kgo, label %inner, label %outer.latch
inner:
  %kk = phi i64 [ 0, %outer ], [ %kknext, %inner.latch ]
  %c = phi ptr addrspace(5) [ %o, %outer ], [ %next, %inner.latch ]
  %ma = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2) %ma, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.f16(ptr addrspace(2) %ma, i32 16, i32 16)
  %first = icmp eq i64 %kk, 0
  br i1 %first, label %peel, label %rest
peel:
  %m0 = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  br label %inner.latch
rest:
  %m1 = call ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5) %c, ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  br label %inner.latch
inner.latch:
  %next = phi ptr addrspace(5) [ %m0, %peel ], [ %m1, %rest ]
  %kknext = add i64 %kk, 1
  %kmore = icmp slt i64 %kknext, %k
  br i1 %kmore, label %inner, label %outer.latch
outer.latch:
  %lcssa = phi ptr addrspace(5) [ %o, %outer ], [ %next, %inner.latch ]
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(5) %lcssa)
  %jnext = add i64 %j, 1
  %jmore = icmp slt i64 %jnext, %n
  br i1 %jmore, label %outer, label %exit
exit:
  ret void
}

; Valid: a carry with an undef start, an if-join and a select of one
; descriptor.
define void @valid(ptr addrspace(1) %g, i64 %ld, i1 %p) "pto.kernel" {
entry:
  %x = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  br label %loop
loop:
  %c = phi ptr addrspace(6) [ undef, %entry ], [ %n, %loop ]
  %n = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %x, ptr addrspace(6) %x, i32 16, i32 16)
  br i1 %p, label %loop, label %exit
exit:
  %s = select i1 %p, ptr addrspace(6) %c, ptr addrspace(6) %x
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(6) %s)
  ret void
}

declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.textract.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tload.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4), i32, i32)
