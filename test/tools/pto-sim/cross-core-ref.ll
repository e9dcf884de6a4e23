; Issue 15 (X): a mix kernel compiled by llc: the AIC stores a word and sets
; cross-core flag 3 after it; each AIV waits for the flag, reads the word and
; stores it at 1 + its sub-block index. pto-sim runs it on a core group (no
; race: the flag orders the cores), pto-ref runs AIC, AIV0, AIV1 taking
; turns; both give the same bytes. Without the wait (@nowait) pto-sim
; reports the race. An AIC that waits for its AIVs (@backwards) runs in
; both.
; pto-verify-sync rejects @nowait at compile time (issue 15 M: no
; set_cross_flag / wait_cross_flag chain orders the AIV's load after the
; AIC's store); the object for pto-sim is made without the checker.
; REQUIRES: pto-sim
; RUN: not %llc -march=pto -O2 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
; VERIFY-NOT: error:
; VERIFY: error: {{.*}}in function nowait {{.*}}sync verification: cross-core: '$x{{[0-9]+}} = LWU {{.*}}' on AIV is not ordered after 'SW {{.*}}' on AIC, which writes the same global memory
; VERIFY-NOT: error:
; RUN: %llc -march=pto -O2 -pto-enable-verify-sync=false -filetype=obj %s -o %t.o
; RUN: pto-sim %t.o --kernel=k --arg=buf:i32:4 --dump=0 | FileCheck %s --check-prefix=SIM
; SIM: placement: a mix kernel: one core group (AIC, 2 AIV) per block
; SIM-NOT: race
; SIM: arg0: i32[4]
; SIM-NEXT: 42 42 42 0{{$}}
; RUN: pto-ref %s --kernel=k --arg=buf:i32:4 --dump=0 | FileCheck %s --check-prefix=REF
; REF: arg0: i32[4]
; REF-NEXT: 42 42 42 0{{$}}
; RUN: not pto-sim %t.o --kernel=nowait --arg=buf:i32:4 2>&1 | FileCheck %s --check-prefix=RACE
; RACE: error: race on gm bytes [0x10000000, 0x10000004): {{.*}}(different cores: no cross-core flag chain between them)
; RUN: pto-sim %t.o --kernel=backwards --arg=buf:i32:4 --dump=0 | FileCheck %s --check-prefix=BACK
; BACK: arg0: i32[4]
; BACK-NEXT: 7 7 0 0{{$}}
; pto-ref runs the cores of a group taking turns (issue 15 M): the AIC's
; wait hands the turn to the AIVs, so @backwards evaluates; @deadlock's AIC
; waits for a flag no core sets.
; RUN: pto-ref %s --kernel=backwards --arg=buf:i32:4 --dump=0 | FileCheck %s --check-prefix=BACKREF
; BACKREF: arg0: i32[4]
; BACKREF-NEXT: 7 7 0 0{{$}}
; RUN: not pto-ref %s --kernel=deadlock --arg=buf:i32:4 2>&1 | FileCheck %s --check-prefix=DEADREF
; DEADREF: error: AIC: {{.*}}AIC: wait_cross_flag 5 can never be satisfied: no core of the group sets it any more (the others ended or wait too: a deadlock)

declare i32 @pto.get_core_type()
declare i32 @pto.get_subblockid()
declare void @pto.set_cross_flag(i32, i32)
declare void @pto.wait_cross_flag(i32)

define void @k(ptr addrspace(1) %out) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %cube = and i32 %t, 1
  %isc = icmp ne i32 %cube, 0
  br i1 %isc, label %cubesec, label %vecsec
cubesec:
  store i32 42, ptr addrspace(1) %out
  call void @pto.set_cross_flag(i32 0, i32 3)
  ret void
vecsec:
  call void @pto.wait_cross_flag(i32 3)
  %v = load i32, ptr addrspace(1) %out
  %sb = call i32 @pto.get_subblockid()
  %i = add i32 %sb, 1
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %v, ptr addrspace(1) %p
  ret void
}

define void @nowait(ptr addrspace(1) %out) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %isc = icmp eq i32 %t, 1
  br i1 %isc, label %cubesec, label %vecsec
cubesec:
  store i32 42, ptr addrspace(1) %out
  ret void
vecsec:
  %v = load i32, ptr addrspace(1) %out
  %p = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %v, ptr addrspace(1) %p
  ret void
}

; Each AIV stores 7 in its word and sets flag 2; the AIC waits for both.
define void @backwards(ptr addrspace(1) %out) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %isc = icmp eq i32 %t, 1
  br i1 %isc, label %cubesec, label %vecsec
cubesec:
  call void @pto.wait_cross_flag(i32 2)
  ret void
vecsec:
  %sb = call i32 @pto.get_subblockid()
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %sb
  store i32 7, ptr addrspace(1) %p
  call void @pto.set_cross_flag(i32 0, i32 2)
  ret void
}

; The AIC waits for flag 5, which no AIV sets.
define void @deadlock(ptr addrspace(1) %out) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %isc = icmp eq i32 %t, 1
  br i1 %isc, label %cubesec, label %vecsec
cubesec:
  call void @pto.wait_cross_flag(i32 5)
  ret void
vecsec:
  ret void
}
