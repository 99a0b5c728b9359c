package ir

import (
	"fmt"
	"math/big"
	"math/bits"
	"sync"
)

// Small integers are made once and shared. A search computes mostly with
// integers near zero, and each new one cost three allocations (the
// big.Int, its word, the interface box): a tenth of what the evaluator
// allocated. Sharing is sound because values are immutable: nothing
// writes to an Int's V after it is made (CheckSmallInts tests it).
const smallLo, smallHi = -256, 1024

// The boxed values are made a chunk at a time, when one of the chunk is
// first asked for: boxing all of them cost 5 000 allocations, a tenth of
// the check of a small file, which uses a few dozen.
const smallChunk = 64

var (
	smallOnce  sync.Once
	smallWords [smallHi - smallLo + 1]big.Word
	smallInts  [smallHi - smallLo + 1]big.Int
	// smallVals[f] holds them boxed, f = Signed | Lit<<1, made by
	// smallBoxed[f][i/smallChunk].
	smallVals  [4][smallHi - smallLo + 1]Value
	smallBoxed [4][(smallHi - smallLo + smallChunk) / smallChunk]sync.Once
)

// initSmall makes the shared big.Ints (no allocation: their words are
// static).
func initSmall() {
	for i := range smallInts {
		n := int64(i + smallLo)
		z := &smallInts[i]
		if n != 0 {
			a := n
			if a < 0 {
				a = -a
			}
			smallWords[i] = big.Word(a)
			z.SetBits(smallWords[i : i+1 : i+1])
			if n < 0 {
				z.Neg(z)
			}
		}
	}
}

// smallValue is the shared boxed value at index i with flags f.
func smallValue(f, i int) Value {
	smallBoxed[f][i/smallChunk].Do(func() { boxChunk(f, i/smallChunk*smallChunk) })
	return smallVals[f][i]
}

// boxChunk boxes the chunk of flags f from index lo.
func boxChunk(f, lo int) {
	for k := lo; k < lo+smallChunk && k < len(smallInts); k++ {
		smallVals[f][k] = Int{V: &smallInts[k], Signed: f&1 != 0, Lit: f&2 != 0}
	}
}

// smallBig is n's shared big.Int, or nil when n is not small.
func smallBig(n int64) *big.Int {
	if n < smallLo || n > smallHi {
		return nil
	}
	smallOnce.Do(initSmall)
	return &smallInts[n-smallLo]
}

// IntValue is the Int n with the given flags as a Value, without an
// allocation when n is small.
func IntValue(n int64, signed, lit bool) Value {
	if n < smallLo || n > smallHi {
		return Int{V: wordInt(n), Signed: signed, Lit: lit}
	}
	smallOnce.Do(initSmall)
	f := 0
	if signed {
		f |= 1
	}
	if lit {
		f |= 2
	}
	i := int(n - smallLo)
	smallBoxed[f][i/smallChunk].Do(func() { boxChunk(f, i/smallChunk*smallChunk) }) // (smallValue, inlined)
	return smallVals[f][i]
}

// CheckSmallInts reports a shared small integer whose value was changed:
// the tests of the packages that evaluate call it after they ran, since
// one write to a shared big.Int would change every value made from it.
func CheckSmallInts() error {
	smallOnce.Do(initSmall)
	for i := range smallInts {
		want := int64(i + smallLo)
		if !smallInts[i].IsInt64() || smallInts[i].Int64() != want {
			return fmt.Errorf("the shared integer %d now reads %s", want, &smallInts[i])
		}
		for f := range smallVals {
			if v := smallValue(f, i).(Int); v.V != &smallInts[i] || v.Signed != (f&1 != 0) || v.Lit != (f&2 != 0) || v.Pend {
				return fmt.Errorf("the shared value of %d was replaced", want)
			}
		}
	}
	return nil
}

// IntOf is NewInt(n) as a Value (a small one without an allocation).
func IntOf(n int64) Value { return IntValue(n, false, false) }

// wordInt is big.NewInt(n) in one allocation instead of two: the big.Int
// and its one word together.
func wordInt(n int64) *big.Int {
	if bits.UintSize < 64 {
		return big.NewInt(n)
	}
	cs := intCells{block: make([]intCell, 1)}
	return cs.next(n)
}
