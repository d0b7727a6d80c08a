#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz build script (runs in the image of .clusterfuzzlite/Dockerfile).
# Compiles the oracle sources (oracle/*.cpp without main.cpp) with the service's $CXXFLAGS
# (sanitizers and -fsanitize=fuzzer-no-link already in them), links each fuzz/<name>_fuzzer.cpp
# with $LIB_FUZZING_ENGINE, and puts beside each target in $OUT its dictionary (when it has one)
# and its seed corpus (fuzz/corpora/<name>/ as <name>_fuzzer_seed_corpus.zip). The differential
# targets (the optimized engine against the reference) also link reference/*.cpp and
# optimized/*.cpp.

includes=(-I"$SRC/f3go" -I"$SRC/nlohmann_json/include" -I"$SRC/fmt/include")
flags=(-std=c++20 -DFMT_HEADER_ONLY "${includes[@]}")

# compile DIR ARRAY: every DIR/*.cpp but main.cpp into $WORK/DIR/, the objects appended to ARRAY.
compile() {
  local dir="$1" src obj
  local -n objects="$2"
  mkdir -p "$WORK/$dir"
  for src in "$SRC/f3go/$dir"/*.cpp; do
    [ "$(basename "$src")" = main.cpp ] && continue
    obj="$WORK/$dir/$(basename "$src" .cpp).o"
    $CXX $CXXFLAGS "${flags[@]}" -c "$src" -o "$obj"
    objects+=("$obj")
  done
}

oracle=()
engines=()
compile oracle oracle
compile reference engines
compile optimized engines

build_target() {
  local name="$1"
  shift
  $CXX $CXXFLAGS "${flags[@]}" "$SRC/f3go/fuzz/${name}_fuzzer.cpp" "$@" "${oracle[@]}" \
    $LIB_FUZZING_ENGINE -o "$OUT/${name}_fuzzer"
  if [ -f "$SRC/f3go/fuzz/${name}_fuzzer.dict" ]; then
    cp "$SRC/f3go/fuzz/${name}_fuzzer.dict" "$OUT/"
  fi
  (cd "$SRC/f3go/fuzz/corpora/$name" && zip -q -r "$OUT/${name}_fuzzer_seed_corpus.zip" .)
}

for name in position_text record rules_config case analysis_record; do
  build_target "$name"
done
build_target shard_output "$SRC/f3go/judge/verify_merge.cpp"  # the shard outputs of f3go verify
for name in differential_position differential_game; do
  build_target "$name" "${engines[@]}"
done
