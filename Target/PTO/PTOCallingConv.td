//===-- PTOCallingConv.td - PTO calling convention ---------*- tablegen -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Scalars and global-memory pointers are passed in a0..a7; further arguments
// go to 8-byte stack slots at increasing addresses from the caller's stack
// pointer. Results come back in a0 (and a1). See docs/abi.md.
//
//===----------------------------------------------------------------------===//

def CC_PTO : CallingConv<[
  CCIfType<[i1, i8, i16, i32], CCPromoteToType<i64>>,
  // Issue 13 (F): f16, bf16 and f32 travel as their bits in the low 16 or 32
  // bits of a 64-bit location; the upper bits are unspecified.
  CCIfType<[f16, bf16, f32], CCPromoteToType<i64>>,
  CCIfType<[i64], CCAssignToReg<[X8, X9, X10, X11, X12, X13, X14, X15]>>,
  CCIfType<[i64], CCAssignToStack<8, 8>>
]>;

def RetCC_PTO : CallingConv<[
  CCIfType<[i1, i8, i16, i32], CCPromoteToType<i64>>,
  // Issue 13 (F): f16, bf16 and f32 travel as their bits in the low 16 or 32
  // bits of a 64-bit location; the upper bits are unspecified.
  CCIfType<[f16, bf16, f32], CCPromoteToType<i64>>,
  CCIfType<[i64], CCAssignToReg<[X8, X9]>>
]>;

def CSR_PTO : CalleeSavedRegs<(add X1, X3, (sequence "X%u", 24, 31))>;
