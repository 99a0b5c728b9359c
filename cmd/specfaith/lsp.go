package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"

	"github.com/specfaith/specfaith/internal/memlimit"
	"github.com/specfaith/specfaith/server"
)

// lspMemoryLimit is the server's soft heap limit (see runtime/debug).
const lspMemoryLimit = 40 << 20

const lspUsage = `usage: specfaith lsp [--log-level debug|info|warn|error] [--log-file PATH] [--log-to-client]

Runs the language server on standard input and output. Logs go to standard
error (the editor's log) and, with --log-file, to a file as well. With
--log-to-client they go to the editor as window/logMessage, levels kept,
and standard error gets errors only.
`

func runLSP(args []string, stdin io.Reader, stdout io.WriteCloser, stderr io.Writer) int {
	fl := flag.NewFlagSet("lsp", flag.ContinueOnError)
	fl.SetOutput(stderr)
	level := fl.String("log-level", "info", "log level: debug, info, warn or error")
	file := fl.String("log-file", "", "also write logs to this file")
	toClient := fl.Bool("log-to-client", false, "send logs to the editor as window/logMessage")
	fl.Bool("stdio", true, "use standard input and output (the only transport)")
	fl.Usage = func() { fmt.Fprint(stderr, lspUsage); fl.PrintDefaults() }
	flagsDefined(fl)
	if wantsHelp(args) {
		printHelp(stdout, lspUsage, fl)
		return 0
	}
	if err := fl.Parse(args); err != nil {
		return 2
	}
	var lvl zapcore.Level
	if err := lvl.UnmarshalText([]byte(*level)); err != nil {
		fmt.Fprintf(stderr, "specfaith lsp: bad --log-level %q\n", *level)
		return 2
	}
	enc := zapcore.NewConsoleEncoder(zap.NewDevelopmentEncoderConfig())
	stderrLevel := lvl
	if *toClient && stderrLevel < zapcore.ErrorLevel {
		stderrLevel = zapcore.ErrorLevel
	}
	cores := []zapcore.Core{zapcore.NewCore(enc, zapcore.AddSync(stderr), stderrLevel)}
	if *file != "" {
		f, err := os.OpenFile(*file, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
		if err != nil {
			fmt.Fprintf(stderr, "specfaith lsp: %v\n", err)
			return 2
		}
		defer f.Close()
		cores = append(cores, zapcore.NewCore(zapcore.NewJSONEncoder(zap.NewProductionEncoderConfig()), zapcore.AddSync(f), lvl))
	}
	log := zap.New(zapcore.NewTee(cores...))
	defer log.Sync()
	// A soft memory limit keeps the heap near what is live (about 125 KB
	// per open 8 KB spec) instead of the default's twice that; once more
	// than three quarters of it is live (a file of thousands of
	// contracts) it follows the live heap (internal/memlimit), or the
	// collector would run without end. The user's GOMEMLIMIT wins.
	if os.Getenv("GOMEMLIMIT") == "" {
		memlimit.Govern(lspMemoryLimit)
	}
	server.Version = Version
	opts := server.Options{Logger: log}
	if *toClient {
		opts.LogToClient = &lvl
	}
	s := server.New(opts)
	// A signal ends the session like exit does: toolchain runs are
	// cancelled and their temporary copies removed before the process goes.
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP)
	defer stop()
	code := s.Run(ctx, stdin, stdout)
	log.Info("exiting", zap.Int("code", code))
	return code
}
