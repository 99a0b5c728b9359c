// A class with {:autocontracts}, verified by Dafny 2.3 (dafny /compile:0): Valid() is
// an implied precondition of Inc and Get, and modifies this an implied frame.
class {:autocontracts} Counter {
  var count: int
  var limit: int

  predicate Valid() {
    0 <= count <= limit
  }

  constructor (l: int)
    requires l >= 0
    ensures count == 0 && limit == l
  {
    count := 0;
    limit := l;
  }

  method Inc() returns (c: int)
    requires count < limit
    ensures count == old(count) + 1
    ensures c == count
  {
    count := count + 1;
    c := count;
  }

  method Get() returns (c: int)
    ensures c == count
    ensures 0 <= c <= limit
  {
    c := count;
  }
}
