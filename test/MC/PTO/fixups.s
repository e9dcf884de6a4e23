# Fixups: labels in the same section resolve at assembly time; symbols
# outside it become relocations (docs/isa.md, "Relocations").
# RUN: pto-mc -filetype=obj %s -o %t.o
# RUN: llvm-readelf -r %t.o | FileCheck %s --check-prefix=RELOC
# RUN: pto-mc --disassemble %t.o | FileCheck %s

# CHECK: start:
start:
# CHECK-NEXT: beq a0, a1, . + 24
  beq a0, a1, target
# CHECK-NEXT: j . - 8
  j start
# CHECK-NEXT: call callee+8
  call callee+8
# CHECK-NEXT: target:
target:
# CHECK-NEXT: li a0, data+4
  li a0, data+4
# CHECK-NEXT: ld a1, data(a0)
  ld a1, data(a0)
# CHECK-NEXT: li a0, 24
  li a0, target - start

  .data
  .word sym32
  .dword sym64

# RELOC: Relocation section '.rela.text'
# RELOC-NEXT: Offset
# RELOC-NEXT: 0000000000000010 {{[0-9a-f]+}}00000002 {{.*}} callee + 8
# RELOC-NEXT: 0000000000000018 {{[0-9a-f]+}}00000001 {{.*}} data + 4
# RELOC-NEXT: 0000000000000020 {{[0-9a-f]+}}00000001 {{.*}} data + 0
# RELOC: Relocation section '.rela.data'
# RELOC-NEXT: Offset
# RELOC-NEXT: 0000000000000000 {{[0-9a-f]+}}00000003 {{.*}} sym32 + 0
# RELOC-NEXT: 0000000000000004 {{[0-9a-f]+}}00000004 {{.*}} sym64 + 0
