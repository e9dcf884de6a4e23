# Fixup values that do not fit their field are diagnosed.
# RUN: not pto-mc -filetype=obj %s -o /dev/null 2>&1 | FileCheck %s

start:
  .byte 0
  .p2align 3
odd = start + 4
# CHECK: [[#@LINE+1]]:5: error: branch target is not a multiple of 8 bytes
  j odd
# CHECK: [[#@LINE+1]]:5: error: branch target out of range
  j far
far = start + 0x100000000

# PC-relative data and immediates against an undefined symbol would need a
# relocation PTO does not define (R_PTO_PCREL32 is for branches only).
# RUN: not pto-mc -filetype=obj %S/Inputs/reloc-errors.s -o /dev/null 2>&1 \
# RUN:   | FileCheck %s --check-prefix=RELOC
# RELOC: reloc-errors.s:3:13: error: unsupported relocation on PTO
# RELOC: reloc-errors.s:4:14: error: unsupported relocation on PTO
# RELOC: reloc-errors.s:5:14: error: unsupported relocation on PTO
