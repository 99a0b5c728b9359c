package ir

// ValueAndOr recognises an and/or that returns an operand (Python's x
// and y, x or y) as a front end lowers it when an operand is not boolean:
// let t = x in (if truth(t) then y else t) for and, (… then t else y) for
// or, where truth says whether a call takes its argument's truth value.
// It returns the operator and the operands. The printer reading it back
// and the informalizer reading it in English share it.
func ValueAndOr(e *Let, truth func(*Call) bool) (op Op, x, y Expr, ok bool) {
	if len(e.Names) != 1 || len(e.Values) != 1 || e.Rec {
		return 0, nil, nil, false
	}
	t := e.Names[0]
	ite, isIte := e.Body.(*Ite)
	if !isIte {
		return 0, nil, nil, false
	}
	c, isCall := ite.Cond.(*Call)
	if !isCall || len(c.Args) != 1 || !isVar(c.Args[0], t) || !truth(c) {
		return 0, nil, nil, false
	}
	only := map[string]bool{t: true}
	switch {
	case isVar(ite.Else, t) && !mentionsAny(ite.Then, only):
		return OpAnd, e.Values[0], ite.Then, true
	case isVar(ite.Then, t) && !mentionsAny(ite.Else, only):
		return OpOr, e.Values[0], ite.Else, true
	}
	return 0, nil, nil, false
}
