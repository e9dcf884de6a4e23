//===-- PTOMachineCoreSections.cpp - Sections of mix kernels, on MIR ------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// pto-verify-sync's own sections and cross-core flag flows of a mix kernel
// (PTOMachineCoreSections.h).
//
//===----------------------------------------------------------------------===//

#include "Sync/PTOMachineCoreSections.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/Support/MathExtras.h"
#include <map>
#include <optional>
#include <tuple>

using namespace llvm;
using namespace llvm::PTO;

namespace {

/// Known register values of one kind at a point (absent: unknown), and
/// known words of the stack frame by (offset from sp, bytes): -O0 code
/// keeps the core type in a local variable.
struct RegValues {
  DenseMap<unsigned, int64_t> Regs;
  std::map<std::pair<int64_t, unsigned>, int64_t> Stack;
  auto find(unsigned R) const { return Regs.find(R); }
  auto end() const { return Regs.end(); }
  void erase(unsigned R) { Regs.erase(R); }
  int64_t &operator[](unsigned R) { return Regs[R]; }
  void clear() {
    Regs.clear();
    Stack.clear();
  }
  /// Keeps what both know with one value; true if this changed.
  bool meet(const RegValues &O) {
    bool Changed = false;
    for (auto It = Regs.begin(); It != Regs.end();) {
      auto OI = O.Regs.find(It->first);
      auto Cur = It++;
      if (OI == O.Regs.end() || OI->second != Cur->second) {
        Regs.erase(Cur);
        Changed = true;
      }
    }
    for (auto It = Stack.begin(); It != Stack.end();) {
      auto OI = O.Stack.find(It->first);
      if (OI == O.Stack.end() || OI->second != It->second) {
        It = Stack.erase(It);
        Changed = true;
      } else {
        ++It;
      }
    }
    return Changed;
  }
};

std::optional<int64_t> valueOf(const RegValues &V, const MachineOperand &MO) {
  if (!MO.isReg())
    return std::nullopt;
  if (MO.getReg() == PTO::X0)
    return 0;
  auto It = V.find(MO.getReg().id());
  if (It == V.end())
    return std::nullopt;
  return It->second;
}

/// Bytes and sign extension of a scalar load, or 0.
unsigned loadBytes(unsigned Opc, bool &Signed) {
  Signed = Opc == PTO::LB || Opc == PTO::LH || Opc == PTO::LW;
  switch (Opc) {
  case PTO::LB:
  case PTO::LBU:
    return 1;
  case PTO::LH:
  case PTO::LHU:
    return 2;
  case PTO::LW:
  case PTO::LWU:
    return 4;
  case PTO::LD:
    return 8;
  default:
    return 0;
  }
}
unsigned storeBytes(unsigned Opc) {
  switch (Opc) {
  case PTO::SB:
    return 1;
  case PTO::SH:
    return 2;
  case PTO::SW:
    return 4;
  case PTO::SD:
    return 8;
  default:
    return 0;
  }
}
int64_t truncTo(int64_t V, unsigned Bytes, bool Signed) {
  if (Bytes >= 8)
    return V;
  unsigned Bits = Bytes * 8;
  uint64_t U = uint64_t(V) & ((uint64_t(1) << Bits) - 1);
  return Signed ? SignExtend64(U, Bits) : int64_t(U);
}

/// The value \p MI computes into its first operand, if it folds.
std::optional<int64_t> fold(const MachineInstr &MI, const RegValues &V,
                            int64_t CoreType) {
  auto R = [&](unsigned I) { return valueOf(V, MI.getOperand(I)); };
  auto Imm = [&](unsigned I) -> std::optional<int64_t> {
    if (!MI.getOperand(I).isImm())
      return std::nullopt;
    return MI.getOperand(I).getImm();
  };
  std::optional<int64_t> A, B;
  switch (MI.getOpcode()) {
  case PTO::GET_CORE_TYPE:
    return CoreType;
  case PTO::LI:
    return Imm(1);
  case PTO::ADDI:
  case PTO::ANDI:
  case PTO::ORI:
  case PTO::XORI:
  case PTO::SLLI:
  case PTO::SRLI:
  case PTO::SRAI:
  case PTO::SLTI:
  case PTO::SLTIU:
    A = R(1);
    B = Imm(2);
    break;
  case PTO::ADD:
  case PTO::SUB:
  case PTO::AND:
  case PTO::OR:
  case PTO::XOR:
  case PTO::MUL:
  case PTO::SLT:
  case PTO::SLTU:
    A = R(1);
    B = R(2);
    break;
  default:
    return std::nullopt;
  }
  if (!A || !B)
    return std::nullopt;
  uint64_t UA = *A, UB = *B;
  switch (MI.getOpcode()) {
  case PTO::ADDI:
  case PTO::ADD:
    return int64_t(UA + UB);
  case PTO::SUB:
    return int64_t(UA - UB);
  case PTO::MUL:
    return int64_t(UA * UB);
  case PTO::ANDI:
  case PTO::AND:
    return *A & *B;
  case PTO::ORI:
  case PTO::OR:
    return *A | *B;
  case PTO::XORI:
  case PTO::XOR:
    return *A ^ *B;
  case PTO::SLLI:
    return UB < 64 ? std::optional<int64_t>(int64_t(UA << UB)) : std::nullopt;
  case PTO::SRLI:
    return UB < 64 ? std::optional<int64_t>(int64_t(UA >> UB)) : std::nullopt;
  case PTO::SRAI:
    return UB < 64 ? std::optional<int64_t>(*A >> UB) : std::nullopt;
  case PTO::SLTI:
  case PTO::SLT:
    return *A < *B;
  case PTO::SLTIU:
  case PTO::SLTU:
    return UA < UB;
  default:
    return std::nullopt;
  }
}

/// Flags and barriers: side effects, but no memory written.
bool isSyncOnly(unsigned Opc) {
  return Opc == PTO::SET_FLAG || Opc == PTO::WAIT_FLAG ||
         Opc == PTO::PIPE_BARRIER || Opc == PTO::SET_CROSS_FLAG ||
         Opc == PTO::WAIT_CROSS_FLAG || Opc == PTO::SLOT_MARK ||
         Opc == PTO::SET_FLAG_SLOT || Opc == PTO::WAIT_FLAG_SLOT;
}

void transfer(const MachineInstr &MI, RegValues &V, int64_t CoreType) {
  std::optional<int64_t> New;
  if (MI.getNumOperands() && MI.getOperand(0).isReg() &&
      MI.getOperand(0).isDef())
    New = fold(MI, V, CoreType);
  // The stack frame: stores and loads at sp + imm; any other store that may
  // reach the stack (no memory operand, or one that is not an IR value of
  // another address space) forgets it.
  bool Signed = false;
  auto SPSlot = [&](unsigned BaseIdx) -> std::optional<int64_t> {
    if (MI.getNumOperands() > BaseIdx + 1 && MI.getOperand(BaseIdx).isReg() &&
        MI.getOperand(BaseIdx).getReg() == PTO::X2 &&
        MI.getOperand(BaseIdx + 1).isImm())
      return MI.getOperand(BaseIdx + 1).getImm();
    return std::nullopt;
  };
  if (unsigned B = loadBytes(MI.getOpcode(), Signed)) {
    if (std::optional<int64_t> Off = SPSlot(1)) {
      auto It = V.Stack.find({*Off, B});
      if (It != V.Stack.end())
        New = truncTo(It->second, B, Signed);
    }
  } else if (unsigned B = storeBytes(MI.getOpcode())) {
    std::optional<int64_t> Off = SPSlot(1);
    std::optional<int64_t> Val = valueOf(V, MI.getOperand(0));
    if (Off) {
      // Forget overlapping words, then record this one.
      for (auto It = V.Stack.begin(); It != V.Stack.end();) {
        int64_t O = It->first.first, E = O + It->first.second;
        if (O < *Off + int64_t(B) && *Off < E)
          It = V.Stack.erase(It);
        else
          ++It;
      }
      if (Val)
        V.Stack[{*Off, B}] = truncTo(*Val, B, false);
    } else {
      V.Stack.clear();
    }
  } else if (MI.mayStore() && !isSyncOnly(MI.getOpcode())) {
    bool OtherMemory = !MI.memoperands_empty();
    // The stack is address space 0; global memory (1) and the on-chip
    // memories (2..7) are not.
    for (const MachineMemOperand *MMO : MI.memoperands())
      if (MMO->getAddrSpace() == 0)
        OtherMemory = false;
    if (!OtherMemory)
      V.Stack.clear();
  }
  for (const MachineOperand &MO : MI.operands()) {
    if (MO.isRegMask()) { // a call: every register is unknown after it
      V.clear();
      continue;
    }
    if (MO.isReg() && MO.isDef() && MO.getReg().isPhysical())
      V.erase(MO.getReg().id());
  }
  if (New && MI.getOperand(0).getReg() != PTO::X0)
    V[MI.getOperand(0).getReg().id()] = *New;
}

/// Whether a conditional branch is taken: true/false, or nullopt.
std::optional<bool> taken(const MachineInstr &MI, const RegValues &V) {
  std::optional<int64_t> A = valueOf(V, MI.getOperand(0)),
                         B = valueOf(V, MI.getOperand(1));
  if (!A || !B)
    return std::nullopt;
  switch (MI.getOpcode()) {
  case PTO::BEQ:
    return *A == *B;
  case PTO::BNE:
    return *A != *B;
  case PTO::BLT:
    return *A < *B;
  case PTO::BGE:
    return *A >= *B;
  case PTO::BLTU:
    return uint64_t(*A) < uint64_t(*B);
  case PTO::BGEU:
    return uint64_t(*A) >= uint64_t(*B);
  default:
    return std::nullopt;
  }
}

bool isCondBranch(unsigned Opc) {
  return Opc == PTO::BEQ || Opc == PTO::BNE || Opc == PTO::BLT ||
         Opc == PTO::BGE || Opc == PTO::BLTU || Opc == PTO::BGEU;
}

/// The successors of \p MBB kind-reachable from its end state \p V.
SmallVector<const MachineBasicBlock *, 2>
liveSuccessors(const MachineBasicBlock &MBB, const RegValues &V) {
  SmallVector<const MachineBasicBlock *, 2> All(MBB.successors());
  SmallVector<const MachineBasicBlock *, 2> Live;
  for (const MachineInstr &T : MBB.terminators()) {
    unsigned Opc = T.getOpcode();
    if (isCondBranch(Opc) && T.getOperand(2).isMBB()) {
      std::optional<bool> Tk = taken(T, V);
      if (!Tk || *Tk)
        Live.push_back(T.getOperand(2).getMBB());
      if (Tk && *Tk)
        return Live;
      continue;
    }
    if (Opc == PTO::J && T.getOperand(0).isMBB()) {
      Live.push_back(T.getOperand(0).getMBB());
      return Live;
    }
    if (T.isReturn())
      return Live;
    return All; // anything else: every successor
  }
  // Falls through to the next block in the layout.
  if (const MachineBasicBlock *Next = MBB.getNextNode();
      Next && MBB.isSuccessor(Next))
    Live.push_back(Next);
  else
    return All;
  return Live;
}

} // namespace

bool MachineCoreSections::compute(const MachineFunction &MF, PTOGeneration Gen,
                                  std::optional<bool> ReadsCoreType) {
  Mix = false;
  Masks.clear();
  Flow.clear();
  Cyclic.clear();
  Kinds = getCoreKinds(Gen);
  if (Kinds.size() < 2 || MF.empty())
    return false;
  if (!ReadsCoreType) {
    ReadsCoreType = false;
    for (const MachineBasicBlock &MBB : MF)
      for (const MachineInstr &MI : MBB)
        *ReadsCoreType |= MI.getOpcode() == PTO::GET_CORE_TYPE;
  }
  if (!*ReadsCoreType)
    return false;
  Mix = true;

  ReversePostOrderTraversal<const MachineFunction *> RPOT(&MF);
  for (unsigned K = 0; K < Kinds.size(); ++K) {
    // What get_core_type returns on the kind (PTOCoreKind.CoreType).
    int64_t CoreType = Kinds[K]->CoreType;
    // Entry states; a block is reached once it has one. Values only lose
    // constants (meet), so the rounds end.
    DenseMap<const MachineBasicBlock *, RegValues> In;
    In[&MF.front()] = RegValues();
    bool Changed = true;
    while (Changed) {
      Changed = false;
      for (const MachineBasicBlock *MBB : RPOT) {
        auto It = In.find(MBB);
        if (It == In.end())
          continue;
        RegValues V = It->second;
        for (const MachineInstr &MI : *MBB)
          if (!MI.isTerminator())
            transfer(MI, V, CoreType);
        for (const MachineBasicBlock *S : liveSuccessors(*MBB, V)) {
          auto [SI, New] = In.try_emplace(S, V);
          if (New) {
            Changed = true;
            continue;
          }
          // Meet: keep what both know with one value.
          Changed |= SI->second.meet(V);
        }
      }
    }
    for (const auto &Entry : In)
      Masks[Entry.first] |= 1u << K;
  }

  for (scc_iterator<const MachineFunction *> I = scc_begin(&MF); !I.isAtEnd();
       ++I)
    if (I.hasCycle())
      for (const MachineBasicBlock *MBB : *I)
        Cyclic[MBB] = true;

  Flow.resize(Kinds.size());
  for (unsigned K = 0; K < Kinds.size(); ++K)
    for (bool Primed : {false, true})
      computeFlags(MF, K, Primed);
  return true;
}

void MachineCoreSections::computeFlags(const MachineFunction &MF, unsigned K,
                                       bool Primed) {
  PerKind &PK = Flow[K];
  auto Runs = [&](const MachineBasicBlock *MBB) { return mask(MBB) >> K & 1; };
  ReversePostOrderTraversal<const MachineFunction *> RPOT(&MF);
  SmallVector<const MachineBasicBlock *, 32> Blocks;
  DenseMap<const MachineBasicBlock *, unsigned> Order;
  for (const MachineBasicBlock *MBB : RPOT) {
    Order[MBB] = Order.size();
    if (Runs(MBB))
      Blocks.push_back(MBB);
  }
  auto IsBackEdge = [&](const MachineBasicBlock *From,
                        const MachineBasicBlock *To) {
    return Order.lookup(To) <= Order.lookup(From);
  };
  DenseMap<const MachineInstr *, PipeFlags> PrimedSets;

  // Acquired (forward, must). Blocks not walked yet: every flag (0xffff).
  // Primed: over the paths that crossed a back edge, since the last one;
  // a path that crossed none does not count (the entry: every flag).
  DenseMap<const MachineBasicBlock *, uint16_t> AcqOut;
  for (const MachineBasicBlock *MBB : Blocks)
    AcqOut[MBB] = 0xffff;
  auto AcqWalk = [&](const MachineBasicBlock *MBB, bool Record) {
    uint16_t A = 0xffff;
    bool AnyPred = false;
    for (const MachineBasicBlock *P : MBB->predecessors())
      if (Runs(P)) {
        A &= Primed && IsBackEdge(P, MBB) ? 0 : AcqOut[P];
        AnyPred = true;
      }
    if (!AnyPred || MBB == &MF.front())
      A = Primed ? 0xffff : 0;
    for (const MachineInstr &MI : *MBB) {
      if (Record)
        PK.Acquired[Primed][&MI] = A;
      if (MI.getOpcode() == PTO::WAIT_CROSS_FLAG)
        A |= 1u << (MI.getOperand(0).getImm() & 15);
    }
    return A;
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const MachineBasicBlock *MBB : Blocks) {
      uint16_t A = AcqWalk(MBB, false);
      if (A != AcqOut[MBB]) {
        AcqOut[MBB] = A;
        Changed = true;
      }
    }
  }
  for (const MachineBasicBlock *MBB : Blocks)
    AcqWalk(MBB, true);
  if (Primed) {
    // A cycle through I holds the waits on every path from I to the next
    // back edge crossing, too (backward must; a return does not count).
    DenseMap<const MachineBasicBlock *, uint16_t> WaitIn;
    for (const MachineBasicBlock *MBB : Blocks)
      WaitIn[MBB] = 0xffff;
    auto WaitWalk = [&](const MachineBasicBlock *MBB, bool Record) {
      uint16_t W = 0xffff;
      for (const MachineBasicBlock *S : MBB->successors())
        if (Runs(S))
          W &= IsBackEdge(MBB, S) ? 0 : WaitIn[S];
      for (const MachineInstr &MI : reverse(*MBB)) {
        if (Record)
          PK.Acquired[1][&MI] |= W;
        if (MI.getOpcode() == PTO::WAIT_CROSS_FLAG)
          W |= 1u << (MI.getOperand(0).getImm() & 15);
      }
      return W;
    };
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (const MachineBasicBlock *MBB : reverse(Blocks)) {
        uint16_t W = WaitWalk(MBB, false);
        if (W != WaitIn[MBB]) {
          WaitIn[MBB] = W;
          Changed = true;
        }
      }
    }
    for (const MachineBasicBlock *MBB : Blocks)
      WaitWalk(MBB, true);

    // And the sets on every path from the last crossing to I: after I's
    // previous iteration, on the set's own pipe (forward must; the entry
    // does not count).
    DenseMap<const MachineBasicBlock *, PipeFlags> SetOut;
    PipeFlags All;
    All.fill(0xffff);
    for (const MachineBasicBlock *MBB : Blocks)
      SetOut[MBB] = All;
    auto SetWalk = [&](const MachineBasicBlock *MBB, bool Record) {
      PipeFlags R = All;
      for (const MachineBasicBlock *P : MBB->predecessors())
        if (Runs(P))
          for (unsigned X = 0; X < NumPipes; ++X)
            R[X] &= IsBackEdge(P, MBB) ? 0 : SetOut[P][X];
      for (const MachineInstr &MI : *MBB) {
        if (Record)
          PrimedSets[&MI] = R;
        if (MI.getOpcode() == PTO::SET_CROSS_FLAG &&
            unsigned(MI.getOperand(0).getImm()) < NumPipes)
          R[MI.getOperand(0).getImm()] |= 1u
                                          << (MI.getOperand(1).getImm() & 15);
      }
      return R;
    };
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (const MachineBasicBlock *MBB : Blocks) {
        PipeFlags R = SetWalk(MBB, false);
        if (R != SetOut[MBB]) {
          SetOut[MBB] = R;
          Changed = true;
        }
      }
    }
    // Or-ed into the released flags below.
    for (const MachineBasicBlock *MBB : Blocks)
      SetWalk(MBB, true);
  }

  // Released (backward, must). The state after a point: per pipe, the
  // flags released for an operation of that pipe issued there; per
  // intra-core flag (P, Q, id) whose wait_flag lies ahead, the flags
  // released for Q's operations after that wait, which P's operations
  // before the matching set_flag inherit. A return releases nothing; the
  // blocks not walked yet are "everything" (Top). Primed: over the paths
  // to the next back edge crossing (the next iteration), up to it; a path
  // that returns without one does not count (a return is Top).
  struct RelState {
    bool Top = true;
    PipeFlags R{};
    std::map<std::tuple<int64_t, int64_t, int64_t>, uint16_t> Pend;
    void meet(const RelState &O) {
      if (O.Top)
        return;
      if (Top) {
        *this = O;
        return;
      }
      for (unsigned P = 0; P < NumPipes; ++P)
        R[P] &= O.R[P];
      for (auto It = Pend.begin(); It != Pend.end();) {
        auto OI = O.Pend.find(It->first);
        if (OI == O.Pend.end()) {
          It = Pend.erase(It);
          continue;
        }
        It->second &= OI->second;
        ++It;
      }
    }
    bool operator!=(const RelState &O) const {
      return Top != O.Top || R != O.R || Pend != O.Pend;
    }
  };
  RelState Nothing;
  Nothing.Top = false;
  DenseMap<const MachineBasicBlock *, RelState> RelIn;
  auto RelWalk = [&](const MachineBasicBlock *MBB, bool Record) {
    RelState St;
    bool AnySucc = false;
    for (const MachineBasicBlock *S : MBB->successors())
      if (Runs(S)) {
        St.meet(Primed && IsBackEdge(MBB, S) ? Nothing : RelIn[S]);
        AnySucc = true;
      }
    if (!AnySucc) // a return (or the end of what this kind runs)
      St = Primed ? RelState() : Nothing;
    for (const MachineInstr &MI : reverse(*MBB)) {
      unsigned Opc = MI.getOpcode();
      if (!St.Top) {
        if (Opc == PTO::SET_CROSS_FLAG) {
          unsigned P = MI.getOperand(0).getImm();
          if (P < NumPipes)
            St.R[P] |= 1u << (MI.getOperand(1).getImm() & 15);
        } else if (Opc == PTO::PIPE_BARRIER &&
                   MI.getOperand(0).getImm() >= NumPipes) {
          // pipe_barrier ALL: what any pipe issued ends before what follows.
          uint16_t Any = 0;
          for (uint16_t X : St.R)
            Any |= X;
          St.R.fill(Any);
        } else if (Opc == PTO::WAIT_FLAG || Opc == PTO::SET_FLAG) {
          int64_t P = MI.getOperand(0).getImm(), Q = MI.getOperand(1).getImm(),
                  Id = MI.getOperand(2).getImm();
          if (P >= 0 && P < NumPipes && Q >= 0 && Q < NumPipes) {
            if (Opc == PTO::WAIT_FLAG)
              St.Pend[{P, Q, Id}] = St.R[Q];
            else if (auto It = St.Pend.find({P, Q, Id}); It != St.Pend.end())
              St.R[P] |= It->second;
          }
        }
      }
      if (Record) {
        PipeFlags Out = St.R;
        if (St.Top)
          Out.fill(0xffff);
        PK.Released[Primed][&MI] = Out;
      }
    }
    return St;
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const MachineBasicBlock *MBB : reverse(Blocks)) {
      RelState St = RelWalk(MBB, false);
      if (St != RelIn[MBB]) {
        RelIn[MBB] = std::move(St);
        Changed = true;
      }
    }
  }
  for (const MachineBasicBlock *MBB : Blocks)
    RelWalk(MBB, true);
  for (const auto &[MI, R] : PrimedSets)
    for (unsigned X = 0; X < NumPipes; ++X)
      PK.Released[1][MI][X] |= R[X];
}

MachineCoreSections::PipeFlags
MachineCoreSections::released(unsigned K, const MachineInstr *MI,
                              bool NextIteration) const {
  const auto &M = Flow[K].Released[NextIteration];
  auto It = M.find(MI);
  return It == M.end() ? PipeFlags{} : It->second;
}

uint16_t MachineCoreSections::acquired(unsigned K, const MachineInstr *MI,
                                       bool AfterBackEdge) const {
  return Flow[K].Acquired[AfterBackEdge].lookup(MI);
}
