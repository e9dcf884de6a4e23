//===-- PTOBuiltins.h - The tile builtin table in C++ -----------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// C++ access to PTOBuiltins.td: builtin names and signatures, element types,
// the G_PTO_* generic opcodes, the per-memory tile pseudos and their storage
// contracts, and tile descriptors (memory, rows, cols, dtype) recovered from
// IR values and from tile virtual registers.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOBUILTINS_H
#define LLVM_LIB_TARGET_PTO_PTOBUILTINS_H

#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "MCTargetDesc/PTOMachineFacts.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/CodeGen/Register.h"
#include <cstdint>
#include <optional>

namespace llvm {
class Type;
class CallBase;
class MachineInstr;
class MachineRegisterInfo;
class TargetRegisterClass;
class Value;

namespace PTO {

// The typed parts of a builtin's contract: argument roles, result, shape
// and element type rules (PTOBuiltins.td).
#define GET_PTOArgRoleKind_DECL
#define GET_PTOResultKind_DECL
#define GET_PTOShapeRuleKind_DECL
#define GET_PTODTypeRuleKind_DECL
#include "PTOGenSearchableTables.inc"

// A role's and a result's value is the ASCII code of its letter in the
// generated Signature string (and docs/builtins.md).
static_assert(ARG_GM == 'g' && ARG_STRIDE == 'l' && ARG_TILE == 't' &&
                  ARG_ELEM == 'x' && ARG_POS == 'c' && ARG_ROWS == 'r' &&
                  ARG_COLS == 'k' &&
                  // Issue 14 (B): types, compare/select, integer ops.
                  ARG_CMP == 'm' && ARG_FLAG == 'f' && ARG_INT == 'n' &&
                  // Issue 13 (V): valid regions and padding.
                  ARG_EXTENT == 'e' &&
                  // Issue 23 (ACC): accumulate-or-initialize.
                  ARG_INIT == 'a' &&
                  // Issue 13 (R): runtime sub-tile positions.
                  ARG_RPOS == 'p',
              "PTOArgRole codes must be the ASCII codes of their letters");
static_assert(RES_TILE == 'T' && RES_VOID == 'v' && RES_I32 == 'i',
              "PTOResult codes must be the ASCII codes of their letters");

struct PTOBuiltinInfo {
  const char *Name;           ///< "tadd", "tmatmul.acc", ...
  uint8_t ID;                 ///< PTOBuiltinKind.
  PTOResultKind Result;       ///< A tile, nothing, or an i32.
  const char *Signature;      ///< The role of each IR argument, as letters.
  PTOShapeRuleKind ShapeRule; ///< The verifier's shape check.
  PTODTypeRuleKind DTypeRule; ///< The verifier's element type check.
  uint16_t DTypeMask;         ///< Bit i: dtype ID i accepted.

  StringRef signature() const { return Signature; }
  unsigned numArgs() const { return signature().size(); }
  /// The role of IR argument \p I (< numArgs()).
  PTOArgRoleKind role(unsigned I) const {
    return static_cast<PTOArgRoleKind>(Signature[I]);
  }
  /// Whether some argument has role \p R.
  bool hasRole(PTOArgRoleKind R) const {
    return signature().contains(static_cast<char>(R));
  }
  /// The first argument with role \p R, or numArgs().
  unsigned findRole(PTOArgRoleKind R) const {
    size_t I = signature().find(static_cast<char>(R));
    return I == StringRef::npos ? numArgs() : unsigned(I);
  }
  bool producesTile() const { return Result == RES_TILE; }
  bool acceptsDType(unsigned DT) const { return DTypeMask & (1u << DT); }
};

struct PTOGenericOpInfo {
  uint8_t BuiltinID;
  unsigned Opcode;
};

/// One tile pseudo: a builtin on given memories, with its storage contract
/// (BRIEF §3). Its pipe is in its TSFlags (PTOInstrInfo::getPipe); a
/// variant with no contract flag never shares storage with an input.
struct PTOTileOpInfo {
  unsigned Opcode;
  uint8_t BuiltinID;
  uint8_t DstAS;
  uint8_t SrcAS;
  uint8_t OutputReusesInput; ///< Input operand index, or NoInput.
  bool InplaceSafe;
  bool View;
  bool RegPos; ///< Issue 13 (R): the register form (GPR positions).
  /// Issue 14 (14Q): bit i set: the generation of ID i has the variant's
  /// data path (PTODataPathTable).
  uint8_t GenMask;

  static constexpr uint8_t NoInput = 15;
  bool reusesInput() const { return OutputReusesInput != NoInput; }
};

/// The tile select pseudo of one memory (PTOTileSelectTable, keyed by the
/// memory's PTOTileMemory record).
struct PTOTileSelectInfo {
  uint8_t AddrSpace;
  unsigned Opcode;
};

#define GET_PTOBuiltinKind_DECL
#define GET_PTOBuiltinTable_DECL
#define GET_PTOGenericOpTable_DECL
#define GET_PTOTileOpTable_DECL
#define GET_PTOTileSelectTable_DECL
#include "PTOGenSearchableTables.inc"

// Issue 15: SPMD. The core-register builtins (`i32 @pto.get_block_idx()`,
// ...): one row per PTOCoreReg of PTOInstrInfo.td.
struct PTOCoreRegBuiltinInfo {
  const char *Name;  ///< "get_block_idx": the IR name without "pto.".
  uint8_t BuiltinID; ///< 128.. (apart from the tile builtins' IDs).
  unsigned Opcode;   ///< G_PTO_<NAME>.
  unsigned Real;     ///< The instruction reading the register.
};
#define GET_PTOCoreRegBuiltinTable_DECL
#include "PTOGenSearchableTables.inc"

/// The core-register builtin \p CalleeName (`pto.get_block_idx`) calls, or
/// null.
const PTOCoreRegBuiltinInfo *getCoreRegBuiltin(StringRef CalleeName);

// Issue 15 (X): the cross-core flag builtins (`pto.set_cross_flag`,
// `pto.wait_cross_flag`).
struct PTOCrossFlagBuiltinInfo {
  const char *Name;  ///< "set_cross_flag".
  uint8_t BuiltinID; ///< 132, 133.
  unsigned Real;     ///< SET_CROSS_FLAG, WAIT_CROSS_FLAG.
  bool HasPipe;      ///< The first argument is the pipe.
};
#define GET_PTOCrossFlagBuiltinTable_DECL
#include "PTOGenSearchableTables.inc"
/// The cross-core flag builtin \p CalleeName calls, or null.
const PTOCrossFlagBuiltinInfo *getCrossFlagBuiltin(StringRef CalleeName);

// Issue 15 (15F): the cross-core FIFO builtins (`pto.tpush.acc.T`,
// `pto.tpop.vec.T`, `pto.tfree`), lowered by pto-lower-fifo.
enum PTOFifoRole : uint8_t { FIFO_PUSH = 0, FIFO_POP = 1, FIFO_FREE = 2 };
struct PTOFifoBuiltinInfo {
  const char *Name;  ///< "tpush.acc.f32".
  uint8_t BuiltinID; ///< 176..180.
  uint8_t Role;      ///< PTOFifoRole.
  const char *DType; ///< The tile's element type; "" for tfree.
};
#define GET_PTOFifoBuiltinTable_DECL
#include "PTOGenSearchableTables.inc"
/// The FIFO builtin \p CalleeName calls, or null.
const PTOFifoBuiltinInfo *getFifoBuiltin(StringRef CalleeName);

// Issue 13 (V): runtime valid extents. How an operation honours the valid
// extents of its tile operands (PTOValidExtentTable, PTOBuiltins.td).
#define GET_PTOExtentKindKind_DECL
#include "PTOGenSearchableTables.inc"
struct PTOValidExtentInfo {
  uint8_t BuiltinID;
  PTOExtentKindKind Kind;
  uint8_t ATile; ///< EK_MATMUL: a's index among the tile operands.
};
#define GET_PTOValidExtentTable_DECL
#include "PTOGenSearchableTables.inc"

/// The tile select (TSELECT_<MEM>) of on-chip memory \p AS, or none.
std::optional<unsigned> getTileSelectOpcode(unsigned AS);
/// True for the tile selects of every memory.
inline bool isTileSelect(unsigned Opcode) {
  return lookupTileSelectByOpcode(Opcode) != nullptr;
}

/// A builtin call's callee name, parsed:
///   `pto.<name>[.<memory>[.<memory>]].<dtype>[.<src dtype>]`
/// The optional memory components (mat, left, right, acc, vec, bias) keep
/// declarations with different tile types apart, like the type suffixes of
/// overloaded intrinsics: the first names the result tile's memory (the
/// first tile operand's when the builtin returns no tile), the second the
/// first tile operand's. The kernel-IR verifier checks them against the
/// types.
struct BuiltinName {
  const PTOBuiltinInfo *Info = nullptr;
  PTODTypeKind DType = DT_F32;
  std::optional<PTODTypeKind> SrcDType;
  SmallVector<unsigned, 2> Memories; ///< Address spaces named in the name.
};

/// True for every `pto.*` function name (known or not).
inline bool isBuiltinName(StringRef Name) { return Name.starts_with("pto."); }
/// Parses a builtin name; std::nullopt for an unknown builtin or dtype.
std::optional<BuiltinName> parseBuiltinName(StringRef Name);
/// parseBuiltinName without the copy: the parsed name (kept for the
/// thread's lifetime, one per distinct name), or null.
const BuiltinName *lookupBuiltinName(StringRef Name);
/// The inverse for one element type and no memory component:
/// `pto.<name>.<dtype>` (the IR form of PTOBuiltins.td; a declaration of
/// that name may be called with tiles of any memory).
std::string getBuiltinFunctionName(const PTOBuiltinInfo &BI, PTODTypeKind DT);
/// Whether \p Ty is a tile: a pointer into an on-chip memory.
bool isTileType(const Type *Ty);

// Element types (PTODTypeTable, getDTypeBytes, getDTypeName) are machine
// facts shared with the MC layer: MCTargetDesc/PTOMachineFacts.h.

/// What every tile value carries: its memory, shape and element type.
struct TileDesc {
  unsigned AS = 0;
  unsigned Rows = 0;
  unsigned Cols = 0;
  PTODTypeKind DType = DT_F32;

  uint64_t bytes() const {
    return uint64_t(Rows) * Cols * getDTypeBytes(DType);
  }
  bool operator==(const TileDesc &O) const {
    return AS == O.AS && Rows == O.Rows && Cols == O.Cols && DType == O.DType;
  }
  bool operator!=(const TileDesc &O) const { return !(*this == O); }
};

/// Where a view (a `View` variant, a zero-copy window) sits in its source
/// \p Src: tile storage planning places it inside the source, so it must be
/// whole rows (col 0, all of Src's cols) and start on the memory's tile
/// alignment. \p Offset is its byte offset in the source. The kernel
/// verifier and pto-materialize-semantic-aliases both apply this rule.
enum class ViewPlacement { Ok, ColumnWindow, Misaligned };
ViewPlacement placeView(const TileDesc &Src, uint64_t Row, uint64_t Col,
                        uint64_t Cols, uint64_t &Offset);

/// The descriptor of the tile a builtin call produces, from its name and its
/// constant (rows, cols) operands.
std::optional<TileDesc> getResultTileDesc(const CallBase &CB);
/// The descriptor of a tile IR value: its producer's, through PHIs and
/// selects (the first incoming value with a known descriptor).
std::optional<TileDesc> getTileDesc(const Value *V);

/// Machine-level: the generic opcode of a builtin, the pseudo of a variant
/// and the variant of a pseudo.
unsigned getGenericOpcode(PTOBuiltinKind BI);
const PTOTileOpInfo *getTileOp(PTOBuiltinKind BI, unsigned DstAS,
                               unsigned SrcAS, bool RegPos = false);
const PTOTileOpInfo *getTileOpInfo(unsigned Opcode);
/// The builtin behind a G_PTO_* opcode, if \p Opcode is one.
std::optional<PTOBuiltinKind> getBuiltinOfGenericOpcode(unsigned Opcode);
/// The real tile instruction (PTOTileInstrInfo.td) a tile pseudo becomes
/// once its tiles have storage: P -> P_A. 0 for views, tile selects and any
/// other opcode.
unsigned getTileRealOpcode(unsigned PseudoOpc);
/// The variant (builtin, memories, contract) of real tile instruction
/// \p RealOpc, or null for any other opcode.
const PTOTileOpInfo *getTileOpInfoOfReal(unsigned RealOpc);

/// The memory of a tile register class (tilemat, tileleft, ...), or none for
/// any other class. By class ID, and the memories of a pseudo's tile
/// operands: MCTargetDesc/PTOMCTargetDesc.h.
std::optional<unsigned> getTileClassMemory(const TargetRegisterClass *RC);
inline bool isTileRegClass(const TargetRegisterClass *RC) {
  return getTileClassMemory(RC).has_value();
}

/// The descriptor of a tile virtual register, read from the trailing
/// (rows, cols, dtype) immediates of its defining tile pseudo or G_PTO_*
/// instruction, through COPYs, PHIs and tile selects.
std::optional<TileDesc> getTileDesc(Register Reg,
                                    const MachineRegisterInfo &MRI);

} // namespace PTO
} // namespace llvm

#endif
