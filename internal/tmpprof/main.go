package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime/pprof"
	"sort"
	"strings"
	"time"

	"github.com/specfaith/specfaith/check"
)

func main() {
	var files []string
	filepath.Walk(os.Args[1], func(p string, info os.FileInfo, err error) error {
		if strings.HasSuffix(p, ".lean") {
			files = append(files, p)
		}
		return nil
	})
	f, _ := os.Create("/tmp/cpu.prof")
	pprof.StartCPUProfile(f)
	type d struct {
		f string
		t time.Duration
	}
	var ds []d
	start := time.Now()
	for _, p := range files {
		src, _ := os.ReadFile(p)
		t0 := time.Now()
		check.File(p, src, os.ReadFile)
		ds = append(ds, d{p, time.Since(t0)})
	}
	pprof.StopCPUProfile()
	sort.Slice(ds, func(i, j int) bool { return ds[i].t > ds[j].t })
	var top time.Duration
	for i, x := range ds {
		if i < 15 {
			fmt.Println(x.t, x.f)
		}
		if i < 200 {
			top += x.t
		}
	}
	fmt.Println("total", time.Since(start), "top200", top)
}
