// Package data holds the development data sets that ship with specfaith
// (README.md says where each comes from and under which licence), built
// into the binary so that `specfaith bench verina` needs no download.
package data

import (
	"bytes"
	_ "embed"
	"io"
)

//go:embed verina-dev.jsonl
var verina []byte

//go:embed clever-dev.jsonl
var clever []byte

// Set is a shipped data set.
type Set struct {
	Name  string // the short name bench accepts: verina-dev, clever-dev
	About string // source and licence, in a line
	data  []byte
}

// Open reads the set's JSON Lines.
func (s *Set) Open() io.Reader { return bytes.NewReader(s.data) }

var sets = []*Set{
	{Name: "verina-dev", About: "VERINA's development split (128 tasks; sunblaze-ucb/verina d12090a8, Apache-2.0)", data: verina},
	{Name: "clever-dev", About: "CLEVER's development split (110 tasks; trishullab/clever v1.4.0, MIT)", data: clever},
}

// Named is the shipped set called name, or nil.
func Named(name string) *Set {
	for _, s := range sets {
		if s.Name == name {
			return s
		}
	}
	return nil
}
