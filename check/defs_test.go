package check

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"testing"
)

// TestDefIndexKeysWhatIsReached: a definition's key changes when anything
// it reaches changes, through any number of steps and through mutual
// recursion, and not when something it does not reach changes.
func TestDefIndexKeysWhatIsReached(t *testing.T) {
	base := func() defs {
		return defs{
			"A": "A(x) = B(x) + 1", "B": "B(x) = C(x)", "C": "C(x) = x",
			"Even": "Even(n) = n == 0 || Odd(n - 1)", "Odd": "Odd(n) = n != 0 && Even(n - 1)",
			"UsesEven": "UsesEven(n) = Even(n)", "Lone": "Lone(x) = 7",
		}
	}
	k0 := base().index().key
	changed := func(name, text string) map[string][32]byte {
		d := base()
		d[name] = text
		return d.index().key
	}
	k := changed("C", "C(x) = x + 1")
	for _, n := range []string{"A", "B", "C"} {
		if k[n] == k0[n] {
			t.Errorf("C changed: %s keeps its key", n)
		}
	}
	for _, n := range []string{"Even", "Odd", "UsesEven", "Lone"} {
		if k[n] != k0[n] {
			t.Errorf("C changed: %s's key changed, though it does not reach C", n)
		}
	}
	k = changed("Odd", "Odd(n) = n != 0 && Even(n - 1) && true")
	for _, n := range []string{"Even", "Odd", "UsesEven"} {
		if k[n] == k0[n] {
			t.Errorf("Odd changed: %s keeps its key", n)
		}
	}
	if k["A"] != k0["A"] || k["Lone"] != k0["Lone"] {
		t.Error("Odd changed: keys of definitions that do not reach it changed")
	}
	if got := base().index().refs("r == A(x) + Lone(y) + A(z) + unknown(x)"); fmt.Sprint(got) != "[A Lone]" {
		t.Errorf("refs = %v, want [A Lone]", got)
	}
}

// TestDefIndexDeepChain: a chain of many definitions, each calling the
// one before, is keyed without recursion, and an edit at its start
// reaches its end.
func TestDefIndexDeepChain(t *testing.T) {
	chain := func(first string) defs {
		d := defs{"H0": first}
		for i := 1; i < 50000; i++ {
			d[fmt.Sprintf("H%d", i)] = fmt.Sprintf("H%d(x) + 1", i-1)
		}
		return d
	}
	a, b := chain("x").index().key, chain("x + 1").index().key
	if a["H49999"] == b["H49999"] {
		t.Error("the end of the chain keeps its key when its start changes")
	}
}

// TestDefIndexKeptForTheSameDefinitions: the keys of the same
// definitions are made once and are those a fresh index computes; a
// renamed definition with the same text is not taken for them.
func TestDefIndexKeptForTheSameDefinitions(t *testing.T) {
	d := defs{"P": "P(x) = Q(x) && x > 0", "Q": "Q(x) = x < 10"}
	a, b := d.index(), defs{"Q": "Q(x) = x < 10", "P": "P(x) = Q(x) && x > 0"}.index()
	if fmt.Sprintf("%p", a.key) != fmt.Sprintf("%p", b.key) {
		t.Error("the same definitions were indexed twice")
	}
	fresh, _ := d.indexAnew(nil)
	for n, k := range fresh.key {
		if a.key[n] != k {
			t.Errorf("%s: kept key differs from a fresh one", n)
		}
	}
	if r := (defs{"P": "P(x) = Q(x) && x > 0", "R": "Q(x) = x < 10"}).index(); fmt.Sprintf("%p", r.key) == fmt.Sprintf("%p", a.key) {
		t.Error("a renamed definition was taken for the kept ones")
	}
}

// TestDefIndexFromTheLastOne: edits that keep the names (a text changed,
// a cycle made or broken) are indexed from the index before them, and
// every key is the one a fresh index computes.
func TestDefIndexFromTheLastOne(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 7))
	const n = 12
	name := func(i int) string { return fmt.Sprintf("F%d", i) }
	d := defs{}
	for i := range n {
		d[name(i)] = name(i) + " = 1"
	}
	_, prev := d.indexAnew(nil)
	for step := range 400 {
		next := maps.Clone(d)
		for range 1 + rng.IntN(3) {
			i := rng.IntN(n)
			text := name(i) + " = " + fmt.Sprint(rng.IntN(5))
			for range rng.IntN(3) {
				text += " + " + name(rng.IntN(n)) + "(x)"
			}
			next[name(i)] = text
		}
		inc, g := next.indexAnew(prev)
		fresh, _ := next.indexAnew(nil)
		for nm, k := range fresh.key {
			if inc.key[nm] != k {
				got := inc.key[nm]
				t.Fatalf("step %d: %s keyed %x from the last index, %x afresh", step, nm, got[:4], k[:4])
			}
		}
		d, prev = next, g
	}
}
