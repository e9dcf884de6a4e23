//===-- SourceNamesTest.cpp - Values named as the source does -------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// PTO::sourceName and describeValue (PTOIRUtils.h), the one helper every
// diagnostic names values with: debug-info variables, ptocc's !pto.name,
// parameters of functions with debug info, through casts and through joins
// whose inputs agree -- including a loop carry that joins itself; an
// unnamed choice between constants.
//
//===----------------------------------------------------------------------===//

#include "PTOIRUtils.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "gtest/gtest.h"

using namespace llvm;

namespace {

const char *IR = R"(
declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)

define void @loop(ptr addrspace(1) %g, i64 %n) !dbg !5 {
entry:
  %init = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16), !pto.name !10
  %other = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16), !pto.name !11
  %tmp = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16)
  %dbg = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16), !pto.name !11
    #dbg_value(ptr addrspace(6) %dbg, !20, !DIExpression(), !8)
  %n32 = trunc i64 %n to i32
  %choice = select i1 true, i32 16, i32 8
  %same = select i1 true, i32 8, i32 8
  br label %body

body:
  %acc = phi ptr addrspace(6) [ %init, %entry ], [ %next, %body ]
  %mixed = phi ptr addrspace(6) [ %init, %entry ], [ %other, %body ]
  %anon = phi ptr addrspace(6) [ %init, %entry ], [ %tmp, %body ]
  %undef = phi ptr addrspace(6) [ undef, %entry ], [ %next, %body ]
  %next = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %acc, ptr addrspace(6) %acc, i32 16, i32 16), !pto.name !10
  %sel = select i1 true, ptr addrspace(6) %acc, ptr addrspace(6) %next
  br i1 false, label %body, label %exit

exit:
  ret void
}

define void @nodebug(i64 %n) {
  %c = trunc i64 %n to i32
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.c", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "loop", scope: !1, file: !1, line: 1, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 2, column: 1, scope: !5)
!10 = !{!"acc"}
!11 = !{!"other"}
!20 = !DILocalVariable(name: "from_dbg", scope: !5, file: !1, line: 2, type: !21)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
)";

class SourceNamesTest : public ::testing::Test {
protected:
  void SetUp() override {
    SMDiagnostic Err;
    M = parseAssemblyString(IR, Err, Ctx);
    ASSERT_TRUE(M) << Err.getMessage().str();
  }
  const Value &value(StringRef Fn, StringRef Name) {
    Function *F = M->getFunction(Fn);
    for (Argument &A : F->args())
      if (A.getName() == Name)
        return A;
    for (Instruction &I : instructions(*F))
      if (I.getName() == Name)
        return I;
    ADD_FAILURE() << "no value " << Name.str();
    return *F;
  }
  std::optional<std::string> name(StringRef Fn, StringRef V) {
    return PTO::sourceName(value(Fn, V));
  }

  LLVMContext Ctx;
  std::unique_ptr<Module> M;
};

TEST_F(SourceNamesTest, MetadataAndDebugVariables) {
  EXPECT_EQ(name("loop", "init"), "acc");
  EXPECT_EQ(name("loop", "other"), "other");
  // A debug-info variable takes precedence over !pto.name.
  EXPECT_EQ(name("loop", "dbg"), "from_dbg");
  // An unnamed temporary has no source name; describeValue gives its IR name.
  EXPECT_EQ(name("loop", "tmp"), std::nullopt);
  EXPECT_EQ(PTO::describeValue(value("loop", "tmp")), "%tmp");
  EXPECT_EQ(PTO::describeValue(value("loop", "init")), "'acc'");
}

TEST_F(SourceNamesTest, ArgumentsThroughCasts) {
  // With debug info the parameter names are the source's.
  EXPECT_EQ(name("loop", "n"), "n");
  EXPECT_EQ(name("loop", "n32"), "n");
  // Without, they are only IR names.
  EXPECT_EQ(name("nodebug", "n"), std::nullopt);
  EXPECT_EQ(name("nodebug", "c"), std::nullopt);
}

TEST_F(SourceNamesTest, Joins) {
  // A loop carry joining itself: the inputs that are not the join agree.
  EXPECT_EQ(name("loop", "acc"), "acc");
  EXPECT_EQ(name("loop", "sel"), "acc");
  // undef inputs do not count.
  EXPECT_EQ(name("loop", "undef"), "acc");
  // Inputs that disagree, or one without a name: no source name.
  EXPECT_EQ(name("loop", "mixed"), std::nullopt);
  EXPECT_EQ(name("loop", "anon"), std::nullopt);
}

TEST_F(SourceNamesTest, ConstantChoices) {
  // What the optimizer makes of `c ? f(16) : f(8)`: said as such.
  EXPECT_EQ(PTO::describeValue(value("loop", "choice")),
            "a run-time choice of 8 or 16");
  EXPECT_EQ(PTO::describeValue(value("loop", "same")), "%same");
}

} // namespace
