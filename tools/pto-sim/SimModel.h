//===-- SimModel.h - pto-sim timing parameters -----------------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// THE timing parameter table of the simulator: one row per subtarget. Every
// latency and throughput of the model is computed from these numbers by the
// formulas in docs/simulator.md ("Timing model"); change them here only.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIMMODEL_H
#define LLVM_PTO_TOOLS_PTOSIM_SIMMODEL_H

namespace ptosim {

struct TimingParams {
  const char *CPU;
  unsigned QueueDepth;      ///< Entries of each pipe's in-order queue.
  unsigned ScalarCycles;    ///< Every scalar instruction (dispatch included).
  unsigned FlagLatency;     ///< set_flag firing until the flag is visible.
  unsigned GMStartup;       ///< tload / tstore (GM side): fixed latency ...
  unsigned GMBytesPerCycle; ///< ... and bandwidth.
  unsigned L1Startup;       ///< MTE1 moves out of mat (tmov, textract,
  unsigned L1BytesPerCycle; ///< tinsert): latency, bandwidth.
  unsigned FixStartup;      ///< FIX moves out of acc into mat/vec.
  unsigned FixBytesPerCycle;
  unsigned CubeStartup;      ///< tmatmul*: pipeline depth ...
  unsigned CubeMacsF16;      ///< ... MACs per cycle with f16/bf16 inputs,
  unsigned CubeMacsI8;       ///< ... with i8 inputs.
  unsigned VecStartup;       ///< Vector unit pipeline depth,
  unsigned VecBytesPerCycle; ///< bytes per cycle of simple ops,
  unsigned VecSlowDivisor;   ///< slowdown of exp/log/sqrt/rsqrt/recip/div/
                             ///< ttrans.
};

// clang-format off
inline const TimingParams TimingTable[] = {
    // CPU  Q  S  Flag  GM(st,B/c)  L1(st,B/c) FIX(st,B/c) Cube(st,f16,i8) Vec(st,B/c,slow)
    {"a3", 16, 1, 2, 200, 32, 20, 128, 20, 64, 10, 4096, 8192, 8, 256, 4},
    {"a5", 16, 1, 2, 200, 64, 20, 256, 20, 128, 10, 8192, 16384, 8, 512, 4},
};
// clang-format on

} // namespace ptosim

#endif
