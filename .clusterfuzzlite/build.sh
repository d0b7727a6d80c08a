#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz build script (runs in the image of .clusterfuzzlite/Dockerfile).
# Compiles the oracle sources (oracle/*.cpp without main.cpp) with the service's $CXXFLAGS
# (sanitizers and -fsanitize=fuzzer-no-link already in them), links each fuzz/<name>_fuzzer.cpp
# with $LIB_FUZZING_ENGINE, and puts beside each target in $OUT its dictionary and its seed
# corpus (fuzz/corpora/<name>/ as <name>_fuzzer_seed_corpus.zip).

includes=(-I"$SRC/f3go" -I"$SRC/nlohmann_json/include" -I"$SRC/fmt/include")
flags=(-std=c++20 -DFMT_HEADER_ONLY "${includes[@]}")

objects=()
mkdir -p "$WORK/oracle"
for src in "$SRC"/f3go/oracle/*.cpp; do
  [ "$(basename "$src")" = main.cpp ] && continue
  obj="$WORK/oracle/$(basename "$src" .cpp).o"
  $CXX $CXXFLAGS "${flags[@]}" -c "$src" -o "$obj"
  objects+=("$obj")
done

for name in position_text record rules_config case; do
  $CXX $CXXFLAGS "${flags[@]}" "$SRC/f3go/fuzz/${name}_fuzzer.cpp" "${objects[@]}" \
    $LIB_FUZZING_ENGINE -o "$OUT/${name}_fuzzer"
  cp "$SRC/f3go/fuzz/${name}_fuzzer.dict" "$OUT/"
  (cd "$SRC/f3go/fuzz/corpora/$name" && zip -q -r "$OUT/${name}_fuzzer_seed_corpus.zip" .)
done
