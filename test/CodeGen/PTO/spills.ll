; RUN: %llc -march=pto -O0 -verify-machineinstrs %s -o - | FileCheck %s --check-prefixes=CHECK,O0 --allow-unused-prefixes
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefixes=CHECK,O2 --allow-unused-prefixes

; More live values than allocatable registers: every callee-saved register
; (s0-s7, fp, ra) is saved in the prologue at the top of the frame and
; restored in reverse order, the rest spill to 8-byte slots below them.

target triple = "pto"

; CHECK-LABEL: pressure:
; CHECK:         addi sp, sp, -[[#FRAME:]]
; CHECK-NEXT:    sd ra, [[#FRAME-8]](sp)
; CHECK-NEXT:    sd fp, [[#FRAME-16]](sp)
; CHECK-NEXT:    sd s0, [[#FRAME-24]](sp)
; CHECK-NEXT:    sd s1, [[#FRAME-32]](sp)
; CHECK-NEXT:    sd s2, [[#FRAME-40]](sp)
; CHECK-NEXT:    sd s3, [[#FRAME-48]](sp)
; CHECK-NEXT:    sd s4, [[#FRAME-56]](sp)
; CHECK-NEXT:    sd s5, [[#FRAME-64]](sp)
; CHECK-NEXT:    sd s6, [[#FRAME-72]](sp)
; CHECK-NEXT:    sd s7, [[#FRAME-80]](sp)
; O2-NEXT:       ld t0, 0(a0)
; O2:            sd {{[a-z0-9]+}}, [[#SLOT:]](sp) # 8-byte Folded Spill
; CHECK:         ld {{[a-z0-9]+}}, 280(a0)
; O2:            ld {{[a-z0-9]+}}, [[#SLOT]](sp) # 8-byte Folded Reload
; CHECK:         sd {{[a-z0-9]+}}, 280(a0)
; CHECK-NEXT:    ld s7, [[#FRAME-80]](sp)
; CHECK-NEXT:    ld s6, [[#FRAME-72]](sp)
; CHECK-NEXT:    ld s5, [[#FRAME-64]](sp)
; CHECK-NEXT:    ld s4, [[#FRAME-56]](sp)
; CHECK-NEXT:    ld s3, [[#FRAME-48]](sp)
; CHECK-NEXT:    ld s2, [[#FRAME-40]](sp)
; CHECK-NEXT:    ld s1, [[#FRAME-32]](sp)
; CHECK-NEXT:    ld s0, [[#FRAME-24]](sp)
; CHECK-NEXT:    ld fp, [[#FRAME-16]](sp)
; CHECK-NEXT:    ld ra, [[#FRAME-8]](sp)
; CHECK-NEXT:    addi sp, sp, [[#FRAME]]
; CHECK-NEXT:    ret
define void @pressure(ptr addrspace(1) %p) {
  %g0 = getelementptr i64, ptr addrspace(1) %p, i64 0
  %v0 = load volatile i64, ptr addrspace(1) %g0
  %g1 = getelementptr i64, ptr addrspace(1) %p, i64 1
  %v1 = load volatile i64, ptr addrspace(1) %g1
  %g2 = getelementptr i64, ptr addrspace(1) %p, i64 2
  %v2 = load volatile i64, ptr addrspace(1) %g2
  %g3 = getelementptr i64, ptr addrspace(1) %p, i64 3
  %v3 = load volatile i64, ptr addrspace(1) %g3
  %g4 = getelementptr i64, ptr addrspace(1) %p, i64 4
  %v4 = load volatile i64, ptr addrspace(1) %g4
  %g5 = getelementptr i64, ptr addrspace(1) %p, i64 5
  %v5 = load volatile i64, ptr addrspace(1) %g5
  %g6 = getelementptr i64, ptr addrspace(1) %p, i64 6
  %v6 = load volatile i64, ptr addrspace(1) %g6
  %g7 = getelementptr i64, ptr addrspace(1) %p, i64 7
  %v7 = load volatile i64, ptr addrspace(1) %g7
  %g8 = getelementptr i64, ptr addrspace(1) %p, i64 8
  %v8 = load volatile i64, ptr addrspace(1) %g8
  %g9 = getelementptr i64, ptr addrspace(1) %p, i64 9
  %v9 = load volatile i64, ptr addrspace(1) %g9
  %g10 = getelementptr i64, ptr addrspace(1) %p, i64 10
  %v10 = load volatile i64, ptr addrspace(1) %g10
  %g11 = getelementptr i64, ptr addrspace(1) %p, i64 11
  %v11 = load volatile i64, ptr addrspace(1) %g11
  %g12 = getelementptr i64, ptr addrspace(1) %p, i64 12
  %v12 = load volatile i64, ptr addrspace(1) %g12
  %g13 = getelementptr i64, ptr addrspace(1) %p, i64 13
  %v13 = load volatile i64, ptr addrspace(1) %g13
  %g14 = getelementptr i64, ptr addrspace(1) %p, i64 14
  %v14 = load volatile i64, ptr addrspace(1) %g14
  %g15 = getelementptr i64, ptr addrspace(1) %p, i64 15
  %v15 = load volatile i64, ptr addrspace(1) %g15
  %g16 = getelementptr i64, ptr addrspace(1) %p, i64 16
  %v16 = load volatile i64, ptr addrspace(1) %g16
  %g17 = getelementptr i64, ptr addrspace(1) %p, i64 17
  %v17 = load volatile i64, ptr addrspace(1) %g17
  %g18 = getelementptr i64, ptr addrspace(1) %p, i64 18
  %v18 = load volatile i64, ptr addrspace(1) %g18
  %g19 = getelementptr i64, ptr addrspace(1) %p, i64 19
  %v19 = load volatile i64, ptr addrspace(1) %g19
  %g20 = getelementptr i64, ptr addrspace(1) %p, i64 20
  %v20 = load volatile i64, ptr addrspace(1) %g20
  %g21 = getelementptr i64, ptr addrspace(1) %p, i64 21
  %v21 = load volatile i64, ptr addrspace(1) %g21
  %g22 = getelementptr i64, ptr addrspace(1) %p, i64 22
  %v22 = load volatile i64, ptr addrspace(1) %g22
  %g23 = getelementptr i64, ptr addrspace(1) %p, i64 23
  %v23 = load volatile i64, ptr addrspace(1) %g23
  %g24 = getelementptr i64, ptr addrspace(1) %p, i64 24
  %v24 = load volatile i64, ptr addrspace(1) %g24
  %g25 = getelementptr i64, ptr addrspace(1) %p, i64 25
  %v25 = load volatile i64, ptr addrspace(1) %g25
  %g26 = getelementptr i64, ptr addrspace(1) %p, i64 26
  %v26 = load volatile i64, ptr addrspace(1) %g26
  %g27 = getelementptr i64, ptr addrspace(1) %p, i64 27
  %v27 = load volatile i64, ptr addrspace(1) %g27
  %g28 = getelementptr i64, ptr addrspace(1) %p, i64 28
  %v28 = load volatile i64, ptr addrspace(1) %g28
  %g29 = getelementptr i64, ptr addrspace(1) %p, i64 29
  %v29 = load volatile i64, ptr addrspace(1) %g29
  %g30 = getelementptr i64, ptr addrspace(1) %p, i64 30
  %v30 = load volatile i64, ptr addrspace(1) %g30
  %g31 = getelementptr i64, ptr addrspace(1) %p, i64 31
  %v31 = load volatile i64, ptr addrspace(1) %g31
  %g32 = getelementptr i64, ptr addrspace(1) %p, i64 32
  %v32 = load volatile i64, ptr addrspace(1) %g32
  %g33 = getelementptr i64, ptr addrspace(1) %p, i64 33
  %v33 = load volatile i64, ptr addrspace(1) %g33
  %g34 = getelementptr i64, ptr addrspace(1) %p, i64 34
  %v34 = load volatile i64, ptr addrspace(1) %g34
  %g35 = getelementptr i64, ptr addrspace(1) %p, i64 35
  %v35 = load volatile i64, ptr addrspace(1) %g35
  %w0 = add i64 %v0, %v1
  %w1 = add i64 %v1, %v2
  %w2 = add i64 %v2, %v3
  %w3 = add i64 %v3, %v4
  %w4 = add i64 %v4, %v5
  %w5 = add i64 %v5, %v6
  %w6 = add i64 %v6, %v7
  %w7 = add i64 %v7, %v8
  %w8 = add i64 %v8, %v9
  %w9 = add i64 %v9, %v10
  %w10 = add i64 %v10, %v11
  %w11 = add i64 %v11, %v12
  %w12 = add i64 %v12, %v13
  %w13 = add i64 %v13, %v14
  %w14 = add i64 %v14, %v15
  %w15 = add i64 %v15, %v16
  %w16 = add i64 %v16, %v17
  %w17 = add i64 %v17, %v18
  %w18 = add i64 %v18, %v19
  %w19 = add i64 %v19, %v20
  %w20 = add i64 %v20, %v21
  %w21 = add i64 %v21, %v22
  %w22 = add i64 %v22, %v23
  %w23 = add i64 %v23, %v24
  %w24 = add i64 %v24, %v25
  %w25 = add i64 %v25, %v26
  %w26 = add i64 %v26, %v27
  %w27 = add i64 %v27, %v28
  %w28 = add i64 %v28, %v29
  %w29 = add i64 %v29, %v30
  %w30 = add i64 %v30, %v31
  %w31 = add i64 %v31, %v32
  %w32 = add i64 %v32, %v33
  %w33 = add i64 %v33, %v34
  %w34 = add i64 %v34, %v35
  %w35 = add i64 %v35, %v0
  store volatile i64 %w0, ptr addrspace(1) %g0
  store volatile i64 %w1, ptr addrspace(1) %g1
  store volatile i64 %w2, ptr addrspace(1) %g2
  store volatile i64 %w3, ptr addrspace(1) %g3
  store volatile i64 %w4, ptr addrspace(1) %g4
  store volatile i64 %w5, ptr addrspace(1) %g5
  store volatile i64 %w6, ptr addrspace(1) %g6
  store volatile i64 %w7, ptr addrspace(1) %g7
  store volatile i64 %w8, ptr addrspace(1) %g8
  store volatile i64 %w9, ptr addrspace(1) %g9
  store volatile i64 %w10, ptr addrspace(1) %g10
  store volatile i64 %w11, ptr addrspace(1) %g11
  store volatile i64 %w12, ptr addrspace(1) %g12
  store volatile i64 %w13, ptr addrspace(1) %g13
  store volatile i64 %w14, ptr addrspace(1) %g14
  store volatile i64 %w15, ptr addrspace(1) %g15
  store volatile i64 %w16, ptr addrspace(1) %g16
  store volatile i64 %w17, ptr addrspace(1) %g17
  store volatile i64 %w18, ptr addrspace(1) %g18
  store volatile i64 %w19, ptr addrspace(1) %g19
  store volatile i64 %w20, ptr addrspace(1) %g20
  store volatile i64 %w21, ptr addrspace(1) %g21
  store volatile i64 %w22, ptr addrspace(1) %g22
  store volatile i64 %w23, ptr addrspace(1) %g23
  store volatile i64 %w24, ptr addrspace(1) %g24
  store volatile i64 %w25, ptr addrspace(1) %g25
  store volatile i64 %w26, ptr addrspace(1) %g26
  store volatile i64 %w27, ptr addrspace(1) %g27
  store volatile i64 %w28, ptr addrspace(1) %g28
  store volatile i64 %w29, ptr addrspace(1) %g29
  store volatile i64 %w30, ptr addrspace(1) %g30
  store volatile i64 %w31, ptr addrspace(1) %g31
  store volatile i64 %w32, ptr addrspace(1) %g32
  store volatile i64 %w33, ptr addrspace(1) %g33
  store volatile i64 %w34, ptr addrspace(1) %g34
  store volatile i64 %w35, ptr addrspace(1) %g35
  ret void
}
