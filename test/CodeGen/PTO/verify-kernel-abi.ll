; The kernel ABI marker "pto.kernel": a kernel returns void and takes only
; global-memory pointers (ptr addrspace(1)), integers of at most 64 bits and
; (issue 13) float, half and bfloat scalars.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function returns_value {{.*}}: a pto.kernel must return void, not i32
define i32 @returns_value(ptr addrspace(1) %g) "pto.kernel" {
  ret i32 0
}

; CHECK: error: {{.*}}in function bad_args {{.*}}: kernel argument %p has type ptr; a pto.kernel takes only global-memory pointers (ptr addrspace(1)), integers of at most 64 bits, float, half and bfloat
; CHECK: error: {{.*}}in function bad_args {{.*}}: kernel argument %w has type i128; a pto.kernel
; CHECK: error: {{.*}}in function bad_args {{.*}}: kernel argument %s has type { i32, i32 }; a pto.kernel
; CHECK: error: {{.*}}in function bad_args {{.*}}: kernel argument %d has type double; a pto.kernel
define void @bad_args(ptr %p, i128 %w, { i32, i32 } %s, ptr addrspace(1) %ok, i64 %n, i1 %b, double %d) "pto.kernel" {
  ret void
}

; CHECK: error: {{.*}}in function tile_arg {{.*}}: argument %t is a tile (ptr addrspace(2)); tiles cannot cross function boundaries
define void @tile_arg(ptr addrspace(1) %g, ptr addrspace(2) %t) "pto.kernel" {
  ret void
}

; Not a kernel: helpers may take and return anything but tiles.
define i32 @helper(ptr %p, i32 %x) {
  ret i32 %x
}

define void @valid(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, i64 %n, i32 %m, i8 %c, float %f, half %h, bfloat %bf) "pto.kernel" {
  ret void
}


