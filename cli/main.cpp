// f3go: the command line. Each subcommand lives in cli/, one file each.
#include "cli/cli.h"

int main(int argc, char** argv) { return f3go::cli::run(argc, argv); }
