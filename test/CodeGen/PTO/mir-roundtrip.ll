; MIR round trips: MIR printed with -stop-after=<pass> at every GlobalISel
; stage and after register allocation parses back with -run-pass=none and
; prints the same again, up to block numbers (the IRTranslator numbers from
; bb.1, the parser from bb.0), the module name and the pred-list comments of
; the embedded IR.
;
; RUN: %llc -march=pto -O2 -verify-machineinstrs -stop-after=irtranslator %s -o %t.O2.irtranslator.mir
; RUN: %llc -march=pto -verify-machineinstrs -run-pass=none %t.O2.irtranslator.mir -o %t.O2.irtranslator.1.mir
; RUN: %llc -march=pto -verify-machineinstrs -run-pass=none %t.O2.irtranslator.1.mir -o %t.O2.irtranslator.2.mir
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O2.irtranslator.mir > %t.O2.irtranslator.n
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O2.irtranslator.1.mir > %t.O2.irtranslator.1.n
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O2.irtranslator.2.mir > %t.O2.irtranslator.2.n
; RUN: diff %t.O2.irtranslator.n %t.O2.irtranslator.1.n
; RUN: diff %t.O2.irtranslator.1.n %t.O2.irtranslator.2.n
;
; RUN: %llc -march=pto -O2 -verify-machineinstrs -stop-after=legalizer %s -o %t.O2.legalizer.mir
; RUN: %llc -march=pto -verify-machineinstrs -run-pass=none %t.O2.legalizer.mir -o %t.O2.legalizer.1.mir
; RUN: %llc -march=pto -verify-machineinstrs -run-pass=none %t.O2.legalizer.1.mir -o %t.O2.legalizer.2.mir
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O2.legalizer.mir > %t.O2.legalizer.n
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O2.legalizer.1.mir > %t.O2.legalizer.1.n
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O2.legalizer.2.mir > %t.O2.legalizer.2.n
; RUN: diff %t.O2.legalizer.n %t.O2.legalizer.1.n
; RUN: diff %t.O2.legalizer.1.n %t.O2.legalizer.2.n
;
; RUN: %llc -march=pto -O2 -verify-machineinstrs -stop-after=regbankselect %s -o %t.O2.regbankselect.mir
; RUN: %llc -march=pto -verify-machineinstrs -run-pass=none %t.O2.regbankselect.mir -o %t.O2.regbankselect.1.mir
; RUN: %llc -march=pto -verify-machineinstrs -run-pass=none %t.O2.regbankselect.1.mir -o %t.O2.regbankselect.2.mir
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O2.regbankselect.mir > %t.O2.regbankselect.n
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O2.regbankselect.1.mir > %t.O2.regbankselect.1.n
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O2.regbankselect.2.mir > %t.O2.regbankselect.2.n
; RUN: diff %t.O2.regbankselect.n %t.O2.regbankselect.1.n
; RUN: diff %t.O2.regbankselect.1.n %t.O2.regbankselect.2.n
;
; RUN: %llc -march=pto -O2 -verify-machineinstrs -stop-after=instruction-select %s -o %t.O2.instruction-select.mir
; RUN: %llc -march=pto -verify-machineinstrs -run-pass=none %t.O2.instruction-select.mir -o %t.O2.instruction-select.1.mir
; RUN: %llc -march=pto -verify-machineinstrs -run-pass=none %t.O2.instruction-select.1.mir -o %t.O2.instruction-select.2.mir
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O2.instruction-select.mir > %t.O2.instruction-select.n
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O2.instruction-select.1.mir > %t.O2.instruction-select.1.n
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O2.instruction-select.2.mir > %t.O2.instruction-select.2.n
; RUN: diff %t.O2.instruction-select.n %t.O2.instruction-select.1.n
; RUN: diff %t.O2.instruction-select.1.n %t.O2.instruction-select.2.n
;
; RUN: %llc -march=pto -O0 -verify-machineinstrs -stop-after=instruction-select %s -o %t.O0.instruction-select.mir
; RUN: %llc -march=pto -verify-machineinstrs -run-pass=none %t.O0.instruction-select.mir -o %t.O0.instruction-select.1.mir
; RUN: %llc -march=pto -verify-machineinstrs -run-pass=none %t.O0.instruction-select.1.mir -o %t.O0.instruction-select.2.mir
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O0.instruction-select.mir > %t.O0.instruction-select.n
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O0.instruction-select.1.mir > %t.O0.instruction-select.1.n
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O0.instruction-select.2.mir > %t.O0.instruction-select.2.n
; RUN: diff %t.O0.instruction-select.n %t.O0.instruction-select.1.n
; RUN: diff %t.O0.instruction-select.1.n %t.O0.instruction-select.2.n
;
; RUN: %llc -march=pto -O2 -verify-machineinstrs -stop-after=virtregrewriter %s -o %t.O2.virtregrewriter.mir
; RUN: %llc -march=pto -verify-machineinstrs -run-pass=none %t.O2.virtregrewriter.mir -o %t.O2.virtregrewriter.1.mir
; RUN: %llc -march=pto -verify-machineinstrs -run-pass=none %t.O2.virtregrewriter.1.mir -o %t.O2.virtregrewriter.2.mir
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O2.virtregrewriter.mir > %t.O2.virtregrewriter.n
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O2.virtregrewriter.1.mir > %t.O2.virtregrewriter.1.n
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O2.virtregrewriter.2.mir > %t.O2.virtregrewriter.2.n
; RUN: diff %t.O2.virtregrewriter.n %t.O2.virtregrewriter.1.n
; RUN: diff %t.O2.virtregrewriter.1.n %t.O2.virtregrewriter.2.n
;
; RUN: %llc -march=pto -O0 -verify-machineinstrs -stop-after=regallocfast %s -o %t.O0.regallocfast.mir
; RUN: %llc -march=pto -verify-machineinstrs -run-pass=none %t.O0.regallocfast.mir -o %t.O0.regallocfast.1.mir
; RUN: %llc -march=pto -verify-machineinstrs -run-pass=none %t.O0.regallocfast.1.mir -o %t.O0.regallocfast.2.mir
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O0.regallocfast.mir > %t.O0.regallocfast.n
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O0.regallocfast.1.mir > %t.O0.regallocfast.1.n
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O0.regallocfast.2.mir > %t.O0.regallocfast.2.n
; RUN: diff %t.O0.regallocfast.n %t.O0.regallocfast.1.n
; RUN: diff %t.O0.regallocfast.1.n %t.O0.regallocfast.2.n
;
; RUN: %llc -march=pto -O2 -verify-machineinstrs -stop-after=prologepilog %s -o %t.O2.prologepilog.mir
; RUN: %llc -march=pto -verify-machineinstrs -run-pass=none %t.O2.prologepilog.mir -o %t.O2.prologepilog.1.mir
; RUN: %llc -march=pto -verify-machineinstrs -run-pass=none %t.O2.prologepilog.1.mir -o %t.O2.prologepilog.2.mir
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O2.prologepilog.mir > %t.O2.prologepilog.n
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O2.prologepilog.1.mir > %t.O2.prologepilog.1.n
; RUN: sed -e '/ModuleID/d' -e 's/ *; preds = .*//' -e 's/bb\.[0-9]*/bb.N/g' %t.O2.prologepilog.2.mir > %t.O2.prologepilog.2.n
; RUN: diff %t.O2.prologepilog.n %t.O2.prologepilog.1.n
; RUN: diff %t.O2.prologepilog.1.n %t.O2.prologepilog.2.n
; RUN: FileCheck %s --check-prefix=GMIR < %t.O2.legalizer.1.mir
; RUN: FileCheck %s --check-prefix=SEL < %t.O2.instruction-select.1.mir
; RUN: FileCheck %s --check-prefix=PEI < %t.O2.prologepilog.1.mir

; The reparsed MIR keeps what later passes need: memory operands, frame
; objects, extending loads, flags.
; GMIR-LABEL: name: rt
; GMIR:       legalized: true
; GMIR:       stack:
; GMIR-NEXT:  - { id: 0, name: buf, type: default, offset: 0, size: 32, alignment: 8
; GMIR:       [[LD:%[0-9]+]]:_(s64) = G_LOAD %{{[0-9]+}}(p1) :: (load (s16) from %ir.{{.*}}, addrspace 1)
; GMIR-NEXT:  [[EXT:%[0-9]+]]:_(s64) = G_SEXT_INREG [[LD]], 16
; GMIR:       G_STORE [[EXT]](s64), %{{[0-9]+}}(p0) :: (store (s64) into %ir.b)
; GMIR:       G_STORE %{{[0-9]+}}(s64), %{{[0-9]+}}(p0) :: (store (s64) into stack, align 16)
; SEL-LABEL:  name: rt
; SEL:        selected: true
; SEL:        [[LH:%[0-9]+]]:gpr = LH %{{[0-9]+}}, 0 :: (load (s16) from %ir.{{.*}}, addrspace 1)
; SEL-NEXT:   SD [[LH]], %stack.0.buf, 8 :: (store (s64) into %ir.b)
; SEL:        ADJCALLSTACKDOWN 8, 0, implicit-def $x2, implicit $x2
; SEL:        SD %{{[0-9]+}}, %{{[0-9]+}}, 0 :: (store (s64) into stack, align 16)
; SEL:        CALL @callee, csr_pto, implicit-def $x1, implicit $x2, implicit $x8, implicit $x9, implicit $x10, implicit $x11, implicit $x12, implicit $x13, implicit $x14, implicit $x15, implicit-def $x8
; SEL:        ADJCALLSTACKUP 8, 0, implicit-def $x2, implicit $x2
; PEI-LABEL:  name: rt
; PEI:        $x2 = frame-setup ADDI $x2, -[[#FRAME:]]
; PEI-NEXT:   frame-setup SD killed $x1, $x2, [[#FRAME-8]] :: (store (s64) into %stack.[[#RA:]])
; PEI:        $x1 = frame-destroy LD $x2, [[#FRAME-8]] :: (load (s64) from %stack.[[#RA]])
; PEI-NEXT:   $x2 = frame-destroy ADDI $x2, [[#FRAME]]

target triple = "pto"

declare i64 @callee(i64, i64, i64, i64, i64, i64, i64, i64, i64)

define i64 @rt(ptr addrspace(1) %p, i64 %n, i32 %w) {
entry:
  %buf = alloca [4 x i64]
  %c = icmp sgt i64 %n, 0
  br i1 %c, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %g = getelementptr i16, ptr addrspace(1) %p, i64 %i
  %v = load i16, ptr addrspace(1) %g
  %ve = sext i16 %v to i64
  %b = getelementptr [4 x i64], ptr %buf, i64 0, i64 1
  store i64 %ve, ptr %b
  %i.next = add i64 %i, 1
  %d = icmp ult i64 %i.next, %n
  br i1 %d, label %loop, label %exit
exit:
  %we = zext i32 %w to i64
  %s = select i1 %c, i64 %we, i64 4294967296
  %r = call i64 @callee(i64 %s, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 %n)
  ret i64 %r
}
