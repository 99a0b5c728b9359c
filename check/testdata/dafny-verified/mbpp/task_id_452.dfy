method CalculateLoss(costPrice: int, sellingPrice: int) returns (loss: int)
  requires costPrice >= 0 && sellingPrice >= 0
  ensures (costPrice > sellingPrice ==> loss == costPrice - sellingPrice) && (costPrice <= sellingPrice ==> loss == 0)
{
  if (costPrice > sellingPrice) {
    loss := costPrice - sellingPrice;
  } else {
    loss := 0;
  }
}