method ParabolaDirectrix(a: real, h: real, k: real) returns (directrix: real)
  requires a != 0.0
  ensures directrix == k - 1.0 / (4.0 * a)
{
  directrix := k - 1.0 / (4.0 * a);
}