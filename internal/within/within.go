// Package within runs a function for a fuzz target or a test under a
// deadline, reporting a hang or a panic as a test failure that names the
// input. A panic in a goroutine of its own would otherwise kill the
// fuzzing process without saying which input did it.
package within

import (
	"fmt"
	"runtime/debug"
	"testing"
	"time"
)

// Returns fails t when f panics or does not return within d; what names
// the call for the message ("ParseValue(\"x\")").
func Returns(t testing.TB, d time.Duration, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	var panicked string
	go func() {
		defer close(done)
		defer func() {
			if r := recover(); r != nil {
				panicked = fmt.Sprintf("%v\n%s", r, debug.Stack())
			}
		}()
		f()
	}()
	select {
	case <-done:
	case <-time.After(d):
		t.Fatalf("%s did not return within %s", what, d)
	}
	if panicked != "" {
		t.Fatalf("%s panicked: %s", what, panicked)
	}
}

// ParsesTheSame reads s twice with parse (a value reader of a front end)
// and fails t when it panics, hangs, returns neither a value nor an
// error, or reads the same text differently.
func ParsesTheSame[V interface{ String() string }](t *testing.T, s string, parse func(string) (V, error)) {
	t.Helper()
	read := func() (string, error) {
		var out string
		var err error
		Returns(t, 20*time.Second, fmt.Sprintf("ParseValue(%q)", s), func() {
			v, e := parse(s)
			if err = e; e == nil {
				if any(v) == nil {
					t.Errorf("ParseValue(%q): nil value without an error", s)
					out = "<nil>"
				} else {
					out = v.String()
				}
			}
		})
		return out, err
	}
	a, errA := read()
	b, errB := read()
	if a != b || (errA == nil) != (errB == nil) {
		t.Fatalf("ParseValue(%q) not deterministic: %q, %v vs %q, %v", s, a, errA, b, errB)
	}
}
