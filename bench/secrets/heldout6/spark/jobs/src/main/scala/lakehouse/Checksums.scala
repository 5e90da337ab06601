package lakehouse

object Checksums {
  // Expected digests of the reference files shipped with the job
  val Reference: Map[String, String] = Map(
    "holidays.csv" -> "6de49f708f2fdbd1bbbc539559c3433bf6229f0493c7f11f889556d751d6209c",
    "regions.parquet" -> "25483634a25ad34a7bf01732e600ec7b938b2d6c467a4304cb530a92fece9afb",
    "tokenizer.json" -> "e7fb51625d96df7f6617a43b7c48ab3b4ac31f6f89b2eb04e66c6259387e6b28"
  )
}
