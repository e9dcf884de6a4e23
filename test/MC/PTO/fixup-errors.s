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
