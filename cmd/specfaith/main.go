// Command specfaith checks that formal specifications say what their
// requirements mean.
package main

import (
	"fmt"
	"io"
	"os"
)

// Version is set at build time with -ldflags "-X main.Version=…".
var Version = "0.1.0-dev"

const usage = `specfaith: does the spec say what you meant?

usage:
  specfaith check [flags] PATH...        analyse spec files or directories (Dafny, Lean 4, Nagini)
  specfaith lsp [flags]                  run the language server on standard input and output
  specfaith bench verina [flags] FILE    evaluate VERINA's labelled checks (FILE.jsonl or a task directory)
  specfaith bench clever [flags] FILE    evaluate CLEVER's labelled checks
  specfaith bench claimcheck [flags] FILE  screen labelled Dafny contracts with the attacks
  specfaith bench corpus [flags] PATH... check real spec files and count the findings
  specfaith bench specgen --reference REF [flags] CANDIDATES  score generated specifications
  specfaith bench merge [flags] SHARD.json...  combine the reports of a run split with --shard
  specfaith version                      print the version
  specfaith help                         print this help

check's flags: --format text|json|sarif, -v, -j N, --fix, --diff, --unchecked, --verify,
--mutation-floor F, --file-budget D, --allow-outside, --judge none|openai|anthropic.
` + "`specfaith check --help`, `specfaith lsp --help` and `specfaith bench SUBCOMMAND --help`" + ` say
what each flag does.

exit status of check: 0 nothing wrong, 1 warning- or error-level findings,
2 usage or I/O error.
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "check":
		return runCheck(args[1:], stdout, stderr)
	case "version", "--version", "-version":
		fmt.Fprintf(stdout, "specfaith %s\n", Version)
		return 0
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	case "lsp":
		if wantsHelp(args[1:]) {
			return runLSP(args[1:], os.Stdin, nopCloser{stdout}, stderr)
		}
		return runLSP(args[1:], os.Stdin, os.Stdout, stderr)
	case "bench":
		return runBench(args[1:], stdout, stderr)
	}
	fmt.Fprintf(stderr, "specfaith: unknown command %q\n\n%s", args[0], usage)
	return 2
}

// nopCloser is a writer the language server's help may close.
type nopCloser struct{ io.Writer }

func (nopCloser) Close() error { return nil }
