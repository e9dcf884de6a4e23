; pto-ref and pto-sim compute tile results with separate code (RefSemantics
; and TileSemantics, docs/simulator.md "The reference evaluator"), so their
; agreement on every builtin is a check of both. @floats uses every
; element-wise, scalar, reduction, expansion, window, element and transpose
; builtin on one pair of tiles, in f32, f16 and bf16 (the same kernel with
; the type renamed); @ints the ones integers take, on i32 with wrapping
; scalars (tadds/tmuls by INT_MAX). tdiv divides by max(y, 0), so by zero
; in about half the elements. %s and %t are the element bits of 1 and 3.
; REQUIRES: pto-sim
; RUN: python3 %pto_src/utils/run-kernel %s --kernel=floats \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f32:8x16:seed=1 \
; RUN:   --arg=buf:f32:8x16:seed=2 --arg=buf:f32:8x384 --arg=buf:f32:8x2 \
; RUN:   --arg=buf:f32:2x16 --arg=buf:f32:16x8 --arg=buf:i32:2 \
; RUN:   --arg=0x3f800000 --arg=0x40400000 | FileCheck %s
; RUN: sed 's/\.f32/.f16/g; s/getelementptr float/getelementptr half/g' %s > %t.f16.ll
; RUN: python3 %pto_src/utils/run-kernel %t.f16.ll --kernel=floats \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f16:8x16:seed=1 \
; RUN:   --arg=buf:f16:8x16:seed=2 --arg=buf:f16:8x384 --arg=buf:f16:8x2 \
; RUN:   --arg=buf:f16:2x16 --arg=buf:f16:16x8 --arg=buf:i32:2 \
; RUN:   --arg=0x3c00 --arg=0x4200 | FileCheck %s
; RUN: sed 's/\.f32/.bf16/g; s/getelementptr float/getelementptr bfloat/g' %s > %t.bf16.ll
; RUN: python3 %pto_src/utils/run-kernel %t.bf16.ll --kernel=floats \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:bf16:8x16:seed=1 \
; RUN:   --arg=buf:bf16:8x16:seed=2 --arg=buf:bf16:8x384 --arg=buf:bf16:8x2 \
; RUN:   --arg=buf:bf16:2x16 --arg=buf:bf16:16x8 --arg=buf:i32:2 \
; RUN:   --arg=0x3f80 --arg=0x4040 | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s --kernel=ints \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:i32:8x16:seed=1 \
; RUN:   --arg=buf:i32:8x16:seed=2 --arg=buf:i32:8x304 --arg=buf:i32:8x2 \
; RUN:   --arg=buf:i32:2x16 --arg=buf:i32:16x8 --arg=buf:i32:2 \
; RUN:   --arg=1 --arg=2147483647 | FileCheck %s
; CHECK-NOT: races:
; CHECK: matches reference

target triple = "pto-unknown-unknown"

declare i32 @pto.tgetval.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tabs.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tcolexpand.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolmax.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolsum.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tdiv.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.textract.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tfill.f32(i32, i32, i32)
declare ptr addrspace(6) @pto.tinsert.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tlog.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tmax.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tmaxs.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tmin.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tmins.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tmov.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tmul.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tneg.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trecip.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trelu.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpand.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trsqrt.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tsetval.f32(ptr addrspace(6), i32, i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tsqrt.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tsub.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.ttrans.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @floats(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %red, ptr addrspace(1) noalias %col, ptr addrspace(1) noalias %tr, ptr addrspace(1) noalias %sc, i32 %s, i32 %t) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 8, i32 16)
  %b = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y, i64 16, i32 8, i32 16)
  %v1 = call ptr addrspace(6) @pto.tmaxs.f32(ptr addrspace(6) %b, i32 0, i32 8, i32 16)
  %v2 = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 8, i32 16)
  %v3 = call ptr addrspace(6) @pto.tsub.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 8, i32 16)
  %v4 = call ptr addrspace(6) @pto.tmul.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 8, i32 16)
  %v5 = call ptr addrspace(6) @pto.tdiv.f32(ptr addrspace(6) %a, ptr addrspace(6) %v1, i32 8, i32 16)
  %v6 = call ptr addrspace(6) @pto.tmax.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 8, i32 16)
  %v7 = call ptr addrspace(6) @pto.tmin.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 8, i32 16)
  %v8 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a, i32 8, i32 16)
  %v9 = call ptr addrspace(6) @pto.tabs.f32(ptr addrspace(6) %a, i32 8, i32 16)
  %v10 = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %v9, i32 %s, i32 8, i32 16)
  %v11 = call ptr addrspace(6) @pto.tlog.f32(ptr addrspace(6) %v10, i32 8, i32 16)
  %v12 = call ptr addrspace(6) @pto.tabs.f32(ptr addrspace(6) %a, i32 8, i32 16)
  %v13 = call ptr addrspace(6) @pto.tsqrt.f32(ptr addrspace(6) %v12, i32 8, i32 16)
  %v14 = call ptr addrspace(6) @pto.trsqrt.f32(ptr addrspace(6) %v10, i32 8, i32 16)
  %v15 = call ptr addrspace(6) @pto.trecip.f32(ptr addrspace(6) %b, i32 8, i32 16)
  %v16 = call ptr addrspace(6) @pto.tabs.f32(ptr addrspace(6) %a, i32 8, i32 16)
  %v17 = call ptr addrspace(6) @pto.tneg.f32(ptr addrspace(6) %a, i32 8, i32 16)
  %v18 = call ptr addrspace(6) @pto.trelu.f32(ptr addrspace(6) %a, i32 8, i32 16)
  %v19 = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %a, i32 %t, i32 8, i32 16)
  %v20 = call ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6) %a, i32 %t, i32 8, i32 16)
  %v21 = call ptr addrspace(6) @pto.tmaxs.f32(ptr addrspace(6) %a, i32 0, i32 8, i32 16)
  %v22 = call ptr addrspace(6) @pto.tmins.f32(ptr addrspace(6) %a, i32 0, i32 8, i32 16)
  %v23 = call ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6) %a, i32 8, i32 1)
  %v24 = call ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6) %a, i32 8, i32 1)
  %v25 = call ptr addrspace(6) @pto.tcolsum.f32(ptr addrspace(6) %a, i32 1, i32 16)
  %v26 = call ptr addrspace(6) @pto.tcolmax.f32(ptr addrspace(6) %a, i32 1, i32 16)
  %v27 = call ptr addrspace(6) @pto.trowexpand.f32(ptr addrspace(6) %v24, i32 8, i32 16)
  %v28 = call ptr addrspace(6) @pto.tcolexpand.f32(ptr addrspace(6) %v25, i32 8, i32 16)
  %v29 = call ptr addrspace(6) @pto.textract.f32(ptr addrspace(6) %b, i32 2, i32 4, i32 4, i32 8)
  %v30 = call ptr addrspace(6) @pto.tinsert.f32(ptr addrspace(6) %a, ptr addrspace(6) %v29, i32 4, i32 8, i32 8, i32 16)
  %v31 = call ptr addrspace(6) @pto.tsetval.f32(ptr addrspace(6) %a, i32 3, i32 5, i32 %t, i32 8, i32 16)
  %v32 = call ptr addrspace(6) @pto.tfill.f32(i32 %s, i32 8, i32 16)
  %v33 = call ptr addrspace(6) @pto.tmov.f32(ptr addrspace(6) %v2, i32 8, i32 16)
  %v34 = call ptr addrspace(6) @pto.ttrans.f32(ptr addrspace(6) %a, i32 16, i32 8)
  %o0 = getelementptr float, ptr addrspace(1) %out, i64 0
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o0, i64 384, ptr addrspace(6) %v2)
  %o1 = getelementptr float, ptr addrspace(1) %out, i64 16
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o1, i64 384, ptr addrspace(6) %v3)
  %o2 = getelementptr float, ptr addrspace(1) %out, i64 32
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o2, i64 384, ptr addrspace(6) %v4)
  %o3 = getelementptr float, ptr addrspace(1) %out, i64 48
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o3, i64 384, ptr addrspace(6) %v5)
  %o4 = getelementptr float, ptr addrspace(1) %out, i64 64
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o4, i64 384, ptr addrspace(6) %v6)
  %o5 = getelementptr float, ptr addrspace(1) %out, i64 80
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o5, i64 384, ptr addrspace(6) %v7)
  %o6 = getelementptr float, ptr addrspace(1) %out, i64 96
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o6, i64 384, ptr addrspace(6) %v8)
  %o7 = getelementptr float, ptr addrspace(1) %out, i64 112
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o7, i64 384, ptr addrspace(6) %v11)
  %o8 = getelementptr float, ptr addrspace(1) %out, i64 128
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o8, i64 384, ptr addrspace(6) %v13)
  %o9 = getelementptr float, ptr addrspace(1) %out, i64 144
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o9, i64 384, ptr addrspace(6) %v14)
  %o10 = getelementptr float, ptr addrspace(1) %out, i64 160
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o10, i64 384, ptr addrspace(6) %v15)
  %o11 = getelementptr float, ptr addrspace(1) %out, i64 176
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o11, i64 384, ptr addrspace(6) %v16)
  %o12 = getelementptr float, ptr addrspace(1) %out, i64 192
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o12, i64 384, ptr addrspace(6) %v17)
  %o13 = getelementptr float, ptr addrspace(1) %out, i64 208
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o13, i64 384, ptr addrspace(6) %v18)
  %o14 = getelementptr float, ptr addrspace(1) %out, i64 224
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o14, i64 384, ptr addrspace(6) %v19)
  %o15 = getelementptr float, ptr addrspace(1) %out, i64 240
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o15, i64 384, ptr addrspace(6) %v20)
  %o16 = getelementptr float, ptr addrspace(1) %out, i64 256
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o16, i64 384, ptr addrspace(6) %v21)
  %o17 = getelementptr float, ptr addrspace(1) %out, i64 272
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o17, i64 384, ptr addrspace(6) %v22)
  %o18 = getelementptr float, ptr addrspace(1) %out, i64 288
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o18, i64 384, ptr addrspace(6) %v27)
  %o19 = getelementptr float, ptr addrspace(1) %out, i64 304
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o19, i64 384, ptr addrspace(6) %v28)
  %o20 = getelementptr float, ptr addrspace(1) %out, i64 320
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o20, i64 384, ptr addrspace(6) %v30)
  %o21 = getelementptr float, ptr addrspace(1) %out, i64 336
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o21, i64 384, ptr addrspace(6) %v31)
  %o22 = getelementptr float, ptr addrspace(1) %out, i64 352
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o22, i64 384, ptr addrspace(6) %v32)
  %o23 = getelementptr float, ptr addrspace(1) %out, i64 368
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o23, i64 384, ptr addrspace(6) %v33)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %red, i64 2, ptr addrspace(6) %v23)
  %r1 = getelementptr float, ptr addrspace(1) %red, i64 1
  call void @pto.tstore.vec.f32(ptr addrspace(1) %r1, i64 2, ptr addrspace(6) %v24)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %col, i64 16, ptr addrspace(6) %v25)
  %c1 = getelementptr float, ptr addrspace(1) %col, i64 16
  call void @pto.tstore.vec.f32(ptr addrspace(1) %c1, i64 16, ptr addrspace(6) %v26)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %tr, i64 8, ptr addrspace(6) %v34)
  %g0 = call i32 @pto.tgetval.f32(ptr addrspace(6) %v31, i32 3, i32 5)
  %g1 = call i32 @pto.tgetval.f32(ptr addrspace(6) %a, i32 1, i32 2)
  store i32 %g0, ptr addrspace(1) %sc
  %s1 = getelementptr i32, ptr addrspace(1) %sc, i64 1
  store i32 %g1, ptr addrspace(1) %s1
  ret void
}

declare i32 @pto.tgetval.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tabs.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tadd.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tadds.i32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tcolexpand.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolmax.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolsum.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tdiv.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.textract.i32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tfill.i32(i32, i32, i32)
declare ptr addrspace(6) @pto.tinsert.i32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tmax.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tmaxs.i32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tmin.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tmins.i32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tmov.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tmul.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tmuls.i32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tneg.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trelu.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpand.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowmax.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowsum.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tsetval.i32(ptr addrspace(6), i32, i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tsub.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.ttrans.i32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.i32(ptr addrspace(1), i64, ptr addrspace(6))

define void @ints(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %red, ptr addrspace(1) noalias %col, ptr addrspace(1) noalias %tr, ptr addrspace(1) noalias %sc, i32 %s, i32 %t) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1) %x, i64 16, i32 8, i32 16)
  %b = call ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1) %y, i64 16, i32 8, i32 16)
  %v1 = call ptr addrspace(6) @pto.tmaxs.i32(ptr addrspace(6) %b, i32 0, i32 8, i32 16)
  %v2 = call ptr addrspace(6) @pto.tadd.i32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 8, i32 16)
  %v3 = call ptr addrspace(6) @pto.tsub.i32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 8, i32 16)
  %v4 = call ptr addrspace(6) @pto.tmul.i32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 8, i32 16)
  %v5 = call ptr addrspace(6) @pto.tdiv.i32(ptr addrspace(6) %a, ptr addrspace(6) %v1, i32 8, i32 16)
  %v6 = call ptr addrspace(6) @pto.tmax.i32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 8, i32 16)
  %v7 = call ptr addrspace(6) @pto.tmin.i32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 8, i32 16)
  %v8 = call ptr addrspace(6) @pto.tabs.i32(ptr addrspace(6) %a, i32 8, i32 16)
  %v9 = call ptr addrspace(6) @pto.tneg.i32(ptr addrspace(6) %a, i32 8, i32 16)
  %v10 = call ptr addrspace(6) @pto.trelu.i32(ptr addrspace(6) %a, i32 8, i32 16)
  %v11 = call ptr addrspace(6) @pto.tadds.i32(ptr addrspace(6) %a, i32 %t, i32 8, i32 16)
  %v12 = call ptr addrspace(6) @pto.tmuls.i32(ptr addrspace(6) %a, i32 %t, i32 8, i32 16)
  %v13 = call ptr addrspace(6) @pto.tmaxs.i32(ptr addrspace(6) %a, i32 0, i32 8, i32 16)
  %v14 = call ptr addrspace(6) @pto.tmins.i32(ptr addrspace(6) %a, i32 0, i32 8, i32 16)
  %v15 = call ptr addrspace(6) @pto.trowsum.i32(ptr addrspace(6) %a, i32 8, i32 1)
  %v16 = call ptr addrspace(6) @pto.trowmax.i32(ptr addrspace(6) %a, i32 8, i32 1)
  %v17 = call ptr addrspace(6) @pto.tcolsum.i32(ptr addrspace(6) %a, i32 1, i32 16)
  %v18 = call ptr addrspace(6) @pto.tcolmax.i32(ptr addrspace(6) %a, i32 1, i32 16)
  %v19 = call ptr addrspace(6) @pto.trowexpand.i32(ptr addrspace(6) %v16, i32 8, i32 16)
  %v20 = call ptr addrspace(6) @pto.tcolexpand.i32(ptr addrspace(6) %v17, i32 8, i32 16)
  %v21 = call ptr addrspace(6) @pto.textract.i32(ptr addrspace(6) %b, i32 2, i32 4, i32 4, i32 8)
  %v22 = call ptr addrspace(6) @pto.tinsert.i32(ptr addrspace(6) %a, ptr addrspace(6) %v21, i32 4, i32 8, i32 8, i32 16)
  %v23 = call ptr addrspace(6) @pto.tsetval.i32(ptr addrspace(6) %a, i32 3, i32 5, i32 %t, i32 8, i32 16)
  %v24 = call ptr addrspace(6) @pto.tfill.i32(i32 %s, i32 8, i32 16)
  %v25 = call ptr addrspace(6) @pto.tmov.i32(ptr addrspace(6) %v2, i32 8, i32 16)
  %v26 = call ptr addrspace(6) @pto.ttrans.i32(ptr addrspace(6) %a, i32 16, i32 8)
  %o0 = getelementptr i32, ptr addrspace(1) %out, i64 0
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o0, i64 304, ptr addrspace(6) %v2)
  %o1 = getelementptr i32, ptr addrspace(1) %out, i64 16
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o1, i64 304, ptr addrspace(6) %v3)
  %o2 = getelementptr i32, ptr addrspace(1) %out, i64 32
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o2, i64 304, ptr addrspace(6) %v4)
  %o3 = getelementptr i32, ptr addrspace(1) %out, i64 48
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o3, i64 304, ptr addrspace(6) %v5)
  %o4 = getelementptr i32, ptr addrspace(1) %out, i64 64
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o4, i64 304, ptr addrspace(6) %v6)
  %o5 = getelementptr i32, ptr addrspace(1) %out, i64 80
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o5, i64 304, ptr addrspace(6) %v7)
  %o6 = getelementptr i32, ptr addrspace(1) %out, i64 96
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o6, i64 304, ptr addrspace(6) %v8)
  %o7 = getelementptr i32, ptr addrspace(1) %out, i64 112
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o7, i64 304, ptr addrspace(6) %v9)
  %o8 = getelementptr i32, ptr addrspace(1) %out, i64 128
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o8, i64 304, ptr addrspace(6) %v10)
  %o9 = getelementptr i32, ptr addrspace(1) %out, i64 144
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o9, i64 304, ptr addrspace(6) %v11)
  %o10 = getelementptr i32, ptr addrspace(1) %out, i64 160
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o10, i64 304, ptr addrspace(6) %v12)
  %o11 = getelementptr i32, ptr addrspace(1) %out, i64 176
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o11, i64 304, ptr addrspace(6) %v13)
  %o12 = getelementptr i32, ptr addrspace(1) %out, i64 192
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o12, i64 304, ptr addrspace(6) %v14)
  %o13 = getelementptr i32, ptr addrspace(1) %out, i64 208
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o13, i64 304, ptr addrspace(6) %v19)
  %o14 = getelementptr i32, ptr addrspace(1) %out, i64 224
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o14, i64 304, ptr addrspace(6) %v20)
  %o15 = getelementptr i32, ptr addrspace(1) %out, i64 240
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o15, i64 304, ptr addrspace(6) %v22)
  %o16 = getelementptr i32, ptr addrspace(1) %out, i64 256
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o16, i64 304, ptr addrspace(6) %v23)
  %o17 = getelementptr i32, ptr addrspace(1) %out, i64 272
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o17, i64 304, ptr addrspace(6) %v24)
  %o18 = getelementptr i32, ptr addrspace(1) %out, i64 288
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o18, i64 304, ptr addrspace(6) %v25)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %red, i64 2, ptr addrspace(6) %v15)
  %r1 = getelementptr i32, ptr addrspace(1) %red, i64 1
  call void @pto.tstore.vec.i32(ptr addrspace(1) %r1, i64 2, ptr addrspace(6) %v16)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %col, i64 16, ptr addrspace(6) %v17)
  %c1 = getelementptr i32, ptr addrspace(1) %col, i64 16
  call void @pto.tstore.vec.i32(ptr addrspace(1) %c1, i64 16, ptr addrspace(6) %v18)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %tr, i64 8, ptr addrspace(6) %v26)
  %g0 = call i32 @pto.tgetval.i32(ptr addrspace(6) %v23, i32 3, i32 5)
  %g1 = call i32 @pto.tgetval.i32(ptr addrspace(6) %a, i32 1, i32 2)
  store i32 %g0, ptr addrspace(1) %sc
  %s1 = getelementptr i32, ptr addrspace(1) %sc, i64 1
  store i32 %g1, ptr addrspace(1) %s1
  ret void
}

