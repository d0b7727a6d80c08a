// f3go_playouts' main and its yardstick, the plain Go move of every size the F3Go workloads of
// f3go_playouts.cpp play (bench/plain_move.h), registered once however many compilations of the
// engine the program holds.
#include <benchmark/benchmark.h>

#include "bench/plain_move.h"

BENCHMARK(f3go::bench::BM_PlainPlayout)->Name("BM_PlainPlayout")->Arg(5)->Arg(7)->Arg(9)->Arg(13)->Arg(19);

BENCHMARK_MAIN();
