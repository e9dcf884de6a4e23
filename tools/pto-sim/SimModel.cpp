//===-- SimModel.cpp - pto-sim timing parameters --------------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Reads PTOSchedule.td's tables (PTOCoreTimingTable, PTOTimingTable,
// PTOCostClassTable, PTOInstrCostTable) into a TimingModel.
//
//===----------------------------------------------------------------------===//

#include "SimModel.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Format.h"
#include <algorithm>

using namespace llvm;

namespace ptosim {
namespace gen {
using namespace llvm::PTO;

struct PTOCostClassInfo {
  const char *Name;
  uint8_t ID;
  uint8_t PipeID;
  uint8_t Work;
  const char *Description;
};

struct PTOInstrCostInfo {
  unsigned Instr;
  uint8_t ClassID;
};

struct PTOCoreTimingInfo {
  uint8_t GenerationID;
  uint8_t QueueDepth;
  uint8_t FlagLatency;
};

struct PTOTimingInfo {
  uint8_t GenerationID;
  uint8_t ClassID;
  uint16_t Startup;
  uint32_t Rate;
  uint32_t RateI8;
};

#define GET_PTOCostClassKind_DECL
#define GET_PTOCostClassTable_DECL
#define GET_PTOCostClassTable_IMPL
#define GET_PTOInstrCostTable_DECL
#define GET_PTOInstrCostTable_IMPL
#define GET_PTOCoreTimingTable_DECL
#define GET_PTOCoreTimingTable_IMPL
#define GET_PTOTimingTable_DECL
#define GET_PTOTimingTable_IMPL
#include "PTOGenSearchableTables.inc"
} // namespace gen

uint64_t ClassTiming::initiationInterval(uint64_t W, bool I8) const {
  if (Work == WorkUnit::None)
    return Startup;
  uint64_t R = I8 && RateI8 ? RateI8 : Rate;
  return std::max<uint64_t>(1, (W + R - 1) / R);
}

std::optional<TimingModel> TimingModel::get(PTO::PTOGeneration Gen) {
  const gen::PTOCoreTimingInfo *Core = gen::lookupCoreTiming(Gen);
  if (!Core)
    return std::nullopt;
  TimingModel M;
  M.QueueDepth = Core->QueueDepth;
  M.FlagLatency = Core->FlagLatency;
  for (unsigned ID = 0; ID < NumClasses; ++ID) {
    const gen::PTOCostClassInfo *C = gen::lookupCostClass(ID);
    const gen::PTOTimingInfo *T = gen::lookupTiming(Gen, ID);
    if (!C || !T)
      return std::nullopt;
    ClassTiming &CT = M.Classes[ID];
    CT.ID = ID;
    CT.Name = C->Name;
    CT.Pipe = C->PipeID;
    CT.Work = WorkUnit(C->Work);
    CT.Startup = T->Startup;
    CT.Rate = T->Rate;
    CT.RateI8 = T->RateI8;
    if (CT.Work != WorkUnit::None && CT.Rate == 0)
      return std::nullopt;
  }
  // The scalar class must be timed, for instructions without an entry.
  if (M.scalar().Startup == 0)
    return std::nullopt;
  return M;
}

const ClassTiming &TimingModel::scalar() const {
  return Classes[gen::COST_SCALAR];
}

const ClassTiming &TimingModel::classOf(unsigned Opcode) const {
  if (const gen::PTOInstrCostInfo *I = gen::lookupInstrCost(Opcode))
    return Classes[I->ClassID];
  return scalar();
}

void TimingModel::print(raw_ostream &OS) const {
  OS << "queue " << QueueDepth << " flag " << FlagLatency << "\n";
  OS << "class        pipe  unit   startup   rate  rate_i8\n";
  static const char *const Units[] = {"-", "B", "MAC"};
  for (const ClassTiming &C : Classes) {
    const PTO::PTOPipeInfo *P = PTO::lookupPipeByEncoding(C.Pipe);
    OS << format("%-12s %-5s %-5s %7u %6llu %8llu\n", C.Name.str().c_str(),
                 P ? P->Name : "?", Units[unsigned(C.Work)], C.Startup,
                 (unsigned long long)C.Rate, (unsigned long long)C.RateI8);
  }
}

} // namespace ptosim
