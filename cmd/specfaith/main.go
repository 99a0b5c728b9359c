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
  specfaith check [--format text|json|sarif] PATH...   analyse spec files or directories
  specfaith version                                      print the version
  specfaith lsp [--log-level L] [--log-file F]           run the language server on stdio
  specfaith bench verina|clever [--format json] FILE     evaluate a data set's labelled checks

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
		return runLSP(args[1:], os.Stdin, os.Stdout, stderr)
	case "bench":
		return runBench(args[1:], stdout, stderr)
	}
	fmt.Fprintf(stderr, "specfaith: unknown command %q\n\n%s", args[0], usage)
	return 2
}
