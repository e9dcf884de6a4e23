//===-- PTOInstrFormats.td - PTO instruction formats -------*- tablegen -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Every PTO instruction is 64 bits wide (docs/isa.md):
//
//   63      56 55  51 50  46 45  41 40  36 35  32 31                      0
//  +----------+------+------+------+------+------+-------------------------+
//  |  opcode  |  rd  | rs1  | rs2  | rs3  |  0   |         imm32           |
//  +----------+------+------+------+------+------+-------------------------+
//
// Operand fields are left unset so that TableGen binds them to the
// instruction operands of the same name (encoder and decoder); an instruction
// without such an operand sets the field explicitly (`let rs3 = 0`).
//
// Synchronization instructions put pipes and event IDs where registers go:
//
//  | opcode | src pipe[55:52] | dst pipe[51:48] | event[47:40] | 0 ... |
//
// TSFlags{3-0} holds the pipe that executes the instruction.
//
//===----------------------------------------------------------------------===//

class PTOInst<dag outs, dag ins, string asmstr, list<dag> pattern,
              PTOPipe pipe = PIPE_S>
    : Instruction {
  field bits<64> Inst;
  field bits<64> SoftFail = 0;
  let Size = 8;
  let Namespace = "PTO";
  let DecoderNamespace = "PTO";
  // PTO::getNamedOperandIdx(Opc, PTO::OpName::rd ...): pto-sim reads the
  // operands by their names in the ins/outs dags.
  let UseNamedOperandTable = 1;
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asmstr;
  let Pattern = pattern;

  PTOPipe Pipe = pipe;
  let TSFlags{3-0} = Pipe.Encoding;
}

class PTOPseudo<dag outs, dag ins, list<dag> pattern, string asm = "">
    : PTOInst<outs, ins, asm, pattern> {
  let isPseudo = 1;
  let isCodeGenOnly = 1;
  let Inst = 0;
}

// Register-register-register (+ optional fourth register in rs3).
class FmtR<bits<8> op, dag outs, dag ins, string asmstr, list<dag> pattern>
    : PTOInst<outs, ins, asmstr, pattern> {
  bits<5> rd;
  bits<5> rs1;
  bits<5> rs2;
  bits<5> rs3;
  let Inst{63-56} = op;
  let Inst{55-51} = rd;
  let Inst{50-46} = rs1;
  let Inst{45-41} = rs2;
  let Inst{40-36} = rs3;
  let Inst{35-32} = 0;
  let Inst{31-0} = 0;
}

// Register-register-immediate.
class FmtI<bits<8> op, dag outs, dag ins, string asmstr, list<dag> pattern>
    : PTOInst<outs, ins, asmstr, pattern> {
  bits<5> rd;
  bits<5> rs1;
  bits<32> imm;
  let Inst{63-56} = op;
  let Inst{55-51} = rd;
  let Inst{50-46} = rs1;
  let Inst{45-32} = 0;
  let Inst{31-0} = imm;
}

// Stores and compare-and-branch: two sources and an immediate.
class FmtS<bits<8> op, dag outs, dag ins, string asmstr, list<dag> pattern>
    : PTOInst<outs, ins, asmstr, pattern> {
  bits<5> rs1;
  bits<5> rs2;
  bits<32> imm;
  let Inst{63-56} = op;
  let Inst{55-51} = 0;
  let Inst{50-46} = rs1;
  let Inst{45-41} = rs2;
  let Inst{40-32} = 0;
  let Inst{31-0} = imm;
}

// Synchronization: pipes and an event ID.
class FmtSync<bits<8> op, dag outs, dag ins, string asmstr>
    : PTOInst<outs, ins, asmstr, []> {
  bits<4> src;
  bits<4> dst;
  bits<8> event;
  let Inst{63-56} = op;
  let Inst{55-52} = src;
  let Inst{51-48} = dst;
  let Inst{47-40} = event;
  let Inst{39-0} = 0;
}
