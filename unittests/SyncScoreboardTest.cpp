//===-- SyncScoreboardTest.cpp - Tests of the pto-insert-sync scoreboard --===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The alias classification (three levels), the vector clocks of the
// scoreboard (ordering, transitivity, barriers, the scalar pipe, joins) and
// the event-ID allocator (lifetimes, exhaustion, keying by set pipe).
//
//===----------------------------------------------------------------------===//

#include "Sync/PTOSyncScoreboard.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/ScopedNoAliasAA.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "gtest/gtest.h"
#include <map>
#include <random>

using namespace llvm;
using namespace llvm::PTO;

namespace {

/// A window of an on-chip memory, as pto-lower-tile-operands describes it.
MachineMemOperand onChip(unsigned AS, int64_t Offset, uint64_t Size,
                         bool Store) {
  return MachineMemOperand(MachinePointerInfo(AS, Offset),
                           Store ? MachineMemOperand::MOStore
                                 : MachineMemOperand::MOLoad,
                           LocationSize::precise(Size), Align(32));
}

SyncAccess acc(const MachineMemOperand &M) { return {&M, M.isStore()}; }

AliasVerdict classify(const SyncAccess &A, const SyncAccess &B,
                      AAResults *AA = nullptr, bool Blind = false) {
  AliasOptions O;
  O.Blind = Blind;
  return classifyAccessPair(A, B, AA, O);
}

TEST(SyncAlias, DifferentMemoriesNeverConflict) {
  MachineMemOperand V = onChip(AS_VEC, 0, 4096, true);
  MachineMemOperand M = onChip(AS_MAT, 0, 4096, false);
  EXPECT_EQ(classify(acc(V), acc(M)), AliasVerdict::DifferentMemory);
  // Alias-blind mode still knows the memories apart.
  EXPECT_EQ(classify(acc(V), acc(M), nullptr, true),
            AliasVerdict::DifferentMemory);
}

TEST(SyncAlias, OnChipWindows) {
  MachineMemOperand W0 = onChip(AS_VEC, 0, 4096, true);
  MachineMemOperand R1 = onChip(AS_VEC, 4096, 4096, false);
  MachineMemOperand R2 = onChip(AS_VEC, 4064, 64, false);
  EXPECT_EQ(classify(acc(W0), acc(R1)), AliasVerdict::DisjointWindows);
  EXPECT_EQ(classify(acc(W0), acc(R2)), AliasVerdict::Conflict);
  EXPECT_EQ(classify(acc(R1), acc(R2)), AliasVerdict::BothReads);
  EXPECT_EQ(classify(acc(W0), acc(R1), nullptr, /*Blind=*/true),
            AliasVerdict::Conflict);
}

TEST(SyncAlias, BaseRegisterMeansWholeMemory) {
  MachineMemOperand W0 = onChip(AS_VEC, 0, 4096, true);
  MachineMemOperand R1 = onChip(AS_VEC, 65536, 4096, false);
  SyncAccess Dyn = acc(R1);
  Dyn.AnyWindow = true;
  EXPECT_EQ(classify(acc(W0), acc(R1)), AliasVerdict::DisjointWindows);
  EXPECT_EQ(classify(acc(W0), Dyn), AliasVerdict::Conflict);
}

TEST(SyncAlias, RotatingSlots) {
  // A double buffer: slots of 1024 bytes at 0 and 1024, members of 512
  // bytes at the start of a slot; one memory operand per slot.
  LLVMContext Ctx;
  MDBuilder MDB(Ctx);
  MDNode *Domain = MDB.createAnonymousAliasScopeDomain("k");
  AAMDNodes A, B;
  A.Scope = MDNode::get(Ctx, {MDB.createAnonymousAliasScope(Domain, "a")});
  B.Scope = MDNode::get(Ctx, {MDB.createAnonymousAliasScope(Domain, "b")});
  auto Slot = [&](int64_t Off, bool Store, const AAMDNodes &AA) {
    return MachineMemOperand(MachinePointerInfo(AS_MAT, Off),
                             Store ? MachineMemOperand::MOStore
                                   : MachineMemOperand::MOLoad,
                             LocationSize::precise(512), Align(32), AA);
  };
  MachineMemOperand W0 = Slot(0, true, A), W1 = Slot(1024, true, A);
  MachineMemOperand R0 = Slot(0, false, A), R1 = Slot(1024, false, A);
  MachineMemOperand O0 = Slot(0, false, B);
  auto Rot = [](const MachineMemOperand &M, int8_t S, bool Next) {
    SyncAccess X{&M, M.isStore()};
    X.Slot = S;
    X.NextSlot = Next;
    return X;
  };
  // The prefetch writes the next slot, the consumer reads the current one.
  SyncAccess LoadNext0 = Rot(W0, 0, true), LoadNext1 = Rot(W1, 1, true);
  SyncAccess ReadCur0 = Rot(R0, 0, false), ReadCur1 = Rot(R1, 1, false);
  AliasOptions O;
  auto Swaps = [&](const SyncAccess &X, const SyncAccess &Y, int N) {
    return classifyAccessPair(X, Y, nullptr, O, N);
  };
  auto Same = [&](const SyncAccess &X, const SyncAccess &Y) {
    return Swaps(X, Y, 0);
  };
  // In one iteration the current and the next slot differ.
  EXPECT_EQ(Same(LoadNext0, ReadCur0), AliasVerdict::DifferentSlots);
  EXPECT_EQ(Same(LoadNext1, ReadCur1), AliasVerdict::DifferentSlots);
  // The other pairings are real together but their windows are disjoint.
  EXPECT_EQ(Same(LoadNext0, ReadCur1), AliasVerdict::DisjointWindows);
  // One swap later (the next iteration) the next slot is the current one:
  // the prefetched tile is read there.
  EXPECT_EQ(Swaps(LoadNext0, ReadCur0, 1), AliasVerdict::Conflict);
  // ... and the next prefetch writes the other slot.
  EXPECT_EQ(Swaps(LoadNext0, LoadNext0, 1), AliasVerdict::DifferentSlots);
  EXPECT_EQ(Swaps(LoadNext0, ReadCur0, 2), AliasVerdict::DifferentSlots);
  // Unknown (a restart of the loop, or paths of different parity).
  EXPECT_EQ(Swaps(LoadNext0, ReadCur0, -1), AliasVerdict::Conflict);
  EXPECT_EQ(classify(LoadNext0, LoadNext0), AliasVerdict::Conflict);
  // The same role means the same slot.
  EXPECT_EQ(Same(Rot(W0, 0, false), ReadCur0), AliasVerdict::Conflict);
  // Slot registers of another allocation say nothing about this one.
  EXPECT_EQ(Same(LoadNext0, Rot(O0, 0, false)), AliasVerdict::Conflict);
  // An access to the loop's initial value (slot 0, before the restart) is
  // not related to the slot registers of an earlier run of the loop.
  SyncAccess Init = Rot(W0, 0, true);
  Init.SlotInit = true;
  EXPECT_EQ(Same(ReadCur0, Init), AliasVerdict::Conflict);
  // Without the slot flags the two windows overlap.
  EXPECT_EQ(Same(acc(W0), acc(R0)), AliasVerdict::Conflict);
}

TEST(SyncAlias, UnknownFootprintConflicts) {
  MachineMemOperand V = onChip(AS_VEC, 0, 32, false);
  SyncAccess Unknown{nullptr, true};
  EXPECT_EQ(classify(acc(V), Unknown), AliasVerdict::Conflict);
  SyncAccess UnknownRead{nullptr, false};
  EXPECT_EQ(classify(acc(V), UnknownRead), AliasVerdict::BothReads);
}

class SyncAliasGM : public ::testing::Test {
protected:
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
  Function *F = nullptr;
  void SetUp() override {
    SMDiagnostic Err;
    M = parseAssemblyString(
        "define void @k(ptr addrspace(1) noalias %a, ptr addrspace(1) %b) {\n"
        "  ret void\n}\n",
        Err, Ctx);
    ASSERT_TRUE(M);
    F = M->getFunction("k");
  }
  MachineMemOperand gm(unsigned Arg, int64_t Offset, uint64_t Size, bool Store,
                       AAMDNodes AAInfo = AAMDNodes(), bool Invariant = false) {
    auto Flags = Store ? MachineMemOperand::MOStore : MachineMemOperand::MOLoad;
    if (Invariant)
      Flags |= MachineMemOperand::MOInvariant;
    return MachineMemOperand(MachinePointerInfo(F->getArg(Arg), Offset), Flags,
                             LocationSize::precise(Size), Align(32), AAInfo);
  }
};

TEST_F(SyncAliasGM, SameValueUsesOffsets) {
  MachineMemOperand W = gm(0, 0, 256, true);
  MachineMemOperand R = gm(0, 256, 256, false);
  MachineMemOperand R2 = gm(0, 128, 256, false);
  EXPECT_EQ(classify(acc(W), acc(R)), AliasVerdict::NoAliasAA);
  EXPECT_EQ(classify(acc(W), acc(R2)), AliasVerdict::Conflict);
}

TEST_F(SyncAliasGM, NoAAIsConservative) {
  MachineMemOperand W = gm(0, 0, 256, true);
  MachineMemOperand R = gm(1, 0, 256, false);
  EXPECT_EQ(classify(acc(W), acc(R)), AliasVerdict::Conflict);
}

TEST_F(SyncAliasGM, AliasScopes) {
  MDBuilder MDB(Ctx);
  MDNode *Domain = MDB.createAnonymousAliasScopeDomain("k");
  MDNode *Scope = MDB.createAnonymousAliasScope(Domain, "a");
  AAMDNodes InScope, NotInScope;
  InScope.Scope = MDNode::get(Ctx, {Scope});
  NotInScope.NoAlias = MDNode::get(Ctx, {Scope});
  MachineMemOperand W = gm(0, 0, 256, true, InScope);
  MachineMemOperand R = gm(1, 0, 256, false, NotInScope);
  MachineMemOperand RPlain = gm(1, 0, 256, false);

  TargetLibraryInfoImpl TLII(M->getTargetTriple());
  TargetLibraryInfo TLI(TLII);
  AAResults AA(TLI);
  ScopedNoAliasAAResult Scoped;
  AA.addAAResult(Scoped);
  EXPECT_EQ(classify(acc(W), acc(R), &AA), AliasVerdict::NoAliasAA);
  EXPECT_EQ(classify(acc(W), acc(RPlain), &AA), AliasVerdict::Conflict);
  // Alias-blind ignores what alias analysis knows.
  EXPECT_EQ(classify(acc(W), acc(R), &AA, true), AliasVerdict::Conflict);
}

TEST_F(SyncAliasGM, InvariantLoadsAreNeverOrdered) {
  MachineMemOperand W = gm(1, 0, 256, true);
  MachineMemOperand R = gm(0, 0, 256, false, AAMDNodes(), true);
  EXPECT_EQ(classify(acc(W), acc(R)), AliasVerdict::Invariant);
  EXPECT_EQ(classify(acc(R), acc(W)), AliasVerdict::Invariant);
}

TEST_F(SyncAliasGM, GenericMayAliasGlobal) {
  MachineMemOperand W = gm(0, 0, 8, true);
  MachineMemOperand G(MachinePointerInfo(AS_GENERIC), MachineMemOperand::MOLoad,
                      LocationSize::precise(8), Align(8));
  EXPECT_EQ(classify(acc(W), acc(G)), AliasVerdict::Conflict);
}

/// Distinct, never dereferenced instruction identities for the scoreboard.
struct FakeInstrs {
  alignas(8) char Storage[16][8];
  const MachineInstr &operator[](unsigned I) const {
    return *reinterpret_cast<const MachineInstr *>(Storage[I]);
  }
};

TEST(SyncScoreboard, WaitOrdersEarlierOpsOfTheProducer) {
  FakeInstrs MI;
  MachineMemOperand W = onChip(AS_VEC, 0, 32, true);
  SyncScoreboard SB;
  SB.enterBlock();
  SB.issue(PIPE_MTE2, MI[0], {acc(W)});
  SB.issue(PIPE_MTE2, MI[1], {acc(W)});
  ASSERT_EQ(SB.Pending[PIPE_MTE2].size(), 2u);
  const PendingAccess &First = SB.Pending[PIPE_MTE2][0];
  const PendingAccess &Second = SB.Pending[PIPE_MTE2][1];
  EXPECT_FALSE(SB.isOrdered(First, PIPE_MTE2, PIPE_V));
  // V waits for a set placed right after the first load.
  SB.orderAfter(PIPE_V, First.Clock);
  EXPECT_TRUE(SB.isOrdered(First, PIPE_MTE2, PIPE_V));
  EXPECT_FALSE(SB.isOrdered(Second, PIPE_MTE2, PIPE_V));
  EXPECT_FALSE(SB.isOrdered(First, PIPE_MTE2, PIPE_MTE3));
  SB.orderAfter(PIPE_V, SB.clockOf(PIPE_MTE2));
  EXPECT_TRUE(SB.isOrdered(Second, PIPE_MTE2, PIPE_V));
}

TEST(SyncScoreboard, Transitivity) {
  FakeInstrs MI;
  MachineMemOperand W = onChip(AS_VEC, 0, 32, true);
  SyncScoreboard SB;
  SB.enterBlock();
  SB.issue(PIPE_MTE2, MI[0], {acc(W)});
  // V waits for MTE2, then issues; MTE3 waits for a set after the V op.
  SB.orderAfter(PIPE_V, SB.Pending[PIPE_MTE2][0].Clock);
  SB.issue(PIPE_V, MI[1], {acc(W)});
  SB.orderAfter(PIPE_MTE3, SB.Pending[PIPE_V][0].Clock);
  EXPECT_TRUE(SB.isOrdered(SB.Pending[PIPE_MTE2][0], PIPE_MTE2, PIPE_MTE3));
  EXPECT_FALSE(SB.isOrdered(SB.Pending[PIPE_MTE2][0], PIPE_MTE2, PIPE_M));
}

TEST(SyncScoreboard, BarriersAndTheScalarPipe) {
  FakeInstrs MI;
  MachineMemOperand W = onChip(AS_VEC, 0, 32, true);
  SyncScoreboard SB;
  SB.enterBlock();
  SB.issue(PIPE_V, MI[0], {acc(W)});
  SB.issue(PIPE_S, MI[1], {acc(W)});
  EXPECT_FALSE(SB.isOrdered(SB.Pending[PIPE_V][0], PIPE_V, PIPE_V));
  EXPECT_TRUE(SB.isOrdered(SB.Pending[PIPE_S][0], PIPE_S, PIPE_S));
  SB.barrier(PIPE_V);
  EXPECT_TRUE(SB.isOrdered(SB.Pending[PIPE_V][0], PIPE_V, PIPE_V));
  EXPECT_FALSE(SB.isOrdered(SB.Pending[PIPE_V][0], PIPE_V, PIPE_MTE3));
  SB.barrierAll();
  SB.retire();
  EXPECT_FALSE(SB.hasPendingTileWork());
}

TEST(SyncScoreboard, JoinKeepsOnlyWhatEveryPathOrdered) {
  FakeInstrs MI;
  MachineMemOperand W = onChip(AS_VEC, 0, 32, true);
  // Path 1: the load, then V waits for it. Path 2: the load alone.
  SyncScoreboard P1, P2;
  P1.enterBlock();
  P1.issue(PIPE_MTE2, MI[0], {acc(W)});
  P1.orderAfter(PIPE_V, P1.clockOf(PIPE_MTE2));
  P1.finishBlock();
  P2.enterBlock();
  P2.issue(PIPE_MTE2, MI[0], {acc(W)});
  P2.finishBlock();

  SyncScoreboard OnlyP1;
  EXPECT_TRUE(OnlyP1.mergePending(P1));
  OnlyP1.enterBlock();
  EXPECT_TRUE(
      OnlyP1.isOrdered(OnlyP1.Pending[PIPE_MTE2][0], PIPE_MTE2, PIPE_V));
  EXPECT_FALSE(OnlyP1.mergePending(P1));

  SyncScoreboard Join;
  Join.mergePending(P1);
  EXPECT_TRUE(Join.mergePending(P2)); // The mask shrinks.
  Join.enterBlock();
  ASSERT_EQ(Join.Pending[PIPE_MTE2].size(), 1u);
  EXPECT_FALSE(Join.isOrdered(Join.Pending[PIPE_MTE2][0], PIPE_MTE2, PIPE_V));
  // A set at the join covers inherited accesses of its pipe.
  Join.orderAfter(PIPE_V, Join.clockOf(PIPE_MTE2));
  EXPECT_TRUE(Join.isOrdered(Join.Pending[PIPE_MTE2][0], PIPE_MTE2, PIPE_V));
}

// Issue 17, session 18: pto-insert-sync reuses its scoreboards for all its
// walks (assign). A reused scoreboard must forget everything of its last
// walk and be what a new one built from the same entry state is: a pending
// access or a flag wait kept from the last walk would be judged against
// the next block (its orders and clocks start again at enterBlock, checked
// here too). Leaving out assign's clear of the pending queues fails it.
TEST(SyncScoreboard, ReusedScoreboardForgetsItsLastWalk) {
  FakeInstrs MI;
  MachineMemOperand W = onChip(AS_VEC, 0, 32, true);
  // The entry state: one load of an earlier block, nothing ordered.
  SyncScoreboard Pred;
  Pred.enterBlock();
  Pred.issue(PIPE_MTE2, MI[0], {acc(W)});
  Pred.finishBlock();
  SyncBlockState Entry = Pred.store();

  // A walk that orders everything after everything and waits on a flag.
  SyncScoreboard SB(Entry);
  SB.enterBlock();
  SB.issue(PIPE_V, MI[1], {acc(W)});
  SB.issue(PIPE_MTE3, MI[2], {acc(W)});
  SB.noteWait(0, 3, PIPE_V, SB.NextSeq[PIPE_V]++);
  for (unsigned P = 0; P < NumPipes; ++P)
    SB.barrier(P);
  SB.barrierAll();
  for (unsigned Q = 0; Q < NumPipes; ++Q)
    SB.orderAfter(Q, SB.clockOf(PIPE_MTE2));
  ASSERT_TRUE(
      SB.isOrdered(SB.Pending[PIPE_MTE2][0], PIPE_MTE2, PIPE_V));

  SB.assign(Entry);
  SB.enterBlock();
  SyncScoreboard Fresh(Entry);
  Fresh.enterBlock();
  for (unsigned P = 0; P < NumPipes; ++P) {
    ASSERT_EQ(SB.Pending[P].size(), Fresh.Pending[P].size()) << P;
    EXPECT_EQ(SB.clockOf(P), Fresh.clockOf(P)) << P;
  }
  EXPECT_EQ(SB.NextSeq, Fresh.NextSeq);
  EXPECT_EQ(SB.Waits.size(), Fresh.Waits.size());
  for (unsigned Q = 0; Q < NumPipes; ++Q)
    EXPECT_EQ(SB.isOrdered(SB.Pending[PIPE_MTE2][0], PIPE_MTE2, Q),
              Fresh.isOrdered(Fresh.Pending[PIPE_MTE2][0], PIPE_MTE2, Q))
        << Q;
  EXPECT_FALSE(SB.isOrdered(SB.Pending[PIPE_MTE2][0], PIPE_MTE2, PIPE_V));
}

TEST(SyncScoreboard, OrderingsTravelThroughFlagsPerAccess) {
  FakeInstrs MI;
  MachineMemOperand W0 = onChip(AS_VEC, 0, 32, true);
  MachineMemOperand W1 = onChip(AS_VEC, 64, 32, true);
  // Entry state: two loads inherited; V was ordered after the first on
  // every incoming path, S after the second.
  SyncScoreboard Pred;
  Pred.enterBlock();
  Pred.issue(PIPE_MTE2, MI[0], {acc(W0)});
  Pred.issue(PIPE_MTE2, MI[1], {acc(W1)});
  Pred.finishBlock();
  Pred.Pending[PIPE_MTE2][0].OrderedAtEntry = 1u << PIPE_V;
  Pred.Pending[PIPE_MTE2][1].OrderedAtEntry = 1u << PIPE_S;
  SyncScoreboard SB;
  SB.mergePending(Pred);
  SB.enterBlock();
  const PendingAccess &A = SB.Pending[PIPE_MTE2][0];
  const PendingAccess &B = SB.Pending[PIPE_MTE2][1];
  EXPECT_FALSE(SB.isOrdered(A, PIPE_MTE2, PIPE_MTE3));

  // MTE3 waits for a flag V sets in this block: it follows what V followed
  // at the entry -- the first load only (no chaining through S).
  SB.orderAfter(PIPE_MTE3, SB.clockOf(PIPE_V), PIPE_V);
  EXPECT_TRUE(SB.isOrdered(A, PIPE_MTE2, PIPE_MTE3));
  EXPECT_FALSE(SB.isOrdered(B, PIPE_MTE2, PIPE_MTE3));
  // Without the set pipe, only clocks count (none for inherited accesses).
  SyncScoreboard Clockless;
  Clockless.mergePending(Pred);
  Clockless.enterBlock();
  Clockless.orderAfter(PIPE_MTE3, Clockless.clockOf(PIPE_V));
  EXPECT_FALSE(Clockless.isOrdered(Clockless.Pending[PIPE_MTE2][0], PIPE_MTE2,
                                   PIPE_MTE3));

  // MTE1 learns the first load through a wait (its operation number 1);
  // a set MTE1 issued before that wait does not carry it, one after does.
  std::array<unsigned, NumPipes> Before = SB.clockOf(PIPE_MTE1);
  SB.orderAfter(PIPE_MTE1, SB.clockOf(PIPE_V), PIPE_V);
  SB.noteWait(0, 0, PIPE_MTE1, SB.NextSeq[PIPE_MTE1]++);
  std::array<unsigned, NumPipes> After = SB.clockOf(PIPE_MTE1);
  SB.orderAfter(PIPE_M, Before, PIPE_MTE1);
  EXPECT_FALSE(SB.isOrdered(A, PIPE_MTE2, PIPE_M));
  SB.orderAfter(PIPE_M, After, PIPE_MTE1);
  EXPECT_TRUE(SB.isOrdered(A, PIPE_MTE2, PIPE_M));

  // At the block exit what was learned becomes the successors' entry mask.
  SB.finishBlock();
  EXPECT_TRUE(SB.Pending[PIPE_MTE2][0].OrderedAtEntry >> PIPE_MTE3 & 1);
  EXPECT_FALSE(SB.Pending[PIPE_MTE2][1].OrderedAtEntry >> PIPE_MTE3 & 1);
}

TEST(SyncScoreboard, BackEdgeFlagCoversWhatItsSetFiredAfter) {
  FakeInstrs MI;
  MachineMemOperand A = onChip(AS_MAT, 0, 32, false);
  MachineMemOperand B = onChip(AS_MAT, 64, 32, false);
  MachineMemOperand L = onChip(AS_MAT, 128, 32, true);
  // A K loop's block: the load of A (MTE2), the move of A (MTE1) after a
  // wait for it, the flag's set, the move of B (MTE1).
  SyncScoreboard Iter;
  Iter.enterBlock();
  Iter.issue(PIPE_MTE2, MI[0], {acc(L)});
  Iter.orderAfter(PIPE_MTE1, Iter.clockOf(PIPE_MTE2));
  Iter.issue(PIPE_MTE1, MI[1], {acc(A)});
  Iter.coverForFlag(PIPE_MTE1, 1u);
  Iter.issue(PIPE_MTE1, MI[2], {acc(B)});
  Iter.finishBlock();
  EXPECT_TRUE(Iter.Pending[PIPE_MTE2][0].FlagCovers & 1);  // Ordered for MTE1.
  EXPECT_TRUE(Iter.Pending[PIPE_MTE1][0].FlagCovers & 1);  // Its own pipe.
  EXPECT_FALSE(Iter.Pending[PIPE_MTE1][1].FlagCovers & 1); // After the set.

  // Over the back edge, joined with a path on which the move of B is
  // covered and the load is not: the join keeps what both paths cover.
  SyncScoreboard Other = Iter;
  for (PendingAccess &PA : Other.Pending[PIPE_MTE1])
    PA.FlagCovers |= 1;
  Other.Pending[PIPE_MTE2][0].FlagCovers = 0;
  SyncScoreboard Join;
  Join.mergePending(Other, /*BackEdge=*/true);
  EXPECT_TRUE(Join.mergePending(Iter, /*BackEdge=*/true)); // Shrinks.
  Join.enterBlock();
  // The next load of A waits for the flag (MTE2, operation 1).
  Join.learnFromFlag(PIPE_MTE2, 1u);
  Join.noteWait(0, 7, PIPE_MTE2, Join.NextSeq[PIPE_MTE2]++);
  EXPECT_TRUE(Join.isOrdered(Join.Pending[PIPE_MTE1][0], PIPE_MTE1, PIPE_MTE2));
  EXPECT_FALSE(
      Join.isOrdered(Join.Pending[PIPE_MTE1][1], PIPE_MTE1, PIPE_MTE2));
  EXPECT_FALSE(
      Join.isOrdered(Join.Pending[PIPE_MTE2][0], PIPE_MTE2, PIPE_MTE2));
  // The flag is consumed: no access keeps its bit.
  for (const auto &Queue : Join.Pending)
    for (const PendingAccess &PA : Queue)
      EXPECT_FALSE(PA.FlagCovers & 1);
}

TEST(SyncEvents, ReservedIdsAreNotAllocated) {
  SyncEventAllocator A(4, /*KeyBySrc=*/false);
  DenseMap<unsigned, unsigned> Reserved;
  Reserved[A.key(PIPE_MTE1, PIPE_MTE2)] = 2;
  A.setReserved(&Reserved);
  EXPECT_EQ(A.allocate(PIPE_MTE1, PIPE_MTE2, 0, 1), 0u);
  EXPECT_EQ(A.allocate(PIPE_MTE1, PIPE_MTE2, 0, 1), 1u);
  EXPECT_EQ(A.allocate(PIPE_MTE1, PIPE_MTE2, 0, 1), std::nullopt);
  // Other keys keep all their IDs.
  for (unsigned I = 0; I < 4; ++I)
    EXPECT_EQ(A.allocate(PIPE_MTE2, PIPE_MTE1, 0, 1), I);
}

TEST(SyncEvents, LifetimesShareIds) {
  SyncEventAllocator A(2, /*KeyBySrc=*/false);
  EXPECT_EQ(A.allocate(PIPE_MTE2, PIPE_V, 0, 4), 0u);
  EXPECT_EQ(A.allocate(PIPE_MTE2, PIPE_V, 1, 5), 1u);
  EXPECT_EQ(A.allocate(PIPE_MTE2, PIPE_V, 2, 6), std::nullopt);
  // Another pair has its own IDs.
  EXPECT_EQ(A.allocate(PIPE_MTE2, PIPE_MTE1, 2, 6), 0u);
  // After the first wait (position 4) its ID is free again.
  EXPECT_EQ(A.allocate(PIPE_MTE2, PIPE_V, 5, 9), 0u);
  EXPECT_EQ(A.allocate(PIPE_MTE2, PIPE_V, 6, 6), 1u);
}

TEST(SyncEvents, KeyBySrcSharesAcrossDestinations) {
  SyncEventAllocator A(1, /*KeyBySrc=*/true);
  EXPECT_EQ(A.key(PIPE_MTE2, PIPE_V), A.key(PIPE_MTE2, PIPE_MTE1));
  EXPECT_EQ(A.allocate(PIPE_MTE2, PIPE_V, 0, 4), 0u);
  EXPECT_EQ(A.allocate(PIPE_MTE2, PIPE_MTE1, 2, 6), std::nullopt);
  EXPECT_EQ(A.allocate(PIPE_MTE3, PIPE_V, 2, 6), 0u);
  SyncEventAllocator Pair(1, /*KeyBySrc=*/false);
  EXPECT_NE(Pair.key(PIPE_MTE2, PIPE_V), Pair.key(PIPE_MTE2, PIPE_MTE1));
}

TEST(SyncEvents, NineConcurrentFlagsExhaustEight) {
  SyncEventAllocator A(8, false);
  for (unsigned I = 0; I < 8; ++I)
    EXPECT_EQ(A.allocate(PIPE_MTE2, PIPE_V, I, 20 + I), I);
  EXPECT_EQ(A.allocate(PIPE_MTE2, PIPE_V, 8, 28), std::nullopt);
  // The adjacent fallback (set and wait together at 28) finds ID 0 free.
  EXPECT_EQ(A.allocate(PIPE_MTE2, PIPE_V, 28, 28), 0u);
}

TEST(SyncEvents, AllocationMatchesEveryLifetimeCheck) {
  // The allocator looks up one busy lifetime per ID; against the rule
  // "free iff it meets no busy lifetime of that ID", checked one by one.
  std::mt19937 Rng(17);
  for (unsigned Round = 0; Round < 200; ++Round) {
    SyncEventAllocator A(3, /*KeyBySrc=*/Round % 2);
    struct Busy {
      unsigned Key, Id, From, To;
    };
    std::vector<Busy> Ref;
    for (unsigned K = 0; K < 60; ++K) {
      unsigned Src = Rng() % 3, Dst = 3 + Rng() % 3;
      unsigned From = Rng() % 80, To = From + Rng() % 10;
      unsigned Mask = Rng() % 8; // The IDs the caller accepts.
      std::optional<unsigned> Expected;
      for (unsigned Id = 0; Id < 3 && !Expected; ++Id)
        if ((Mask >> Id & 1) && none_of(Ref, [&](const Busy &B) {
              return B.Key == A.key(Src, Dst) && B.Id == Id && B.From <= To &&
                     From <= B.To;
            }))
          Expected = Id;
      if (Expected)
        Ref.push_back({A.key(Src, Dst), *Expected, From, To});
      ASSERT_EQ(A.allocate(Src, Dst, From, To,
                           [&](unsigned Id) { return Mask >> Id & 1; }),
                Expected)
          << "round " << Round << " allocation " << K;
    }
  }
}

TEST(SyncWaitMap, BehavesAsAnOrderedMap) {
  // Issue 17: the scoreboard's flag table is a sorted vector. Random
  // insertions, lookups and merges against std::map: the same entries, in
  // the same (key) order, and mergeFrom visits the other map's flags in
  // order with the waits here (a fresh list for a flag new here).
  std::mt19937 Rng(17);
  auto Wait = [](unsigned Pipe, unsigned Seq) {
    OutstandingWait W;
    W.Pipe = Pipe;
    W.Seq = Seq;
    return W;
  };
  using Ref = std::map<SyncWaitMap::Key, std::vector<unsigned>>;
  auto Same = [](const SyncWaitMap &M, const Ref &R) {
    if (M.size() != R.size())
      return false;
    auto RI = R.begin();
    for (const auto &[K, Ws] : M) {
      if (K != RI->first || Ws.size() != RI->second.size())
        return false;
      for (unsigned I = 0; I < Ws.size(); ++I)
        if (Ws[I].Seq != RI->second[I])
          return false;
      ++RI;
    }
    return true;
  };
  for (unsigned Round = 0; Round < 100; ++Round) {
    SyncWaitMap A, B;
    Ref RA, RB;
    for (unsigned K = 0; K < 30; ++K) {
      SyncWaitMap::Key Key{Rng() % 6, Rng() % 4};
      unsigned Seq = Rng() % 100;
      bool ToA = Rng() % 2;
      (ToA ? A : B)[Key].push_back(Wait(0, Seq));
      (ToA ? RA : RB)[Key].push_back(Seq);
      SyncWaitMap::Key Probe{Rng() % 6, Rng() % 4};
      ASSERT_EQ(A.find(Probe) != A.end(), RA.count(Probe) == 1);
    }
    ASSERT_TRUE(Same(A, RA));
    ASSERT_TRUE(Same(B, RB));
    // Merge: append the other map's waits; report a change if any.
    unsigned Visits = 0;
    bool Changed = A.mergeFrom(B, [&](SmallVectorImpl<OutstandingWait> &Ws,
                                      ArrayRef<OutstandingWait> Other) {
      ++Visits;
      for (const OutstandingWait &W : Other)
        Ws.push_back(W);
      return !Other.empty();
    });
    for (auto &[K, Seqs] : RB) {
      auto &Into = RA[K];
      Into.insert(Into.end(), Seqs.begin(), Seqs.end());
    }
    EXPECT_EQ(Visits, RB.size());
    EXPECT_EQ(Changed, !RB.empty());
    ASSERT_TRUE(Same(A, RA)) << "round " << Round;
  }
}

} // namespace
