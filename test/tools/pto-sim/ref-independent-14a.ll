; The issue 14 (A) builtins through pto-sim and pto-ref, whose semantics are
; separate code (TileSemantics.cpp, RefSemantics.cpp): the fused row and
; column broadcasts (a op rowmax(b) / colmax(b); div by |min| + 1 for floats,
; by the min itself for integers, x / 0 = 0; expdif against a's own max, <= 1,
; and against b's, which exceeds 1), the new reductions, tsubs, tdivs,
; tdivs.rev, tpow, tpows, and for floats tlrelu, tprelu and taxpy. @floats
; runs in f32, f16 and bf16 (the kernel with the type renamed), @ints in i32
; (integer powers with exponents in [-100, 100) wrap; negative ones give 0 or
; +-1). %s and %t are the element bits of 1 and 3.
; REQUIRES: pto-sim
; RUN: python3 %pto_src/utils/run-kernel %s --kernel=floats \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f32:8x16:seed=1 \
; RUN:   --arg=buf:f32:8x16:seed=2 --arg=buf:f32:8x400 --arg=buf:f32:8x2 \
; RUN:   --arg=buf:f32:2x16 --arg=0x3f800000 --arg=0x40400000 | FileCheck %s
; RUN: sed 's/\.f32/.f16/g; s/getelementptr float/getelementptr half/g' %s > %t.f16.ll
; RUN: python3 %pto_src/utils/run-kernel %t.f16.ll --kernel=floats \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f16:8x16:seed=1 \
; RUN:   --arg=buf:f16:8x16:seed=2 --arg=buf:f16:8x400 --arg=buf:f16:8x2 \
; RUN:   --arg=buf:f16:2x16 --arg=0x3c00 --arg=0x4200 | FileCheck %s
; RUN: sed 's/\.f32/.bf16/g; s/getelementptr float/getelementptr bfloat/g' %s > %t.bf16.ll
; RUN: python3 %pto_src/utils/run-kernel %t.bf16.ll --kernel=floats \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:bf16:8x16:seed=1 \
; RUN:   --arg=buf:bf16:8x16:seed=2 --arg=buf:bf16:8x400 --arg=buf:bf16:8x2 \
; RUN:   --arg=buf:bf16:2x16 --arg=0x3f80 --arg=0x4040 | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s --kernel=ints \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:i32:8x16:seed=1 \
; RUN:   --arg=buf:i32:8x16:seed=2 --arg=buf:i32:8x288 --arg=buf:i32:8x2 \
; RUN:   --arg=buf:i32:2x16 --arg=1 --arg=3 | FileCheck %s
; CHECK-NOT: races:
; CHECK: matches reference

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tabs.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.taxpy.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tcolexpandadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpandadd.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpanddiv.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpanddiv.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpandexpdif.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpandmax.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpandmax.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpandmin.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpandmin.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpandmul.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpandmul.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpandsub.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpandsub.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolmax.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolmax.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolmin.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolmin.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolprod.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolprod.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tdivs.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tdivs.i32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tdivs.rev.f32(i32, ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tdivs.rev.i32(i32, ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tlrelu.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tpow.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tpow.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tpows.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tpows.i32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tprelu.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandadd.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpanddiv.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpanddiv.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandexpdif.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandmax.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandmax.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandmin.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandmin.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandmul.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandmul.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandsub.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandsub.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowmax.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowmin.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowmin.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowprod.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowprod.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tsubs.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tsubs.i32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1), i64, i32, i32)
declare void @pto.tstore.vec.i32(ptr addrspace(1), i64, ptr addrspace(6))

define void @floats(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %red, ptr addrspace(1) noalias %col, i32 %s, i32 %t) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 8, i32 16)
  %b = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y, i64 16, i32 8, i32 16)
  %v1 = call ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6) %b, i32 8, i32 1)
  %v2 = call ptr addrspace(6) @pto.tcolmax.f32(ptr addrspace(6) %b, i32 1, i32 16)
  %v3 = call ptr addrspace(6) @pto.trowmin.f32(ptr addrspace(6) %b, i32 8, i32 1)
  %v4 = call ptr addrspace(6) @pto.tcolmin.f32(ptr addrspace(6) %b, i32 1, i32 16)
  %v5 = call ptr addrspace(6) @pto.tabs.f32(ptr addrspace(6) %v3, i32 8, i32 1)
  %v6 = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %v5, i32 %s, i32 8, i32 1)
  %v7 = call ptr addrspace(6) @pto.tabs.f32(ptr addrspace(6) %v4, i32 1, i32 16)
  %v8 = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %v7, i32 %s, i32 1, i32 16)
  %v9 = call ptr addrspace(6) @pto.trowexpandadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %v1, i32 8, i32 16)
  %v10 = call ptr addrspace(6) @pto.trowexpandsub.f32(ptr addrspace(6) %a, ptr addrspace(6) %v1, i32 8, i32 16)
  %v11 = call ptr addrspace(6) @pto.trowexpandmul.f32(ptr addrspace(6) %a, ptr addrspace(6) %v1, i32 8, i32 16)
  %v12 = call ptr addrspace(6) @pto.trowexpandmax.f32(ptr addrspace(6) %a, ptr addrspace(6) %v1, i32 8, i32 16)
  %v13 = call ptr addrspace(6) @pto.trowexpandmin.f32(ptr addrspace(6) %a, ptr addrspace(6) %v1, i32 8, i32 16)
  %v14 = call ptr addrspace(6) @pto.trowexpanddiv.f32(ptr addrspace(6) %a, ptr addrspace(6) %v6, i32 8, i32 16)
  %v15 = call ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6) %a, i32 8, i32 1)
  %v16 = call ptr addrspace(6) @pto.trowexpandexpdif.f32(ptr addrspace(6) %a, ptr addrspace(6) %v15, i32 8, i32 16)
  %v17 = call ptr addrspace(6) @pto.trowexpandexpdif.f32(ptr addrspace(6) %a, ptr addrspace(6) %v1, i32 8, i32 16)
  %v18 = call ptr addrspace(6) @pto.tcolexpandadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %v2, i32 8, i32 16)
  %v19 = call ptr addrspace(6) @pto.tcolexpandsub.f32(ptr addrspace(6) %a, ptr addrspace(6) %v2, i32 8, i32 16)
  %v20 = call ptr addrspace(6) @pto.tcolexpandmul.f32(ptr addrspace(6) %a, ptr addrspace(6) %v2, i32 8, i32 16)
  %v21 = call ptr addrspace(6) @pto.tcolexpandmax.f32(ptr addrspace(6) %a, ptr addrspace(6) %v2, i32 8, i32 16)
  %v22 = call ptr addrspace(6) @pto.tcolexpandmin.f32(ptr addrspace(6) %a, ptr addrspace(6) %v2, i32 8, i32 16)
  %v23 = call ptr addrspace(6) @pto.tcolexpanddiv.f32(ptr addrspace(6) %a, ptr addrspace(6) %v8, i32 8, i32 16)
  %v24 = call ptr addrspace(6) @pto.tcolmax.f32(ptr addrspace(6) %a, i32 1, i32 16)
  %v25 = call ptr addrspace(6) @pto.tcolexpandexpdif.f32(ptr addrspace(6) %a, ptr addrspace(6) %v24, i32 8, i32 16)
  %v26 = call ptr addrspace(6) @pto.tcolexpandexpdif.f32(ptr addrspace(6) %a, ptr addrspace(6) %v2, i32 8, i32 16)
  %v27 = call ptr addrspace(6) @pto.tsubs.f32(ptr addrspace(6) %a, i32 %t, i32 8, i32 16)
  %v28 = call ptr addrspace(6) @pto.tdivs.f32(ptr addrspace(6) %a, i32 %t, i32 8, i32 16)
  %v29 = call ptr addrspace(6) @pto.tabs.f32(ptr addrspace(6) %b, i32 8, i32 16)
  %v30 = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %v29, i32 %s, i32 8, i32 16)
  %v31 = call ptr addrspace(6) @pto.tdivs.rev.f32(i32 %t, ptr addrspace(6) %v30, i32 8, i32 16)
  %v32 = call ptr addrspace(6) @pto.tabs.f32(ptr addrspace(6) %a, i32 8, i32 16)
  %v33 = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %v32, i32 %s, i32 8, i32 16)
  %v34 = call ptr addrspace(6) @pto.tpow.f32(ptr addrspace(6) %v33, ptr addrspace(6) %b, i32 8, i32 16)
  %v35 = call ptr addrspace(6) @pto.tpows.f32(ptr addrspace(6) %v33, i32 %t, i32 8, i32 16)
  %v36 = call ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6) %v33, i32 %t, i32 8, i32 16)
  %v37 = call ptr addrspace(6) @pto.tpow.f32(ptr addrspace(6) %a, ptr addrspace(6) %v36, i32 8, i32 16)
  %v38 = call ptr addrspace(6) @pto.tlrelu.f32(ptr addrspace(6) %a, i32 %t, i32 8, i32 16)
  %v39 = call ptr addrspace(6) @pto.tprelu.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 8, i32 16)
  %v40 = call ptr addrspace(6) @pto.taxpy.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 %t, i32 8, i32 16)
  %v41 = call ptr addrspace(6) @pto.trowmin.f32(ptr addrspace(6) %a, i32 8, i32 1)
  %v42 = call ptr addrspace(6) @pto.trowprod.f32(ptr addrspace(6) %a, i32 8, i32 1)
  %v43 = call ptr addrspace(6) @pto.tcolmin.f32(ptr addrspace(6) %a, i32 1, i32 16)
  %v44 = call ptr addrspace(6) @pto.tcolprod.f32(ptr addrspace(6) %a, i32 1, i32 16)
  %o0 = getelementptr float, ptr addrspace(1) %out, i64 0
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o0, i64 400, ptr addrspace(6) %v9)
  %o1 = getelementptr float, ptr addrspace(1) %out, i64 16
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o1, i64 400, ptr addrspace(6) %v10)
  %o2 = getelementptr float, ptr addrspace(1) %out, i64 32
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o2, i64 400, ptr addrspace(6) %v11)
  %o3 = getelementptr float, ptr addrspace(1) %out, i64 48
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o3, i64 400, ptr addrspace(6) %v12)
  %o4 = getelementptr float, ptr addrspace(1) %out, i64 64
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o4, i64 400, ptr addrspace(6) %v13)
  %o5 = getelementptr float, ptr addrspace(1) %out, i64 80
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o5, i64 400, ptr addrspace(6) %v14)
  %o6 = getelementptr float, ptr addrspace(1) %out, i64 96
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o6, i64 400, ptr addrspace(6) %v16)
  %o7 = getelementptr float, ptr addrspace(1) %out, i64 112
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o7, i64 400, ptr addrspace(6) %v17)
  %o8 = getelementptr float, ptr addrspace(1) %out, i64 128
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o8, i64 400, ptr addrspace(6) %v18)
  %o9 = getelementptr float, ptr addrspace(1) %out, i64 144
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o9, i64 400, ptr addrspace(6) %v19)
  %o10 = getelementptr float, ptr addrspace(1) %out, i64 160
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o10, i64 400, ptr addrspace(6) %v20)
  %o11 = getelementptr float, ptr addrspace(1) %out, i64 176
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o11, i64 400, ptr addrspace(6) %v21)
  %o12 = getelementptr float, ptr addrspace(1) %out, i64 192
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o12, i64 400, ptr addrspace(6) %v22)
  %o13 = getelementptr float, ptr addrspace(1) %out, i64 208
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o13, i64 400, ptr addrspace(6) %v23)
  %o14 = getelementptr float, ptr addrspace(1) %out, i64 224
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o14, i64 400, ptr addrspace(6) %v25)
  %o15 = getelementptr float, ptr addrspace(1) %out, i64 240
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o15, i64 400, ptr addrspace(6) %v26)
  %o16 = getelementptr float, ptr addrspace(1) %out, i64 256
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o16, i64 400, ptr addrspace(6) %v27)
  %o17 = getelementptr float, ptr addrspace(1) %out, i64 272
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o17, i64 400, ptr addrspace(6) %v28)
  %o18 = getelementptr float, ptr addrspace(1) %out, i64 288
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o18, i64 400, ptr addrspace(6) %v31)
  %o19 = getelementptr float, ptr addrspace(1) %out, i64 304
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o19, i64 400, ptr addrspace(6) %v34)
  %o20 = getelementptr float, ptr addrspace(1) %out, i64 320
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o20, i64 400, ptr addrspace(6) %v35)
  %o21 = getelementptr float, ptr addrspace(1) %out, i64 336
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o21, i64 400, ptr addrspace(6) %v37)
  %o22 = getelementptr float, ptr addrspace(1) %out, i64 352
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o22, i64 400, ptr addrspace(6) %v38)
  %o23 = getelementptr float, ptr addrspace(1) %out, i64 368
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o23, i64 400, ptr addrspace(6) %v39)
  %o24 = getelementptr float, ptr addrspace(1) %out, i64 384
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o24, i64 400, ptr addrspace(6) %v40)
  %r0 = getelementptr float, ptr addrspace(1) %red, i64 0
  call void @pto.tstore.vec.f32(ptr addrspace(1) %r0, i64 2, ptr addrspace(6) %v41)
  %r1 = getelementptr float, ptr addrspace(1) %red, i64 1
  call void @pto.tstore.vec.f32(ptr addrspace(1) %r1, i64 2, ptr addrspace(6) %v42)
  %c0 = getelementptr float, ptr addrspace(1) %col, i64 0
  call void @pto.tstore.vec.f32(ptr addrspace(1) %c0, i64 16, ptr addrspace(6) %v43)
  %c1 = getelementptr float, ptr addrspace(1) %col, i64 16
  call void @pto.tstore.vec.f32(ptr addrspace(1) %c1, i64 16, ptr addrspace(6) %v44)
  ret void
}

define void @ints(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %red, ptr addrspace(1) noalias %col, i32 %s, i32 %t) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1) %x, i64 16, i32 8, i32 16)
  %b = call ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1) %y, i64 16, i32 8, i32 16)
  %v1 = call ptr addrspace(6) @pto.trowmax.i32(ptr addrspace(6) %b, i32 8, i32 1)
  %v2 = call ptr addrspace(6) @pto.tcolmax.i32(ptr addrspace(6) %b, i32 1, i32 16)
  %v3 = call ptr addrspace(6) @pto.trowmin.i32(ptr addrspace(6) %b, i32 8, i32 1)
  %v4 = call ptr addrspace(6) @pto.tcolmin.i32(ptr addrspace(6) %b, i32 1, i32 16)
  %v5 = call ptr addrspace(6) @pto.trowexpandadd.i32(ptr addrspace(6) %a, ptr addrspace(6) %v1, i32 8, i32 16)
  %v6 = call ptr addrspace(6) @pto.trowexpandsub.i32(ptr addrspace(6) %a, ptr addrspace(6) %v1, i32 8, i32 16)
  %v7 = call ptr addrspace(6) @pto.trowexpandmul.i32(ptr addrspace(6) %a, ptr addrspace(6) %v1, i32 8, i32 16)
  %v8 = call ptr addrspace(6) @pto.trowexpandmax.i32(ptr addrspace(6) %a, ptr addrspace(6) %v1, i32 8, i32 16)
  %v9 = call ptr addrspace(6) @pto.trowexpandmin.i32(ptr addrspace(6) %a, ptr addrspace(6) %v1, i32 8, i32 16)
  %v10 = call ptr addrspace(6) @pto.trowexpanddiv.i32(ptr addrspace(6) %a, ptr addrspace(6) %v3, i32 8, i32 16)
  %v11 = call ptr addrspace(6) @pto.tcolexpandadd.i32(ptr addrspace(6) %a, ptr addrspace(6) %v2, i32 8, i32 16)
  %v12 = call ptr addrspace(6) @pto.tcolexpandsub.i32(ptr addrspace(6) %a, ptr addrspace(6) %v2, i32 8, i32 16)
  %v13 = call ptr addrspace(6) @pto.tcolexpandmul.i32(ptr addrspace(6) %a, ptr addrspace(6) %v2, i32 8, i32 16)
  %v14 = call ptr addrspace(6) @pto.tcolexpandmax.i32(ptr addrspace(6) %a, ptr addrspace(6) %v2, i32 8, i32 16)
  %v15 = call ptr addrspace(6) @pto.tcolexpandmin.i32(ptr addrspace(6) %a, ptr addrspace(6) %v2, i32 8, i32 16)
  %v16 = call ptr addrspace(6) @pto.tcolexpanddiv.i32(ptr addrspace(6) %a, ptr addrspace(6) %v4, i32 8, i32 16)
  %v17 = call ptr addrspace(6) @pto.tsubs.i32(ptr addrspace(6) %a, i32 %t, i32 8, i32 16)
  %v18 = call ptr addrspace(6) @pto.tdivs.i32(ptr addrspace(6) %a, i32 %t, i32 8, i32 16)
  %v19 = call ptr addrspace(6) @pto.tdivs.rev.i32(i32 %t, ptr addrspace(6) %b, i32 8, i32 16)
  %v20 = call ptr addrspace(6) @pto.tpow.i32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 8, i32 16)
  %v21 = call ptr addrspace(6) @pto.tpows.i32(ptr addrspace(6) %a, i32 %t, i32 8, i32 16)
  %v22 = call ptr addrspace(6) @pto.tpows.i32(ptr addrspace(6) %a, i32 %s, i32 8, i32 16)
  %v23 = call ptr addrspace(6) @pto.trowmin.i32(ptr addrspace(6) %a, i32 8, i32 1)
  %v24 = call ptr addrspace(6) @pto.trowprod.i32(ptr addrspace(6) %a, i32 8, i32 1)
  %v25 = call ptr addrspace(6) @pto.tcolmin.i32(ptr addrspace(6) %a, i32 1, i32 16)
  %v26 = call ptr addrspace(6) @pto.tcolprod.i32(ptr addrspace(6) %a, i32 1, i32 16)
  %o0 = getelementptr i32, ptr addrspace(1) %out, i64 0
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o0, i64 288, ptr addrspace(6) %v5)
  %o1 = getelementptr i32, ptr addrspace(1) %out, i64 16
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o1, i64 288, ptr addrspace(6) %v6)
  %o2 = getelementptr i32, ptr addrspace(1) %out, i64 32
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o2, i64 288, ptr addrspace(6) %v7)
  %o3 = getelementptr i32, ptr addrspace(1) %out, i64 48
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o3, i64 288, ptr addrspace(6) %v8)
  %o4 = getelementptr i32, ptr addrspace(1) %out, i64 64
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o4, i64 288, ptr addrspace(6) %v9)
  %o5 = getelementptr i32, ptr addrspace(1) %out, i64 80
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o5, i64 288, ptr addrspace(6) %v10)
  %o6 = getelementptr i32, ptr addrspace(1) %out, i64 96
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o6, i64 288, ptr addrspace(6) %v11)
  %o7 = getelementptr i32, ptr addrspace(1) %out, i64 112
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o7, i64 288, ptr addrspace(6) %v12)
  %o8 = getelementptr i32, ptr addrspace(1) %out, i64 128
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o8, i64 288, ptr addrspace(6) %v13)
  %o9 = getelementptr i32, ptr addrspace(1) %out, i64 144
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o9, i64 288, ptr addrspace(6) %v14)
  %o10 = getelementptr i32, ptr addrspace(1) %out, i64 160
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o10, i64 288, ptr addrspace(6) %v15)
  %o11 = getelementptr i32, ptr addrspace(1) %out, i64 176
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o11, i64 288, ptr addrspace(6) %v16)
  %o12 = getelementptr i32, ptr addrspace(1) %out, i64 192
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o12, i64 288, ptr addrspace(6) %v17)
  %o13 = getelementptr i32, ptr addrspace(1) %out, i64 208
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o13, i64 288, ptr addrspace(6) %v18)
  %o14 = getelementptr i32, ptr addrspace(1) %out, i64 224
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o14, i64 288, ptr addrspace(6) %v19)
  %o15 = getelementptr i32, ptr addrspace(1) %out, i64 240
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o15, i64 288, ptr addrspace(6) %v20)
  %o16 = getelementptr i32, ptr addrspace(1) %out, i64 256
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o16, i64 288, ptr addrspace(6) %v21)
  %o17 = getelementptr i32, ptr addrspace(1) %out, i64 272
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o17, i64 288, ptr addrspace(6) %v22)
  %r0 = getelementptr i32, ptr addrspace(1) %red, i64 0
  call void @pto.tstore.vec.i32(ptr addrspace(1) %r0, i64 2, ptr addrspace(6) %v23)
  %r1 = getelementptr i32, ptr addrspace(1) %red, i64 1
  call void @pto.tstore.vec.i32(ptr addrspace(1) %r1, i64 2, ptr addrspace(6) %v24)
  %c0 = getelementptr i32, ptr addrspace(1) %col, i64 0
  call void @pto.tstore.vec.i32(ptr addrspace(1) %c0, i64 16, ptr addrspace(6) %v25)
  %c1 = getelementptr i32, ptr addrspace(1) %col, i64 16
  call void @pto.tstore.vec.i32(ptr addrspace(1) %c1, i64 16, ptr addrspace(6) %v26)
  ret void
}
