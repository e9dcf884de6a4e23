# Bad input of every kind is an `error:` line and a non-zero exit, never a
# crash: tile windows outside their memory or misaligned, unmapped or
# overrunning GM accesses, bad arguments.
# REQUIRES: pto-sim
# RUN: not pto-sim %s --kernel=misaligned 2>&1 | FileCheck %s --check-prefix=ALIGN
# ALIGN: error: 0x{{[0-9a-f]+}} <misaligned+8> `tfill vec[t0 + 0], zero, 1, 8, f32`: vec tile at 0x10 is not 32-byte aligned
# RUN: not pto-sim %s --kernel=outside 2>&1 | FileCheck %s --check-prefix=OUTSIDE
# OUTSIDE: error: {{.*}}`tfill vec[t0 + 0], zero, 16, 16, f32`: vec tile [0x2ff00, 0x30300) is outside the memory (196608 bytes on a3)
# RUN: not pto-sim %s --kernel=outside_left 2>&1 | FileCheck %s --check-prefix=LEFT
# LEFT: error: {{.*}}`tmov left[t0 + 0], mat[zero + 0], 16, 16, f16`: left tile at 0x100 is not 512-byte aligned
# The shape a store reads is its own operands': nothing needs to have written
# the tile, and a window past the end of the memory is caught.
# RUN: not pto-sim %s --kernel=storeoutside 2>&1 | FileCheck %s --check-prefix=STOREOUT
# STOREOUT: error: {{.*}}`tstore a0, a1, vec[zero + 196352], 16, 16, f32`: vec tile [0x2ff00, 0x30300) is outside the memory (196608 bytes on a3)
# RUN: not pto-sim %s --kernel=unmapped 2>&1 | FileCheck %s --check-prefix=UNMAPPED
# UNMAPPED: error: {{.*}}tload: address 0x40 is not mapped (no buffer, program or stack there)
# RUN: not pto-sim %s --kernel=overrun --arg=buf:f32:8 2>&1 | FileCheck %s --check-prefix=PASTEND
# PASTEND: error: 0x{{[0-9a-f]+}} <overrun+0> `lw t0, 30(a0)`: access [0x1000001e, 0x10000022) runs past the end of arg0
# RUN: not pto-sim %s --kernel=badjump 2>&1 | FileCheck %s --check-prefix=JUMP
# JUMP: error: jump to 0x1234, outside the program (or misaligned)
# RUN: not pto-sim %s --kernel=unmapped --arg=buf:f99:8 2>&1 | FileCheck %s --check-prefix=ARG1
# ARG1: error: bad argument 'buf:f99:8': unknown element type 'f99' (f16, bf16, f32, i8, i32, u8, i16, u16, u32)
# RUN: not pto-sim %s --kernel=unmapped --arg=buf:f32:0 2>&1 | FileCheck %s --check-prefix=ARG2
# ARG2: error: bad argument 'buf:f32:0': bad shape '0' (N or RxC)
# RUN: not pto-sim %s --kernel=unmapped --arg=buf:f32:4:what 2>&1 | FileCheck %s --check-prefix=ARG3
# ARG3: error: bad argument 'buf:f32:4:what': unknown initializer 'what' (zero, iota, seed=N, fill=V)
# RUN: not pto-sim %s --kernel=unmapped --arg=file:%t.missing 2>&1 | FileCheck %s --check-prefix=ARG4
# ARG4: error: bad argument 'file:{{.*}}missing': cannot read
# RUN: not pto-sim %s --kernel=unmapped --arg=7 --out=0=%t.x 2>&1 | FileCheck %s --check-prefix=OUT
# OUT: error: --out=0={{.*}}: argument 0 is not a buffer
# RUN: not pto-sim %s -mcpu=a9 2>&1 | FileCheck %s --check-prefix=CPU
# CPU: error: unknown CPU 'a9' (expected a3 or a5)
# RUN: echo "  bogus a0" > %t.bad.s
# RUN: not pto-sim %t.bad.s 2>&1 | FileCheck %s --check-prefix=ASM
# ASM: bad.s:1:3: error: invalid instruction
# ASM: error: {{.*}}bad.s: assembly failed
# RUN: not pto-sim %s --kernel=garbage 2>&1 | FileCheck %s --check-prefix=ENC
# ENC: error: invalid instruction encoding at 0x{{[0-9a-f]+}}
# RUN: not pto-sim %s --kernel=spin --max-cycles=1000 2>&1 | FileCheck %s --check-prefix=SPIN
# SPIN: error: cycle limit (--max-cycles=1000) exceeded at pc

  .text
  .globl misaligned
misaligned:
  li t0, 16
  tfill vec[t0 + 0], zero, 1, 8, f32
  ret

  .globl outside
outside:
  li t0, 196352
  tfill vec[t0 + 0], zero, 16, 16, f32
  ret

  .globl outside_left
outside_left:
  li t0, 256
  tmov left[t0 + 0], mat[zero + 0], 16, 16, f16
  ret

  .globl storeoutside
storeoutside:
  tstore a0, a1, vec[zero + 196352], 16, 16, f32
  ret

  .globl unmapped
unmapped:
  li t0, 64
  tload vec[zero + 0], t0, t0, 1, 8, f32
  ret

  .globl overrun
overrun:
  lw t0, 30(a0)
  ret

  .globl badjump
badjump:
  li t0, 0x1234
  callr t0
  ret

  .globl garbage
garbage:
  .dword 0xffffffffffffffff

  .globl spin
spin:
  j spin
