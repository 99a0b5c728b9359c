method ElementAtIndexAfterRotation(l: seq<int>, n: int, index: int) returns (element: int)
  requires n >= 0
  requires 0 <= index < |l|
  ensures element == l[(index - n + |l|) % |l|]
{
  element := l[(index - n + |l|) % |l|];
}