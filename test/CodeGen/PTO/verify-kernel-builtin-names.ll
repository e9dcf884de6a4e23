; Unknown pto.* names: a bad builtin, a bad or missing element type suffix;
; and a body given to a pto.* name.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function bad_builtin {{.*}}: unknown tile builtin 'pto.tfrobnicate.f32' (docs/builtins.md) in '%t = call ptr addrspace(6) @pto.tfrobnicate.f32(
define void @bad_builtin(ptr addrspace(1) %g, i64 %ld) {
  %t = call ptr addrspace(6) @pto.tfrobnicate.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  ret void
}

; CHECK: error: {{.*}}in function bad_dtype {{.*}}: builtin 'pto.tload' needs an element type suffix: 'pto.tload.<dtype>' (dtypes: f16, bf16, f32, i8, i32, u8, i16, u16, u32) in '%a = call
; CHECK: error: {{.*}}in function bad_dtype {{.*}}: unknown element type 'f64' in 'pto.tadd.f64' (dtypes: f16, bf16, f32, i8, i32, u8, i16, u16, u32) in '%t = call
; CHECK: error: {{.*}}in function bad_dtype {{.*}}: too many element type suffixes in 'pto.tmatmul.acc.f32.f16.f16' in '%c = call
define void @bad_dtype(ptr addrspace(1) %g, i64 %ld) {
  %a = call ptr addrspace(6) @pto.tload(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %t = call ptr addrspace(6) @pto.tadd.f64(ptr addrspace(6) %a, ptr addrspace(6) %a, i32 16, i32 16)
  %c = call ptr addrspace(5) @pto.tmatmul.acc.f32.f16.f16(ptr addrspace(5) null, ptr addrspace(3) null, ptr addrspace(4) null, i32 16, i32 16)
  ret void
}

; CHECK: error: {{.*}}in function pto.tmine.f32 {{.*}}: 'pto.tmine.f32': pto.* names are reserved for tile builtins, which have no body
define void @pto.tmine.f32() {
  ret void
}

define void @valid(ptr addrspace(1) %g, i64 %ld) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.bf16(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  call void @pto.tstore.bf16(ptr addrspace(1) %g, i64 %ld, ptr addrspace(6) %t)
  ret void
}

declare ptr addrspace(5) @pto.tmatmul.acc.f32.f16.f16(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(6) @pto.tadd.f64(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tfrobnicate.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.bf16(ptr addrspace(1), i64, i32, i32)
declare void @pto.tstore.bf16(ptr addrspace(1), i64, ptr addrspace(6))
