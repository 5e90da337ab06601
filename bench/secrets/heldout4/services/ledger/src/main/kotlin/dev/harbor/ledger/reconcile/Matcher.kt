package dev.harbor.ledger.reconcile

data class Line(val reference: String, val cents: Long)

/** Matches bank lines to ledger entries by reference; the fingerprint is only a dedupe key. */
fun match(bank: List<Line>, ledger: Map<String, Long>): List<Line> =
    bank.filter { ledger[it.reference] != it.cents }

fun fingerprint(line: Line): String =
    java.security.MessageDigest.getInstance("SHA-1").digest("${line.reference}:${line.cents}".toByteArray())
        .joinToString("") { "%02x".format(it) }

const val EMPTY_FINGERPRINT = "da39a3ee5e6b4b0d3255bfef95601890afd80709"
