; Tile handles are opaque: anything but a builtin's tile operand, a PHI
; incoming value or a select's true/false value is an error, as is a tile
; crossing a function boundary or a tile alloca. The rejected function's body
; becomes `unreachable` so instruction selection never sees it.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s \
; RUN:   -print-after=pto-verify-kernel 2>&1 | FileCheck %s --check-prefix=STUB

; CHECK: error: {{.*}}in function load_through {{.*}}: tile %t is dereferenced (loaded from); tile handles are opaque values consumed only by pto builtins, PHIs and selects in '%v = load i32, ptr addrspace(6) %t
define i32 @load_through(ptr addrspace(1) %g, i64 %ld) {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %v = load i32, ptr addrspace(6) %t
  ret i32 %v
}

; CHECK: error: {{.*}}in function store_through {{.*}}: tile %t is dereferenced (stored through); {{.*}} in 'store i32 0, ptr addrspace(6) %t
define void @store_through(ptr addrspace(1) %g, i64 %ld) {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  store i32 0, ptr addrspace(6) %t
  ret void
}

; CHECK: error: {{.*}}in function store_handle {{.*}}: tile %t is stored to memory; {{.*}} in 'store ptr addrspace(6) %t, ptr %slot
define void @store_handle(ptr addrspace(1) %g, i64 %ld, ptr %slot) {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  store ptr addrspace(6) %t, ptr %slot
  ret void
}

; CHECK: error: {{.*}}in function memcpy_from {{.*}}: tile %t is dereferenced (memory intrinsic); {{.*}} in 'call void @llvm.memcpy
define void @memcpy_from(ptr addrspace(1) %g, i64 %ld, ptr %dst) {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  call void @llvm.memcpy.p0.p6.i64(ptr %dst, ptr addrspace(6) %t, i64 64, i1 false)
  ret void
}

; CHECK: error: {{.*}}in function offset {{.*}}: tile %t is offset (getelementptr); {{.*}} in '%p = getelementptr i8, ptr addrspace(6) %t, i32 64'
define void @offset(ptr addrspace(1) %g, i64 %ld) {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %p = getelementptr i8, ptr addrspace(6) %t, i32 64
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(6) %p)
  ret void
}

; CHECK: error: {{.*}}in function casts {{.*}}: tile %t is cast; {{.*}} in '%m = addrspacecast ptr addrspace(6) %t to ptr addrspace(2)'
; CHECK: error: {{.*}}in function casts {{.*}}: tile %t is cast; {{.*}} in '%i = ptrtoint ptr addrspace(6) %t to i32'
; CHECK: error: {{.*}}in function casts {{.*}}: a tile handle is made by a cast; tiles are produced only by pto builtins, PHIs and selects in '%f = inttoptr i32 %i to ptr addrspace(6)'
define void @casts(ptr addrspace(1) %g, i64 %ld) {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %m = addrspacecast ptr addrspace(6) %t to ptr addrspace(2)
  %i = ptrtoint ptr addrspace(6) %t to i32
  %f = inttoptr i32 %i to ptr addrspace(6)
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(6) %f)
  ret void
}

; CHECK: error: {{.*}}in function compare {{.*}}: tile %a is compared; {{.*}} in '%c = icmp eq ptr addrspace(6) %a, %b'
; CHECK: error: {{.*}}in function compare {{.*}}: tile %b is compared;
define i1 @compare(ptr addrspace(1) %g, i64 %ld) {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %c = icmp eq ptr addrspace(6) %a, %b
  ret i1 %c
}

; CHECK: error: {{.*}}in function returns_tile {{.*}}: the function returns a tile (ptr addrspace(6)); tiles cannot cross function boundaries
; CHECK: error: {{.*}}in function returns_tile {{.*}}: tile %t is returned; {{.*}} in 'ret ptr addrspace(6) %t'
define ptr addrspace(6) @returns_tile(ptr addrspace(1) %g, i64 %ld) {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  ret ptr addrspace(6) %t
}

; CHECK: error: {{.*}}in function takes_tile {{.*}}: argument %t is a tile (ptr addrspace(6)); tiles cannot cross function boundaries
; CHECK: error: {{.*}}in function passes_tile {{.*}}: tile %t is passed to non-builtin function 'takes_tile'; {{.*}} in 'call void @takes_tile(ptr addrspace(6) %t)'
define void @takes_tile(ptr addrspace(6) %t) {
  ret void
}
define void @passes_tile(ptr addrspace(1) %g, i64 %ld) {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  call void @takes_tile(ptr addrspace(6) %t)
  ret void
}

; CHECK: error: {{.*}}in function tile_alloca {{.*}}: alloca in on-chip memory vec; on-chip storage is planned by the backend for tiles produced by pto builtins in '%a = alloca [64 x float], align 4, addrspace(6)'
; CHECK: error: {{.*}}in function loaded_handle {{.*}}: a tile handle is loaded from memory; tiles are produced only by pto builtins, PHIs and selects in '%t = load ptr addrspace(6), ptr %slot
; CHECK: error: {{.*}}in function from_call {{.*}}: a non-builtin call returns a tile; {{.*}} in '%t = call ptr addrspace(6) @make_tile()'
define void @tile_alloca() {
  %a = alloca [64 x float], align 4, addrspace(6)
  ret void
}
define void @loaded_handle(ptr addrspace(1) %g, i64 %ld, ptr %slot) {
  %t = load ptr addrspace(6), ptr %slot
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(6) %t)
  ret void
}

define void @from_call(ptr addrspace(1) %g, i64 %ld) {
  %t = call ptr addrspace(6) @make_tile()
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(6) %t)
  ret void
}

; CHECK: error: {{.*}}in function null_tile {{.*}}: 'ptr addrspace(6) null' is not a tile; tiles are produced by pto builtins in 'call void @pto.tstore.f32
; CHECK: error: {{.*}}in function builtin_as_value {{.*}}: builtin 'pto.tload.f32' is used as a value; builtins can only be called in 'store ptr @pto.tload.f32, ptr %slot
define void @null_tile(ptr addrspace(1) %g, i64 %ld) {
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(6) null)
  ret void
}
define void @builtin_as_value(ptr %slot) {
  store ptr @pto.tload.f32, ptr %slot
  ret void
}

; A valid kernel in the same file: no error, and its body is kept.
define void @valid(ptr addrspace(1) %g, i64 %ld, i1 %p) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %b = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a, i32 16, i32 16)
  %s = select i1 %p, ptr addrspace(6) %a, ptr addrspace(6) %b
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(6) %s)
  ret void
}

; STUB-LABEL: define i32 @load_through(
; STUB-NEXT:  {{^}}rejected:
; STUB-NEXT:    unreachable
; STUB-LABEL: define void @valid(
; STUB:         call void @pto.tstore.f32(

declare ptr addrspace(6) @make_tile()
declare void @llvm.memcpy.p0.p6.i64(ptr, ptr addrspace(6), i64, i1)

declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))
