method IsDecimalWithTwoPrecision(s: string) returns (result: bool)
  ensures result ==> (exists i :: 0 <= i < |s| && s[i] == '.' && |s| - i - 1 == 2)
  ensures !result ==> !(exists i :: 0 <= i < |s| && s[i] == '.' && |s| - i - 1 == 2)
{
  result := false;
  for i := 0 to |s|
    invariant 0 <= i <= |s|
    invariant result <==> (exists k :: 0 <= k < i && s[k] == '.' && |s| - k - 1 == 2)
  {
    if s[i] == '.' && |s| - i - 1 == 2 {
      result := true;
      break;
    }
  }
}