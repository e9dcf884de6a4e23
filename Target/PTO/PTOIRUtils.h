//===-- PTOIRUtils.h - Helpers shared by the PTO IR passes ------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Small helpers shared by the IR passes that reject input (pto-check-ir,
// pto-verify-kernel): printing an instruction for a diagnostic, and
// replacing a rejected function's body so instruction selection never sees
// it; and a cycle test for the alias queries that span loop iterations
// (pto-annotate-noclobber, pto-insert-sync).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOIRUTILS_H
#define LLVM_LIB_TARGET_PTO_PTOIRUTILS_H

#include "llvm/ADT/DenseMap.h"
#include <string>

namespace llvm {
class BasicBlock;
class Function;
class Value;

namespace PTO {

/// Replaces the body of a rejected function by a single `unreachable` block,
/// so later passes (and instruction selection) never see the invalid IR and
/// no second, vaguer error follows.
void dropRejectedBody(Function &F);

/// The IR text of \p V (an instruction prints as one line), trimmed, for
/// quoting in a diagnostic.
std::string valueText(const Value &V);

/// The name of \p V as written in IR (`%x`, `@f`), or its text when it has
/// no name.
std::string valueRef(const Value &V);

/// Whether \p V is evaluated at most once per run of its function (it lies
/// on no cycle of the CFG: an argument, a constant, an instruction whose
/// block cannot reach itself), so that two iterations of a loop see the
/// same value. As BasicAA's isNotInCycle; \p Cache (may be null) keeps the
/// answer per block.
bool isEvaluatedOnce(const Value *V,
                     DenseMap<const void *, bool> *Cache = nullptr);

} // namespace PTO
} // namespace llvm

#endif
