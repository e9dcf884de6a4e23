; A sequence of loop nests from bench/compile-time (gen_loops(60)): an outer
; and an inner loop per nest, the inner loop carrying an accumulator and a
; prefetched tile. Input of sync-keep-exit-states.test.
target triple = "pto-unknown-unknown"
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
define void @k(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
entry:
  br label %pre0
pre0:
  %px0 = getelementptr float, ptr addrspace(1) %x, i64 0
  %py0 = getelementptr float, ptr addrspace(1) %y, i64 0
  %a0.0 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px0, i64 16, i32 16, i32 16)
  %s0.0 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %py0, i64 16, i32 16, i32 16)
  br label %outer0
outer0:
  %io.0 = phi i64 [ 0, %pre0 ], [ %io1.0, %olatch0 ]
  %acco.0 = phi ptr addrspace(6) [ %s0.0, %pre0 ], [ %acc2.0, %olatch0 ]
  br label %inner0
inner0:
  %j.0 = phi i64 [ 0, %outer0 ], [ %j1.0, %inner0 ]
  %cur.0 = phi ptr addrspace(6) [ %a0.0, %outer0 ], [ %nxt.0, %inner0 ]
  %acc.0 = phi ptr addrspace(6) [ %acco.0, %outer0 ], [ %acc2.0, %inner0 ]
  %j1.0 = add i64 %j.0, 1
  %o1.0 = mul i64 %j1.0, 256
  %o2.0 = add i64 %o1.0, 0
  %pn.0 = getelementptr float, ptr addrspace(1) %x, i64 %o2.0
  %nxt.0 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %pn.0, i64 16, i32 16, i32 16)
  %e.0 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %cur.0, i32 16, i32 16)
  %acc2.0 = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %acc.0, ptr addrspace(6) %e.0, i32 16, i32 16)
  %c.0 = icmp slt i64 %j1.0, 4
  br i1 %c.0, label %inner0, label %olatch0
olatch0:
  %io1.0 = add i64 %io.0, 1
  %co.0 = icmp slt i64 %io1.0, 2
  br i1 %co.0, label %outer0, label %exit0
exit0:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py0, i64 16, ptr addrspace(6) %acc2.0)
  br label %pre1
pre1:
  %px1 = getelementptr float, ptr addrspace(1) %x, i64 256
  %py1 = getelementptr float, ptr addrspace(1) %y, i64 256
  %a0.1 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px1, i64 16, i32 16, i32 16)
  %s0.1 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %py1, i64 16, i32 16, i32 16)
  br label %outer1
outer1:
  %io.1 = phi i64 [ 0, %pre1 ], [ %io1.1, %olatch1 ]
  %acco.1 = phi ptr addrspace(6) [ %s0.1, %pre1 ], [ %acc2.1, %olatch1 ]
  br label %inner1
inner1:
  %j.1 = phi i64 [ 0, %outer1 ], [ %j1.1, %inner1 ]
  %cur.1 = phi ptr addrspace(6) [ %a0.1, %outer1 ], [ %nxt.1, %inner1 ]
  %acc.1 = phi ptr addrspace(6) [ %acco.1, %outer1 ], [ %acc2.1, %inner1 ]
  %j1.1 = add i64 %j.1, 1
  %o1.1 = mul i64 %j1.1, 256
  %o2.1 = add i64 %o1.1, 256
  %pn.1 = getelementptr float, ptr addrspace(1) %x, i64 %o2.1
  %nxt.1 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %pn.1, i64 16, i32 16, i32 16)
  %e.1 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %cur.1, i32 16, i32 16)
  %acc2.1 = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %acc.1, ptr addrspace(6) %e.1, i32 16, i32 16)
  %c.1 = icmp slt i64 %j1.1, 4
  br i1 %c.1, label %inner1, label %olatch1
olatch1:
  %io1.1 = add i64 %io.1, 1
  %co.1 = icmp slt i64 %io1.1, 2
  br i1 %co.1, label %outer1, label %exit1
exit1:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py1, i64 16, ptr addrspace(6) %acc2.1)
  br label %pre2
pre2:
  %px2 = getelementptr float, ptr addrspace(1) %x, i64 512
  %py2 = getelementptr float, ptr addrspace(1) %y, i64 512
  %a0.2 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px2, i64 16, i32 16, i32 16)
  %s0.2 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %py2, i64 16, i32 16, i32 16)
  br label %outer2
outer2:
  %io.2 = phi i64 [ 0, %pre2 ], [ %io1.2, %olatch2 ]
  %acco.2 = phi ptr addrspace(6) [ %s0.2, %pre2 ], [ %acc2.2, %olatch2 ]
  br label %inner2
inner2:
  %j.2 = phi i64 [ 0, %outer2 ], [ %j1.2, %inner2 ]
  %cur.2 = phi ptr addrspace(6) [ %a0.2, %outer2 ], [ %nxt.2, %inner2 ]
  %acc.2 = phi ptr addrspace(6) [ %acco.2, %outer2 ], [ %acc2.2, %inner2 ]
  %j1.2 = add i64 %j.2, 1
  %o1.2 = mul i64 %j1.2, 256
  %o2.2 = add i64 %o1.2, 512
  %pn.2 = getelementptr float, ptr addrspace(1) %x, i64 %o2.2
  %nxt.2 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %pn.2, i64 16, i32 16, i32 16)
  %e.2 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %cur.2, i32 16, i32 16)
  %acc2.2 = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %acc.2, ptr addrspace(6) %e.2, i32 16, i32 16)
  %c.2 = icmp slt i64 %j1.2, 4
  br i1 %c.2, label %inner2, label %olatch2
olatch2:
  %io1.2 = add i64 %io.2, 1
  %co.2 = icmp slt i64 %io1.2, 2
  br i1 %co.2, label %outer2, label %exit2
exit2:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py2, i64 16, ptr addrspace(6) %acc2.2)
  br label %pre3
pre3:
  %px3 = getelementptr float, ptr addrspace(1) %x, i64 768
  %py3 = getelementptr float, ptr addrspace(1) %y, i64 768
  %a0.3 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px3, i64 16, i32 16, i32 16)
  %s0.3 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %py3, i64 16, i32 16, i32 16)
  br label %outer3
outer3:
  %io.3 = phi i64 [ 0, %pre3 ], [ %io1.3, %olatch3 ]
  %acco.3 = phi ptr addrspace(6) [ %s0.3, %pre3 ], [ %acc2.3, %olatch3 ]
  br label %inner3
inner3:
  %j.3 = phi i64 [ 0, %outer3 ], [ %j1.3, %inner3 ]
  %cur.3 = phi ptr addrspace(6) [ %a0.3, %outer3 ], [ %nxt.3, %inner3 ]
  %acc.3 = phi ptr addrspace(6) [ %acco.3, %outer3 ], [ %acc2.3, %inner3 ]
  %j1.3 = add i64 %j.3, 1
  %o1.3 = mul i64 %j1.3, 256
  %o2.3 = add i64 %o1.3, 768
  %pn.3 = getelementptr float, ptr addrspace(1) %x, i64 %o2.3
  %nxt.3 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %pn.3, i64 16, i32 16, i32 16)
  %e.3 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %cur.3, i32 16, i32 16)
  %acc2.3 = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %acc.3, ptr addrspace(6) %e.3, i32 16, i32 16)
  %c.3 = icmp slt i64 %j1.3, 4
  br i1 %c.3, label %inner3, label %olatch3
olatch3:
  %io1.3 = add i64 %io.3, 1
  %co.3 = icmp slt i64 %io1.3, 2
  br i1 %co.3, label %outer3, label %exit3
exit3:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py3, i64 16, ptr addrspace(6) %acc2.3)
  br label %pre4
pre4:
  %px4 = getelementptr float, ptr addrspace(1) %x, i64 1024
  %py4 = getelementptr float, ptr addrspace(1) %y, i64 1024
  %a0.4 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px4, i64 16, i32 16, i32 16)
  %s0.4 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %py4, i64 16, i32 16, i32 16)
  br label %outer4
outer4:
  %io.4 = phi i64 [ 0, %pre4 ], [ %io1.4, %olatch4 ]
  %acco.4 = phi ptr addrspace(6) [ %s0.4, %pre4 ], [ %acc2.4, %olatch4 ]
  br label %inner4
inner4:
  %j.4 = phi i64 [ 0, %outer4 ], [ %j1.4, %inner4 ]
  %cur.4 = phi ptr addrspace(6) [ %a0.4, %outer4 ], [ %nxt.4, %inner4 ]
  %acc.4 = phi ptr addrspace(6) [ %acco.4, %outer4 ], [ %acc2.4, %inner4 ]
  %j1.4 = add i64 %j.4, 1
  %o1.4 = mul i64 %j1.4, 256
  %o2.4 = add i64 %o1.4, 1024
  %pn.4 = getelementptr float, ptr addrspace(1) %x, i64 %o2.4
  %nxt.4 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %pn.4, i64 16, i32 16, i32 16)
  %e.4 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %cur.4, i32 16, i32 16)
  %acc2.4 = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %acc.4, ptr addrspace(6) %e.4, i32 16, i32 16)
  %c.4 = icmp slt i64 %j1.4, 4
  br i1 %c.4, label %inner4, label %olatch4
olatch4:
  %io1.4 = add i64 %io.4, 1
  %co.4 = icmp slt i64 %io1.4, 2
  br i1 %co.4, label %outer4, label %exit4
exit4:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py4, i64 16, ptr addrspace(6) %acc2.4)
  br label %pre5
pre5:
  %px5 = getelementptr float, ptr addrspace(1) %x, i64 1280
  %py5 = getelementptr float, ptr addrspace(1) %y, i64 1280
  %a0.5 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px5, i64 16, i32 16, i32 16)
  %s0.5 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %py5, i64 16, i32 16, i32 16)
  br label %outer5
outer5:
  %io.5 = phi i64 [ 0, %pre5 ], [ %io1.5, %olatch5 ]
  %acco.5 = phi ptr addrspace(6) [ %s0.5, %pre5 ], [ %acc2.5, %olatch5 ]
  br label %inner5
inner5:
  %j.5 = phi i64 [ 0, %outer5 ], [ %j1.5, %inner5 ]
  %cur.5 = phi ptr addrspace(6) [ %a0.5, %outer5 ], [ %nxt.5, %inner5 ]
  %acc.5 = phi ptr addrspace(6) [ %acco.5, %outer5 ], [ %acc2.5, %inner5 ]
  %j1.5 = add i64 %j.5, 1
  %o1.5 = mul i64 %j1.5, 256
  %o2.5 = add i64 %o1.5, 1280
  %pn.5 = getelementptr float, ptr addrspace(1) %x, i64 %o2.5
  %nxt.5 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %pn.5, i64 16, i32 16, i32 16)
  %e.5 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %cur.5, i32 16, i32 16)
  %acc2.5 = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %acc.5, ptr addrspace(6) %e.5, i32 16, i32 16)
  %c.5 = icmp slt i64 %j1.5, 4
  br i1 %c.5, label %inner5, label %olatch5
olatch5:
  %io1.5 = add i64 %io.5, 1
  %co.5 = icmp slt i64 %io1.5, 2
  br i1 %co.5, label %outer5, label %exit5
exit5:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py5, i64 16, ptr addrspace(6) %acc2.5)
  br label %pre6
pre6:
  %px6 = getelementptr float, ptr addrspace(1) %x, i64 1536
  %py6 = getelementptr float, ptr addrspace(1) %y, i64 1536
  %a0.6 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px6, i64 16, i32 16, i32 16)
  %s0.6 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %py6, i64 16, i32 16, i32 16)
  br label %outer6
outer6:
  %io.6 = phi i64 [ 0, %pre6 ], [ %io1.6, %olatch6 ]
  %acco.6 = phi ptr addrspace(6) [ %s0.6, %pre6 ], [ %acc2.6, %olatch6 ]
  br label %inner6
inner6:
  %j.6 = phi i64 [ 0, %outer6 ], [ %j1.6, %inner6 ]
  %cur.6 = phi ptr addrspace(6) [ %a0.6, %outer6 ], [ %nxt.6, %inner6 ]
  %acc.6 = phi ptr addrspace(6) [ %acco.6, %outer6 ], [ %acc2.6, %inner6 ]
  %j1.6 = add i64 %j.6, 1
  %o1.6 = mul i64 %j1.6, 256
  %o2.6 = add i64 %o1.6, 1536
  %pn.6 = getelementptr float, ptr addrspace(1) %x, i64 %o2.6
  %nxt.6 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %pn.6, i64 16, i32 16, i32 16)
  %e.6 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %cur.6, i32 16, i32 16)
  %acc2.6 = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %acc.6, ptr addrspace(6) %e.6, i32 16, i32 16)
  %c.6 = icmp slt i64 %j1.6, 4
  br i1 %c.6, label %inner6, label %olatch6
olatch6:
  %io1.6 = add i64 %io.6, 1
  %co.6 = icmp slt i64 %io1.6, 2
  br i1 %co.6, label %outer6, label %exit6
exit6:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py6, i64 16, ptr addrspace(6) %acc2.6)
  br label %pre7
pre7:
  %px7 = getelementptr float, ptr addrspace(1) %x, i64 1792
  %py7 = getelementptr float, ptr addrspace(1) %y, i64 1792
  %a0.7 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px7, i64 16, i32 16, i32 16)
  %s0.7 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %py7, i64 16, i32 16, i32 16)
  br label %outer7
outer7:
  %io.7 = phi i64 [ 0, %pre7 ], [ %io1.7, %olatch7 ]
  %acco.7 = phi ptr addrspace(6) [ %s0.7, %pre7 ], [ %acc2.7, %olatch7 ]
  br label %inner7
inner7:
  %j.7 = phi i64 [ 0, %outer7 ], [ %j1.7, %inner7 ]
  %cur.7 = phi ptr addrspace(6) [ %a0.7, %outer7 ], [ %nxt.7, %inner7 ]
  %acc.7 = phi ptr addrspace(6) [ %acco.7, %outer7 ], [ %acc2.7, %inner7 ]
  %j1.7 = add i64 %j.7, 1
  %o1.7 = mul i64 %j1.7, 256
  %o2.7 = add i64 %o1.7, 1792
  %pn.7 = getelementptr float, ptr addrspace(1) %x, i64 %o2.7
  %nxt.7 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %pn.7, i64 16, i32 16, i32 16)
  %e.7 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %cur.7, i32 16, i32 16)
  %acc2.7 = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %acc.7, ptr addrspace(6) %e.7, i32 16, i32 16)
  %c.7 = icmp slt i64 %j1.7, 4
  br i1 %c.7, label %inner7, label %olatch7
olatch7:
  %io1.7 = add i64 %io.7, 1
  %co.7 = icmp slt i64 %io1.7, 2
  br i1 %co.7, label %outer7, label %exit7
exit7:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py7, i64 16, ptr addrspace(6) %acc2.7)
  br label %pre8
pre8:
  %px8 = getelementptr float, ptr addrspace(1) %x, i64 2048
  %py8 = getelementptr float, ptr addrspace(1) %y, i64 2048
  %a0.8 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px8, i64 16, i32 16, i32 16)
  %s0.8 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %py8, i64 16, i32 16, i32 16)
  br label %outer8
outer8:
  %io.8 = phi i64 [ 0, %pre8 ], [ %io1.8, %olatch8 ]
  %acco.8 = phi ptr addrspace(6) [ %s0.8, %pre8 ], [ %acc2.8, %olatch8 ]
  br label %inner8
inner8:
  %j.8 = phi i64 [ 0, %outer8 ], [ %j1.8, %inner8 ]
  %cur.8 = phi ptr addrspace(6) [ %a0.8, %outer8 ], [ %nxt.8, %inner8 ]
  %acc.8 = phi ptr addrspace(6) [ %acco.8, %outer8 ], [ %acc2.8, %inner8 ]
  %j1.8 = add i64 %j.8, 1
  %o1.8 = mul i64 %j1.8, 256
  %o2.8 = add i64 %o1.8, 2048
  %pn.8 = getelementptr float, ptr addrspace(1) %x, i64 %o2.8
  %nxt.8 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %pn.8, i64 16, i32 16, i32 16)
  %e.8 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %cur.8, i32 16, i32 16)
  %acc2.8 = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %acc.8, ptr addrspace(6) %e.8, i32 16, i32 16)
  %c.8 = icmp slt i64 %j1.8, 4
  br i1 %c.8, label %inner8, label %olatch8
olatch8:
  %io1.8 = add i64 %io.8, 1
  %co.8 = icmp slt i64 %io1.8, 2
  br i1 %co.8, label %outer8, label %exit8
exit8:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py8, i64 16, ptr addrspace(6) %acc2.8)
  br label %pre9
pre9:
  %px9 = getelementptr float, ptr addrspace(1) %x, i64 2304
  %py9 = getelementptr float, ptr addrspace(1) %y, i64 2304
  %a0.9 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px9, i64 16, i32 16, i32 16)
  %s0.9 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %py9, i64 16, i32 16, i32 16)
  br label %outer9
outer9:
  %io.9 = phi i64 [ 0, %pre9 ], [ %io1.9, %olatch9 ]
  %acco.9 = phi ptr addrspace(6) [ %s0.9, %pre9 ], [ %acc2.9, %olatch9 ]
  br label %inner9
inner9:
  %j.9 = phi i64 [ 0, %outer9 ], [ %j1.9, %inner9 ]
  %cur.9 = phi ptr addrspace(6) [ %a0.9, %outer9 ], [ %nxt.9, %inner9 ]
  %acc.9 = phi ptr addrspace(6) [ %acco.9, %outer9 ], [ %acc2.9, %inner9 ]
  %j1.9 = add i64 %j.9, 1
  %o1.9 = mul i64 %j1.9, 256
  %o2.9 = add i64 %o1.9, 2304
  %pn.9 = getelementptr float, ptr addrspace(1) %x, i64 %o2.9
  %nxt.9 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %pn.9, i64 16, i32 16, i32 16)
  %e.9 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %cur.9, i32 16, i32 16)
  %acc2.9 = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %acc.9, ptr addrspace(6) %e.9, i32 16, i32 16)
  %c.9 = icmp slt i64 %j1.9, 4
  br i1 %c.9, label %inner9, label %olatch9
olatch9:
  %io1.9 = add i64 %io.9, 1
  %co.9 = icmp slt i64 %io1.9, 2
  br i1 %co.9, label %outer9, label %exit9
exit9:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py9, i64 16, ptr addrspace(6) %acc2.9)
  br label %done
done:
  ret void
}
