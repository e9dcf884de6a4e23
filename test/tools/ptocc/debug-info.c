// REQUIRES: ptocc
// -g objects: llvm-dwarfdump reads and verifies them with real file names
// (DWARF offsets between debug sections need no relocation; relocated code
// addresses are written in place too), and pto-mc --disassemble prints each
// instruction's address and, with --line-numbers / --source, the source
// interleaved as llvm-objdump -l / -S do.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/dbg.c && cd %t
// RUN: ptocc -O2 -g -c dbg.c -o dbg.o
// RUN: llvm-dwarfdump --verify dbg.o | FileCheck %s --check-prefix=VERIFY
// VERIFY: Verifying unit: 1 / 1, "dbg.c"
// VERIFY: No errors.
// RUN: llvm-readelf -s dbg.o > sym-and-dwarf.txt
// RUN: llvm-dwarfdump --debug-info --debug-line dbg.o >> sym-and-dwarf.txt 2>/dev/null
// RUN: FileCheck %s --check-prefix=DWARF -DDIR=%t < sym-and-dwarf.txt
// DWARF: {{0*}}[[#%x,TWICE:]] {{ *[0-9]+}} FUNC {{.*}} twice
// DWARF: DW_AT_name ("dbg.c")
// DWARF: DW_AT_comp_dir ("[[DIR]]")
// DWARF: DW_AT_low_pc (0x0000000000000000)
// DWARF: include_directories[ 0] = "[[DIR]]"
// DWARF: name: "dbg.c"
// The line of `twice` starts at its symbol's address (one line-table
// sequence for .text; the in-place value of relocated data words is
// tested by test/MC/PTO/data-reloc-in-place.s).
// DWARF: 0x[[#%.16x,TWICE]] [[#TLINE:]]
//
// RUN: pto-mc --disassemble dbg.o | FileCheck %s --check-prefix=ADDR
// ADDR: kernel:
// ADDR-NEXT: {{[a-z_]+}} {{.*}} # 0x0{{$}}
// ADDR: tload {{.*}} # 0x{{[0-9a-f]+$}}
// RUN: pto-mc --disassemble --line-numbers dbg.o | FileCheck %s --check-prefix=LINES -DDIR=%t
// LINES: kernel:
// LINES-NEXT: # [[DIR]]{{/|\\}}dbg.c:[[#KLINE:]]
// LINES-NEXT: li
// LINES: # [[DIR]]{{/|\\}}dbg.c:[[#KLINE+1]]
// LINES-NEXT: tload
// LINES: twice:
// LINES-NEXT: # [[DIR]]{{/|\\}}dbg.c:[[#KLINE+5]]
// LINES-NOT: pto_tload
// RUN: pto-mc --disassemble --source dbg.o | FileCheck %s --check-prefix=SOURCE
// SOURCE: # [[#]]: __gm float *restrict y) {
// SOURCE: dbg.c:[[#SLINE:]]
// SOURCE-NEXT: # [[#SLINE]]: pto_vec_t t = pto_tload_vec_f32(x, 64, 16, 64);
// SOURCE-NEXT: tload
// SOURCE: # [[#SLINE+1]]: pto_tstore_vec_f32(y, 64, pto_tadds_f32(t, 1.0f, 16, 64));
// SOURCE: # [[#SLINE+4]]: long twice(long n) { return 2 * n; }
// SOURCE-NEXT: slli
#include <pto.h>

__pto_kernel void kernel(__gm const float *restrict x,
                         __gm float *restrict y) {
  pto_vec_t t = pto_tload_vec_f32(x, 64, 16, 64);
  pto_tstore_vec_f32(y, 64, pto_tadds_f32(t, 1.0f, 16, 64));
}

long twice(long n) { return 2 * n; }
