#!/bin/sh
# run-example.sh <llvm-pto source root> <check-example.py> <-O level>
# Compiles each example with ptocc, runs it in pto-sim with seeded inputs,
# writes every argument buffer to <kernel>/argN.bin and checks the result.
set -e
src=$1; check=$2; opt=$3
run() {
  k=$1; n=$2; shift 2
  mkdir -p $k
  ptocc $opt -S "$src/examples/$k.c" -o $k.s
  outs=""
  i=0
  while [ $i -lt $n ]; do outs="$outs --out=$i=$k/arg$i.bin"; i=$((i + 1)); done
  pto-sim $k.s --kernel=$(echo $k | tr - _) "$@" $outs
  python3 "$check" $k $k
}
run vadd 3 --arg=buf:f32:2048:seed=1 --arg=buf:f32:2048:seed=2 \
  --arg=buf:f32:2048 --arg=2048
run softmax 2 --arg=buf:f32:32x64:seed=1 --arg=buf:f32:32x64 --arg=32
run softmax-fused 2 --arg=buf:f32:32x64:seed=1 --arg=buf:f32:32x64 --arg=32
run rmsnorm 3 --arg=buf:f32:32x64:seed=1 --arg=buf:f32:64:seed=2 \
  --arg=buf:f32:32x64 --arg=32
run layernorm 4 --arg=buf:f32:32x64:seed=1 --arg=buf:f32:64:seed=2 \
  --arg=buf:f32:64:seed=3 --arg=buf:f32:32x64 --arg=32
run rope 4 --arg=buf:f32:32x64:seed=1 --arg=buf:f32:32x32:seed=2 \
  --arg=buf:f32:32x32:seed=3 --arg=buf:f32:32x64 --arg=32
run gemm 3 --arg=buf:f16:64x128:seed=1 --arg=buf:f16:128x64:seed=2 \
  --arg=buf:f32:64x64 --arg=128
run gemm-prefetch 3 --arg=buf:f16:64x256:seed=1 --arg=buf:f16:256x64:seed=2 \
  --arg=buf:f32:64x64 --arg=256
run flash-attention 5 --arg=buf:f16:64x64:seed=1 --arg=buf:f16:64x128:seed=2 \
  --arg=buf:f16:128x64:seed=3 --arg=buf:f16:64x64 --arg=buf:f32:64x64 \
  --arg=128
