// Authored control from "Beyond Type-checking" (arXiv 2610.10604):
// the requirement admits any y > x. Unsatisfiable: false admits no y.

/// For any integer x, return any integer y that is greater than x.
/// @input x = -1; x = 0; x = 1
/// @accept x = -1 -> y = 0; x = 0 -> y = 1; x = 1 -> y = 2
/// @accept x = -1 -> y = 1; x = 0 -> y = 2; x = 1 -> y = 3
/// @reject x = -1 -> y = -1; x = 0 -> y = 0; x = 1 -> y = 1
/// @reject x = -1 -> y = -2; x = 0 -> y = -1; x = 1 -> y = 0
method Greater(x: int) returns (y: int)
  ensures false
