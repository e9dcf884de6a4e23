# An equated symbol whose value is not relocatable (a symbol and-ed, shifted
# or multiplied) is an error at its definition, and no object is written:
# LLVM's ELF writer would end the process with "LLVM ERROR: cannot evaluate
# equated symbol" after the layout (found by pto-asm-fuzzer).
# RUN: not pto-mc -filetype=obj %s -o %t.o 2>&1 | FileCheck %s
# RUN: test ! -e %t.o
# RUN: not pto-mc %s -o /dev/null 2>&1 | FileCheck %s
# Relocatable values stay fine.
# RUN: sed -e '/BAD/d' %s | pto-mc -filetype=obj -o %t.good.o
# RUN: llvm-readelf -s %t.good.o | FileCheck %s --check-prefix=GOOD

start:
  nop
after = start + 8
size = after - start
five = 5
# CHECK-DAG: [[#@LINE+1]]:16: error: the value of 'masked' is not a constant, a symbol or a symbol plus a constant
masked = start & 0x100000000 # BAD
# CHECK-DAG: [[#@LINE+1]]:15: error: the value of 'twice' is not a constant, a symbol or a symbol plus a constant
twice = start * 2 # BAD
  j after
# GOOD-DAG: 0000000000000008 {{.*}} after
# GOOD-DAG: 0000000000000008 {{.*}} size
# GOOD-DAG: 0000000000000005 {{.*}} five
