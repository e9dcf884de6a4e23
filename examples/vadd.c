// Vector add: z = x + y over n elements, in 16x64 f32 tiles (UB/vec).
//   ptocc -O2 examples/vadd.c -S -o vadd.s
// The constants (R, C) can be set with -D (e.g. -DR=...).
#include <pto.h>

#ifndef R
#define R 16
#endif
#ifndef C
#define C 64
#endif

__pto_kernel void vadd(__gm const float *restrict x,
                       __gm const float *restrict y, __gm float *restrict z,
                       long n) {
  for (long i = 0; i < n; i += R * C) {
    pto_vec_t a = pto_tload_vec_f32(x + i, C, R, C);
    pto_vec_t b = pto_tload_vec_f32(y + i, C, R, C);
    pto_vec_t s = pto_tadd_f32(a, b, R, C);
    pto_tstore_vec_f32(z + i, C, s);
  }
}
