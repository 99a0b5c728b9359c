package informal

import (
	"strings"
	"unicode/utf8"
)

// ---- text helpers ----

func asSentence(s string) string {
	s = strings.TrimSpace(s)
	if strings.HasSuffix(s, ".") || strings.HasSuffix(s, "…") {
		return s
	}
	return s + "."
}

// capPhrase cuts s after maxPhraseRunes runes.
func capPhrase(s string) string {
	if len(s) <= maxPhraseRunes || utf8.RuneCountInString(s) <= maxPhraseRunes {
		return s
	}
	n := 0
	for i := range s {
		if n == maxPhraseRunes {
			return s[:i] + "…"
		}
		n++
	}
	return s
}
