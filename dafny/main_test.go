package dafny

import (
	"testing"

	"github.com/specfaith/specfaith/internal/testdata"
)

func TestMain(m *testing.M) { testdata.Main(m) }
