// Quantize to i8 with clamping (issue 14): y = i8(clamp(rint(x * scale),
// -127, 127)) for a rows x C f32 matrix, R rows per tile. tcvt f32 -> i32
// rounds to nearest even; the clamp is two compares (tcmps) and selects, one
// against a tile (tsel), one against a scalar (tsels); tcvt i32 -> i8 then
// never wraps.
//   ptocc -O2 examples/clamp-i8.c -S -o clamp-i8.s
// The constants (R, C) can be set with -D (e.g. -DR=...).
#include <pto.h>

#ifndef R
#define R 8
#endif
#ifndef C
#define C 64
#endif
#define MASK_COLS ((C + 7) / 8)

__pto_kernel void clamp_i8(__gm const float *restrict x,
                           __gm signed char *restrict y, long rows) {
  pto_vec_t hi = pto_tfill_i32(127, R, C);
  for (long r = 0; r < rows; r += R) {
    pto_vec_t t = pto_tload_vec_f32(x + r * C, C, R, C);
    pto_vec_t v = pto_tcvt_i32_f32(pto_tmuls_f32(t, 200.0f, R, C), R, C);
    pto_vec_t le = pto_tcmps_u8_i32(v, 127, PTO_CMP_LE, R, MASK_COLS);
    v = pto_tsel_i32(le, v, hi, R, C);
    pto_vec_t ge = pto_tcmps_u8_i32(v, -127, PTO_CMP_GE, R, MASK_COLS);
    v = pto_tsels_i32(ge, v, -127, R, C);
    pto_tstore_vec_i8(y + r * C, C, pto_tcvt_i8_i32(v, R, C));
  }
}
