// Memory bomb: the multiset of a million-element sequence (244 MB before
// seq(n, f) counted its new integers and multiset(…) its copy).

/// A multiset.
/// @input n = 1
/// @accept n = 1 -> r = multiset{}
method Bomb(n: int) returns (r: multiset<int>)
  ensures r == multiset(seq(999999, i => i))
