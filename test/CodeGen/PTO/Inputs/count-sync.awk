# Prints "COUNT <set/wait pairs> <pipe_barriers>" of PTO assembly or MIR.
tolower($0) ~ /wait_flag/ { w++ }
tolower($0) ~ /pipe_barrier/ { b++ }
END { printf "COUNT %d %d\n", w, b }
