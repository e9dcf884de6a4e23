/*===-- pto.h - PTO kernel programming interface for ptocc -----------------===
 *
 * Part of the llvm-pto project, under the Apache License v2.0 with LLVM
 * Exceptions.
 *
 *===-----------------------------------------------------------------------===
 *
 * Address-space qualifiers, tile handle types, the kernel marker and the tile
 * builtins (generated into <pto_builtins.h> from Target/PTO/PTOBuiltins.td).
 * In C++ also the typed layer pto::Tile<Memory, T, Rows, Cols>, whose shapes
 * and memories are checked at compile time. See docs/ptocc.md.
 *
 *===-----------------------------------------------------------------------===*/
#ifndef PTO_H
#define PTO_H

#ifndef __pto__
#error "<pto.h> is for the pto target: compile with ptocc"
#endif

/* Memories: LLVM address spaces (docs/architecture.md). */
#define __gm __attribute__((address_space(1)))
#define __mat __attribute__((address_space(2)))
#define __left __attribute__((address_space(3)))
#define __right __attribute__((address_space(4)))
#define __acc __attribute__((address_space(5)))
#define __vec __attribute__((address_space(6)))
#define __bias __attribute__((address_space(7)))

/* Tile handles: opaque pointers into an on-chip memory (value semantics;
   never dereferenced, offset or cast). The struct is incomplete, so C code
   cannot dereference or index a handle; a handle of another memory does not
   convert (address-space mismatch). */
struct __pto_tile;
typedef __mat struct __pto_tile *pto_mat_t;
typedef __left struct __pto_tile *pto_left_t;
typedef __right struct __pto_tile *pto_right_t;
typedef __acc struct __pto_tile *pto_acc_t;
typedef __vec struct __pto_tile *pto_vec_t;
typedef __bias struct __pto_tile *pto_bias_t;

/* Kernel marker. ptocc turns the annotation into the "pto.kernel" function
   attribute the backend expects (docs/ptocc.md). */
#ifdef __cplusplus
#define __pto_kernel extern "C" __attribute__((annotate("pto_kernel")))
#else
#define __pto_kernel __attribute__((annotate("pto_kernel")))
#endif

#include <pto_builtins.h>

/* Issue 15: SPMD. The block (core) index 0..get_block_num()-1 of this
   instance of a kernel launched over several cores, their number, and the
   sub-block index within the core group (docs/builtins.md, "Core
   registers"). Fixed for the whole run, so const. */
#ifdef __cplusplus
extern "C" {
#endif
int get_block_idx(void) __asm__("pto.get_block_idx") __attribute__((const));
int get_block_num(void) __asm__("pto.get_block_num") __attribute__((const));
int get_subblockid(void) __asm__("pto.get_subblockid") __attribute__((const));
/* Issue 15 (X): the core type (1: a cube core, AIC; 2: a vector core, AIV;
   3: a core with every pipe, a5), for the cube and vector sections of a mix
   kernel: `if (get_core_type() & PTO_CORE_CUBE) {...}`. Cross-core flags
   between the cores of a group: set_cross_flag(pipe, flag) fires once the
   pipe's earlier work ended; wait_cross_flag(flag) holds the core until the
   flag arrived (docs/isa.md, "Cross-core flags"). The arguments must be
   constants. */
#define PTO_CORE_CUBE 1
#define PTO_CORE_VECTOR 2
/* enum pto_pipe (PTO_PIPE_S .. PTO_PIPE_FIX) is generated into
   <pto_builtins.h> from the PTOPipe records of PTOMachineFacts.td. */
int get_core_type(void) __asm__("pto.get_core_type") __attribute__((const));
void set_cross_flag(int pipe, int flag) __asm__("pto.set_cross_flag");
void wait_cross_flag(int flag) __asm__("pto.wait_cross_flag");
#ifdef __cplusplus
}
#endif

/* Issue 15 (15F): cross-core FIFOs (pto-isa TPUSH / TPOP / TFREE, C2V). In
   a mix kernel's cube section pto_tpush_acc_T(fifo, depth, acc) waits for a
   free slot of FIFO `fifo` (0 or 1; a ring of `depth` slots, 1..4: constants)
   and stores the acc tile into it; in its vector section each vector core
   pops a window of rows row0 .. row0+rows-1 of the oldest slot it has not
   popped, pto_tpop_vec_T(fifo, row0, rows, cols), and releases the slot with
   pto_tfree(fifo) when it no longer needs the data. Every vector core pops
   and frees every pushed tile (docs/builtins.md, "Cross-core FIFOs"). */
#ifdef __cplusplus
extern "C" {
#endif
void pto_tpush_acc_f32(int fifo, int depth, pto_acc_t tile)
    __asm__("pto.tpush.acc.f32");
void pto_tpush_acc_i32(int fifo, int depth, pto_acc_t tile)
    __asm__("pto.tpush.acc.i32");
pto_vec_t pto_tpop_vec_f32(int fifo, long row0, int rows, int cols)
    __asm__("pto.tpop.vec.f32");
pto_vec_t pto_tpop_vec_i32(int fifo, long row0, int rows, int cols)
    __asm__("pto.tpop.vec.i32");
void pto_tfree(int fifo) __asm__("pto.tfree");
#ifdef __cplusplus
}
#endif

#ifdef __cplusplus
namespace pto {

enum Memory { Mat = 2, Left = 3, Right = 4, Acc = 5, Vec = 6, Bias = 7 };

template <int AS> struct Handle {
  typedef __attribute__((address_space(AS))) struct ::__pto_tile *type;
};

/* A tile of memory M with Rows x Cols elements of type T. */
template <Memory M, typename T, int Rows, int Cols> struct Tile {
  static_assert(Rows > 0 && Cols > 0, "tile shape must be positive");
  static constexpr Memory memory = M;
  static constexpr int rows = Rows, cols = Cols;
  typedef T element_type;
  typename Handle<M>::type h;
};

#define __PTO_T inline __attribute__((always_inline))
#define __PTO_M(M) typename detail::mtag<M>::type()
#define __PTO_D(T) typename detail::dtag<T>::type()
#define __PTO_NONE detail::dt_none()

template <Memory M, typename T, int R, int C>
__PTO_T Tile<M, T, R, C> load(const __gm T *src, long stride) {
  return {detail::tload(__PTO_M(M), detail::mem_none(), __PTO_D(T), __PTO_NONE,
                        src, stride, R, C)};
}
template <Memory M, typename T, int R, int C>
__PTO_T void store(__gm T *dst, long stride, Tile<M, T, R, C> t) {
  detail::tstore(__PTO_M(M), __PTO_M(M), __PTO_D(T), __PTO_NONE, dst, stride,
                 t.h);
}
/* Moves between memories: mov<Left>(matTile). */
template <Memory D, Memory M, typename T, int R, int C>
__PTO_T Tile<D, T, R, C> mov(Tile<M, T, R, C> t) {
  return {detail::tmov(__PTO_M(D), __PTO_M(M), __PTO_D(T), __PTO_NONE, t.h, R,
                       C)};
}
/* Sub-tile copy (textract) and zero-copy window (tview). */
template <int Row, int Col, int R, int C, Memory D, Memory M, typename T,
          int SR, int SC>
__PTO_T Tile<D, T, R, C> extract(Tile<M, T, SR, SC> t) {
  static_assert(Row >= 0 && Col >= 0 && Row + R <= SR && Col + C <= SC,
                "extract: the window is outside the source tile");
  return {detail::textract(__PTO_M(D), __PTO_M(M), __PTO_D(T), __PTO_NONE, t.h,
                           Row, Col, R, C)};
}
template <int Row, int Col, int R, int C, Memory M, typename T, int SR, int SC>
__PTO_T Tile<M, T, R, C> view(Tile<M, T, SR, SC> t) {
  static_assert(Row >= 0 && Col >= 0 && Row + R <= SR && Col + C <= SC,
                "view: the window is outside the source tile");
  return {detail::tview(__PTO_M(M), __PTO_M(M), __PTO_D(T), __PTO_NONE, t.h,
                        Row, Col, R, C)};
}
template <int Row, int Col, Memory M, typename T, int R, int C, int IR, int IC>
__PTO_T Tile<M, T, R, C> insert(Tile<M, T, R, C> into, Tile<M, T, IR, IC> t) {
  static_assert(Row >= 0 && Col >= 0 && Row + IR <= R && Col + IC <= C,
                "insert: the inserted tile does not fit");
  return {detail::tinsert(__PTO_M(M), __PTO_M(M), __PTO_D(T), __PTO_NONE,
                          into.h, t.h, Row, Col, R, C)};
}
/* Issue 13 (R): runtime sub-tile positions -- extract<R, C, D>(t, row, col),
   insert(into, t, row, col): the position is a register (pto-sim checks at
   run time that the window stays inside its tile) -- and treshape:
   reshape<U, R, C>(t), the same bytes as an R x C tile of U in t's memory
   (no copy; R * C * sizeof(U) must be t's byte size). */
template <int R, int C, Memory D, Memory M, typename T, int SR, int SC>
__PTO_T Tile<D, T, R, C> extract(Tile<M, T, SR, SC> t, int row, int col) {
  static_assert(R <= SR && C <= SC,
                "extract: the window is larger than the source");
  return {detail::textract(__PTO_M(D), __PTO_M(M), __PTO_D(T), __PTO_NONE, t.h,
                           row, col, R, C)};
}
template <Memory M, typename T, int R, int C, int IR, int IC>
__PTO_T Tile<M, T, R, C> insert(Tile<M, T, R, C> into, Tile<M, T, IR, IC> t,
                                int row, int col) {
  static_assert(IR <= R && IC <= C, "insert: the inserted tile is larger");
  return {detail::tinsert(__PTO_M(M), __PTO_M(M), __PTO_D(T), __PTO_NONE,
                          into.h, t.h, row, col, R, C)};
}
/* Issue 13 (T): a view at a runtime row -- view<R>(t, row), rows [row,
   row + R) of t, no copy: pto-sim checks at run time that it stays inside
   t (the row pitch must be a multiple of the memory's tile alignment). */
template <int R, Memory M, typename T, int SR, int SC>
__PTO_T Tile<M, T, R, SC> view(Tile<M, T, SR, SC> t, int row) {
  static_assert(R <= SR, "view: the view is larger than the source");
  return {detail::tview(__PTO_M(M), __PTO_M(M), __PTO_D(T), __PTO_NONE, t.h,
                        row, 0, R, SC)};
}
namespace detail {
template <typename U, typename T> struct sdtag {
  typedef typename dtag<T>::type type;
};
template <typename T> struct sdtag<T, T> { typedef dt_none type; };
} // namespace detail
template <typename U, int R, int C, Memory M, typename T, int SR, int SC>
__PTO_T Tile<M, U, R, C> reshape(Tile<M, T, SR, SC> t) {
  static_assert(R * C * sizeof(U) == SR * SC * sizeof(T),
                "reshape: the result must have the source's byte size");
  return {detail::treshape(__PTO_M(M), __PTO_M(M), __PTO_D(U),
                           typename detail::sdtag<U, T>::type(), t.h, R, C)};
}

/* Cube: C[MxN] = A[MxK] * B[KxN] (+ C). */
template <typename Out, typename In> struct MatmulTypes {
  static constexpr bool ok = false;
};
template <> struct MatmulTypes<float, _Float16> { static constexpr bool ok = true; };
template <> struct MatmulTypes<float, __bf16> { static constexpr bool ok = true; };
template <> struct MatmulTypes<int, signed char> { static constexpr bool ok = true; };

template <typename Out, typename In, int M, int K, int K2, int N>
__PTO_T Tile<Acc, Out, M, N> matmul(Tile<Left, In, M, K> a,
                                    Tile<Right, In, K2, N> b) {
  static_assert(K == K2, "matmul: inner dimensions differ (A is MxK, B is KxN)");
  static_assert(MatmulTypes<Out, In>::ok, "matmul: unsupported element types");
  return {detail::tmatmul(detail::mem_acc(), detail::mem_left(), __PTO_D(Out),
                          __PTO_D(In), a.h, b.h, M, N)};
}
template <typename Out, typename In, int M, int N, int K, int K2, int M2,
          int N2>
__PTO_T Tile<Acc, Out, M, N> matmul_acc(Tile<Acc, Out, M, N> c,
                                        Tile<Left, In, M2, K> a,
                                        Tile<Right, In, K2, N2> b) {
  static_assert(K == K2, "matmul_acc: inner dimensions differ");
  static_assert(M == M2 && N == N2,
                "matmul_acc: the accumulator is not M x N");
  static_assert(MatmulTypes<Out, In>::ok, "matmul: unsupported element types");
  return {detail::tmatmul_acc(detail::mem_acc(), detail::mem_acc(),
                              __PTO_D(Out), __PTO_D(In), c.h, a.h, b.h, M, N)};
}
// Issue 23 (ACC): accumulate-or-initialize. a x b when init is true (c is
// not read: an uninitialized accumulator is fine), c + a x b when it is
// false; a K loop is written once: acc = matmul_acc_init(acc, a, b, k == 0).
template <typename Out, typename In, int M, int N, int K, int K2, int M2,
          int N2>
__PTO_T Tile<Acc, Out, M, N>
matmul_acc_init(Tile<Acc, Out, M, N> c, Tile<Left, In, M2, K> a,
                Tile<Right, In, K2, N2> b, bool init) {
  static_assert(K == K2, "matmul_acc_init: inner dimensions differ");
  static_assert(M == M2 && N == N2,
                "matmul_acc_init: the accumulator is not M x N");
  static_assert(MatmulTypes<Out, In>::ok, "matmul: unsupported element types");
  return {detail::tmatmul_acc_init(detail::mem_acc(), detail::mem_acc(),
                                   __PTO_D(Out), __PTO_D(In), c.h, a.h, b.h,
                                   int(init), M, N)};
}

/* Vector unit: element-wise, tile-scalar, reductions, expansions. */
#define __PTO_BINARY(fn, op)                                                   \
  template <Memory M, typename T, int R, int C, Memory M2, typename T2,       \
            int R2, int C2>                                                   \
  __PTO_T Tile<M, T, R, C> fn(Tile<M, T, R, C> a, Tile<M2, T2, R2, C2> b) {   \
    static_assert(M == M2, #fn ": the tiles are in different memories");      \
    static_assert(__is_same(T, T2), #fn ": the element types differ");       \
    static_assert(R == R2 && C == C2, #fn ": the tile shapes differ");        \
    return {detail::op(__PTO_M(M), __PTO_M(M), __PTO_D(T), __PTO_NONE, a.h,   \
                       b.h, R, C)};                                           \
  }
__PTO_BINARY(add, tadd)
__PTO_BINARY(sub, tsub)
__PTO_BINARY(mul, tmul)
__PTO_BINARY(div, tdiv)
__PTO_BINARY(max, tmax)
__PTO_BINARY(min, tmin)
#define __PTO_UNARY(fn, op)                                                    \
  template <Memory M, typename T, int R, int C>                               \
  __PTO_T Tile<M, T, R, C> fn(Tile<M, T, R, C> a) {                           \
    return {detail::op(__PTO_M(M), __PTO_M(M), __PTO_D(T), __PTO_NONE, a.h, R, \
                       C)};                                                   \
  }
__PTO_UNARY(exp, texp)
__PTO_UNARY(log, tlog)
__PTO_UNARY(sqrt, tsqrt)
__PTO_UNARY(rsqrt, trsqrt)
__PTO_UNARY(recip, trecip)
__PTO_UNARY(abs, tabs)
__PTO_UNARY(neg, tneg)
__PTO_UNARY(relu, trelu)
#define __PTO_SCALAR(fn, op)                                                   \
  template <Memory M, typename T, int R, int C>                               \
  __PTO_T Tile<M, T, R, C> fn(Tile<M, T, R, C> a, T s) {                      \
    return {detail::op(__PTO_M(M), __PTO_M(M), __PTO_D(T), __PTO_NONE, a.h, s, \
                       R, C)};                                                \
  }
__PTO_SCALAR(adds, tadds)
__PTO_SCALAR(muls, tmuls)
__PTO_SCALAR(maxs, tmaxs)
__PTO_SCALAR(mins, tmins)
#define __PTO_ROWRED(fn, op)                                                   \
  template <Memory M, typename T, int R, int C>                               \
  __PTO_T Tile<M, T, R, 1> fn(Tile<M, T, R, C> a) {                           \
    return {detail::op(__PTO_M(M), __PTO_M(M), __PTO_D(T), __PTO_NONE, a.h, R, \
                       1)};                                                   \
  }
__PTO_ROWRED(rowsum, trowsum)
__PTO_ROWRED(rowmax, trowmax)
#define __PTO_COLRED(fn, op)                                                   \
  template <Memory M, typename T, int R, int C>                               \
  __PTO_T Tile<M, T, 1, C> fn(Tile<M, T, R, C> a) {                           \
    return {detail::op(__PTO_M(M), __PTO_M(M), __PTO_D(T), __PTO_NONE, a.h, 1, \
                       C)};                                                   \
  }
__PTO_COLRED(colsum, tcolsum)
__PTO_COLRED(colmax, tcolmax)
template <int C, Memory M, typename T, int R>
__PTO_T Tile<M, T, R, C> rowexpand(Tile<M, T, R, 1> a) {
  return {detail::trowexpand(__PTO_M(M), __PTO_M(M), __PTO_D(T), __PTO_NONE,
                             a.h, R, C)};
}
template <int R, Memory M, typename T, int C>
__PTO_T Tile<M, T, R, C> colexpand(Tile<M, T, 1, C> a) {
  return {detail::tcolexpand(__PTO_M(M), __PTO_M(M), __PTO_D(T), __PTO_NONE,
                             a.h, R, C)};
}
template <typename D, Memory M, typename T, int R, int C>
__PTO_T Tile<M, D, R, C> cvt(Tile<M, T, R, C> a) {
  return {detail::tcvt(__PTO_M(M), __PTO_M(M), __PTO_D(D), __PTO_D(T), a.h, R,
                       C)};
}
template <Memory M, typename T, int R, int C> __PTO_T Tile<M, T, R, C> fill(T v) {
  return {detail::tfill(__PTO_M(M), detail::mem_none(), __PTO_D(T), __PTO_NONE,
                        v, R, C)};
}
template <Memory M, typename T, int R, int C>
__PTO_T Tile<M, T, C, R> trans(Tile<M, T, R, C> a) {
  return {detail::ttrans(__PTO_M(M), __PTO_M(M), __PTO_D(T), __PTO_NONE, a.h,
                         C, R)};
}
template <int Row, int Col, Memory M, typename T, int R, int C>
__PTO_T T getval(Tile<M, T, R, C> a) {
  static_assert(Row >= 0 && Row < R && Col >= 0 && Col < C,
                "getval: the element is outside the tile");
  return detail::tgetval(__PTO_M(M), __PTO_M(M), __PTO_D(T), __PTO_NONE,
                         a.h, Row, Col);
}
template <int Row, int Col, Memory M, typename T, int R, int C>
__PTO_T Tile<M, T, R, C> setval(Tile<M, T, R, C> a, T v) {
  static_assert(Row >= 0 && Row < R && Col >= 0 && Col < C,
                "setval: the element is outside the tile");
  return {detail::tsetval(__PTO_M(M), __PTO_M(M), __PTO_D(T), __PTO_NONE, a.h,
                          Row, Col, v, R, C)};
}

/* Issue 14 (A): broadcasts, arithmetic, reductions. */
/* Fused broadcasts: a (RxC) op b, b being Rx1 (row*) or 1xC (col*). */
#define __PTO_ROWEXPAND_BIN(fn, op)                                            \
  template <Memory M, typename T, int R, int C, Memory M2, typename T2,       \
            int R2, int C2>                                                   \
  __PTO_T Tile<M, T, R, C> fn(Tile<M, T, R, C> a, Tile<M2, T2, R2, C2> b) {   \
    static_assert(M == M2, #fn ": the tiles are in different memories");      \
    static_assert(__is_same(T, T2), #fn ": the element types differ");       \
    static_assert(R2 == R && C2 == 1, #fn ": b must be R x 1");               \
    return {detail::op(__PTO_M(M), __PTO_M(M), __PTO_D(T), __PTO_NONE, a.h,   \
                       b.h, R, C)};                                           \
  }
__PTO_ROWEXPAND_BIN(rowexpandadd, trowexpandadd)
__PTO_ROWEXPAND_BIN(rowexpandsub, trowexpandsub)
__PTO_ROWEXPAND_BIN(rowexpandmul, trowexpandmul)
__PTO_ROWEXPAND_BIN(rowexpanddiv, trowexpanddiv)
__PTO_ROWEXPAND_BIN(rowexpandmax, trowexpandmax)
__PTO_ROWEXPAND_BIN(rowexpandmin, trowexpandmin)
__PTO_ROWEXPAND_BIN(rowexpandexpdif, trowexpandexpdif)
#define __PTO_COLEXPAND_BIN(fn, op)                                            \
  template <Memory M, typename T, int R, int C, Memory M2, typename T2,       \
            int R2, int C2>                                                   \
  __PTO_T Tile<M, T, R, C> fn(Tile<M, T, R, C> a, Tile<M2, T2, R2, C2> b) {   \
    static_assert(M == M2, #fn ": the tiles are in different memories");      \
    static_assert(__is_same(T, T2), #fn ": the element types differ");       \
    static_assert(R2 == 1 && C2 == C, #fn ": b must be 1 x C");               \
    return {detail::op(__PTO_M(M), __PTO_M(M), __PTO_D(T), __PTO_NONE, a.h,   \
                       b.h, R, C)};                                           \
  }
__PTO_COLEXPAND_BIN(colexpandadd, tcolexpandadd)
__PTO_COLEXPAND_BIN(colexpandsub, tcolexpandsub)
__PTO_COLEXPAND_BIN(colexpandmul, tcolexpandmul)
__PTO_COLEXPAND_BIN(colexpanddiv, tcolexpanddiv)
__PTO_COLEXPAND_BIN(colexpandmax, tcolexpandmax)
__PTO_COLEXPAND_BIN(colexpandmin, tcolexpandmin)
__PTO_COLEXPAND_BIN(colexpandexpdif, tcolexpandexpdif)
__PTO_ROWRED(rowmin, trowmin)
__PTO_ROWRED(rowprod, trowprod)
__PTO_COLRED(colmin, tcolmin)
__PTO_COLRED(colprod, tcolprod)
__PTO_SCALAR(subs, tsubs)
__PTO_SCALAR(divs, tdivs)
__PTO_SCALAR(lrelu, tlrelu)
__PTO_SCALAR(pows, tpows)
__PTO_BINARY(prelu, tprelu)
__PTO_BINARY(pow, tpow)
/* s / a (pto-isa's scalar / tile TDIVS). */
template <Memory M, typename T, int R, int C>
__PTO_T Tile<M, T, R, C> divs(T s, Tile<M, T, R, C> a) {
  return {detail::tdivs_rev(__PTO_M(M), __PTO_M(M), __PTO_D(T), __PTO_NONE, s,
                            a.h, R, C)};
}
/* y + s * x (pto-isa TAXPY; the result takes y's storage). */
template <Memory M, typename T, int R, int C>
__PTO_T Tile<M, T, R, C> axpy(Tile<M, T, R, C> y, Tile<M, T, R, C> x, T s) {
  return {detail::taxpy(__PTO_M(M), __PTO_M(M), __PTO_D(T), __PTO_NONE, y.h,
                        x.h, s, R, C)};
}

} // namespace pto
#endif /* __cplusplus */

#endif /* PTO_H */
