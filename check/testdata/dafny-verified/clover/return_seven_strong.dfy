method M(x: int) returns (seven: int)
  ensures seven==7
{
  seven := 7;
}
