//===-- PTORegisterBanks.td - PTO GlobalISel register banks -*- tablegen -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

/// Scalars and generic/global pointers live in general purpose registers.
def GPRBRegBank : RegisterBank<"GPRB", [GPR]>;

/// One bank per on-chip memory: a tile handle's bank is its memory.
def MatRegBank   : RegisterBank<"Mat",   [TileMat]>;
def LeftRegBank  : RegisterBank<"Left",  [TileLeft]>;
def RightRegBank : RegisterBank<"Right", [TileRight]>;
def AccRegBank   : RegisterBank<"Acc",   [TileAcc]>;
def VecRegBank   : RegisterBank<"Vec",   [TileVec]>;
def BiasRegBank  : RegisterBank<"Bias",  [TileBias]>;
