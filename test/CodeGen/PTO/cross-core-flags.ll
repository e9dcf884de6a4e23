; Issue 15 (X): the core type and the cross-core flag builtins: call
; lowering emits set_cross_flag / wait_cross_flag with the call's constant
; pipe and flag; get_core_type is a core-register read. A mix kernel's cube
; and vector sections are branches on the core type.
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=pto -O0 -stop-after=instruction-select -verify-machineinstrs %s -o - \
; RUN:   | FileCheck %s --check-prefix=MIR

declare i32 @pto.get_core_type()
declare void @pto.set_cross_flag(i32, i32)
declare void @pto.wait_cross_flag(i32)

; CHECK-LABEL: k:
; CHECK: get_core_type [[T:[a-z0-9]+]]
; CHECK: sw
; CHECK: set_cross_flag PIPE_S, 3
; CHECK: wait_cross_flag 3
; CHECK: lw
; MIR-LABEL: name: k
; MIR: %{{[0-9]+}}:gpr = GET_CORE_TYPE{{$}}
; MIR: SET_CROSS_FLAG 0, 3{{$}}
; MIR: WAIT_CROSS_FLAG 3{{$}}
define void @k(ptr addrspace(1) %out) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %cube = and i32 %t, 1
  %isc = icmp ne i32 %cube, 0
  br i1 %isc, label %cubesec, label %vecsec
cubesec:
  store i32 42, ptr addrspace(1) %out
  call void @pto.set_cross_flag(i32 0, i32 3)
  br label %exit
vecsec:
  call void @pto.wait_cross_flag(i32 3)
  %v = load i32, ptr addrspace(1) %out
  %p = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %v, ptr addrspace(1) %p
  br label %exit
exit:
  ret void
}
