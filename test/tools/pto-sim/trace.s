# --trace writes Chrome-trace JSON (one thread per pipe, "X" slices, the
# time a blocked wait_flag spends at its queue's head as a "stall" slice,
# flags as "s"/"f" flow events; 1 cycle = 1 us of trace time); --trace-svg
# draws the same timeline. The trace is one line of JSON (llvm::json).
# REQUIRES: pto-sim
# RUN: pto-sim %s --arg=buf:f32:4x8:iota --arg=buf:f32:4x8 \
# RUN:   --trace=%t.json --trace-svg=%t.svg > /dev/null
# RUN: FileCheck %s --input-file=%t.json
# RUN: FileCheck %s --input-file=%t.svg --check-prefix=SVG
# RUN: python3 -c "import json, sys; d = json.load(open(sys.argv[1])); \
# RUN:   print(sorted({e['ph'] for e in d['traceEvents']}))" %t.json \
# RUN:   | FileCheck %s --check-prefix=JSON
# JSON: ['M', 'X', 'f', 's']

# CHECK:      {"displayTimeUnit":"ns","otherData":{"cpu":"a3","cycles":420},"traceEvents":[
# CHECK-SAME: {"ph":"M","pid":1,"name":"process_name","args":{"name":"pto-sim copy"}},
# CHECK-SAME: {"ph":"M","pid":1,"tid":0,"name":"thread_name","args":{"name":"S"}},
# CHECK-SAME: {"ph":"M","pid":1,"tid":1,"name":"thread_name","args":{"name":"MTE1"}},
# CHECK-SAME: {"ph":"M","pid":1,"tid":2,"name":"thread_name","args":{"name":"MTE2"}},
# CHECK-SAME: {"ph":"M","pid":1,"tid":3,"name":"thread_name","args":{"name":"MTE3"}},
# CHECK-SAME: {"ph":"M","pid":1,"tid":4,"name":"thread_name","args":{"name":"M"}},
# CHECK-SAME: {"ph":"M","pid":1,"tid":5,"name":"thread_name","args":{"name":"V"}},
# CHECK-SAME: {"ph":"M","pid":1,"tid":6,"name":"thread_name","args":{"name":"FIX"}},
# CHECK-SAME: {"ph":"X","pid":1,"tid":2,"ts":1,"dur":204,"name":"tload vec[zero + 0], a0, t0, 4, 8, f32","args":{"pc":"0x10008"}},
# CHECK-SAME: {"ph":"X","pid":1,"tid":5,"ts":3,"dur":204,"cat":"stall","name":"stall: wait_flag PIPE_MTE2, PIPE_V, 0","args":{"pc":"0x10020"}},
# CHECK-SAME: {"ph":"X","pid":1,"tid":5,"ts":207,"dur":9,"name":"trelu vec[zero + 128], vec[zero + 0], 4, 8, f32","args":{"pc":"0x10028"}},
# CHECK-SAME: {"ph":"X","pid":1,"tid":3,"ts":6,"dur":212,"cat":"stall","name":"stall: wait_flag PIPE_V, PIPE_MTE3, 0","args":{"pc":"0x10040"}},
# CHECK-SAME: {"ph":"X","pid":1,"tid":3,"ts":218,"dur":202,"name":"tstore a1, t0, vec[zero + 128], 4, 8, f32","args":{"pc":"0x10048"}},
# CHECK-SAME: {"ph":"X","pid":1,"tid":0,"ts":0,"dur":9,"name":"scalar"},
# CHECK-SAME: {"ph":"s","pid":1,"tid":2,"ts":205,"id":0,"cat":"flag","name":"set_flag PIPE_MTE2, PIPE_V, 0"},
# CHECK-SAME: {"ph":"f","bp":"e","pid":1,"tid":5,"ts":207,"id":0,"cat":"flag","name":"set_flag PIPE_MTE2, PIPE_V, 0"},
# CHECK-SAME: {"ph":"s","pid":1,"tid":5,"ts":216,"id":1,"cat":"flag","name":"set_flag PIPE_V, PIPE_MTE3, 0"},
# CHECK-SAME: {"ph":"f","bp":"e","pid":1,"tid":3,"ts":218,"id":1,"cat":"flag","name":"set_flag PIPE_V, PIPE_MTE3, 0"}]}

# SVG: <svg xmlns="http://www.w3.org/2000/svg" width="1200.0" height="266.0"
# SVG: <title>pto-sim copy: 420 cycles</title>
# SVG: <text x="4" y="82.8">MTE2</text>
# SVG: <rect {{.*}}><title>tload vec[zero + 0], a0, t0, 4, 8, f32 [1, 205)</title></rect>
# SVG-NEXT: <text {{.*}}>tload</text>
# SVG: <rect {{.*}} fill="#d62728" {{.*}}><title>stall: wait_flag PIPE_MTE2, PIPE_V, 0 [3, 207)</title></rect>
# SVG: <line {{.*}} stroke="#d62728" {{.*}}><title>set_flag PIPE_MTE2, PIPE_V, 0</title></line>
# The time axis (ticks every 50 cycles up to 420) and the legend.
# SVG: <text x="56.0" y="225.0">0</text>
# SVG: <text x="190.5" y="225.0">50</text>
# SVG: <text x="1132.2" y="225.0">400</text>
# SVG: <text x="1100.0" y="238.0">420 cycles</text>
# SVG: >operation [start, start + latency)</text>
# SVG: >stall (wait_flag, pipe_barrier)</text>
# SVG: >flag: set_flag fires -> wait_flag consumes</text>
# SVG: </svg>

  .text
  .globl copy
copy:
  li t0, 8
  tload vec[zero + 0], a0, t0, 4, 8, f32
  set_flag PIPE_MTE2, PIPE_V, 0
  wait_flag PIPE_MTE2, PIPE_V, 0
  trelu vec[zero + 128], vec[zero + 0], 4, 8, f32
  set_flag PIPE_V, PIPE_MTE3, 0
  wait_flag PIPE_V, PIPE_MTE3, 0
  tstore a1, t0, vec[zero + 128], 4, 8, f32
  ret
