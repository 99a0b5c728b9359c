package check

import (
	"context"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/internal/scalegen"
)

// BenchmarkEditLargeFile times the re-check of a large file after a
// one-character change, as the language server runs it (the fast pass,
// remembered mutation results only, after an idle pass filled the
// cache): a digit toggled in one helper of 4 000 helper functions, and in
// one contract's doc comment in a file of 4 500 contracts (more than the
// old cache's 4 096 entries). docs/BENCHMARKS.md "Scaling" records it;
// bench/scale has the same rows at N and 10N.
func BenchmarkEditLargeFile(b *testing.B) {
	for _, lang := range scalegen.Languages {
		for _, kind := range []string{"helper", "contract"} {
			b.Run(kind+"/"+lang, func(b *testing.B) {
				var src string
				var at int
				if kind == "helper" {
					src = scalegen.Functions(lang, 4000)
					line, text := scalegen.HelperLine(lang, src, 2000)
					off := 0
					for i := 1; i < line; i++ {
						off += strings.IndexByte(src[off:], '\n') + 1
					}
					at = off + strings.Index(text, "* ") + 2
				} else {
					src = scalegen.Contracts(lang, 4500)
					at = strings.Index(src[len(src)/2:], "@accept a = 1") + len(src)/2 + len("@accept a = ")
				}
				path := "large" + scalegen.Ext(lang)
				memo := NewMemo() // the server's session memo
				fast := Options{Mutation: true, Fast: true, Memo: memo}
				idle := Options{Mutation: true, Memo: memo}
				RunWith(context.Background(), path, src, nil, fast)
				RunWith(context.Background(), path, src, nil, idle)
				buf := []byte(src)
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					if buf[at] == '1' {
						buf[at] = '2'
					} else {
						buf[at] = '1'
					}
					text := string(buf)
					rep := RunWith(context.Background(), path, text, nil, fast)
					if rep == nil || len(rep.Contracts) == 0 {
						b.Fatalf("%s: nothing analysed", path)
					}
					b.StopTimer()
					RunWith(context.Background(), path, text, nil, idle)
					b.StartTimer()
				}
			})
		}
	}
}
