package lean

import (
	"math/big"
	"sync"

	"github.com/specfaith/specfaith/ir"
)

// Fixed-width unsigned integers (Init/Prelude.lean, Init/Data/UInt/Basic.lean).
// A UIntN value is a natural number below 2^N (USize is taken as 64-bit).
// Arithmetic wraps modulo 2^N — the elaborator marks those operators
// (ir.Binary.Wrap) — and numerals are reduced modulo 2^N (OfNat is
// UIntN.ofNat). Division by zero is 0 and x % 0 = x, as for Nat.
// Conversions: UIntN.ofNat n and Nat.toUIntN n are n mod 2^N; UIntN.toNat
// is the value; UIntN.toUIntM (zero extension or truncation) is
// a.toNat.toUIntM, so also the value mod 2^M; UIntN.ofInt x is
// (x % 2^N).toNat.

var uintNames = []struct {
	name string
	bits int
}{{"UInt8", 8}, {"UInt16", 16}, {"UInt32", 32}, {"UInt64", 64}, {"USize", 64}}

func libModBits(n *big.Int, bits int) ir.Value {
	return libIntv(new(big.Int).Mod(n, new(big.Int).Lsh(big.NewInt(1), uint(bits))))
}

func libRegisterUInt() {
	for _, u := range uintNames {
		bits := u.bits
		libReg(u.name, "ofNat", 1, 1, -1, func(a *libCall) ir.Value { return libModBits(a.nat(0), bits) })
		libReg(u.name, "ofInt", 1, 1, -1, func(a *libCall) ir.Value { return libModBits(a.int(0), bits) })
		libReg(u.name, "toNat", 1, 1, 0, func(a *libCall) ir.Value { return libIntv(a.nat(0)) })
		libReg("Nat", "to"+u.name, 1, 1, 0, func(a *libCall) ir.Value { return libModBits(a.nat(0), bits) })
		for _, to := range uintNames {
			if to.name == u.name {
				continue
			}
			toBits := to.bits
			libReg(u.name, "to"+to.name, 1, 1, 0, func(a *libCall) ir.Value { return libModBits(a.nat(0), toBits) })
		}
	}
}

// uintResult is the UInt type a conversion named name returns (toUInt8,
// Nat.toUInt16, UInt32.ofNat, …), if it is one.
func uintResult(name string) (int, bool) {
	uintConvOnce.Do(func() {
		uintConv = map[string]int{}
		for _, u := range uintNames {
			for _, n := range []string{"to" + u.name, "Nat.to" + u.name, u.name + ".ofNat", u.name + ".ofInt"} {
				uintConv[n] = u.bits
			}
			for _, from := range uintNames {
				if _, ok := uintConv[from.name+".to"+u.name]; !ok {
					uintConv[from.name+".to"+u.name] = u.bits
				}
			}
		}
	})
	bits, ok := uintConv[name]
	return bits, ok
}

// uintConv maps each conversion's name to its result's width (uintResult;
// the elaborator asks for every member and call).
var (
	uintConvOnce sync.Once
	uintConv     map[string]int
)
