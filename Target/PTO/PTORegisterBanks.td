//===-- PTORegisterBanks.td - PTO GlobalISel register banks -*- tablegen -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

/// Scalars and generic/global pointers live in general purpose registers.
def GPRBRegBank : RegisterBank<"GPRB", [GPR]>;
