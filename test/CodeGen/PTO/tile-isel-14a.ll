; RUN: %llc -march=pto -O0 -verify-machineinstrs -stop-after=instruction-select %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -verify-machineinstrs -stop-after=instruction-select %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
;
; The issue 14 (A) builtins select into their vec pseudos (rows, cols,
; dtype: 0 f16, 2 f32, 4 i32), and become real instructions with every shape
; they read: the fused broadcasts three tiles and rows, cols (b's shape
; follows: R x 1 or 1 x C), the reductions srcrows, srccols, the
; tile-scalar ones a GPR (tdivs.rev before its tile), taxpy its result over
; its accumulator.
target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.taxpy.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tcolexpandadd.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpanddiv.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpandexpdif.f16(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpandmax.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpandmin.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpandmul.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpandsub.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolmax.f16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolmax.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolmin.f16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolprod.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tdivs.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tdivs.rev.f32(i32, ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tlrelu.f16(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tmov.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tpow.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tpows.i32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tprelu.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpanddiv.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandexpdif.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandmax.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandmin.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandmul.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandsub.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowmax.f16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowmin.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowprod.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tsubs.i32(ptr addrspace(6), i32, i32, i32)
declare void @pto.tstore.vec.f16(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.i32(ptr addrspace(1), i64, ptr addrspace(6))

define void @k(ptr addrspace(1) %g, i32 %s) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g, i64 32, i32 16, i32 32)
  %i = call ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1) %g, i64 32, i32 16, i32 32)
  %h = call ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1) %g, i64 32, i32 16, i32 32)
  %r = call ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6) %a, i32 16, i32 1)
  %c = call ptr addrspace(6) @pto.tcolmax.i32(ptr addrspace(6) %i, i32 1, i32 32)
  %hr = call ptr addrspace(6) @pto.trowmax.f16(ptr addrspace(6) %h, i32 16, i32 1)
  %hc = call ptr addrspace(6) @pto.tcolmax.f16(ptr addrspace(6) %h, i32 1, i32 32)
  %v1 = call ptr addrspace(6) @pto.trowexpandadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %r, i32 16, i32 32)
  %v2 = call ptr addrspace(6) @pto.tcolexpandadd.i32(ptr addrspace(6) %i, ptr addrspace(6) %c, i32 16, i32 32)
  %v3 = call ptr addrspace(6) @pto.trowexpandsub.f32(ptr addrspace(6) %a, ptr addrspace(6) %r, i32 16, i32 32)
  %v4 = call ptr addrspace(6) @pto.tcolexpandsub.i32(ptr addrspace(6) %i, ptr addrspace(6) %c, i32 16, i32 32)
  %v5 = call ptr addrspace(6) @pto.trowexpandmul.f32(ptr addrspace(6) %a, ptr addrspace(6) %r, i32 16, i32 32)
  %v6 = call ptr addrspace(6) @pto.tcolexpandmul.i32(ptr addrspace(6) %i, ptr addrspace(6) %c, i32 16, i32 32)
  %v7 = call ptr addrspace(6) @pto.trowexpanddiv.f32(ptr addrspace(6) %a, ptr addrspace(6) %r, i32 16, i32 32)
  %v8 = call ptr addrspace(6) @pto.tcolexpanddiv.i32(ptr addrspace(6) %i, ptr addrspace(6) %c, i32 16, i32 32)
  %v9 = call ptr addrspace(6) @pto.trowexpandmax.f32(ptr addrspace(6) %a, ptr addrspace(6) %r, i32 16, i32 32)
  %v10 = call ptr addrspace(6) @pto.tcolexpandmax.i32(ptr addrspace(6) %i, ptr addrspace(6) %c, i32 16, i32 32)
  %v11 = call ptr addrspace(6) @pto.trowexpandmin.f32(ptr addrspace(6) %a, ptr addrspace(6) %r, i32 16, i32 32)
  %v12 = call ptr addrspace(6) @pto.tcolexpandmin.i32(ptr addrspace(6) %i, ptr addrspace(6) %c, i32 16, i32 32)
  %v13 = call ptr addrspace(6) @pto.trowexpandexpdif.f32(ptr addrspace(6) %a, ptr addrspace(6) %r, i32 16, i32 32)
  %v14 = call ptr addrspace(6) @pto.tcolexpandexpdif.f16(ptr addrspace(6) %h, ptr addrspace(6) %hc, i32 16, i32 32)
  %v15 = call ptr addrspace(6) @pto.trowmin.f32(ptr addrspace(6) %a, i32 16, i32 1)
  %v16 = call ptr addrspace(6) @pto.trowprod.i32(ptr addrspace(6) %i, i32 16, i32 1)
  %v17 = call ptr addrspace(6) @pto.tcolmin.f16(ptr addrspace(6) %h, i32 1, i32 32)
  %v18 = call ptr addrspace(6) @pto.tcolprod.f32(ptr addrspace(6) %a, i32 1, i32 32)
  %v19 = call ptr addrspace(6) @pto.tsubs.i32(ptr addrspace(6) %i, i32 %s, i32 16, i32 32)
  %v20 = call ptr addrspace(6) @pto.tdivs.f32(ptr addrspace(6) %a, i32 %s, i32 16, i32 32)
  %v21 = call ptr addrspace(6) @pto.tdivs.rev.f32(i32 %s, ptr addrspace(6) %a, i32 16, i32 32)
  %v22 = call ptr addrspace(6) @pto.tlrelu.f16(ptr addrspace(6) %h, i32 %s, i32 16, i32 32)
  %v23 = call ptr addrspace(6) @pto.tpows.i32(ptr addrspace(6) %i, i32 %s, i32 16, i32 32)
  %v24 = call ptr addrspace(6) @pto.tprelu.f32(ptr addrspace(6) %a, ptr addrspace(6) %a, i32 16, i32 32)
  %v25 = call ptr addrspace(6) @pto.tpow.i32(ptr addrspace(6) %i, ptr addrspace(6) %i, i32 16, i32 32)
  %y0 = call ptr addrspace(6) @pto.tmov.f32(ptr addrspace(6) %a, i32 16, i32 32)
  %v26 = call ptr addrspace(6) @pto.taxpy.f32(ptr addrspace(6) %y0, ptr addrspace(6) %a, i32 %s, i32 16, i32 32)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v1)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v2)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v3)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v4)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v5)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v6)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v7)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v9)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v10)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v11)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v12)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v13)
  call void @pto.tstore.vec.f16(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v14)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v19)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v20)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v21)
  call void @pto.tstore.vec.f16(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v22)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v23)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v24)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v25)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v26)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v15)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v16)
  call void @pto.tstore.vec.f16(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v17)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 32, ptr addrspace(6) %v18)
  ret void
}

; CHECK-LABEL: name: k
; CHECK: %{{[0-9]+}}:tilevec = TROWEXPANDADD %{{[0-9]+}}, %{{[0-9]+}}, 16, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TCOLEXPANDADD %{{[0-9]+}}, %{{[0-9]+}}, 16, 32, 4
; CHECK: %{{[0-9]+}}:tilevec = TROWEXPANDSUB %{{[0-9]+}}, %{{[0-9]+}}, 16, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TCOLEXPANDSUB %{{[0-9]+}}, %{{[0-9]+}}, 16, 32, 4
; CHECK: %{{[0-9]+}}:tilevec = TROWEXPANDMUL %{{[0-9]+}}, %{{[0-9]+}}, 16, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TCOLEXPANDMUL %{{[0-9]+}}, %{{[0-9]+}}, 16, 32, 4
; CHECK: %{{[0-9]+}}:tilevec = TROWEXPANDDIV %{{[0-9]+}}, %{{[0-9]+}}, 16, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TCOLEXPANDDIV %{{[0-9]+}}, %{{[0-9]+}}, 16, 32, 4
; CHECK: %{{[0-9]+}}:tilevec = TROWEXPANDMAX %{{[0-9]+}}, %{{[0-9]+}}, 16, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TCOLEXPANDMAX %{{[0-9]+}}, %{{[0-9]+}}, 16, 32, 4
; CHECK: %{{[0-9]+}}:tilevec = TROWEXPANDMIN %{{[0-9]+}}, %{{[0-9]+}}, 16, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TCOLEXPANDMIN %{{[0-9]+}}, %{{[0-9]+}}, 16, 32, 4
; CHECK: %{{[0-9]+}}:tilevec = TROWEXPANDEXPDIF %{{[0-9]+}}, %{{[0-9]+}}, 16, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TCOLEXPANDEXPDIF %{{[0-9]+}}, %{{[0-9]+}}, 16, 32, 0
; CHECK: %{{[0-9]+}}:tilevec = TROWMIN %{{[0-9]+}}, 16, 1, 2
; CHECK: %{{[0-9]+}}:tilevec = TROWPROD %{{[0-9]+}}, 16, 1, 4
; CHECK: %{{[0-9]+}}:tilevec = TCOLMIN %{{[0-9]+}}, 1, 32, 0
; CHECK: %{{[0-9]+}}:tilevec = TCOLPROD %{{[0-9]+}}, 1, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TSUBS %{{[0-9]+}}, %{{[0-9]+}}, 16, 32, 4
; CHECK: %{{[0-9]+}}:tilevec = TDIVS %{{[0-9]+}}, %{{[0-9]+}}, 16, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TDIVS_REV %{{[0-9]+}}, %{{[0-9]+}}, 16, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TLRELU %{{[0-9]+}}, %{{[0-9]+}}, 16, 32, 0
; CHECK: %{{[0-9]+}}:tilevec = TPOWS %{{[0-9]+}}, %{{[0-9]+}}, 16, 32, 4
; CHECK: %{{[0-9]+}}:tilevec = TPRELU %{{[0-9]+}}, %{{[0-9]+}}, 16, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TPOW %{{[0-9]+}}, %{{[0-9]+}}, 16, 32, 4
; CHECK: %{{[0-9]+}}:tilevec = TAXPY %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, 16, 32, 2

; ASM-LABEL: k:
; ASM-DAG: trowexpandadd vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 16, 32, f32
; ASM-DAG: tcolexpandadd vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 16, 32, i32
; ASM-DAG: trowexpandsub vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 16, 32, f32
; ASM-DAG: tcolexpandsub vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 16, 32, i32
; ASM-DAG: trowexpandmul vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 16, 32, f32
; ASM-DAG: tcolexpandmul vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 16, 32, i32
; ASM-DAG: trowexpanddiv vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 16, 32, f32
; ASM-DAG: tcolexpanddiv vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 16, 32, i32
; ASM-DAG: trowexpandmax vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 16, 32, f32
; ASM-DAG: tcolexpandmax vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 16, 32, i32
; ASM-DAG: trowexpandmin vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 16, 32, f32
; ASM-DAG: tcolexpandmin vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 16, 32, i32
; ASM-DAG: trowexpandexpdif vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 16, 32, f32
; ASM-DAG: tcolexpandexpdif vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 16, 32, f16
; ASM-DAG: trowmin vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 16, 1, 16, 32, f32
; ASM-DAG: trowprod vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 16, 1, 16, 32, i32
; ASM-DAG: tcolmin vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 1, 32, 16, 32, f16
; ASM-DAG: tcolprod vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 1, 32, 16, 32, f32
; ASM-DAG: tsubs vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], {{[a-z0-9]+}}, 16, 32, i32
; ASM-DAG: tdivs vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], {{[a-z0-9]+}}, 16, 32, f32
; ASM-DAG: tdivs.rev vec[{{[a-z0-9]+}} + {{[0-9]+}}], {{[a-z0-9]+}}, vec[{{[a-z0-9]+}} + {{[0-9]+}}], 16, 32, f32
; ASM-DAG: tlrelu vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], {{[a-z0-9]+}}, 16, 32, f16
; ASM-DAG: tpows vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], {{[a-z0-9]+}}, 16, 32, i32
; ASM-DAG: tprelu vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 16, 32, f32
; ASM-DAG: tpow vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], vec[{{[a-z0-9]+}} + {{[0-9]+}}], 16, 32, i32
; ASM-DAG: taxpy vec{{\[}}[[Y:[a-z0-9]+ \+ [0-9]+]]], vec{{\[}}[[Y]]], vec[{{[a-z0-9]+}} + {{[0-9]+}}], {{[a-z0-9]+}}, 16, 32, f32
