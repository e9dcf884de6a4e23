//===-- TileMemoryTest.cpp - Codegen identities of the memories -----------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The tables emitted from the PTOTileMemory records (PTOTileMemories.td):
// every on-chip memory, and no other, has a tile register class, a register
// bank and a tile select, each its own; the tile select's operand classes
// (from the instruction descriptions, not the tables) are that memory's.
//
//===----------------------------------------------------------------------===//

#include "GISel/PTORegisterBankInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "PTOBuiltins.h"
#include "llvm/MC/MCInstrInfo.h"
#include "gtest/gtest.h"
#include <memory>
#include <set>

using namespace llvm;
using namespace llvm::PTO;

namespace {

TEST(TileMemory, RegisterClassPerOnChipMemory) {
  std::set<unsigned> Classes;
  for (const PTOMemoryInfo &M : memories()) {
    SCOPED_TRACE(M.Name);
    std::optional<unsigned> RC = getTileMemoryClass(M.AddrSpace);
    ASSERT_EQ(RC.has_value(), M.OnChip);
    if (!RC)
      continue;
    EXPECT_TRUE(Classes.insert(*RC).second);
    EXPECT_EQ(getTileClassMemory(*RC), std::optional<unsigned>(M.AddrSpace));
  }
  EXPECT_EQ(getTileClassMemory(PTO::GPRRegClassID), std::nullopt);
  EXPECT_EQ(getTileMemoryClass(NumAddressSpaces), std::nullopt);
}

TEST(TileMemory, RegisterBankPerOnChipMemory) {
  std::set<unsigned> Memories;
  for (unsigned Bank = 0; Bank != PTO::NumRegisterBanks; ++Bank) {
    std::optional<unsigned> AS = getRegBankMemory(Bank);
    if (Bank == PTO::GPRBRegBankID) {
      EXPECT_EQ(AS, std::nullopt);
      continue;
    }
    ASSERT_TRUE(AS.has_value()) << Bank;
    EXPECT_TRUE(isOnChipAddrSpace(*AS)) << *AS;
    EXPECT_TRUE(Memories.insert(*AS).second) << *AS;
  }
  for (const PTOMemoryInfo &M : memories())
    EXPECT_EQ(Memories.count(M.AddrSpace), size_t(M.OnChip)) << M.Name;
}

TEST(TileMemory, TileSelectPerOnChipMemory) {
  std::unique_ptr<MCInstrInfo> MII(createPTOMCInstrInfo());
  for (const PTOMemoryInfo &M : memories()) {
    SCOPED_TRACE(M.Name);
    std::optional<unsigned> Sel = getTileSelectOpcode(M.AddrSpace);
    ASSERT_EQ(Sel.has_value(), M.OnChip);
    if (!Sel)
      continue;
    EXPECT_TRUE(isTileSelect(*Sel));
    EXPECT_EQ(MII->getName(*Sel).str(),
              std::string("TSELECT_") + StringRef(M.Name).upper());
    // $dst, $cond, $t, $f: the result and both choices in the memory.
    const MCInstrDesc &D = MII->get(*Sel);
    ASSERT_EQ(D.getNumOperands(), 4u);
    EXPECT_EQ(getTileClassMemory(D.operands()[0].RegClass),
              std::optional<unsigned>(M.AddrSpace));
    EXPECT_EQ(getTileOperandMemories(*Sel),
              (SmallVector<unsigned, 3>{M.AddrSpace, M.AddrSpace}));
  }
  EXPECT_FALSE(isTileSelect(PTO::SEL));
}

} // namespace
