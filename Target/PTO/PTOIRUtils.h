//===-- PTOIRUtils.h - Helpers shared by the PTO IR passes ------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Small helpers shared by the IR passes that reject input (pto-check-ir,
// pto-verify-kernel): naming a value as the source wrote it and printing an
// instruction for a diagnostic, and replacing a rejected function's body so
// instruction selection never sees it; and a cycle test for the alias
// queries that span loop iterations (pto-annotate-noclobber,
// pto-insert-sync); which builtin a call invokes, and whether a tload has a
// valid extent (pto-aa, pto-insert-setvalid, pto-pipeline-loads,
// pto-tile-load-cse).
//
// Source names, in this order: the DILocalVariable of a debug record on the
// value (#dbg_value, or #dbg_declare on the alloca it was stored to), the
// `!pto.name` metadata ptocc puts on the values a C variable was assigned
// (clang's own names are its temporaries', %call2 for `al`), the parameter
// name of an argument of a function with debug info; through casts, and
// through PHIs and selects whose inputs agree.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOIRUTILS_H
#define LLVM_LIB_TARGET_PTO_PTOIRUTILS_H

#include "PTOBuiltins.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace llvm {
class BasicBlock;
class CallBase;
class Function;
class Instruction;
class ScalarEvolution;
class Value;

namespace PTO {

/// Issue 17: ScalarEvolution remembers, per expression, each loop and block
/// it was asked about (dispositions, values at scope) in vectors searched
/// linearly; a pass that asks about every loop of a function meets the
/// expressions all loops share (small constants, kernel arguments) in each,
/// so those vectors grow with the loops asked about and the queries are
/// quadratic in the loops. A pass ticks this before each loop's queries: it
/// drops ScalarEvolution's loop caches (forgetAllLoops) every
/// -pto-scev-cache-interval ticks (0: never). What is dropped is recomputed
/// from the IR when asked again, with the same answers; SCEV objects stay
/// valid. Returns whether it dropped them.
class SCEVCacheBound {
  unsigned Ticks = 0;

public:
  bool tick(ScalarEvolution &SE);
};

/// Replaces the body of a rejected function by a single `unreachable` block,
/// so later passes (and instruction selection) never see the invalid IR and
/// no second, vaguer error follows.
void dropRejectedBody(Function &F);

/// The metadata kind ptocc names source variables with: `!pto.name
/// !{!"acc"}` on a value stored to the variable `acc`.
inline constexpr StringLiteral SourceNameMD = "pto.name";

/// Whether diagnostics quote IR and MIR (-pto-diag-ir). Off by default: a
/// diagnostic with a source location quotes the source instead.
bool diagnosticsShowIR();

/// The name the source gave \p V (see the file comment), if one is known.
std::optional<std::string> sourceName(const Value &V);

/// \p V for a diagnostic: its source name quoted (`'acc'`), else for an
/// unnamed select or PHI of integer constants what it is (`a run-time choice
/// of 8 or 16`), else its IR name (`%call2`, as valueRef); with -pto-diag-ir
/// the IR name too (`'acc' (%call2)`).
std::string describeValue(const Value &V);

/// describeValue and, for an instruction with a source line, where it is:
/// `'t' (k.c:5)` (two values of one variable told apart).
std::string describeValueAt(const Value &V);

/// What a diagnostic at \p I adds after its message: nothing when \p I has a
/// source location (the diagnostic shows the source line), else (or with
/// -pto-diag-ir) ` in '<the instruction's IR>'`.
std::string instructionContext(const Instruction &I);

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

/// The builtin \p CB calls, also through a call type that differs from the
/// declaration's (one `pto.*` declaration called with tiles of different
/// memories); none for another callee or a wrong argument count.
const BuiltinName *getBuiltinCall(const CallBase &CB);

/// Whether a `pto.tvalid` call uses the result of \p CB (issue 13: a tload
/// whose result has a valid extent loads only that part, so the passes that
/// move or merge loads leave it alone).
bool hasValidExtentUser(const CallBase &CB);

} // namespace PTO
} // namespace llvm

#endif
