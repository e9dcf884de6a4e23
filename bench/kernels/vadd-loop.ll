; Elementwise add over row blocks in a loop: tload x2 (MTE2), tadd (V),
; tstore (MTE3); each iteration reuses the same vec windows, so the loop
; carries WAR hazards (V -> MTE2, MTE3 -> V) across the back edge.
target triple = "pto-unknown-unknown"
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @vadd(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %z, i64 %n) "pto.kernel" {
entry:
  br label %loop
loop:
  %i = phi i64 [0, %entry], [%inext, %loop]
  %off = mul i64 %i, 1024
  %px = getelementptr float, ptr addrspace(1) %x, i64 %off
  %py = getelementptr float, ptr addrspace(1) %y, i64 %off
  %pz = getelementptr float, ptr addrspace(1) %z, i64 %off
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px, i64 64, i32 16, i32 64)
  %b = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %py, i64 64, i32 16, i32 64)
  %c = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 16, i32 64)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %pz, i64 64, ptr addrspace(6) %c)
  %inext = add i64 %i, 1
  %cmp = icmp slt i64 %inext, %n
  br i1 %cmp, label %loop, label %exit
exit:
  ret void
}
