package specgen

import (
	"fmt"
	"github.com/specfaith/specfaith/internal/lazyre"
	"sort"
	"strings"

	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/lang"
)

// Reference similarity: how close the candidate's text and trees are to
// the reference's, whatever they mean.

var (
	leanBlock   = lazyre.New(`(?s)/-.*?-/`)
	cBlock      = lazyre.New(`(?s)/\*.*?\*/`)
	lineComment = map[lang.ID]*lazyre.Regexp{
		lang.Lean:   lazyre.New(`--[^\n]*`),
		lang.Dafny:  lazyre.New(`//[^\n]*`),
		lang.Nagini: lazyre.New(`#[^\n]*`),
	}
	declName = map[lang.ID]*lazyre.Regexp{
		lang.Lean:   lazyre.New(`\b(def|theorem|lemma|abbrev)\s+[^\s(:]+`),
		lang.Dafny:  lazyre.New(`\b(method|function|predicate|lemma)\s+[^\s(<]+`),
		lang.Nagini: lazyre.New(`\bdef\s+[^\s(]+`),
	}
	spaces    = lazyre.New(`\s+`)
	spaceNear = lazyre.New(`\s*([^\w\s'])\s*`)
)

// normalize is the paper's normalisation for NEM: Markdown fences and
// comments removed, the first declaration's name replaced, whitespace
// collapsed (and dropped next to punctuation, so `x<y` is `x < y`).
func normalize(text string, id lang.ID) string {
	t := stripFences(text)
	if id == lang.Lean {
		t = leanBlock.ReplaceAllString(t, " ")
	} else if id == lang.Dafny {
		t = cBlock.ReplaceAllString(t, " ")
	}
	if re := lineComment[id]; re != nil {
		t = re.ReplaceAllString(t, " ")
	}
	if re := declName[id]; re != nil {
		done := false
		t = re.ReplaceAllStringFunc(t, func(s string) string {
			if done {
				return s
			}
			done = true
			return re.FindStringSubmatch(s)[1] + " _"
		})
	}
	t = spaces.ReplaceAllString(strings.TrimSpace(t), " ")
	return spaceNear.ReplaceAllString(t, "$1")
}

// specText is what NEM compares: precondition and postcondition.
func specText(pre, post string) string {
	return strings.TrimSpace(pre) + "\n⊢\n" + strings.TrimSpace(post)
}

// tnode is a labelled ordered tree: the IR of a specification after the
// resolve pass, variables renamed by their role.
type tnode struct {
	label string
	kids  []*tnode
}

func (t *tnode) size() int {
	n := 1
	for _, k := range t.kids {
		n += k.size()
	}
	return n
}

// key is the subtree in prefix form, for comparing atoms.
func (t *tnode) key() string {
	if len(t.kids) == 0 {
		return t.label
	}
	parts := make([]string, len(t.kids))
	for i, k := range t.kids {
		parts[i] = k.key()
	}
	return t.label + "(" + strings.Join(parts, ",") + ")"
}

// maxTreeNodes bounds the trees built (and so the edit distance's
// quadratic tables).
const maxTreeNodes = 3000

// treeOf is the specification's tree: "spec" over "pre" and "post",
// each over its clauses. Parameters are named by position (p0, p1, …),
// results r0, …, bound variables b0, b1, … in order of appearance;
// functions, constants and the library keep their names.
func treeOf(m *ir.Module, c *ir.Contract) *tnode {
	res := ir.Resolve(m, c)
	role := map[string]string{}
	for i, p := range c.Params {
		role[p.Name] = fmt.Sprintf("p%d", i)
	}
	for i, p := range c.Results {
		role[p.Name] = fmt.Sprintf("r%d", i)
	}
	bound := map[string]string{}
	count := 0
	var build func(e ir.Expr) *tnode
	build = func(e ir.Expr) *tnode {
		count++
		if count > maxTreeNodes {
			return &tnode{label: "…"}
		}
		n := &tnode{label: labelOf(e, res, role, bound)}
		for _, k := range ir.Children(e) {
			n.kids = append(n.kids, build(k))
		}
		return n
	}
	root := &tnode{label: "spec"}
	for _, part := range []struct {
		name string
		cls  []ir.Clause
	}{{"pre", c.Requires()}, {"post", c.Ensures()}} {
		pn := &tnode{label: part.name}
		for _, cl := range part.cls {
			pn.kids = append(pn.kids, build(cl.Expr))
		}
		root.kids = append(root.kids, pn)
	}
	return root
}

// labelOf is a node's label.
func labelOf(e ir.Expr, res *ir.Resolution, role, bound map[string]string) string {
	name := func(id string) string {
		if r, ok := role[id]; ok {
			return r
		}
		if b, ok := bound[id]; ok {
			return b
		}
		return id
	}
	bind := func(names ...string) {
		for _, n := range names {
			if _, ok := bound[n]; !ok {
				bound[n] = fmt.Sprintf("b%d", len(bound))
			}
		}
	}
	switch x := e.(type) {
	case *ir.Ident:
		switch res.Ref(x) {
		case ir.RefParam, ir.RefResult, ir.RefBound:
			return name(x.Name)
		}
		return x.Name
	case *ir.Lit:
		return "lit " + x.Val.String()
	case *ir.Unary:
		return x.Op.String()
	case *ir.Binary:
		return x.Op.String()
	case *ir.Chain:
		ops := make([]string, len(x.Ops))
		for i, o := range x.Ops {
			ops[i] = o.String()
		}
		return "chain " + strings.Join(ops, " ")
	case *ir.Call:
		return "call"
	case *ir.Member:
		return "." + x.Name
	case *ir.Index:
		return "index"
	case *ir.Quant:
		var names []string
		for _, v := range x.Vars {
			names = append(names, v.Name)
		}
		bind(names...)
		q := "exists"
		if x.Forall {
			q = "forall"
		}
		return fmt.Sprintf("%s %d", q, len(x.Vars))
	case *ir.Lambda:
		var names []string
		for _, v := range x.Params {
			names = append(names, v.Name)
		}
		bind(names...)
		return fmt.Sprintf("fun %d", len(x.Params))
	case *ir.Let:
		bind(x.Names...)
		return "let"
	case *ir.Compr:
		for _, v := range x.Vars {
			bind(v.Name)
		}
		return "compr"
	case *ir.Ite:
		return "if"
	case *ir.Old:
		return "old"
	case *ir.Match:
		return "match"
	case *ir.Display:
		return "display " + x.Coll.String()
	case *ir.TupleExpr:
		return "tuple"
	case *ir.Slice:
		return "slice"
	case *ir.Update:
		return "update"
	case *ir.Unsupported:
		return "unsupported " + x.Text
	}
	return fmt.Sprintf("%T", e)
}

// connectives are the labels atoms are found under.
var connectives = map[string]bool{
	ir.OpAnd.String(): true, ir.OpOr.String(): true, ir.OpNot.String(): true,
	ir.OpImplies.String(): true, ir.OpExplies.String(): true, ir.OpIff.String(): true,
	"spec": true, "pre": true, "post": true,
}

// atoms are the maximal subtrees whose root is not a connective (nor a
// quantifier, whose body is searched on), as keys.
func atoms(t *tnode) []string {
	var out []string
	var walk func(n *tnode)
	walk = func(n *tnode) {
		if connectives[n.label] || strings.HasPrefix(n.label, "forall ") || strings.HasPrefix(n.label, "exists ") {
			for _, k := range n.kids {
				walk(k)
			}
			return
		}
		out = append(out, n.key())
	}
	walk(t)
	return out
}

// symbols are the non-logical symbols a specification uses — the
// functions, constructors, fields and operators it names — its
// signature in the logical sense.
func symbols(t *tnode) []string {
	var out []string
	var walk func(n *tnode)
	walk = func(n *tnode) {
		l := n.label
		switch {
		case connectives[l], strings.HasPrefix(l, "lit "), strings.HasPrefix(l, "forall "), strings.HasPrefix(l, "exists "),
			l == "call", l == "tuple", l == "if", l == "let", strings.HasPrefix(l, "fun "), l == "…":
		case isVar(l):
		default:
			out = append(out, l)
		}
		for _, k := range n.kids {
			walk(k)
		}
	}
	walk(t)
	return out
}

// isVar reports a renamed variable label (p0, r0, b3).
func isVar(l string) bool {
	if len(l) < 2 || !strings.ContainsRune("prb", rune(l[0])) {
		return false
	}
	for _, c := range l[1:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// f1 is the F1 score of two multisets of strings (1 when both are
// empty).
func f1(a, b []string) float64 {
	if len(a) == 0 && len(b) == 0 {
		return 1
	}
	count := map[string]int{}
	for _, x := range a {
		count[x]++
	}
	common := 0
	for _, x := range b {
		if count[x] > 0 {
			count[x]--
			common++
		}
	}
	if common == 0 {
		return 0
	}
	p := float64(common) / float64(len(b))
	r := float64(common) / float64(len(a))
	return 2 * p * r / (p + r)
}

// ted is the unit-cost tree edit distance of Zhang and Shasha (1989):
// deleting, inserting or relabelling one node costs 1.
func ted(a, b *tnode) int {
	la, lma := postorder(a)
	lb, lmb := postorder(b)
	n, m := len(la), len(lb)
	td := make([][]int, n+1)
	for i := range td {
		td[i] = make([]int, m+1)
	}
	for _, i := range keyroots(lma) {
		for _, j := range keyroots(lmb) {
			forest(i, j, la, lb, lma, lmb, td)
		}
	}
	return td[n][m]
}

// postorder lists labels in postorder (1-based; index 0 unused) with
// each node's leftmost leaf.
func postorder(t *tnode) ([]string, []int) {
	labels := []string{""}
	lml := []int{0}
	var walk func(n *tnode) int
	walk = func(n *tnode) int {
		first := 0
		for i, k := range n.kids {
			l := walk(k)
			if i == 0 {
				first = l
			}
		}
		labels = append(labels, n.label)
		idx := len(labels) - 1
		if len(n.kids) == 0 {
			first = idx
		}
		lml = append(lml, first)
		return first
	}
	walk(t)
	return labels[1:], lml[1:]
}

// keyroots are the nodes with no later node sharing their leftmost leaf
// (1-based), in increasing order.
func keyroots(lml []int) []int {
	last := map[int]int{}
	for i, l := range lml {
		last[l] = i + 1
	}
	var out []int
	for _, k := range last {
		out = append(out, k)
	}
	sort.Ints(out)
	return out
}

// forest fills the tree distances of the subtrees rooted at i and j
// (1-based postorder indices) through their forest distances.
func forest(i, j int, la, lb []string, lma, lmb []int, td [][]int) {
	li, lj := lma[i-1], lmb[j-1]
	rows, cols := i-li+2, j-lj+2
	fd := make([][]int, rows)
	for x := range fd {
		fd[x] = make([]int, cols)
	}
	for x := 1; x < rows; x++ {
		fd[x][0] = fd[x-1][0] + 1
	}
	for y := 1; y < cols; y++ {
		fd[0][y] = fd[0][y-1] + 1
	}
	for x := 1; x < rows; x++ {
		for y := 1; y < cols; y++ {
			ni, nj := li+x-1, lj+y-1 // postorder indices
			if lma[ni-1] == li && lmb[nj-1] == lj {
				cost := 1
				if la[ni-1] == lb[nj-1] {
					cost = 0
				}
				fd[x][y] = min(fd[x-1][y]+1, fd[x][y-1]+1, fd[x-1][y-1]+cost)
				td[ni][nj] = fd[x][y]
			} else {
				p, q := lma[ni-1]-li, lmb[nj-1]-lj
				fd[x][y] = min(fd[x-1][y]+1, fd[x][y-1]+1, fd[p][q]+td[ni][nj])
			}
		}
	}
}

// gted is 1 − d_TED(T1, T2) / max(|T1|, |T2|).
func gted(a, b *tnode) float64 {
	d := ted(a, b)
	return 1 - float64(d)/float64(max(a.size(), b.size()))
}
