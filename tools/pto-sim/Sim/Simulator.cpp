//===-- Simulator.cpp - The simulation of one kernel run ------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Simulator.h"
#include "DeadlockReport.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include <cstring>

using namespace llvm;
using namespace ptosim;
using PTO::OpName;

const char *ptosim::pipeName(unsigned P) {
  const char *N = PTO::getPipeName(P);
  return N ? N : "?";
}

const char *ptosim::spaceName(unsigned AS) {
  const PTO::PTOMemoryInfo *M = PTO::getMemory(AS);
  return M ? M->Name : "?";
}

Error ptosim::simError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

static bool isSync(unsigned Opc) {
  return Opc == PTO::SET_FLAG || Opc == PTO::WAIT_FLAG ||
         Opc == PTO::PIPE_BARRIER;
}

// Issue 15 (X).
static bool isCrossFlag(unsigned Opc) {
  return Opc == PTO::SET_CROSS_FLAG || Opc == PTO::WAIT_CROSS_FLAG;
}

Expected<std::unique_ptr<Simulator>>
Simulator::create(ProgramImage &Image, const SimConfig &Config) {
  std::optional<TimingModel> TM = TimingModel::get(Image.generation());
  if (!TM)
    return simError("no timing parameters for CPU '" + Config.CPU + "'");
  return std::unique_ptr<Simulator>(
      new Simulator(Image, Config, *TM, /*SharedGM=*/nullptr));
}

// Issue 15: SPMD.
Expected<std::unique_ptr<Simulator>>
Simulator::createCore(Simulator &First, unsigned Block, unsigned NumBlocks) {
  if (NumBlocks > MaxBlocks || Block == 0 || Block >= NumBlocks)
    return simError("block " + Twine(Block) + " of " + Twine(NumBlocks) +
                    ": blocks 1 .. N-1 of at most " + Twine(MaxBlocks) +
                    " are created over block 0");
  return createCore(First, Block, Block, NumBlocks);
}

// Issue 15 (X).
Expected<std::unique_ptr<Simulator>>
Simulator::createCore(Simulator &First, unsigned CoreID, unsigned Block,
                      unsigned NumBlocks) {
  if (CoreID == 0 || CoreID >= MaxBlocks || Block >= NumBlocks)
    return simError("core " + Twine(CoreID) + " (block " + Twine(Block) +
                    " of " + Twine(NumBlocks) + "): cores 1 .. " +
                    Twine(MaxBlocks - 1) + " are created over core 0");
  std::unique_ptr<Simulator> S(
      new Simulator(First.Image, First.Config, First.TM, &First.GM));
  S->Scalar.BlockIdx = Block;
  S->Scalar.BlockNum = NumBlocks;
  First.Scalar.BlockNum = NumBlocks;
  // Until setCore gives them their places, the cores of a run of blocks are
  // named after their blocks (diagnostics say "block 1: deadlock ...").
  S->OwnCores.front().Name = "block " + std::to_string(Block);
  First.OwnCores.front().Name = "block 0";
  // The same arguments: the first core's buffers, a stack of its own.
  S->Args = First.Args;
  S->ArgAddr = First.ArgAddr;
  uint64_t Hi = StackTop - CoreID * StackPitch;
  S->GM.map({Hi - StackSize, StackSize, "stack" + std::to_string(CoreID),
             std::vector<uint8_t>(StackSize, 0)});
  if (Error E = S->setUpCall(Hi))
    return std::move(E);
  return std::move(S);
}

Simulator::Simulator(ProgramImage &Image, const SimConfig &Config,
                     const TimingModel &TheTM, GlobalMemory *SharedGM)
    : Image(Image), Config(Config), TM(TheTM),
      OwnGM(SharedGM ? nullptr : std::make_unique<GlobalMemory>()),
      GM(SharedGM ? *SharedGM : *OwnGM), OnChip(Image.generation()),
      Planner(Image.regInfo(), OnChip, TM), Exec(GM, OnChip),
      Flags(Config.Keying, Config.Flags),
      Scalar(Image.regInfo(), GM, Events,
             [&Image](uint64_t A) { return Image.describe(A); }) {
  if (Config.Ideal)
    Policy = std::make_unique<DependencePolicy>();
  else
    Policy = std::make_unique<FlagPolicy>();
  if (!SharedGM)
    Image.setCode(&GM.map(Image.takeProgram()));
  // Issue 15 (X): a lone core with every pipe; its flags reach itself.
  CoreInfo Lone;
  Lone.Name = "core";
  Lone.Kind = "core";
  Lone.PipeMask = (1u << NumAgents) - 1;
  Lone.Peers = {0};
  Lone.WaitFrom = {0};
  OwnCores.push_back(Lone);
  const PTO::PTOCrossCoreInfo *XC = PTO::getCrossCore(Image.generation());
  OwnHub = std::make_unique<CrossCoreHub>(XC ? XC->Latency : 0,
                                          XC ? XC->MaxPending : 1);
  AllCores = &OwnCores;
  Hub = OwnHub.get();
  Remote = std::make_shared<RemoteClocks>(1);
}

void Simulator::setCore(const std::vector<CoreInfo> &Cores, unsigned ID,
                        CrossCoreHub &H) {
  AllCores = &Cores;
  CoreID = ID;
  Hub = &H;
  Remote = std::make_shared<RemoteClocks>(Cores.size());
  Scalar.CoreType = Cores[ID].CoreType;
  Scalar.SubBlockId = Cores[ID].SubBlock;
}

std::optional<std::pair<unsigned, unsigned>> Simulator::crossWait() const {
  return CrossWaiting;
}

//===----------------------------------------------------------------------===//
// Arguments
//===----------------------------------------------------------------------===//

Error Simulator::setArguments(ArrayRef<std::string> Specs) {
  uint64_t Next = BufferBase;
  for (const std::string &Spec : Specs) {
    Expected<KernelArg> A = parseKernelArg(Spec);
    if (!A)
      return A.takeError();
    uint64_t Addr = 0;
    if (A->IsBuffer) {
      Addr = Next;
      GM.map(
          {Addr, A->Data.size(), "arg" + std::to_string(Args.size()), A->Data});
      // A guard gap after each buffer catches overruns.
      Next = alignTo(Addr + A->Data.size() + 4096, 4096);
    } else if (A->AliasOf >= 0) {
      Expected<uint64_t> P = aliasAddress(*A, Args, ArgAddr);
      if (!P)
        return P.takeError();
      Addr = *P;
    } else {
      Addr = uint64_t(A->Scalar);
    }
    ArgAddr.push_back(Addr);
    Args.push_back(std::move(*A));
  }
  GM.map({StackTop - StackSize, StackSize, "stack",
          std::vector<uint8_t>(StackSize, 0)});
  return setUpCall(StackTop);
}

Error Simulator::setUpCall(uint64_t StackHi) {
  uint64_t SP = StackHi -
                alignTo(8 * (ArgAddr.size() > 8 ? ArgAddr.size() - 8 : 0), 16) -
                64;
  for (size_t I = 0; I < ArgAddr.size(); ++I) {
    if (I < 8) {
      Scalar.Regs[8 + I] = ArgAddr[I];
      continue;
    }
    Expected<uint8_t *> P = GM.ptr(SP + 8 * (I - 8), 8, "stack argument");
    if (!P)
      return P.takeError();
    std::memcpy(*P, &ArgAddr[I], 8);
  }
  Scalar.Regs[1] = ReturnSentinel;
  Scalar.Regs[2] = SP;
  return Error::success();
}

std::vector<KernelArg> &Simulator::arguments() {
  for (size_t I = 0; I < Args.size(); ++I)
    if (Args[I].IsBuffer)
      if (const Region *R = GM.regionAt(ArgAddr[I]))
        Args[I].Data = R->Bytes;
  return Args;
}

//===----------------------------------------------------------------------===//
// The scalar unit's part
//===----------------------------------------------------------------------===//

Error Simulator::stepScalar(bool &Progress) {
  Progress = false;
  ScalarUnit &S = Scalar;
  if (S.Done || S.Ready > Now)
    return Error::success();
  if (S.PC == ReturnSentinel) {
    S.Done = true;
    Progress = true;
    return Error::success();
  }
  Expected<const DecodedInst *> DIOrErr = Image.decodeAt(S.PC);
  if (!DIOrErr)
    return DIOrErr.takeError();
  const DecodedInst &DI = **DIOrErr;
  unsigned Opc = DI.opcode();
  uint64_t NextPC = S.PC + DI.Size;
  S.Blocked.clear();
  CrossWaiting.reset();
  CurRemote = Remote.get();

  if (isSync(Opc) && !Policy->honoursSync()) {
    Policy->skippedSync();
    S.PC = NextPC;
    Progress = true;
    return Error::success();
  }
  Expected<uint64_t> Wait =
      Policy->admitScalar(Now, [&](SmallVectorImpl<ByteAccess> &Accs) {
        return scalarAccesses(DI, Accs);
      });
  if (!Wait)
    return Wait.takeError();
  if (*Wait) {
    S.Blocked = "waiting for the operations it depends on";
    ScalarWakeAt = *Wait;
    return Error::success();
  }

  bool Done = true;
  if (Opc == PTO::TGETVAL_A || Opc == PTO::TSETVAL_A) {
    if (Error E = scalarTile(DI))
      return simError(describe(S.PC) + ": " + toString(std::move(E)));
  } else if (Opc == PTO::PIPE_BARRIER) {
    if (Error E = barrier(DI, Done))
      return E;
  } else if (Opc == PTO::SET_FLAG || Opc == PTO::WAIT_FLAG) {
    if (Error E = flag(DI, Done))
      return E;
  } else if (isCrossFlag(Opc)) {
    if (Error E = crossFlag(DI, Done))
      return E;
  } else if (DI.pipe() != PipeS) {
    if (Error E = dispatch(DI, DI.pipe(), Done))
      return simError(describe(S.PC) + ": " + toString(std::move(E)));
  } else if (Error E = S.execute(DI, Now, NextPC)) {
    return E;
  }
  if (!Done) {
    // Held by synchronization: a stall of the scalar unit, like a pipe's
    // blocked queue head.
    if (!S.StalledSince)
      S.StalledSince = Now;
    return Error::success();
  }
  if (S.StalledSince && Now > *S.StalledSince)
    Events.onStall(PipeS, *S.StalledSince, Now, S.PC);
  S.StalledSince.reset();
  Events.onScalarInstruction(Now, S.PC, TM.scalarCycles());
  S.PC = NextPC;
  S.Ready = Now + TM.scalarCycles();
  Progress = true;
  return Error::success();
}

Error Simulator::scalarAccesses(const DecodedInst &DI,
                                SmallVectorImpl<ByteAccess> &Accs) {
  unsigned Opc = DI.opcode();
  if (const ScalarMemOp *M = getScalarMemOp(Opc)) {
    uint64_t A = Scalar.Regs.get(DI.op(OpName::rs1)) + DI.imm(OpName::imm);
    Accs.push_back({SpaceGM, A, A + M->Bytes, M->Store});
  } else if (Opc == PTO::TGETVAL_A || Opc == PTO::TSETVAL_A) {
    TilePlan Pl;
    if (Error E = Planner.plan(DI, Scalar.Regs, Pl))
      return simError(describe(Scalar.PC) + ": " + toString(std::move(E)));
    Pl.accesses(Accs);
  }
  return Error::success();
}

Error Simulator::barrier(const DecodedInst &DI, bool &Done) {
  unsigned Src = unsigned(DI.imm(OpName::src));
  if (Src == PipeS) {
    Events.onSync(SyncEvent::Barrier); // the scalar unit is sequential
    return Error::success();
  }
  if (Src != PipeALL)
    return dispatch(DI, Src, Done);
  // Wait for every pipe to drain; then everything is ordered before.
  for (unsigned P = PipeS + 1; P < NumAgents; ++P)
    if (!Pipes[P].empty() || !Pipes[P].drained(Now)) {
      Scalar.Blocked =
          "pipe_barrier ALL waits for pipe " + std::string(pipeName(P));
      Done = false;
      return Error::success();
    }
  for (unsigned P = PipeS + 1; P < NumAgents; ++P) {
    join(Scalar.Clock, Pipes[P].Clock);
    Scalar.Clock[P] = std::max(Scalar.Clock[P], Pipes[P].Seq);
  }
  Events.onSync(SyncEvent::Barrier);
  return Error::success();
}

Error Simulator::flag(const DecodedInst &DI, bool &Done) {
  bool IsSet = DI.opcode() == PTO::SET_FLAG;
  unsigned Src = unsigned(DI.imm(OpName::src)),
           Dst = unsigned(DI.imm(OpName::dst)),
           Ev = unsigned(DI.imm(OpName::event));
  unsigned IdsPerPair = PTO::getEventIdsPerPair(Image.generation());
  if (Ev >= IdsPerPair)
    return simError(describe(Scalar.PC) + ": event ID " + Twine(Ev) +
                    " out of range (" + Twine(IdsPerPair) +
                    " per pipe pair on " + Config.CPU + ")");
  if (Src >= PipeALL || Dst >= PipeALL)
    return simError(describe(Scalar.PC) + ": PIPE_ALL in a flag instruction");
  if (IsSet && Src == PipeS) {
    unsigned Id = NumSets++;
    Flags.schedule(Now + TM.flagLatency(), Flags.key(Src, Dst, Ev),
                   Scalar.Clock, Id, DI.Text);
    Events.onFlagSet(Id, Src, Dst, Now, DI.Text);
    Events.onSync(SyncEvent::Set);
    return Error::success();
  }
  if (!IsSet && Dst == PipeS) {
    unsigned Key = Flags.key(Src, Dst, Ev);
    if (!Flags.ready(Key, Now)) {
      Scalar.Blocked = "blocked in wait_flag";
      Done = false;
      return Error::success();
    }
    Events.onFlagWait(Flags.consume(Key, Scalar.Clock), Now);
    Events.onSync(SyncEvent::Wait);
    return Error::success();
  }
  return dispatch(DI, IsSet ? Src : Dst, Done);
}

// Issue 15 (X).
Error Simulator::crossFlag(const DecodedInst &DI, bool &Done) {
  unsigned Flag = unsigned(DI.imm(OpName::event));
  const PTO::PTOCrossCoreInfo *XC = PTO::getCrossCore(Image.generation());
  unsigned NumFlags = XC ? XC->FlagIds : 0;
  if (Flag >= NumFlags)
    return simError(describe(Scalar.PC) + ": cross-core flag " + Twine(Flag) +
                    " out of range (" + Twine(NumFlags) + " on " +
                    Config.CPU + ")");
  if (DI.opcode() == PTO::SET_CROSS_FLAG) {
    unsigned Src = unsigned(DI.imm(OpName::src));
    if (Src >= PipeALL)
      return simError(describe(Scalar.PC) +
                      ": PIPE_ALL in a cross-core flag instruction");
    if (Src != PipeS)
      return dispatch(DI, Src, Done);
    if (Error E = crossSet(Flag, Now, Scalar.Clock, Remote, DI.Text))
      return simError(describe(Scalar.PC) + ": " + toString(std::move(E)));
    Events.onSync(SyncEvent::Set);
    return Error::success();
  }
  const CoreInfo &Me = core();
  unsigned Missing = 0;
  if (!Hub->ready(CoreID, Me.WaitFrom, Flag, Now, &Missing)) {
    Scalar.Blocked = "blocked in wait_cross_flag " + std::to_string(Flag) +
                     " (no set from " + (*AllCores)[Missing].Name + " yet)";
    CrossWaiting = {Flag, Missing};
    Done = false;
    return Error::success();
  }
  // What each setter knew happens before everything issued from here on.
  // The setter's pipe clock for the setter, what it knew of every other
  // core (this one included: its own earlier work the setter saw end).
  auto Known = std::make_shared<RemoteClocks>(*Remote);
  SmallVector<CrossFlagSet, 2> Sets = Hub->consume(CoreID, Me.WaitFrom, Flag);
  for (size_t I = 0; I < Sets.size(); ++I) {
    unsigned Src = Me.WaitFrom[I];
    if (Src != CoreID)
      join((*Known)[Src], Sets[I].Clock);
    else
      join(Scalar.Clock, Sets[I].Clock);
    if (const RemoteClocks *SK = Sets[I].Known.get())
      for (size_t K = 0; K < SK->size() && K < Known->size(); ++K)
        join(K == CoreID ? Scalar.Clock : (*Known)[K], (*SK)[K]);
  }
  Remote = std::move(Known);
  Events.onSync(SyncEvent::Wait);
  return Error::success();
}

Error Simulator::crossSet(unsigned Flag, uint64_t Time, const VClock &C,
                          RemoteRef Known, const std::string &Text) {
  return Hub->set(*AllCores, CoreID, Flag, Time, C, std::move(Known), Text);
}

Error Simulator::scalarTile(const DecodedInst &DI) {
  TilePlan Pl;
  if (Error E = Planner.plan(DI, Scalar.Regs, Pl))
    return E;
  uint32_t Seq = Scalar.nextSeq();
  const TileOperand &S = Pl.Srcs[0];
  if (Pl.Kind == Sem::GetVal) {
    uint64_t A =
        S.Addr + (uint64_t(Pl.Row) * S.Cols + Pl.Col) * dtypeBytes(S.DT);
    ByteAccess Acc{S.AS, A, A + dtypeBytes(S.DT), false};
    Events.onMemoryOperation(Now, Scalar.PC, PipeS, Seq, Scalar.Clock, Acc);
    uint64_t V = Exec.getValue(Pl);
    if (Pl.GetValReg)
      Scalar.Regs[Pl.GetValReg] = V;
    return Error::success();
  }
  SmallVector<ByteAccess, 2> Accs;
  Pl.accesses(Accs);
  Events.onMemoryOperation(Now, Scalar.PC, PipeS, Seq, Scalar.Clock, Accs);
  Exec.setValue(Pl);
  return Error::success();
}

Error Simulator::dispatch(const DecodedInst &DI, unsigned Pipe, bool &Done) {
  PipeQueue &Q = Pipes[Pipe];
  if (Q.size() >= TM.queueDepth()) {
    Done = false;
    Scalar.Blocked = std::string("queue of pipe ") + pipeName(Pipe) + " full";
    return Error::success();
  }
  // Issue 15 (X): only the pipes of the core's kind.
  if (!(core().PipeMask >> Pipe & 1))
    return simError(Twine(DI.Text) + " needs pipe " + pipeName(Pipe) + ", which " +
                    core().Name + " (" + core().Kind + ") does not have");
  QOp Op;
  Op.PC = Scalar.PC;
  Op.DI = &DI;
  Op.DispatchVC = Scalar.Clock;
  Op.Remote = Remote;
  switch (DI.opcode()) {
  case PTO::SET_CROSS_FLAG:
    Op.Kind = QKind::CrossSet;
    break;
  case PTO::SET_FLAG:
    Op.Kind = QKind::Set;
    break;
  case PTO::WAIT_FLAG:
    Op.Kind = QKind::Wait;
    break;
  case PTO::PIPE_BARRIER:
    Op.Kind = QKind::Barrier;
    break;
  default:
    Op.Kind = QKind::Tile;
    if (Error E = Planner.plan(DI, Scalar.Regs, Op.Plan))
      return E;
    Policy->dispatched(Op.Plan, Op.Ticket);
  }
  if (Op.Kind == QKind::CrossSet) {
    Op.Src = unsigned(DI.imm(OpName::src));
    Op.Event = unsigned(DI.imm(OpName::event));
  } else if (Op.Kind != QKind::Tile) {
    Op.Src = unsigned(DI.imm(OpName::src));
    if (Op.Kind != QKind::Barrier) {
      Op.Dst = unsigned(DI.imm(OpName::dst));
      Op.Event = unsigned(DI.imm(OpName::event));
    }
  }
  Q.push(std::move(Op), Now);
  return Error::success();
}

//===----------------------------------------------------------------------===//
// Pipes
//===----------------------------------------------------------------------===//

bool Simulator::stepPipe(unsigned P, Error &Err) {
  PipeQueue &Q = Pipes[P];
  if (Q.empty())
    return false;
  QOp &Op = Q.front();
  switch (Op.Kind) {
  case QKind::Tile:
    if (Q.NextIssue > Now || Policy->readyAt(Op.Ticket, Now))
      return false;
    Policy->started(Op.Ticket, Now + Op.Plan.Latency);
    if (Error E = startTile(P, Op)) {
      Err = simError(describe(Op.PC) + ": " + toString(std::move(E)));
      return false;
    }
    break;
  case QKind::Barrier:
    if (!Q.drained(Now))
      return false;
    stalled(P, Op);
    join(Q.Clock, Op.DispatchVC);
    Q.Clock[P] = Q.Seq; // every earlier op of P completed
    Events.onSync(SyncEvent::Barrier);
    break;
  case QKind::Set: {
    // Fires once every earlier op of the pipe has completed.
    join(Q.Clock, Op.DispatchVC);
    VClock C = Q.Clock;
    C[P] = Q.Seq;
    uint64_t Time = std::max(Now, Q.MaxEnd);
    unsigned Id = NumSets++;
    Flags.schedule(Time + TM.flagLatency(), Flags.key(Op.Src, Op.Dst, Op.Event),
                   C, Id, Op.DI->Text);
    Events.onFlagSet(Id, Op.Src, Op.Dst, Time, Op.DI->Text);
    Events.onSync(SyncEvent::Set);
    break;
  }
  case QKind::CrossSet: {
    // Issue 15 (X): like set_flag, once every earlier op of the pipe ended.
    join(Q.Clock, Op.DispatchVC);
    VClock C = Q.Clock;
    C[P] = Q.Seq;
    uint64_t Time = std::max(Now, Q.MaxEnd);
    if (Error E = crossSet(Op.Event, Time, C, Op.Remote, Op.DI->Text)) {
      Err = simError(describe(Op.PC) + ": " + toString(std::move(E)));
      return false;
    }
    Events.onSync(SyncEvent::Set);
    break;
  }
  case QKind::Wait: {
    unsigned Key = Flags.key(Op.Src, Op.Dst, Op.Event);
    if (!Flags.ready(Key, Now))
      return false;
    stalled(P, Op);
    join(Q.Clock, Op.DispatchVC);
    Events.onFlagWait(Flags.consume(Key, Q.Clock), Now);
    Events.onSync(SyncEvent::Wait);
    break;
  }
  }
  Q.pop(Now);
  return true;
}

Error Simulator::startTile(unsigned P, QOp &Op) {
  PipeQueue &Q = Pipes[P];
  const TilePlan &Pl = Op.Plan;
  join(Q.Clock, Op.DispatchVC);
  uint32_t Seq = ++Q.Seq;
  SmallVector<ByteAccess, 8> Accs;
  Pl.accesses(Accs);
  CurRemote = Op.Remote.get();
  Events.onMemoryOperation(Now, Op.PC, P, Seq, Q.Clock, Accs);
  // Functional effect: read the inputs now, write the result at the end.
  uint64_t End = Now + Pl.Latency;
  if (Error E = Exec.start(Pl, End))
    return E;
  Q.issued(Now, Pl.II, End);
  Events.onTileStart(P, Now, End, Op.PC);
  return Error::success();
}

void Simulator::stalled(unsigned P, const QOp &Op) {
  if (Now > Pipes[P].HeadSince)
    Events.onStall(P, Pipes[P].HeadSince, Now, Op.PC);
}

//===----------------------------------------------------------------------===//
// Time
//===----------------------------------------------------------------------===//

uint64_t Simulator::nextEventTime() const {
  uint64_t Next = std::min(Exec.nextTime(), Flags.nextFireTime());
  // Issue 15 (X): a cross-core set arriving for a held wait.
  if (CrossWaiting)
    Next = std::min(Next, Hub->nextArrival(CoreID, Now));
  if (!Scalar.Done && Scalar.Ready > Now)
    Next = std::min(Next, Scalar.Ready);
  for (unsigned P = PipeS + 1; P < NumAgents; ++P) {
    const PipeQueue &Q = Pipes[P];
    if (Q.empty())
      continue;
    const QOp &H = Q.front();
    if (H.Kind == QKind::Tile && Q.NextIssue > Now)
      Next = std::min(Next, Q.NextIssue);
    if (H.Kind == QKind::Barrier && !Q.drained(Now))
      Next = std::min(Next, Q.MaxEnd);
    if (H.Kind == QKind::Tile) {
      uint64_t T = Policy->readyAt(H.Ticket, Now);
      if (T && T != UINT64_MAX)
        Next = std::min(Next, T);
    }
  }
  if (!Scalar.Done && !Scalar.Blocked.empty()) {
    if (ScalarWakeAt != UINT64_MAX && ScalarWakeAt > Now)
      Next = std::min(Next, ScalarWakeAt);
    // A blocked barrier ALL waits for pipes to end.
    for (unsigned P = PipeS + 1; P < NumAgents; ++P)
      if (!Pipes[P].drained(Now))
        Next = std::min(Next, Pipes[P].MaxEnd);
  }
  return Next;
}

void Simulator::start(uint64_t Entry) {
  Scalar.PC = Entry;
  Now = 0;
}

bool Simulator::idle() const {
  bool Idle = Scalar.Done;
  for (unsigned P = PipeS + 1; P < NumAgents; ++P)
    Idle &= Pipes[P].empty();
  return Idle;
}

Error Simulator::deadlock() const {
  // Issue 15 (X): a wait for a set no core will make names both cores.
  if (CrossWaiting)
    return simError(
        "deadlock at cycle " + Twine(Now) + ": " + core().Name + " waits in " +
        describe(Scalar.PC) + " for cross-core flag " +
        Twine(CrossWaiting->first) + " from " +
        (*AllCores)[CrossWaiting->second].Name +
        ", which never sets it (no set_cross_flag " +
        Twine(CrossWaiting->first) + " reaches " + core().Name + ")");
  return simError("deadlock at cycle " + Twine(Now) +
                  ": a wait can never be satisfied\n" +
                  reportDeadlock(Scalar, Pipes,
                                 [this](uint64_t A) { return describe(A); }));
}

Error Simulator::advance(uint64_t T) {
  Now = T;
  if (Now > Config.MaxCycles)
    return simError("cycle limit (--max-cycles=" + Twine(Config.MaxCycles) +
                    ") exceeded at pc " + describe(Scalar.PC));
  // Events that complete at or before Now: write-backs, then flags.
  Exec.complete(Now);
  if (Error E = Flags.fire(Now))
    return E;
  // Scalar and pipes until nothing more can happen at Now.
  bool Any = true;
  while (Any) {
    Any = false;
    bool Progress;
    if (Error E = stepScalar(Progress))
      return E;
    Any |= Progress;
    for (unsigned P = PipeS + 1; P < NumAgents; ++P) {
      Error Err = Error::success();
      while (stepPipe(P, Err))
        Any = true;
      if (Err)
        return Err;
    }
  }
  return Error::success();
}

Error Simulator::finish(uint64_t End) {
  // Everything drained; the end of the last operation is the total.
  Now = End;
  for (unsigned P = PipeS + 1; P < NumAgents; ++P)
    Now = std::max(Now, Pipes[P].MaxEnd);
  Events.onFinish(Now);
  std::string Stale = Flags.staleFlags();
  if (!Stale.empty())
    return simError("stale flags at the end of the kernel (set_flag without "
                    "a matching wait_flag): " +
                    Stale);
  // Issue 15 (X): a lone core's cross-core flags (runBlocks checks a run's).
  if (Hub == OwnHub.get()) {
    std::string XStale = Hub->stale(*AllCores);
    if (!XStale.empty())
      return simError("stale cross-core flags at the end of the kernel "
                      "(set_cross_flag without a matching wait_cross_flag): " +
                      XStale);
  }
  return Error::success();
}

Error Simulator::run(uint64_t Entry) {
  start(Entry);
  uint64_t T = 0;
  while (true) {
    if (Error E = advance(T))
      return E;
    uint64_t Next = nextEventTime();
    if (Next == UINT64_MAX) {
      if (idle())
        break;
      return deadlock();
    }
    T = Next;
  }
  return finish(Now);
}
