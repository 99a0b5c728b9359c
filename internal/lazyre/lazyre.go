// Package lazyre is a regular expression compiled on its first use. A
// package-level regexp.MustCompile runs when the program starts, whether
// or not the file at hand needs it: specfaith's front ends, toolchains and
// lints hold about sixty, a millisecond of every `specfaith check` run
// (which takes about four on a small file).
package lazyre

import (
	"regexp"
	"sync"
)

// Regexp is a regexp.Regexp compiled when a method is first called.
type Regexp struct {
	src  string
	once sync.Once
	re   *regexp.Regexp
}

// New returns src compiled on first use; like regexp.MustCompile, an
// invalid src panics (then, not at start-up: a test that uses each
// expression finds it).
func New(src string) *Regexp { return &Regexp{src: src} }

// Re is the compiled expression.
func (r *Regexp) Re() *regexp.Regexp {
	r.once.Do(func() { r.re = regexp.MustCompile(r.src) })
	return r.re
}

func (r *Regexp) String() string                         { return r.src }
func (r *Regexp) MatchString(s string) bool              { return r.Re().MatchString(s) }
func (r *Regexp) Match(b []byte) bool                    { return r.Re().Match(b) }
func (r *Regexp) FindString(s string) string             { return r.Re().FindString(s) }
func (r *Regexp) FindStringIndex(s string) []int         { return r.Re().FindStringIndex(s) }
func (r *Regexp) FindStringSubmatch(s string) []string   { return r.Re().FindStringSubmatch(s) }
func (r *Regexp) FindStringSubmatchIndex(s string) []int { return r.Re().FindStringSubmatchIndex(s) }
func (r *Regexp) FindSubmatch(b []byte) [][]byte         { return r.Re().FindSubmatch(b) }
func (r *Regexp) FindAllString(s string, n int) []string {
	return r.Re().FindAllString(s, n)
}
func (r *Regexp) FindAllStringIndex(s string, n int) [][]int {
	return r.Re().FindAllStringIndex(s, n)
}
func (r *Regexp) FindAllStringSubmatch(s string, n int) [][]string {
	return r.Re().FindAllStringSubmatch(s, n)
}
func (r *Regexp) FindAllStringSubmatchIndex(s string, n int) [][]int {
	return r.Re().FindAllStringSubmatchIndex(s, n)
}
func (r *Regexp) ReplaceAllString(s, repl string) string { return r.Re().ReplaceAllString(s, repl) }
func (r *Regexp) ReplaceAllStringFunc(s string, f func(string) string) string {
	return r.Re().ReplaceAllStringFunc(s, f)
}
func (r *Regexp) Split(s string, n int) []string { return r.Re().Split(s, n) }
func (r *Regexp) SubexpIndex(name string) int    { return r.Re().SubexpIndex(name) }
