//===-- PTO.td - Describe the PTO target machine -----------*- tablegen -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Top-level TableGen description of the PTO tile accelerator: subtargets,
// machine facts, registers, instructions, calling convention and the
// GlobalISel register banks.
//
//===----------------------------------------------------------------------===//

include "llvm/Target/Target.td"
include "llvm/TableGen/SearchableTable.td"

//===----------------------------------------------------------------------===//
// Machine facts (memories, capacities, pipes): the one source of truth.
//===----------------------------------------------------------------------===//

include "PTOMachineFacts.td"

//===----------------------------------------------------------------------===//
// Subtarget features (processors below, after their scheduling models).
//===----------------------------------------------------------------------===//

def FeatureA3 : SubtargetFeature<"a3", "Generation", "PTO::PTOGeneration::A3",
                                 "PTO a3 generation (default)">;
def FeatureA5 : SubtargetFeature<"a5", "Generation", "PTO::PTOGeneration::A5",
                                 "PTO a5 generation (larger L0C, UB, bias)">;

//===----------------------------------------------------------------------===//
// Registers, instructions, calling convention, register banks, timing.
//===----------------------------------------------------------------------===//

include "PTORegisterInfo.td"
include "PTOTileRegisters.td"
include "PTORegisterBanks.td"
include "PTOTileMemories.td"
include "PTOInstrInfo.td"
include "PTOBuiltins.td"
include "PTOTileInstrInfo.td"
include "PTOCallingConv.td"
include "PTOSchedule.td"

// Processors, with their scheduling models (PTOSchedule.td).
def : ProcessorModel<"a3", PTOA3Model, [FeatureA3]>;
def : ProcessorModel<"a5", PTOA5Model, [FeatureA5]>;
def : ProcessorModel<"generic", PTOA3Model, [FeatureA3]>;

def PTOInstrInfo : InstrInfo {
  let guessInstructionProperties = 0;
}

def PTOAsmWriter : AsmWriter {
  int PassSubtarget = 0;
}

def PTO : Target {
  let InstructionSet = PTOInstrInfo;
  let AssemblyWriters = [PTOAsmWriter];
}

// Every builtin has its generic opcode: the G_PTO_* foreach in
// PTOBuiltins.td only sees the builtins defined before it, so a builtin
// defined after it would silently get none (and fail instruction selection
// far from its definition).
assert !eq(!size(!instances<PTOBuiltin>()), !size(!instances<PTOGenericTileOp>())),
       "a PTOBuiltin is defined after the G_PTO_* foreach in PTOBuiltins.td "
       # "(" # !size(!instances<PTOBuiltin>()) # " builtins, "
       # !size(!instances<PTOGenericTileOp>()) # " generic opcodes)";
