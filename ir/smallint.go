package ir

import (
	"fmt"
	"math/big"
	"sync"
)

// Small integers are made once and shared. A search computes mostly with
// integers near zero, and each new one cost three allocations (the
// big.Int, its word, the interface box): a tenth of what the evaluator
// allocated. Sharing is sound because values are immutable: nothing
// writes to an Int's V after it is made (CheckSmallInts tests it).
const smallLo, smallHi = -256, 1024

var (
	smallOnce  sync.Once
	smallWords [smallHi - smallLo + 1]big.Word
	smallInts  [smallHi - smallLo + 1]big.Int
	// smallVals[f] holds them boxed, f = Signed | Lit<<1.
	smallVals [4][smallHi - smallLo + 1]Value
)

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
		for f := range smallVals {
			smallVals[f][i] = Int{V: z, Signed: f&1 != 0, Lit: f&2 != 0}
		}
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
		return Int{V: big.NewInt(n), Signed: signed, Lit: lit}
	}
	smallOnce.Do(initSmall)
	f := 0
	if signed {
		f |= 1
	}
	if lit {
		f |= 2
	}
	return smallVals[f][n-smallLo]
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
			if v := smallVals[f][i].(Int); v.V != &smallInts[i] || v.Signed != (f&1 != 0) || v.Lit != (f&2 != 0) || v.Pend {
				return fmt.Errorf("the shared value of %d was replaced", want)
			}
		}
	}
	return nil
}

// IntOf is NewInt(n) as a Value (a small one without an allocation).
func IntOf(n int64) Value { return IntValue(n, false, false) }
