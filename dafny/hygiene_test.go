package dafny

import (
	"strings"
	"testing"
)

func TestHygiene(t *testing.T) {
	src := `// assume in a comment is fine
lemma {:axiom} Trusted(x: int) ensures x * x >= 0
lemma Bodiless(x: int) ensures x + 0 == x
lemma Proved(x: int) ensures x == x { }
method M(a: array<int>) returns (r: int)
  requires a.Length > 0
{
  assume a[0] > 0;
  var s := "assume";
  r := a[0];
}
`
	ps := Hygiene(ParseFile("h.dfy", src))
	var got []string
	for _, p := range ps {
		got = append(got, strings.Fields(p.Message)[0]+"@"+itoa(p.R.Start.Line)+":"+itoa(p.R.Start.Col))
	}
	want := []string{"`{:axiom}`@2:7", "`assume`@8:3", "lemma@2:16", "lemma@3:7"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got %v, want %v", got, want)
	}
}

func itoa(i int) string {
	s := ""
	if i == 0 {
		return "0"
	}
	for ; i > 0; i /= 10 {
		s = string(rune('0'+i%10)) + s
	}
	return s
}
