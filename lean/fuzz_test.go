package lean

import (
	"fmt"
	"runtime/debug"
	"testing"
	"time"
)

// FuzzParseValue: example values (the right-hand sides of @input/@accept
// lines and the strings of sidecar files) never panic the reader, it
// returns (evaluation is step-bounded), and reading the same text twice
// gives the same value.
func FuzzParseValue(f *testing.F) {
	for _, s := range []string{"0", "-5", "[1, 2, 3]", "#[1, 2]", "\"abc\"", "'x'", "(1, true)", "some 3", "none", "[[1], [2, 3]]", "3.5", "List.range 5", "[1, 2].map (· + 1)", "(-3 : Int)", "∀ x ∈ [1], x > 0", "#[\"a\", \"b\"].size"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		type res struct {
			v     string
			err   error
			panic string
		}
		run := func() res {
			ch := make(chan res, 1)
			go func() {
				// A panic here would kill the fuzzing process without
				// naming the input: report it as a failure instead.
				defer func() {
					if r := recover(); r != nil {
						ch <- res{panic: fmt.Sprintf("%v\n%s", r, debug.Stack())}
					}
				}()
				v, err := ParseValue(s)
				r := res{err: err}
				if err == nil {
					if v == nil {
						t.Errorf("nil value without an error")
						r.v = "<nil>"
					} else {
						r.v = v.String()
					}
				}
				ch <- r
			}()
			select {
			case r := <-ch:
				if r.panic != "" {
					t.Fatalf("ParseValue(%q) panicked: %s", s, r.panic)
				}
				return r
			case <-time.After(20 * time.Second):
				t.Fatalf("ParseValue(%q) did not return within 20 s", s)
			}
			return res{}
		}
		a, b := run(), run()
		if a.v != b.v || (a.err == nil) != (b.err == nil) {
			t.Fatalf("not deterministic: %q, %v vs %q, %v", a.v, a.err, b.v, b.err)
		}
	})
}
