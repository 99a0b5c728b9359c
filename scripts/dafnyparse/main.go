// Command dafnyparse compares specfaith's Dafny parser with the real
// Dafny's on every .dfy file under the given directories:
//
//	go run ./scripts/dafnyparse [-dafny PATH] [-parses FILE] DIR...
//
// -parses writes the files Dafny parses (one path a line, as found under
// the DIRs given) to FILE: a corpus's PARSES.txt, made by running this
// from the corpus directory with relative DIRs.
//
// Dafny (the Debian package is Dafny 2.3) parses each file alone
// (/noResolve: syntax only, no includes followed). A file Dafny parses
// and specfaith reports a syntax problem in is a parser bug; a file
// Dafny rejects and specfaith reads is Dafny 4 syntax Dafny 2.3 does not
// know (or a specfaith parser that accepts too much) and is listed with
// Dafny's first error, to be checked against the reference manual.
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/specfaith/specfaith/dafny"
)

func main() {
	bin := flag.String("dafny", "dafny", "the Dafny executable")
	parses := flag.String("parses", "", "write the files Dafny parses to this file")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: dafnyparse [-dafny PATH] [-parses FILE] DIR...")
		os.Exit(2)
	}
	var files []string
	for _, d := range flag.Args() {
		filepath.Walk(d, func(p string, info os.FileInfo, err error) error {
			if err == nil && !info.IsDir() && strings.HasSuffix(p, ".dfy") {
				files = append(files, p)
			}
			return nil
		})
	}
	sort.Strings(files)
	var both, neither, ours, theirs, dafnyOK []string
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			continue
		}
		weOK, ourErr := true, ""
		for _, pr := range dafny.ParseFile(f, string(src)).Problems {
			if pr.Code == "syntax" {
				weOK, ourErr = false, fmt.Sprintf("%d:%d: %s", pr.R.Start.Line, pr.R.Start.Col, pr.Message)
				break
			}
		}
		theyOK, theirErr := dafnyParses(*bin, f)
		if theyOK {
			dafnyOK = append(dafnyOK, f)
		}
		switch {
		case weOK && theyOK:
			both = append(both, f)
		case !weOK && !theyOK:
			neither = append(neither, f+": specfaith "+ourErr+"; Dafny "+theirErr)
		case !weOK:
			theirs = append(theirs, f+": "+ourErr)
		default:
			ours = append(ours, f+": Dafny: "+theirErr)
		}
	}
	if *parses != "" {
		var b strings.Builder
		for _, f := range dafnyOK {
			b.WriteString(filepath.ToSlash(f) + "\n")
		}
		if err := os.WriteFile(*parses, []byte(b.String()), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	}
	fmt.Printf("%d files: both parse %d; Dafny parses, specfaith reports syntax %d; Dafny rejects, specfaith reads %d; both reject %d\n",
		len(files), len(both), len(theirs), len(ours), len(neither))
	for _, l := range theirs {
		fmt.Println("PARSER BUG  " + l)
	}
	for _, l := range ours {
		fmt.Println("DAFNY 2.3 REJECTS  " + l)
	}
	for _, l := range neither {
		fmt.Println("BOTH REJECT  " + l)
	}
	if len(theirs) > 0 {
		os.Exit(1)
	}
}

// dafnyParses runs Dafny's parser alone on one file.
func dafnyParses(bin, file string) (bool, string) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "/noResolve", "/compile:0", "/noVerify", file)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	_ = cmd.Run()
	// Errors in the file itself count; an included file's do not (Dafny
	// 2.3 follows includes even with /noResolve).
	for _, l := range strings.Split(out.String(), "\n") {
		if !strings.HasPrefix(l, file+"(") || !strings.Contains(l, "Error") || strings.Contains(l, "included file") {
			continue
		}
		return false, strings.TrimSpace(strings.TrimPrefix(l, file))
	}
	if ctx.Err() != nil {
		return false, "timed out"
	}
	return true, ""
}
