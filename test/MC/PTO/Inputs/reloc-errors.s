# Inputs of fixup-errors.s.
start:
  .word ext - .
  .quad ext2 - .
  li t0, ext - .
