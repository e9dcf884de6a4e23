# ===-- pto/dtypes.py - Element types and numpy dtypes ------------------===#
#
# Part of the llvm-pto project, under the Apache License v2.0 with LLVM
# Exceptions.
#
# ===----------------------------------------------------------------------===#
"""How the kernel element types map to numpy.

======  ==========================  ==========================================
type    numpy dtype                 note
======  ==========================  ==========================================
f32     ``float32``
f16     ``float16``
bf16    ``uint16`` (the bit pattern) numpy has no bfloat16: a bf16 array is
                                    the upper halves of float32 values;
                                    :func:`to_bf16` / :func:`from_bf16`
i32     ``int32``
i8      ``int8``
u8      ``uint8``
i16     ``int16``
u16     ``uint16``                  the same numpy dtype as bf16's bits:
                                    :func:`element_type` names it bf16
u32     ``uint32``
======  ==========================  ==========================================

Buffers are passed to pto-sim and pto-ref as their bytes, so arrays of any
other fixed-size numeric dtype (``int64``, ``int16``, ``uint8``, ...) work
too: the kernel decides what the bytes mean; they are compared exactly.
"""

import numpy as np

BF16 = np.dtype(np.uint16)

#: element type name -> numpy dtype
DTYPES = {
    "f32": np.dtype(np.float32),
    "f16": np.dtype(np.float16),
    "bf16": BF16,
    "i32": np.dtype(np.int32),
    "i8": np.dtype(np.int8),
    # Issue 14 (B): types, compare/select, integer ops.
    "u8": np.dtype(np.uint8),
    "i16": np.dtype(np.int16),
    "u16": np.dtype(np.uint16),
    "u32": np.dtype(np.uint32),
}


def element_type(array):
    """The element type name of an array: 'f32', 'f16', 'bf16' (uint16),
    'i32', 'i8', 'u8', 'i16', 'u32', or numpy's name of any other dtype
    (e.g. 'int64')."""
    dt = np.asarray(array).dtype
    for name, d in DTYPES.items():
        if dt == d:
            return name
    return dt.name


def to_bf16(values):
    """float values -> bf16 bit patterns (uint16), rounded to nearest even,
    the rounding pto-sim and pto-ref use; NaN stays a (quiet) NaN."""
    f = np.ascontiguousarray(values, dtype=np.float32)
    bits = f.view(np.uint32).astype(np.uint64)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
    out = rounded.astype(np.uint16)
    nan = np.isnan(f)
    out[nan] = ((bits[nan] >> 16) | 0x40).astype(np.uint16)
    return out


def from_bf16(bits):
    """bf16 bit patterns (uint16) -> float32 values (exact)."""
    b = np.ascontiguousarray(bits, dtype=np.uint16)
    return (b.astype(np.uint32) << 16).view(np.float32)


def float_bits(value, dtype="f32"):
    """The bit pattern of a float as a Python int, for kernel arguments that
    carry an element's bits in an integer register (the scalar unit has no
    floating point): ``float_bits(0.125)`` is 0x3e000000."""
    if dtype == "f32":
        return int(np.array(value, np.float32).view(np.uint32))
    if dtype == "f16":
        return int(np.array(value, np.float16).view(np.uint16))
    if dtype == "bf16":
        return int(to_bf16(np.array([value]))[0])
    raise ValueError(f"float_bits: {dtype} is not a float type "
                     "(f32, f16, bf16)")
