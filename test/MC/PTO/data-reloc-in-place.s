# A data word relocated against a symbol of this object holds S + A in place
# as well as in its RELA entry (every section of a relocatable object sits at
# address 0): tools without a PTO relocation resolver (llvm-dwarfdump reading
# .debug_addr, llvm-objcopy -O binary) see the right value (docs/isa.md,
# "ELF objects").
# RUN: pto-mc -filetype=obj %s -o %t.o
# RUN: llvm-readelf -r %t.o | FileCheck %s --check-prefix=RELA
# RELA: .rela.data
# RELA: 0000000000000000 {{.*}} .text + 10
# RELA: 0000000000000008 {{.*}} .text + 4
# RUN: llvm-objcopy -O binary --only-section=.data %t.o %t.bin
# RUN: od -An -tx1 %t.bin | FileCheck %s --check-prefix=BYTES
# BYTES: 10 00 00 00 00 00 00 00 04 00 00 00
  .text
start:
  nop
twice:
  nop
  .data
  .dword twice+8
  .word start+4
