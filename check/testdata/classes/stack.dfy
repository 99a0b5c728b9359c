// A class whose methods update fields and a field's array (elems[top] := x),
// verified by Dafny 2.3 (dafny /compile:0): the runs change this, and the
// postconditions are judged on its final state against old(top).
class Stack {
  var elems: array<int>
  var top: int

  predicate Valid()
    reads this, elems
  {
    0 <= top <= elems.Length
  }

  constructor (cap: int)
    requires cap > 0
    ensures Valid() && top == 0 && elems.Length == cap
    ensures fresh(elems)
  {
    elems := new int[cap];
    top := 0;
  }

  method Push(x: int)
    requires Valid() && top < elems.Length
    modifies this, elems
    ensures Valid()
    ensures top == old(top) + 1
    ensures elems[old(top)] == x
  {
    elems[top] := x;
    top := top + 1;
  }

  method Peek() returns (x: int)
    requires Valid() && top > 0
    ensures x == elems[top - 1]
  {
    x := elems[top - 1];
  }

  function Size(): int
    reads this
  {
    top
  }

  method Pop() returns (x: int)
    requires Valid() && top > 0
    modifies this
    ensures Valid()
    ensures top == old(top) - 1
  {
    top := top - 1;
    x := elems[top];
  }
}

