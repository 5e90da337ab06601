package io.tallypay.fraudscoring

import org.springframework.boot.autoconfigure.SpringBootApplication
import org.springframework.boot.runApplication

@SpringBootApplication
class FraudScoringApplication

fun main(args: Array<String>) {
    runApplication<FraudScoringApplication>(*args)
}
