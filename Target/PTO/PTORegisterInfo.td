//===-- PTORegisterInfo.td - PTO register definitions ------*- tablegen -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The scalar unit has 32 64-bit general purpose registers x0..x31. They are
// printed with their ABI names (docs/abi.md):
//
//   x0 zero   hard-wired zero          x8-x15  a0-a7  arguments / results
//   x1 ra     return address           x16-x23 t3-t10 temporaries
//   x2 sp     stack pointer            x24-x31 s0-s7  callee-saved
//   x3 fp     frame pointer (callee-saved)
//   x4 gp     reserved (global pointer, never allocated)
//   x5-x7 t0-t2 temporaries
//
//===----------------------------------------------------------------------===//

class PTOReg<bits<5> enc, string n> : Register<n> {
  let HWEncoding{4-0} = enc;
  let Namespace = "PTO";
}

foreach i = 0-31 in {
  defvar abi = !cond(!eq(i, 0) : "zero",
                     !eq(i, 1) : "ra",
                     !eq(i, 2) : "sp",
                     !eq(i, 3) : "fp",
                     !eq(i, 4) : "gp",
                     !le(i, 7) : "t" # !sub(i, 5),
                     !le(i, 15) : "a" # !sub(i, 8),
                     !le(i, 23) : "t" # !sub(i, 13),
                     true : "s" # !sub(i, 24));
  def X#i : PTOReg<i, abi>, DwarfRegNum<[i]>;
}

// Allocation order: caller-saved temporaries first, then arguments (from the
// last one down, so a0 stays free for results), then callee-saved registers.
def GPR : RegisterClass<"PTO", [i64], 64,
    (add (sequence "X%u", 5, 7), (sequence "X%u", 16, 23),
         (sequence "X%u", 15, 8), (sequence "X%u", 24, 31), X3, X1,
         X0, X2, X4)>;

// The stack pointer alone (call frame set-up).
def SPReg : RegisterClass<"PTO", [i64], 64, (add X2)> {
  let isAllocatable = 0;
}
